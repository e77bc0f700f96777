/**
 * The navigation bar of spec 000 §2 as data, and who sees which item. An item names the page it
 * opens; what it needs is that page's route's need and feature (the one route table, see
 * app-routes.ts), never restated here. The shell renders what `visibleNavigation` returns;
 * hiding is for comfort, the server is the guard.
 */

import type { CompanyFeatures, FeatureName } from '../../domain/company/company.ts';
import { type Need, type PermissionName, SETUP_MENU_PERMISSIONS } from '../../domain/company/permissions.ts';
import { type AppRouteDef, routeOfPath } from './app-routes.ts';

/** What the current user holds in the current company. */
export interface Access {
  permissions: readonly string[];
  features: CompanyFeatures;
}

export interface NavLinkDef {
  key: string;
  label: string;
  /** The page it opens: shown when the user may open that page (its route's need and feature). */
  path: string;
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
  { kind: 'link', key: 'dashboard', label: 'Dashboard', path: '/bold-dashboard' },
  { kind: 'link', key: 'events', label: 'Events', path: '/events' },
  { kind: 'link', key: 'tasks', label: 'Tasks', path: '/routinetasks' },
  {
    kind: 'menu',
    key: 'procedures',
    label: 'Procedures',
    children: [
      { key: 'procedures-incidents', label: 'Incidents', path: '/procedures/1' },
      {
        key: 'procedures-tasks',
        label: 'Tasks / Inspections',
        path: '/procedures/2',
      },
    ],
  },
  {
    kind: 'menu',
    key: 'setup',
    label: 'Setup',
    showWhenAny: SETUP_MENU_PERMISSIONS,
    children: [
      { key: 'setup-company', label: 'Company Details', path: '/company' },
      { key: 'setup-roles', label: 'Roles', path: '/positionTypes' },
      { key: 'setup-users', label: 'Users', path: '/setup/people' },
      { key: 'setup-properties', label: 'Properties', path: '/properties' },
      { key: 'setup-vendors', label: 'Vendors', path: '/vendors' },
      { key: 'setup-vendor-types', label: 'Vendor Types', path: '/vendorTypes' },
      { key: 'setup-categories', label: 'Event Categories', path: '/setup/categories' },
      {
        key: 'setup-document-types',
        label: 'Document Types',
        path: '/setup/documentTypes',
      },
      {
        key: 'setup-property-groups',
        label: 'Property Groups',
        path: '/setup/propertyGroups',
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
      },
      {
        key: 'reports-insurance-claims',
        label: 'Insurance Claims',
        path: '/reports/insuranceClaims',
      },
    ],
  },
  { kind: 'link', key: 'resources', label: 'Resources', path: '/resources' },
  { kind: 'link', key: 'policies', label: 'Policies', path: '/insurancepolicies' },
  { kind: 'link', key: 'subscriptions', label: 'Subscriptions', path: '/notifications' },
];

/** Does the user meet `need` (and does the company have `feature` on, when one is named)? */
export function meets(access: Access, need: Need, feature?: FeatureName): boolean {
  if (feature && !access.features[feature]) return false;
  return need === 'signedIn' || access.permissions.includes(need);
}

/** May the user open the page at `path`? A path no route serves is not offered. */
export function mayOpen(access: Access, routes: readonly AppRouteDef[], path: string): boolean {
  const route = routeOfPath(routes, path);
  return route !== undefined && meets(access, route.need, route.feature);
}

function toLink(def: NavLinkDef): NavLink {
  return { kind: 'link', key: def.key, label: def.label, path: def.path };
}

/** The items (and menu entries) the user sees, in table order; empty menus are dropped. */
export function visibleNavigation(access: Access, routes: readonly AppRouteDef[]): NavItem[] {
  const items: NavItem[] = [];
  for (const def of NAVIGATION) {
    if (def.kind === 'link') {
      if (mayOpen(access, routes, def.path)) items.push(toLink(def));
      continue;
    }
    const children = def.children.filter((child) => mayOpen(access, routes, child.path)).map(toLink);
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
