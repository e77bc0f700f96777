import { CANONICAL_UUID_PATTERN } from '../../src/domain/common/uuid.ts';
import type { RouteNeed } from '../../src/domain/company/permissions.ts';
import { FILE_KINDS } from '../../src/domain/resources/accepted-file-types.ts';
import {
  FOLDER_NAME_MAX_LENGTH,
  RESOURCE_NAME_MAX_LENGTH,
  RESOURCE_NOTE_MAX_LENGTH,
  RESOURCE_SECTIONS,
  RESOURCE_WRITERS,
  ROOT_FOLDER_ID,
} from '../../src/domain/resources/resource-folders.ts';
import { companyEndpoint, type JsonSchema } from '../protocol/contract.ts';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../protocol/list.ts';
import { resourceFileSchema } from './entity.ts';
import { moveReply, moveTargetsReply, resourceSetReply, saveReply } from './replies.ts';

/**
 * Folders and files: the endpoints of the three scopes, built once by scopeEndpoints
 * (schemas/endpoints.ts lists them under resources, propertyResources and eventResources).
 */

const UUID = { type: 'string', format: 'uuid' } as const;

/** A folder id or -1, the root of the scope. */
const FOLDER_ID = {
  type: 'string',
  pattern: `^(${ROOT_FOLDER_ID}|${CANONICAL_UUID_PATTERN})$`,
  description: `A folder's id, or ${ROOT_FOLDER_ID} for the root of the scope`,
} as const;

export const RESOURCE_PAGE_SIZE = 50;

const resourceSetQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: {
      type: 'integer',
      minimum: 1,
      // The list protocol's bounds (schemas/protocol/list.ts): every paged call answers the same 400s.
      maximum: MAX_PAGE,
      default: 1,
      description: 'The page of each list (or of `section` alone)',
    },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: RESOURCE_PAGE_SIZE },
    section: {
      type: 'string',
      enum: RESOURCE_SECTIONS,
      description: 'Read only this list (its next page); the others come back empty, the totals complete',
    },
    showArchived: { type: 'boolean', default: false, description: 'List archived folders too' },
  },
} as const;

const folderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    id: { ...UUID, description: 'Absent for a new folder' },
    name: { type: 'string', minLength: 1, maxLength: FOLDER_NAME_MAX_LENGTH },
    notes: { type: 'string', maxLength: RESOURCE_NOTE_MAX_LENGTH, default: '' },
    parentId: {
      ...FOLDER_ID,
      default: ROOT_FOLDER_ID,
      description: 'Where a new folder goes; a folder stays where it is',
    },
    isArchived: { type: 'boolean', default: false },
  },
} as const;

const uploadFields = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name'],
  properties: {
    kind: { type: 'integer', enum: Object.values(FILE_KINDS), description: 'What the form uploads: 1, 2 or 3' },
    name: { type: 'string', minLength: 1, maxLength: RESOURCE_NAME_MAX_LENGTH },
    folderId: { ...FOLDER_ID, default: ROOT_FOLDER_ID },
    note: { type: 'string', maxLength: RESOURCE_NOTE_MAX_LENGTH, default: '' },
    documentTypeId: { ...UUID, description: "A document's type; required for a document of an event" },
  },
} as const;

/** The calls of one scope: `prefix` is '' (company), '/properties/:pid' or '/events/:id'. */
function scopeEndpoints<const Prefix extends string, const ScopeParams extends Record<string, JsonSchema>>(scope: {
  prefix: Prefix;
  params: ScopeParams;
  tag: string;
  /** Who may read; writing needs `writers`. */
  readers: RouteNeed;
  writers: RouteNeed;
  what: string;
}) {
  const { prefix, tag, readers, writers, what } = scope;
  const params = <const Own extends Record<string, JsonSchema>>(own: Own) => ({
    type: 'object' as const,
    required: [...Object.keys(scope.params), ...Object.keys(own)],
    properties: { ...scope.params, ...own },
  });
  return {
    root: companyEndpoint({
      method: 'GET',
      path: `${prefix}/resources`,
      tag,
      summary: `The root of ${what}: its folders, documents, images and videos`,
      need: readers,
      params: params({}),
      query: resourceSetQuery,
      reply: resourceSetReply,
    }),
    folder: companyEndpoint({
      method: 'GET',
      path: `${prefix}/resources/folders/:folderId`,
      tag,
      summary: `One folder of ${what} (${ROOT_FOLDER_ID}: the root)`,
      need: readers,
      params: params({ folderId: FOLDER_ID }),
      query: resourceSetQuery,
      reply: resourceSetReply,
    }),
    saveFolder: companyEndpoint({
      method: 'POST',
      path: `${prefix}/resources/folders/save`,
      tag,
      summary: `Create (no id) or edit a folder of ${what}`,
      description:
        'A refusal (a blank or taken name, an archived new folder, a missing parent) answers success false with failureReason.',
      need: writers,
      params: params({}),
      body: folderBody,
      reply: saveReply,
    }),
    upload: companyEndpoint({
      method: 'POST',
      path: `${prefix}/resources/upload`,
      tag,
      summary: `Upload a document, image or video into a folder of ${what} (multipart: fields, then one file)`,
      description:
        'The file must be of the kind the form says, decided from its bytes (400 otherwise); over the limit of its ' +
        'kind: 413. A failed upload keeps nothing.',
      need: writers,
      params: params({}),
      upload: { kinds: Object.values(FILE_KINDS), multiple: false, fields: uploadFields },
      reply: {
        type: 'object',
        required: ['success', 'file'],
        properties: { success: { type: 'boolean' }, file: resourceFileSchema },
      },
      errorStatuses: [413],
    }),
    deleteFile: companyEndpoint({
      method: 'POST',
      path: `${prefix}/resources/files/:fileId/delete`,
      tag,
      summary: `Delete a file of ${what} (soft: the row and the stored object stay, nobody sees it)`,
      need: writers,
      params: params({ fileId: UUID }),
      reply: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } },
    }),
    moveTargets: companyEndpoint({
      method: 'GET',
      path: `${prefix}/resources/files/:fileId/moveTargets`,
      tag,
      summary: `The folders of ${what} a file may move to, with their paths`,
      need: writers,
      params: params({ fileId: UUID }),
      reply: moveTargetsReply,
    }),
    moveFile: companyEndpoint({
      method: 'POST',
      path: `${prefix}/resources/files/:fileId/move`,
      tag,
      summary: `Move a file to another folder of ${what}`,
      description:
        'A folder of another scope, an archived one or the current one answers success false with failureReason.',
      need: writers,
      params: params({ fileId: UUID }),
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['folderId'],
        properties: { folderId: FOLDER_ID },
      },
      reply: moveReply,
    }),
  } as const;
}

export const companyResourceEndpoints = {
  ...scopeEndpoints({
    prefix: '',
    params: {},
    tag: 'resources',
    readers: 'member',
    writers: RESOURCE_WRITERS.company,
    what: "the company's resources",
  }),
  properties: companyEndpoint({
    method: 'GET',
    path: '/resources/properties',
    tag: 'resources',
    summary: 'The folder of properties: one folder per property the caller sees, by name',
    need: 'member',
    query: resourceSetQuery,
    reply: resourceSetReply,
  }),
} as const;

export const propertyResourceEndpoints = scopeEndpoints({
  prefix: '/properties/:pid',
  params: { pid: UUID },
  tag: 'resources',
  readers: 'member',
  writers: RESOURCE_WRITERS.property,
  what: "a property's resources (a property the caller sees)",
});

export const eventResourceEndpoints = scopeEndpoints({
  prefix: '/events/:id',
  params: { id: UUID },
  tag: 'event documents',
  readers: RESOURCE_WRITERS.event,
  writers: RESOURCE_WRITERS.event,
  what: "an event's documents (an event the caller sees)",
});
