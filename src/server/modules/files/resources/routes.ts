import {
  companyResourceEndpoints,
  eventResourceEndpoints,
  propertyResourceEndpoints,
} from '../../../../../schemas/resource/endpoints.ts';
import { ROOT_FOLDER_ID } from '../../../../domain/resources/resource-folders.ts';
import { on } from '../../../context/endpoint-routes.ts';
import type { ServiceContext } from '../../../context/service-context.ts';
import { readIncomingUpload } from '../../../files/incoming-files.ts';
import { deleteFile, moveFile, moveTargets } from './file-actions.ts';
import { saveFolder } from './folder-save.ts';
import { openFolder, openPropertiesFolder } from './listing.ts';
import { resolveScope, type ScopeRef } from './scope.ts';
import { type UploadFields, uploadResource } from './upload.ts';

/** The calls every scope answers; the three sets differ only in the path parameters `refOf` reads. */
type ScopeSet = Omit<typeof companyResourceEndpoints, 'properties'>;
type Params = Record<string, string>;

function scopeRoutes(set: ScopeSet, refOf: (params: Params) => ScopeRef) {
  const scopeOf = (ctx: ServiceContext, params: object) => resolveScope(ctx.db, ctx, refOf(params as Params));
  return [
    on(set.root, async (ctx, { params, query }) => openFolder(ctx, await scopeOf(ctx, params), ROOT_FOLDER_ID, query)),
    on(set.folder, async (ctx, { params, query }) =>
      openFolder(ctx, await scopeOf(ctx, params), params.folderId, query),
    ),
    on(set.saveFolder, async (ctx, { params, body }) => saveFolder(ctx, await scopeOf(ctx, params), body)),
    on(set.upload, async (ctx, { params, request }) => {
      const ref = refOf(params as Params);
      const scope = await resolveScope(ctx.db, ctx, ref);
      const { fields, files } = await readIncomingUpload<UploadFields>(request, set.upload.upload);
      return uploadResource(ctx, ref, scope, fields, files);
    }),
    on(set.deleteFile, async (ctx, { params }) => deleteFile(ctx, await scopeOf(ctx, params), params.fileId)),
    on(set.moveTargets, async (ctx, { params }) => moveTargets(ctx, await scopeOf(ctx, params), params.fileId)),
    on(set.moveFile, async (ctx, { params, body }) =>
      moveFile(ctx, await scopeOf(ctx, params), params.fileId, body.folderId),
    ),
  ];
}

/** Folders and files (spec 001 §7 'Resources'): the company's library, each property's, each event's documents. */
export const resourceRoutes = [
  ...scopeRoutes(companyResourceEndpoints, () => ({ kind: 'company' })),
  on(companyResourceEndpoints.properties, (ctx, { query }) => openPropertiesFolder(ctx, query)),
  ...scopeRoutes(propertyResourceEndpoints as unknown as ScopeSet, (params) => ({
    kind: 'property',
    propertyId: params.pid ?? '',
  })),
  ...scopeRoutes(eventResourceEndpoints as unknown as ScopeSet, (params) => ({
    kind: 'event',
    eventId: params.id ?? '',
  })),
];
