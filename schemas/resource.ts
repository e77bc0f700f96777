import { FILE_KINDS } from '../src/domain/accepted-file-types.ts';
import type { RouteNeed } from '../src/domain/permissions.ts';
import {
  FOLDER_NAME_MAX_LENGTH,
  FOLDER_TYPES,
  RESOURCE_NAME_MAX_LENGTH,
  RESOURCE_NOTE_MAX_LENGTH,
  RESOURCE_SECTIONS,
  RESOURCE_WRITERS,
  ROOT_FOLDER_ID,
} from '../src/domain/resource-folders.ts';
import { CANONICAL_UUID_PATTERN } from '../src/domain/uuid.ts';
import { companyEndpoint, type JsonSchema } from './protocol/contract.ts';
import { MAX_PAGE, MAX_PAGE_SIZE } from './protocol/list.ts';

/**
 * Folders and files (spec 001 §3 'Folder', 'Document', 'Image', 'Video', 'A resource set…', §7
 * 'Resources'): the company's library under /resources, each property's under
 * /properties/{pid}/resources, and an event's documents under /events/{id}/resources. The three
 * scopes answer the same calls (built once below); the scope comes from the path, so an upload
 * does not repeat folderType, propertyId or eventId. Files download through GET /files/{id}.
 */

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const UUID = { type: 'string', format: 'uuid' } as const;

/** A folder id or -1, the root of the scope. */
const FOLDER_ID = {
  type: 'string',
  pattern: `^(${ROOT_FOLDER_ID}|${CANONICAL_UUID_PATTERN})$`,
  description: `A folder's id, or ${ROOT_FOLDER_ID} for the root of the scope`,
} as const;

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

const sectionTotals = {
  type: 'object',
  required: [...RESOURCE_SECTIONS],
  properties: Object.fromEntries(RESOURCE_SECTIONS.map((section) => [section, { type: 'integer' }])) as Record<
    (typeof RESOURCE_SECTIONS)[number],
    { type: 'integer' }
  >,
} as const;

/** A resource set (§3): one page of each of the folder's four lists, with their totals. */
const resourceSetReply = {
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

const saveReply = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' }, failureReason: text, folder: folderSchema },
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

const moveReply = {
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' }, failureReason: text } },
  },
} as const;

const moveTargetsReply = {
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
