import { documentTypeEndpoints } from '../../../../schemas/document-type.ts';
import { on } from '../../context/endpoint-routes.ts';
import { documentTypeChoices, exportDocumentTypes, listDocumentTypes, saveDocumentType } from './service.ts';

/** Document types (spec 001 §2 Document Types, §7): each endpoint of schemas/document-type.ts and the service that answers it. */
export const documentTypesRoutes = [
  on(documentTypeEndpoints.list, (ctx, { query }) => listDocumentTypes(ctx, query)),
  on(documentTypeEndpoints.export, async (ctx, { query }) => exportDocumentTypes(ctx, query)),
  on(documentTypeEndpoints.save, (ctx, { body }) => saveDocumentType(ctx, body)),
  on(documentTypeEndpoints.choices, (ctx) => documentTypeChoices(ctx)),
];
