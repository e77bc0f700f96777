import { describe, expect, it } from 'vitest';
import { isRouteNeed, LIST_READERS, meetsNeed, permissionsOfNeed } from '../../../src/domain/company/permissions.ts';

describe('route needs', () => {
  it('accepts membership, one permission name, or a non-empty list of them', () => {
    expect(isRouteNeed('member')).toBe(true);
    expect(isRouteNeed('manageRoles')).toBe(true);
    expect(isRouteNeed(['manageRoles', 'manageUsers'])).toBe(true);
    expect(isRouteNeed([])).toBe(false);
    expect(isRouteNeed(['manageRoles', 'manageEverything'])).toBe(false);
    expect(isRouteNeed('manageEverything')).toBe(false);
    expect(isRouteNeed(undefined)).toBe(false);
  });

  it('is met by any one permission of a list, and always by membership', () => {
    expect(meetsNeed([], 'member')).toBe(true);
    expect(meetsNeed(['manageUsers'], LIST_READERS.properties)).toBe(true);
    expect(meetsNeed(['manageRoles'], LIST_READERS.properties)).toBe(false);
    expect(meetsNeed(['manageRoles'], 'manageRoles')).toBe(true);
    expect(meetsNeed(['manageUsers'], 'manageRoles')).toBe(false);
  });

  it('lists the permissions of a need', () => {
    expect(permissionsOfNeed('member')).toEqual([]);
    expect(permissionsOfNeed('manageRoles')).toEqual(['manageRoles']);
    expect(permissionsOfNeed(LIST_READERS.roles)).toEqual([
      'manageRoles',
      'manageUsers',
      'manageProcedures',
      'manageEvents',
      'manageSubscriptions',
      'manageIntegrations',
    ]);
  });
});
