import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources.config.ts';
import { resourcePermission } from '../../../src/client/resources/definition.ts';
import { RESOURCE_ROUTE_LIST, RESOURCE_ROUTES } from '../../../src/client/resources/resource-routes.ts';

/**
 * The first load routes the setup screens from their route entries, not their declarations (which
 * carry every setup contract). The permission an entry guards with must be the one its save
 * contract demands, or the menu would offer a screen the API refuses (or hide one it allows).
 */
describe('the setup screens’ route entries', () => {
  it('list every declaration once, in the order of resources.config.ts', () => {
    expect(RESOURCE_ROUTE_LIST.map((entry) => entry.name)).toEqual(resources.map((resource) => resource.name));
  });

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: need, kind, routes and label are the declaration’s',
    (name, declaration) => {
      const entry = RESOURCE_ROUTES[name as keyof typeof RESOURCE_ROUTES];
      expect(entry.need).toBe(resourcePermission(declaration));
      expect(entry.kind).toBe(declaration.form.kind);
      expect(entry.route).toBe(declaration.route);
      expect(entry.label).toBe(declaration.label);
      if (declaration.form.kind === 'page') {
        expect('form' in entry && entry.form).toMatchObject({
          route: declaration.form.route,
          newId: declaration.form.newId,
          pageTitle: declaration.form.pageTitle,
        });
      } else {
        expect('form' in entry).toBe(false);
      }
    },
  );
});
