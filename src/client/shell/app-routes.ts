import { resources } from '../../../resources.config.ts';
import { type AnyResourceDefinition, isSingleton, resourcePermission } from '../resources/definition.ts';
import { type AppRouteDef, BESPOKE_ROUTES } from '../rules/app-routes.ts';

/** A declared resource's routes: its list (or a singleton's page) and, for a page form, the form's route. */
function resourceRoutes(resource: AnyResourceDefinition): AppRouteDef[] {
  const need = resourcePermission(resource);
  const base = { need, resource: resource.name };
  if (isSingleton(resource))
    return [{ ...base, path: resource.route, title: resource.label, page: 'resourceSingleton' }];
  const pages = resource.pages ?? { list: 'resource' };
  if (pages.list === 'embedded') return [];
  const list: AppRouteDef = { ...base, path: resource.route, title: resource.label, page: pages.list };
  if (resource.form.kind !== 'page') return [list];
  const form: AppRouteDef = {
    ...base,
    path: resource.form.route,
    title: resource.form.pageTitle,
    page: pages.form ?? 'resourceForm',
  };
  return [list, form];
}

/**
 * The one route table of the client: the setup screens derived from resources.config.ts, and the
 * bespoke pages of src/client/rules/app-routes.ts. The router, the entry guard, the navigation and
 * Refine's access control all read this.
 */
export const APP_ROUTES: readonly AppRouteDef[] = [...resources.flatMap(resourceRoutes), ...BESPOKE_ROUTES];
