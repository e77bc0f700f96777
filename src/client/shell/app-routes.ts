import { resources } from '../../../resources.config.ts';
import { type AnyResourceDefinition, isSingleton, resourcePermission } from '../resources/definition.ts';
import { type AppRouteDef, BESPOKE_ROUTES } from '../rules/app-routes.ts';

/**
 * A declared resource's routes: its list (or a singleton's page) and, for a page form, the form's
 * route. Their titles are read from the declaration when shown, not copied here: a declaration
 * that words its label in the app's language gives the route its title in it too.
 */
function resourceRoutes(resource: AnyResourceDefinition): AppRouteDef[] {
  const need = resourcePermission(resource);
  const base = { need, resource: resource.name };
  if (isSingleton(resource)) {
    return [
      {
        ...base,
        path: resource.route,
        get title() {
          return resource.label;
        },
        page: 'resourceSingleton',
      },
    ];
  }
  const pages = resource.pages ?? { list: 'resource' };
  if (pages.list === 'embedded') return [];
  const list: AppRouteDef = {
    ...base,
    path: resource.route,
    get title() {
      return resource.label;
    },
    page: pages.list,
  };
  const { form } = resource;
  if (form.kind !== 'page') return [list];
  const formRoute: AppRouteDef = {
    ...base,
    path: form.route,
    get title() {
      return form.pageTitle;
    },
    page: pages.form ?? 'resourceForm',
  };
  return [list, formRoute];
}

/**
 * The one route table of the client: the setup screens derived from resources.config.ts, and the
 * bespoke pages of src/client/rules/app-routes.ts. The router, the entry guard, the navigation and
 * Refine's access control all read this.
 */
export const APP_ROUTES: readonly AppRouteDef[] = [...resources.flatMap(resourceRoutes), ...BESPOKE_ROUTES];
