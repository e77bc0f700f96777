import type { FastifyInstance } from 'fastify';
import { type DocumentType, documentTypeSchema, savedDocumentTypeSchema } from '../../../../schemas/document-type.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { listQuerySchema } from '../../http/list-query.ts';
import { companyParams, listReplySchema } from '../../http/route-schemas.ts';
import {
  DOCUMENT_TYPE_SORT_FIELDS,
  type DocumentTypeListParams,
  listDocumentTypes,
  saveDocumentType,
} from './service.ts';

/** The list query of every setup list, with the spec's showArchived (spec 001 §7). */
const documentTypeQuerySchema = listQuerySchema(DOCUMENT_TYPE_SORT_FIELDS, { showArchived: true });

const documentTypeListSchema = listReplySchema(
  'documentTypes',
  savedDocumentTypeSchema,
  'Document types matching the search, over all pages',
);

/** Document types (spec 001 §2 Document Types, §7): list and save. Both need manageEventCategories. */
export async function documentTypesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: DocumentTypeListParams }>(
    `${COMPANY_PREFIX}/documentTypes`,
    {
      config: { need: 'manageEventCategories' },
      schema: {
        tags: ['document types'],
        summary: "One page of the company's document types, searched and sorted; archived ones on request",
        params: companyParams,
        querystring: documentTypeQuerySchema,
        response: { 200: documentTypeListSchema, ...errorResponses },
      },
    },
    async (request) => listDocumentTypes(db, companyOf(request).companyId, request.query),
  );

  app.post<{ Body: DocumentType }>(
    `${COMPANY_PREFIX}/documentTypes/save`,
    {
      config: { need: 'manageEventCategories' },
      schema: {
        tags: ['document types'],
        summary: 'Create a document type (no id) or update one of the company (id); system types cannot be edited',
        params: companyParams,
        // Exactly the schema the document type form renders and validates with.
        body: documentTypeSchema,
        response: { 200: savedDocumentTypeSchema, ...errorResponses },
      },
    },
    async (request) => saveDocumentType(db, companyOf(request).companyId, request.body),
  );
}
