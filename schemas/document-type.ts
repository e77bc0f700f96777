import { fill } from '../src/domain/common/catalogue.ts';
import { SCHEMA_MESSAGES } from '../src/domain/i18n/en/schema-messages.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from './protocol/contract.ts';

/**
 * A document type (spec 001 §3 "Document type") as the 'Add/Edit Document Type' modal edits it
 * and POST /documentTypes/save accepts it (spec 001 §7: name, id, isArchived, isSystemType).
 * The same object validates the request on the server (Fastify's ajv) and the form (RJSF).
 *
 * - `name` has no `minLength` on purpose: the spec's rule is "non-blank after trimming, otherwise
 *   the toast 'Nothing to save. Name was left blank.' and the modal closes" (spec 001 §5), so the
 *   form's Save must stay enabled for a blank name. The server refuses a blank name with a 400.
 * - `active` (the Status column) has no default: an update that leaves it out keeps the stored
 *   value; a new type starts active.
 * - `isSystemType` is read-only: the server refuses a body that would create a system type or
 *   turn a type into one, and refuses any edit of a system type.
 */
export const documentTypeSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string', title: 'Name', maxLength: 100 },
    active: { type: 'boolean', title: 'Status' },
    isArchived: { type: 'boolean', title: 'Archive', default: false },
    isSystemType: { type: 'boolean', title: 'System Type', default: false, readOnly: true },
  },
} as const;

/** A document type after validation; `id` is absent until it is saved. */
export type DocumentType = FromSchema<typeof documentTypeSchema>;

/** A document type as the API returns it: every field present. */
export type SavedDocumentType = Required<DocumentType>;

export const savedDocumentTypeSchema = {
  ...documentTypeSchema,
  required: ['id', 'name', 'active', 'isArchived', 'isSystemType'],
} as const;

/** Document types' sortable columns; both orders end with the name. */
export const DOCUMENT_TYPE_SORT_FIELDS = ['name', 'active'] as const;

const documentTypeList = listEndpoint({
  path: '/documentTypes',
  tag: 'document types',
  summary: "One page of the company's document types, searched and sorted; archived ones on request",
  need: 'manageEventCategories',
  sortFields: DOCUMENT_TYPE_SORT_FIELDS,
  showArchived: true,
  envelope: 'documentTypes',
  row: savedDocumentTypeSchema,
  totalDescription: 'Document types matching the search, over all pages',
});

/** Document types (spec 001 §2 Document Types, §7): list and save. Both need manageEventCategories. */
export const documentTypeEndpoints = {
  // The list query of every setup list, with the spec's showArchived (spec 001 §7).
  list: documentTypeList,
  export: exportEndpoint(documentTypeList, {
    fileName: 'documentTypes',
    summary: 'Every document type matching the query, as a CSV file (the Document Types list)',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/documentTypes/save',
    tag: 'document types',
    summary: 'Create a document type (no id) or update one of the company (id); system types cannot be edited',
    need: 'manageEventCategories',
    // Exactly the schema the document type form renders and validates with.
    body: documentTypeSchema,
    reply: savedDocumentTypeSchema,
  }),
  // The upload form's Document Type select: whoever uploads a document picks from these.
  choices: companyEndpoint({
    method: 'GET',
    path: '/documentTypes/choices',
    tag: 'document types',
    summary: 'The document types a document may be filed under (active, not archived), by name',
    need: 'member',
    reply: {
      type: 'object',
      required: ['documentTypes'],
      properties: {
        documentTypes: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'name'],
            properties: { id: { type: 'string' }, name: { type: 'string' } },
          },
        },
      },
    },
    envelope: 'documentTypes',
  }),
} as const;

/** New default per spec 001 §3: not archived, not a system type. */
export function newDocumentType(): DocumentType {
  return { name: '', active: true, isArchived: false, isSystemType: false };
}

/** The spec's words for document types (spec 001 §8), spelling included. */
export const DOCUMENT_TYPE_MESSAGES = {
  saved: (name: string) => fill(SCHEMA_MESSAGES.documentTypeSaved, { name }),
  systemTypeLocked: SCHEMA_MESSAGES.documentTypeSystemTypeLocked,
  blankName: SCHEMA_MESSAGES.documentTypeBlankName,
} as const;

/** True when the name would be saved blank (the rule of spec 001 §5, the same on both sides). */
export function isBlankName(name: unknown): boolean {
  return typeof name !== 'string' || name.trim() === '';
}
