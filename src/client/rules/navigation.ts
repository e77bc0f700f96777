/**
 * The navigation bar of spec 000 §2 as data, and who sees which item. An item names the page it
 * opens; what it needs is that page's route's need and feature (the one route table, see
 * app-routes.ts), never restated here. The shell renders what `visibleNavigation` returns;
 * hiding is for comfort, the server is the guard.
 */

import type { CompanyFeatures, FeatureName } from '../../domain/company/company.ts';
import { type Need, type PermissionName, SETUP_MENU_PERMISSIONS } from '../../domain/company/permissions.ts';
import { navigationText } from '../i18n/en/shell.ts';
import { translate } from '../i18n/language.ts';
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

/** The items' English names (the spec's), from the catalogue; shown in the app's language by `navLabel`. */
const NAV = navigationText.en;

/** The spec's navigation table, in its order. */
export const NAVIGATION: readonly NavDef[] = [
  { kind: 'link', key: 'dashboard', label: NAV.dashboard, path: '/bold-dashboard' },
  { kind: 'link', key: 'events', label: NAV.events, path: '/events' },
  { kind: 'link', key: 'tasks', label: NAV.tasks, path: '/routinetasks' },
  {
    kind: 'menu',
    key: 'procedures',
    label: NAV.procedures,
    children: [
      { key: 'procedures-incidents', label: NAV['procedures-incidents'], path: '/procedures/1' },
      {
        key: 'procedures-tasks',
        label: NAV['procedures-tasks'],
        path: '/procedures/2',
      },
    ],
  },
  {
    kind: 'menu',
    key: 'setup',
    label: NAV.setup,
    showWhenAny: SETUP_MENU_PERMISSIONS,
    children: [
      { key: 'setup-company', label: NAV['setup-company'], path: '/company' },
      { key: 'setup-roles', label: NAV['setup-roles'], path: '/positionTypes' },
      { key: 'setup-users', label: NAV['setup-users'], path: '/setup/people' },
      { key: 'setup-properties', label: NAV['setup-properties'], path: '/properties' },
      { key: 'setup-vendors', label: NAV['setup-vendors'], path: '/vendors' },
      { key: 'setup-vendor-types', label: NAV['setup-vendor-types'], path: '/vendorTypes' },
      { key: 'setup-categories', label: NAV['setup-categories'], path: '/setup/categories' },
      {
        key: 'setup-document-types',
        label: NAV['setup-document-types'],
        path: '/setup/documentTypes',
      },
      {
        key: 'setup-property-groups',
        label: NAV['setup-property-groups'],
        path: '/setup/propertyGroups',
      },
      { key: 'setup-integrations', label: NAV['setup-integrations'], path: '/setup/integrations' },
      { key: 'setup-audit-trail', label: NAV['setup-audit-trail'], path: '/setup/audit-trail' },
    ],
  },
  {
    kind: 'menu',
    key: 'reports',
    label: NAV.reports,
    children: [
      {
        key: 'reports-event-counts',
        label: NAV['reports-event-counts'],
        path: '/reports/propertyEventTypeCount',
      },
      {
        key: 'reports-insurance-claims',
        label: NAV['reports-insurance-claims'],
        path: '/reports/insuranceClaims',
      },
    ],
  },
  { kind: 'link', key: 'resources', label: NAV.resources, path: '/resources' },
  { kind: 'link', key: 'policies', label: NAV.policies, path: '/insurancepolicies' },
  { kind: 'link', key: 'subscriptions', label: NAV.subscriptions, path: '/notifications' },
];

/** An item's name in the app's language (its English `label` when the catalogue has no entry for it). */
export function navLabel(item: { key: string; label: string }): string {
  return item.key in NAV ? translate(navigationText, item.key as keyof typeof NAV) : item.label;
}

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
