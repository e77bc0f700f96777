import type { ResourceProps } from '@refinedev/core';
import { RESOURCE_ROUTE_LIST } from '../resources/resource-routes.ts';

/**
 * Refine resources from the setup screens' route entries (not their declarations, which load with
 * the screens): list route, and the edit/create routes of page forms. Access comes from the route
 * table (src/client/shell/app-routes.ts).
 */
export const refineResources: ResourceProps[] = RESOURCE_ROUTE_LIST.map((resource) => ({
  name: resource.name,
  list: resource.route,
  ...(resource.form
    ? { edit: resource.form.route, create: resource.form.route.replace(':id', resource.form.newId) }
    : {}),
  meta: { label: resource.label },
}));
