/**
 * The sixteen permission names of the specification (spec 000 §3), in the order the role form shows
 * them, and issue 28's seventeenth, manageIntegrations (API keys, webhooks, the audit trail), off
 * for every role that existed before it.
 */
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
  'manageIntegrations',
] as const;

export type PermissionName = (typeof PERMISSION_NAMES)[number];

/** What a page needs: a permission name, or just being signed in with a current company. */
export type Need = PermissionName | 'signedIn';

/**
 * What a company route needs: one permission, any one of several (a list every form that picks
 * from it can read, e.g. the property list for the user and vendor forms), or only membership.
 */
export type RouteNeed = PermissionName | readonly PermissionName[] | 'member';

/** The permissions that satisfy a need (empty for 'member'). */
export function permissionsOfNeed(need: RouteNeed): readonly PermissionName[] {
  if (need === 'member') return [];
  return typeof need === 'string' ? [need] : need;
}

/** A well-formed need: 'member', a permission name, or a non-empty list of them. */
export function isRouteNeed(value: unknown): value is RouteNeed {
  if (value === 'member') return true;
  if (typeof value === 'string') return isPermissionName(value);
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string' && isPermissionName(item))
  );
}

/** Whether granted permissions meet a need (membership is checked before this). */
export function meetsNeed(granted: readonly PermissionName[], need: RouteNeed): boolean {
  return need === 'member' || permissionsOfNeed(need).some((permission) => granted.includes(permission));
}

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
  manageIntegrations: 'Manage Integrations',
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
  'manageIntegrations',
];

/**
 * Who may read a setup list that other setup forms pick from: its own manager, plus the
 * managers whose forms offer its rows (the user form picks roles, properties and groups; the
 * vendor form picks vendor types, properties and groups; the group editor picks properties;
 * the procedure editor picks event types with their categories and the roles it is visible to;
 * the Add Event wizard, where a reporter picks the event's type and category; event management
 * picks the roles an event is visible to; the subscription editor picks event types, properties,
 * groups and roles). People are the exception: their list (e-mail, phone, role) stays with
 * manageUsers, and the screens that pick a person read `personNames`, the names-only lookup.
 */
export const LIST_READERS = {
  // manageIntegrations: the Integrations page picks the role an API key (or a webhook) acts with.
  roles: [
    'manageRoles',
    'manageUsers',
    'manageProcedures',
    'manageEvents',
    'manageSubscriptions',
    'manageIntegrations',
  ],
  properties: ['manageProperties', 'manageUsers', 'managePropertyGroups', 'manageVendors', 'manageSubscriptions'],
  propertyGroups: ['managePropertyGroups', 'manageUsers', 'manageVendors', 'manageSubscriptions'],
  vendorTypes: ['manageVendorTypes', 'manageVendors'],
  eventTypes: ['manageEventCategories', 'manageProcedures', 'reportEvents', 'manageSubscriptions'],
  // GET /lookup/people, names only: the Task / Inspection modal assigns people (spec 002 §2.2) and
  // the subscription editor picks a person to notify (spec 002 §3 'Lookups read by the editors').
  personNames: ['manageProcedures', 'manageSubscriptions'],
} as const satisfies Record<string, readonly PermissionName[]>;
