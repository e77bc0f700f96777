import { propertyGroupEndpoints } from '../../../../schemas/property-group.ts';
import { on } from '../../context/endpoint-routes.ts';
import { exportPropertyGroups, getPropertyGroup, listPropertyGroups, savePropertyGroup } from './service.ts';

/** Property groups (spec 000 §2 Property Groups, §7): each endpoint of schemas/property-group.ts and its service. */
export const propertyGroupRoutes = [
  on(propertyGroupEndpoints.list, (ctx, { query }) => listPropertyGroups(ctx, query)),
  on(propertyGroupEndpoints.export, async (ctx, { query }) => exportPropertyGroups(ctx, query)),
  on(propertyGroupEndpoints.detail, (ctx, { params }) => getPropertyGroup(ctx, params.id)),
  on(propertyGroupEndpoints.create, (ctx, { body }) => savePropertyGroup(ctx, body)),
  on(propertyGroupEndpoints.update, (ctx, { params, body }) => savePropertyGroup(ctx, body, params.id)),
];
