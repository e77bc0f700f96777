import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './dashboard/routes.ts';
import { rolesRoutes } from './roles/routes.ts';
import { sessionRoutes } from './session/routes.ts';

/** Every API area, registered in order by app.ts. A new area adds one line here. */
export const apiModules: FastifyPluginAsync[] = [sessionRoutes, dashboardRoutes, rolesRoutes];
