import { describe, expect, it } from 'vitest';
import { resources } from '../../../../resources.config.ts';
import { IMPORT_ENDPOINTS, mayImport } from '../../../../src/client/crud/import/import-endpoints.ts';
import { isSingleton, resourcePermission } from '../../../../src/client/resources/definition.ts';
import { DEFAULT_COMPANY_FEATURES } from '../../../../src/domain/company/company.ts';
import type { PermissionName } from '../../../../src/domain/company/permissions.ts';

const access = (permissions: PermissionName[]) => ({ permissions, features: DEFAULT_COMPANY_FEATURES });

describe("the lists' 'Import CSV'", () => {
  it('is declared on Properties, Users, Vendors and Property Groups, each with its own import', () => {
    const declared = resources.flatMap((resource) =>
      !isSingleton(resource) && resource.list.import ? [[resource.label, resource.list.import]] : [],
    );
    expect(declared).toEqual([
      ['Vendors', 'vendors'],
      ['Properties', 'properties'],
      ['Users', 'people'],
      ['Property Groups', 'propertygroups'],
    ]);
  });

  it("needs what saving one record of the list needs: the list's manage permission", () => {
    for (const resource of resources) {
      if (isSingleton(resource) || !resource.list.import) continue;
      expect(IMPORT_ENDPOINTS[resource.list.import].need).toBe(resourcePermission(resource));
    }
    expect(mayImport(access(['manageProperties']), 'properties')).toBe(true);
    expect(mayImport(access(['manageProperties']), 'people')).toBe(false);
    expect(mayImport(access(['manageUsers']), 'people')).toBe(true);
    expect(mayImport(access(['viewDashboard']), 'vendors')).toBe(false);
  });
});
