import { describe, expect, it } from 'vitest';
import { type Access, activeNavKey, type NavItem, visibleNavigation } from '../../../src/client/rules/navigation.ts';
import { APP_ROUTES } from '../../../src/client/shell/app-routes.ts';
import type { CompanyFeatures } from '../../../src/domain/company/company.ts';
import { PERMISSION_NAMES, type PermissionName } from '../../../src/domain/company/permissions.ts';

const TASKS_ON: CompanyFeatures = { routineTasks: true };
const TASKS_OFF: CompanyFeatures = { routineTasks: false };

const access = (permissions: readonly PermissionName[], features = TASKS_ON): Access => ({ permissions, features });

/** The visible navigation as 'Label' and 'Menu > Label' lines, easy to compare. */
function outline(items: NavItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'link' ? [item.label] : item.children.map((child) => `${item.label} > ${child.label}`),
  );
}

const EVERYTHING = [
  'Dashboard',
  'Events',
  'Tasks',
  'Procedures > Incidents',
  'Procedures > Tasks / Inspections',
  'Setup > Company Details',
  'Setup > Roles',
  'Setup > Users',
  'Setup > Properties',
  'Setup > Vendors',
  'Setup > Vendor Types',
  'Setup > Event Categories',
  'Setup > Document Types',
  'Setup > Property Groups',
  'Setup > Integrations',
  'Setup > Audit Trail',
  'Reports > Event Counts',
  'Reports > Insurance Claims',
  'Resources',
  'Policies',
  'Subscriptions',
];

describe('visibleNavigation per persona (spec 000 §2 navigation table)', () => {
  it('admin with every permission sees the whole table in order', () => {
    expect(outline(visibleNavigation(access(PERMISSION_NAMES), APP_ROUTES))).toEqual(EVERYTHING);
  });

  it('links carry the routes of the spec', () => {
    const paths = Object.fromEntries(
      visibleNavigation(access(PERMISSION_NAMES), APP_ROUTES).flatMap((item) =>
        item.kind === 'link'
          ? [[item.label, item.path]]
          : item.children.map((c) => [`${item.label} > ${c.label}`, c.path]),
      ),
    );
    expect(paths).toMatchObject({
      Dashboard: '/bold-dashboard',
      Events: '/events',
      Tasks: '/routinetasks',
      'Procedures > Incidents': '/procedures/1',
      'Procedures > Tasks / Inspections': '/procedures/2',
      'Setup > Company Details': '/company',
      'Setup > Roles': '/positionTypes',
      'Setup > Users': '/setup/people',
      'Setup > Properties': '/properties',
      'Setup > Vendors': '/vendors',
      'Setup > Vendor Types': '/vendorTypes',
      'Setup > Event Categories': '/setup/categories',
      'Setup > Document Types': '/setup/documentTypes',
      'Setup > Property Groups': '/setup/propertyGroups',
      'Setup > Integrations': '/setup/integrations',
      'Setup > Audit Trail': '/setup/audit-trail',
      'Reports > Event Counts': '/reports/propertyEventTypeCount',
      'Reports > Insurance Claims': '/reports/insuranceClaims',
      Resources: '/resources',
      Policies: '/insurancepolicies',
      Subscriptions: '/notifications',
    });
  });

  it('manager: events, procedures, properties and reports', () => {
    const manager = access(['reportEvents', 'manageEvents', 'manageProcedures', 'manageProperties', 'viewDashboard']);
    expect(outline(visibleNavigation(manager, APP_ROUTES))).toEqual([
      'Dashboard',
      'Events',
      'Tasks',
      'Procedures > Incidents',
      'Procedures > Tasks / Inspections',
      'Setup > Properties',
      'Reports > Event Counts',
      'Reports > Insurance Claims',
      'Resources',
    ]);
  });

  it('reporter with only reportEvents sees only Resources', () => {
    expect(outline(visibleNavigation(access(['reportEvents']), APP_ROUTES))).toEqual(['Resources']);
  });

  it('viewer with only viewDashboard sees Dashboard and Resources', () => {
    expect(outline(visibleNavigation(access(['viewDashboard']), APP_ROUTES))).toEqual(['Dashboard', 'Resources']);
  });

  it('routine tasks off hides Tasks and Tasks / Inspections only', () => {
    expect(outline(visibleNavigation(access(PERMISSION_NAMES, TASKS_OFF), APP_ROUTES))).toEqual(
      EVERYTHING.filter((line) => line !== 'Tasks' && line !== 'Procedures > Tasks / Inspections'),
    );
  });

  it('Document Types follows manageEventCategories', () => {
    expect(outline(visibleNavigation(access(['manageEventCategories']), APP_ROUTES))).toEqual([
      'Setup > Event Categories',
      'Setup > Document Types',
      'Resources',
    ]);
  });

  it('each setup permission alone opens the Setup menu with its entry', () => {
    const entries: Record<string, string[]> = {
      manageCompanyProfile: ['Company Details'],
      manageRoles: ['Roles'],
      manageUsers: ['Users'],
      manageVendors: ['Vendors'],
      manageVendorTypes: ['Vendor Types'],
      managePropertyGroups: ['Property Groups'],
      manageIntegrations: ['Integrations', 'Audit Trail'],
    };
    for (const [permission, labels] of Object.entries(entries)) {
      const items = visibleNavigation(access([permission as PermissionName]), APP_ROUTES);
      expect(outline(items)).toEqual([...labels.map((label) => `Setup > ${label}`), 'Resources']);
    }
  });

  it('permissions outside the table (completeEvents, deleteEvents) add nothing', () => {
    expect(outline(visibleNavigation(access(['completeEvents', 'deleteEvents']), APP_ROUTES))).toEqual(['Resources']);
  });
});

describe('activeNavKey', () => {
  it.each([
    ['/events', 'events'],
    ['/Events', 'events'],
    ['/events/123/claims', 'events'],
    ['/positionTypes', 'setup-roles'],
    ['/positiontypes/', 'setup-roles'],
    ['/procedures/2', 'procedures-tasks'],
    ['/', null],
    ['/eventsx', null],
  ])('%s → %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });
});
