import { roleEndpoints } from '../../../../schemas/role.ts';
import { on } from '../../context/endpoint-routes.ts';
import { exportRoles, getRole, listRoles, saveRole } from './service.ts';

/** Roles ("position types", spec 000 §2 Roles, §7): each endpoint of schemas/role.ts and the service that answers it. */
export const rolesRoutes = [
  on(roleEndpoints.list, (ctx, { query }) => listRoles(ctx, query)),
  on(roleEndpoints.export, async (ctx, { query }) => exportRoles(ctx, query)),
  on(roleEndpoints.detail, (ctx, { params }) => getRole(ctx, params.id)),
  on(roleEndpoints.save, (ctx, { body }) => saveRole(ctx, body)),
];
