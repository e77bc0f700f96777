import { FILE_KINDS } from '../../src/domain/resources/accepted-file-types.ts';
import { FOLDER_TYPES, ROOT_FOLDER_ID } from '../../src/domain/resources/resource-folders.ts';
import { text } from '../primitives.ts';

/**
 * Folders and files (spec 001 §3 'Folder', 'Document', 'Image', 'Video', 'A resource set…', §7
 * 'Resources'): the company's library under /resources, each property's under
 * /properties/{pid}/resources, and an event's documents under /events/{id}/resources. The three
 * scopes answer the same calls (built once in endpoints.ts); the scope comes from the path, so an
 * upload does not repeat folderType, propertyId or eventId. Files download through GET /files/{id}.
 * This file is the entity: a folder, a document, an image as listed; replies.ts the listings.
 */

const nullableText = { type: ['string', 'null'] } as const;

export const folderSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'notes',
    'parentId',
    'propertyId',
    'eventId',
    'isArchived',
    'folderType',
    'isEditable',
    'childCount',
  ],
  properties: {
    id: { ...text, description: `${ROOT_FOLDER_ID} for a root (of the company, a property or an event)` },
    name: text,
    notes: text,
    parentId: { ...nullableText, description: `${ROOT_FOLDER_ID} at the root of its scope; null for a root` },
    propertyId: { ...nullableText, description: 'The property whose library it is' },
    eventId: { ...nullableText, description: 'The event whose documents it holds' },
    isArchived: { type: 'boolean' },
    folderType: { type: 'string', enum: FOLDER_TYPES },
    isEditable: {
      type: 'boolean',
      description: 'A stored folder (renamed, archived); the roots and the property folders are not',
    },
    childCount: { type: 'integer', description: 'Folders (not archived) and files directly inside' },
  },
} as const;

/**
 * A document, image or video of a folder: the spec's Document (§3) with what the browser shows
 * for images and videos (publicUrl, thumbnailUrl). One shape for the three kinds; an image also
 * carries the spec's Image `notes` (resourceImageSchema).
 */
export const resourceFileSchema = {
  type: 'object',
  required: [
    'id',
    'documentId',
    'kind',
    'name',
    'fileName',
    'note',
    'folderId',
    'propertyId',
    'eventId',
    'documentTypeId',
    'typeName',
    'publicUrl',
    'thumbnailUrl',
    'contentType',
    'size',
    'dateUploaded',
    'uploadedBy',
  ],
  properties: {
    id: text,
    documentId: { ...text, description: 'The same as id' },
    kind: { type: 'integer', enum: Object.values(FILE_KINDS), description: '1 document, 2 image, 3 video' },
    name: { ...text, description: 'The name given at upload' },
    fileName: { ...text, description: 'The uploaded file\u2019s name, offered when it is saved' },
    note: { ...text, description: "A document's or video's note (an image's: read notes)" },
    notes: { ...text, description: "An image's note (spec 001 §3 'Image'); absent for documents and videos" },
    folderId: { ...text, description: `${ROOT_FOLDER_ID} at the root of its scope` },
    propertyId: nullableText,
    eventId: nullableText,
    documentTypeId: nullableText,
    typeName: { ...nullableText, description: "A document's type ('Incident Report', 'Invoice'…)" },
    publicUrl: { ...text, description: 'GET it with the bearer token: the file, streamed' },
    thumbnailUrl: { ...nullableText, description: "An image's 100×100 JPEG" },
    contentType: text,
    size: { type: 'integer', description: 'Bytes' },
    dateUploaded: { type: 'string', format: 'date-time' },
    uploadedBy: { ...nullableText, description: 'The name of the person who uploaded it' },
  },
} as const;

/**
 * An image of a folder (spec 001 §3 'Image'): its note under the spec's name `notes`. `note`, the
 * name images had before, stays for one release (README 'API names changing') and then goes.
 */
export const resourceImageSchema = {
  ...resourceFileSchema,
  required: [...resourceFileSchema.required, 'notes'],
  properties: {
    ...resourceFileSchema.properties,
    note: { ...text, deprecated: true, description: 'The same as notes: its old name, removed in the next release' },
  },
} as const;
