/**
 * What Refine's access-control provider answers (`can({ resource, action })`), from the same
 * permission names as the navigation table. Declared resources carry their permission in
 * resources.config.ts; the table below covers the hand-built screens. Unknown resources are
 * refused so a typo hides a button rather than showing one the server will reject.
 */
import { type Access, meets, type Need } from './navigation.ts';
import { isPermissionName, type PermissionName } from './permissions.ts';

interface ResourceNeed {
  need: Need;
  routineTasks?: boolean;
  /** Actions that need a different permission than the resource's (deleting events). */
  actions?: Partial<Record<string, PermissionName>>;
}

export const RESOURCE_NEEDS: Readonly<Record<string, ResourceNeed>> = {
  company: { need: 'manageCompanyProfile' },
  roles: { need: 'manageRoles' },
  positionTypes: { need: 'manageRoles' },
  people: { need: 'manageUsers' },
  users: { need: 'manageUsers' },
  properties: { need: 'manageProperties' },
  propertyGroups: { need: 'managePropertyGroups' },
  vendors: { need: 'manageVendors' },
  vendorTypes: { need: 'manageVendorTypes' },
  eventCategories: { need: 'manageEventCategories' },
  categories: { need: 'manageEventCategories' },
  documentTypes: { need: 'manageEventCategories' },
  events: { need: 'manageEvents', actions: { create: 'reportEvents', delete: 'deleteEvents' } },
  procedures: { need: 'manageProcedures' },
  routineTasks: { need: 'manageProcedures', routineTasks: true },
  myRoutineTasks: { need: 'signedIn', routineTasks: true },
  insurancePolicies: { need: 'manageInsurancePolicies' },
  subscriptions: { need: 'manageSubscriptions' },
  notifications: { need: 'manageSubscriptions' },
  reports: { need: 'manageProperties' },
  dashboard: { need: 'viewDashboard' },
  resources: { need: 'signedIn' },
};

export interface AccessQuestion {
  resource?: string;
  action: string;
  /** The permission a declared resource carries in its meta (resources.config.ts). */
  declaredPermission?: unknown;
}

export interface AccessAnswer {
  can: boolean;
  reason?: string;
}

const DENIED = 'You do not have permission to perform this action.';

/** Declared permission first, then the table (with per-action overrides), then an action named as a permission. */
export function canAccess(access: Access, question: AccessQuestion): AccessAnswer {
  const { resource, action, declaredPermission } = question;
  let need: Need | null = null;
  let routineTasks = false;
  const known = resource && Object.hasOwn(RESOURCE_NEEDS, resource) ? RESOURCE_NEEDS[resource] : undefined;
  if (typeof declaredPermission === 'string' && isPermissionName(declaredPermission)) {
    need = declaredPermission;
  } else if (known) {
    need = known.actions?.[action] ?? known.need;
    routineTasks = known.routineTasks ?? false;
  } else if (isPermissionName(action)) {
    need = action;
  }
  if (need === null) return { can: false, reason: `Unknown resource '${resource ?? ''}'` };
  return meets(access, need, routineTasks) ? { can: true } : { can: false, reason: DENIED };
}
