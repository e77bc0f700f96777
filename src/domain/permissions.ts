/** The sixteen permission names of the specification (spec 000 §3), in the order the role form shows them. */
export const PERMISSION_NAMES = [
  'reportEvents',
  'completeEvents',
  'manageCompanyProfile',
  'manageInsurancePolicies',
  'manageUsers',
  'manageProperties',
  'managePropertyGroups',
  'manageProcedures',
  'manageEvents',
  'deleteEvents',
  'manageVendorTypes',
  'manageVendors',
  'manageEventCategories',
  'manageRoles',
  'manageSubscriptions',
  'viewDashboard',
] as const;

export type PermissionName = (typeof PERMISSION_NAMES)[number];

/** What a company route needs: one permission, or only membership of the company. */
export type RouteNeed = PermissionName | 'member';

export type PermissionSet = Record<PermissionName, boolean>;

/** Checkbox labels on the role form ('Manage Roles' is manageRoles). */
export const PERMISSION_LABELS: Record<PermissionName, string> = {
  reportEvents: 'Report Events',
  completeEvents: 'Complete Events',
  manageCompanyProfile: 'Manage Company Profile',
  manageInsurancePolicies: 'Manage Insurance Policies (beta)',
  manageUsers: 'Manage Users',
  manageProperties: 'Manage Properties',
  managePropertyGroups: 'Manage Property Groups',
  manageProcedures: 'Manage Procedures',
  manageEvents: 'Manage Events',
  deleteEvents: 'Delete Events',
  manageVendorTypes: 'Manage Vendor Types',
  manageVendors: 'Manage Vendors',
  manageEventCategories: 'Manage Event Categories',
  manageRoles: 'Manage Roles',
  manageSubscriptions: 'Manage Subscriptions',
  viewDashboard: 'View Dashboard',
};

export function isPermissionName(value: string): value is PermissionName {
  return (PERMISSION_NAMES as readonly string[]).includes(value);
}

/** A permission object with every permission set to `granted` (new roles start all false). */
export function permissionSet(granted = false): PermissionSet {
  return Object.fromEntries(PERMISSION_NAMES.map((name) => [name, granted])) as PermissionSet;
}

/** The names that are true in a permission object, in canonical order. */
export function grantedPermissions(set: Partial<Record<string, boolean>>): PermissionName[] {
  return PERMISSION_NAMES.filter((name) => set[name] === true);
}

/** The Setup menu appears with any of these (spec 000 §2). */
export const SETUP_MENU_PERMISSIONS: readonly PermissionName[] = [
  'manageCompanyProfile',
  'manageRoles',
  'manageUsers',
  'manageProperties',
  'manageVendors',
  'manageVendorTypes',
  'manageEventCategories',
  'managePropertyGroups',
];
