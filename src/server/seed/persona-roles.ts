import { type PermissionName, type PermissionSet, permissionSet } from '../../domain/company/permissions.ts';

/** A permission object granting exactly `names`. */
export function only(...names: PermissionName[]): PermissionSet {
  return { ...permissionSet(false), ...Object.fromEntries(names.map((name) => [name, true])) };
}

/** The permission personas of the demo, the tests and the scale seed. */
export const PERSONA_ROLES = {
  admin: { name: 'Administrator', permissions: permissionSet(true), seesAllCompanyItems: true, isPocForEvents: true },
  manager: {
    name: 'Property Manager',
    permissions: only(
      'reportEvents',
      'completeEvents',
      'manageEvents',
      'manageProperties',
      'managePropertyGroups',
      'manageProcedures',
      'manageVendors',
      'manageVendorTypes',
      'manageSubscriptions',
      'viewDashboard',
    ),
    seesAllCompanyItems: false,
    isPocForEvents: true,
  },
  reporter: {
    name: 'Maintenance Technician',
    permissions: only('reportEvents'),
    seesAllCompanyItems: false,
    isPocForEvents: true,
  },
  viewer: { name: 'Viewer', permissions: only('viewDashboard'), seesAllCompanyItems: false, isPocForEvents: false },
} as const;

export type PersonaRole = keyof typeof PERSONA_ROLES;
