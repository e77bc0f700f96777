import type { ResourceProps } from '@refinedev/core';
import { resources } from '../../../resources.config.ts';

/**
 * Refine resources from the declarations in resources.config.ts: list route, and the edit/create
 * routes of page forms. Access comes from the route table (src/client/shell/app-routes.ts).
 */
export const refineResources: ResourceProps[] = resources.map((resource) => ({
  name: resource.name,
  list: resource.route,
  ...(resource.form.kind === 'page'
    ? { edit: resource.form.route, create: resource.form.route.replace(':id', resource.form.newId) }
    : {}),
  meta: { label: resource.label },
}));
