import { RESOURCE_ROUTE_LIST, type ResourceRoute } from '../resources/resource-routes.ts';
import { type AppRouteDef, BESPOKE_ROUTES } from '../rules/app-routes.ts';

/**
 * A setup screen's routes: its list (or a singleton's page) and, for a page form, the form's
 * route. Their titles are read from the route entry when shown, not copied here: an entry that
 * words its label in the app's language gives the route its title in it too.
 */
function resourceRoutes(resource: ResourceRoute): AppRouteDef[] {
  const base = { need: resource.need, resource: resource.name };
  if (resource.kind === 'singleton') {
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
  if (!form) return [list];
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
 * The one route table of the client: the setup screens' routes (resources/resource-routes.ts; their declarations load with their screens), and the
 * bespoke pages of src/client/rules/app-routes.ts. The router, the entry guard, the navigation and
 * Refine's access control all read this.
 */
export const APP_ROUTES: readonly AppRouteDef[] = [...RESOURCE_ROUTE_LIST.flatMap(resourceRoutes), ...BESPOKE_ROUTES];
