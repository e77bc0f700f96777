import { RESOURCE_SECTIONS } from '../../src/domain/resources/resource-folders.ts';
import { text } from '../primitives.ts';
import { folderSchema, resourceFileSchema, resourceImageSchema } from './entity.ts';

/**
 * Folders and files: what the resource calls answer — a listing (one page of each section with
 * its total), a save, a move and the move targets.
 */

/**
 * Folders and files (spec 001 §3 'Folder', 'Document', 'Image', 'Video', 'A resource set…', §7
 * 'Resources'): the company's library under /resources, each property's under
 * /properties/{pid}/resources, and an event's documents under /events/{id}/resources. The three
 * scopes answer the same calls (built once below); the scope comes from the path, so an upload
 * does not repeat folderType, propertyId or eventId. Files download through GET /files/{id}.
 */

const sectionTotals = {
  type: 'object',
  required: [...RESOURCE_SECTIONS],
  properties: Object.fromEntries(RESOURCE_SECTIONS.map((section) => [section, { type: 'integer' }])) as Record<
    (typeof RESOURCE_SECTIONS)[number],
    { type: 'integer' }
  >,
} as const;

/** A resource set (§3): one page of each of the folder's four lists, with their totals. */
export const resourceSetReply = {
  type: 'object',
  required: ['folder', 'path', 'canManage', 'folders', 'documents', 'images', 'videos', 'totals'],
  properties: {
    folder: folderSchema,
    path: {
      type: 'array',
      description: 'The opened folder and its parents up to the root of its scope (root first, root itself not listed)',
      items: { type: 'object', required: ['id', 'name'], properties: { id: text, name: text } },
    },
    canManage: {
      type: 'boolean',
      description: 'Whether the caller may add, edit, move and delete in this scope',
    },
    folders: { type: 'array', items: folderSchema },
    documents: { type: 'array', items: resourceFileSchema },
    images: { type: 'array', items: resourceImageSchema },
    videos: { type: 'array', items: resourceFileSchema },
    totals: sectionTotals,
  },
} as const;

export const saveReply = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' }, failureReason: text, folder: folderSchema },
} as const;

export const moveReply = {
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' }, failureReason: text } },
  },
} as const;

export const moveTargetsReply = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['folders'],
      properties: {
        folders: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'path', 'isCurrentlyAssignedFolder'],
            properties: { id: text, path: text, isCurrentlyAssignedFolder: { type: 'boolean' } },
          },
        },
      },
    },
  },
} as const;
