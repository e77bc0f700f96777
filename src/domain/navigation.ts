/**
 * The navigation bar of spec 000 §2 as data, and who sees which item. The shell renders what
 * `visibleNavigation` returns; hiding is for comfort, the server is the guard.
 */
import type { CompanyFeatures } from './company.ts';
import { type PermissionName, SETUP_MENU_PERMISSIONS } from './permissions.ts';

/** A permission name, or just being signed in with a current company. */
export type Need = PermissionName | 'signedIn';

/** What the current user holds in the current company. */
export interface Access {
  permissions: readonly string[];
  features: CompanyFeatures;
}

export interface NavLinkDef {
  key: string;
  label: string;
  path: string;
  need: Need;
  /** Hidden when the company has routine-task features off (the spec's "two named companies"). */
  routineTasks?: boolean;
}

export interface NavMenuDef {
  key: string;
  label: string;
  children: readonly NavLinkDef[];
  /** The menu shows when any of these is held; by default when any child is visible. */
  showWhenAny?: readonly PermissionName[];
}

export type NavLink = Pick<NavLinkDef, 'key' | 'label' | 'path'> & { kind: 'link' };
export type NavMenu = { kind: 'menu'; key: string; label: string; children: NavLink[] };
export type NavItem = NavLink | NavMenu;

type NavDef = ({ kind: 'link' } & NavLinkDef) | ({ kind: 'menu' } & NavMenuDef);

/** The spec's navigation table, in its order. */
export const NAVIGATION: readonly NavDef[] = [
  { kind: 'link', key: 'dashboard', label: 'Dashboard', path: '/bold-dashboard', need: 'viewDashboard' },
  { kind: 'link', key: 'events', label: 'Events', path: '/events', need: 'manageEvents' },
  { kind: 'link', key: 'tasks', label: 'Tasks', path: '/routinetasks', need: 'manageProcedures', routineTasks: true },
  {
    kind: 'menu',
    key: 'procedures',
    label: 'Procedures',
    children: [
      { key: 'procedures-incidents', label: 'Incidents', path: '/procedures/1', need: 'manageProcedures' },
      {
        key: 'procedures-tasks',
        label: 'Tasks / Inspections',
        path: '/procedures/2',
        need: 'manageProcedures',
        routineTasks: true,
      },
    ],
  },
  {
    kind: 'menu',
    key: 'setup',
    label: 'Setup',
    showWhenAny: SETUP_MENU_PERMISSIONS,
    children: [
      { key: 'setup-company', label: 'Company Details', path: '/company', need: 'manageCompanyProfile' },
      { key: 'setup-roles', label: 'Roles', path: '/positionTypes', need: 'manageRoles' },
      { key: 'setup-users', label: 'Users', path: '/setup/people', need: 'manageUsers' },
      { key: 'setup-properties', label: 'Properties', path: '/properties', need: 'manageProperties' },
      { key: 'setup-vendors', label: 'Vendors', path: '/vendors', need: 'manageVendors' },
      { key: 'setup-vendor-types', label: 'Vendor Types', path: '/vendorTypes', need: 'manageVendorTypes' },
      { key: 'setup-categories', label: 'Event Categories', path: '/setup/categories', need: 'manageEventCategories' },
      {
        key: 'setup-document-types',
        label: 'Document Types',
        path: '/setup/documentTypes',
        need: 'manageEventCategories',
      },
      {
        key: 'setup-property-groups',
        label: 'Property Groups',
        path: '/setup/propertyGroups',
        need: 'managePropertyGroups',
      },
    ],
  },
  {
    kind: 'menu',
    key: 'reports',
    label: 'Reports',
    children: [
      {
        key: 'reports-event-counts',
        label: 'Event Counts',
        path: '/reports/propertyEventTypeCount',
        need: 'manageProperties',
      },
      {
        key: 'reports-insurance-claims',
        label: 'Insurance Claims',
        path: '/reports/insuranceClaims',
        need: 'manageProperties',
      },
    ],
  },
  { kind: 'link', key: 'resources', label: 'Resources', path: '/resources', need: 'signedIn' },
  { kind: 'link', key: 'policies', label: 'Policies', path: '/insurancepolicies', need: 'manageInsurancePolicies' },
  { kind: 'link', key: 'subscriptions', label: 'Subscriptions', path: '/notifications', need: 'manageSubscriptions' },
];

/** Does the user meet `need` (and, for task features, does the company have them on)? */
export function meets(access: Access, need: Need, routineTasks = false): boolean {
  if (routineTasks && !access.features.routineTasks) return false;
  return need === 'signedIn' || access.permissions.includes(need);
}

function toLink(def: NavLinkDef): NavLink {
  return { kind: 'link', key: def.key, label: def.label, path: def.path };
}

/** The items (and menu entries) the user sees, in table order; empty menus are dropped. */
export function visibleNavigation(access: Access): NavItem[] {
  const items: NavItem[] = [];
  for (const def of NAVIGATION) {
    if (def.kind === 'link') {
      if (meets(access, def.need, def.routineTasks)) items.push(toLink(def));
      continue;
    }
    const children = def.children.filter((child) => meets(access, child.need, child.routineTasks)).map(toLink);
    const menuShown = def.showWhenAny
      ? def.showWhenAny.some((permission) => access.permissions.includes(permission))
      : children.length > 0;
    if (menuShown && children.length > 0) items.push({ kind: 'menu', key: def.key, label: def.label, children });
  }
  return items;
}

/** The navigation key of the page at `pathname` (case-insensitive), to highlight it; null when none. */
export function activeNavKey(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  for (const def of NAVIGATION) {
    const links = def.kind === 'link' ? [def] : def.children;
    for (const link of links) {
      const target = link.path.toLowerCase();
      if (path === target || path.startsWith(`${target}/`)) return link.key;
    }
  }
  return null;
}
