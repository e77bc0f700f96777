/**
 * The client routes of the specification (000 §2 route list, plus /events/{id}/{tab?} from 001)
 * that are bespoke pages, with their titles and what they need. The schema-driven setup screens'
 * routes are not listed here: the client derives them from resources.config.ts and puts both
 * together (src/client/shell/app-routes.ts) — the one route table that the router, the entry
 * guard, the navigation and Refine's access control all read. Routes whose screens are not built
 * yet render a 'coming soon' page. Paths use react-router syntax and match case-insensitively,
 * so the spec's capitalised links (/EventAdd, /Events) resolve.
 */
import type { FeatureName } from '../../domain/company/company.ts';
import type { Need, PermissionName } from '../../domain/company/permissions.ts';
import { pageTitleText } from '../i18n/en/shell.ts';
import { translate } from '../i18n/language.ts';
import { MESSAGES } from './messages.ts';

/**
 * 'resource' is the generic list of `resource` (resources.config.ts), 'resourceForm' its page form
 * (the route's ':id' is a record id or the form's newId), 'resourceSingleton' the page of a
 * singleton resource (one record, no list); the others are bespoke pages.
 */
export type PageKind =
  | 'home'
  | 'homeDashboard'
  | 'profile'
  | 'pickCompany'
  | 'authinfo'
  | 'resource'
  | 'resourceForm'
  | 'resourceSingleton'
  | 'eventCategories'
  | 'procedures'
  | 'events'
  | 'eventManage'
  | 'eventAdd'
  | 'myTasks'
  | 'performTask'
  | 'resources'
  | 'insurancePolicies'
  | 'insurancePolicyForm'
  | 'propertyInsurancePolicies'
  | 'propertyPolicyDetails'
  | 'addEditClaim'
  | 'addEditDamages'
  | 'subscriptions'
  | 'subscriptionEditor'
  | 'subscriptionDeliveries'
  | 'eventCounts'
  | 'insuranceClaimsReport'
  | 'analytics'
  | 'routineTasks'
  | 'routineTaskDetails'
  | 'comingSoon';

export interface AppRouteDef {
  path: string;
  title: string;
  need: Need;
  page: PageKind;
  /**
   * The Refine resource the page shows: the resources.config.ts resource a generic page renders,
   * or the name access checks (`useCan`, `<CanAccess>`) use for a bespoke page.
   */
  resource?: string;
  /** A company feature the page needs (routine tasks): without it the page is not offered. */
  feature?: FeatureName;
  /** Actions on the resource that need another permission than `need` (deleting events). */
  actions?: Partial<Record<string, PermissionName>>;
  /** What the page says to someone without `need`, where the spec words it. */
  notAllowedMessage?: string;
}

type SoonExtras = Pick<AppRouteDef, 'resource' | 'feature' | 'actions'>;

const soon = (path: string, title: string, need: Need, extras: SoonExtras = {}): AppRouteDef => ({
  path,
  title,
  need,
  page: 'comingSoon',
  ...extras,
});

const routineTasks = { feature: 'routineTasks' } as const;

export const BESPOKE_ROUTES: readonly AppRouteDef[] = [
  { path: '/', title: 'Home', need: 'signedIn', page: 'home' },
  { path: '/dashboard', title: 'Home Dashboard', need: 'signedIn', page: 'homeDashboard' },
  { path: '/bold-dashboard', title: 'Dashboard', need: 'viewDashboard', page: 'analytics', resource: 'dashboard' },
  soon('/dashboard-chart', 'Dashboard Chart', 'viewDashboard'),
  {
    path: '/setup/categories',
    title: 'Event Categories',
    need: 'manageEventCategories',
    page: 'eventCategories',
    resource: 'eventCategories',
  },
  // cv 1 Incidents, 2 Tasks / Inspections (only with routine tasks on); any other cv is not found.
  { path: '/procedures/1', title: 'Procedures', need: 'manageProcedures', page: 'procedures', resource: 'procedures' },
  {
    path: '/procedures/2',
    title: 'Procedures',
    need: 'manageProcedures',
    page: 'procedures',
    resource: 'taskProcedures',
    ...routineTasks,
  },
  { path: '/procedures/:cv', title: 'Procedures', need: 'manageProcedures', page: 'procedures' },
  { path: '/profile', title: 'Profile', need: 'signedIn', page: 'profile' },
  { path: '/authinfo', title: 'Authentication Info', need: 'signedIn', page: 'authinfo' },
  { path: '/eventAdd', title: 'Add Event', need: 'reportEvents', page: 'eventAdd' },
  {
    path: '/events',
    title: 'Events',
    need: 'manageEvents',
    page: 'events',
    resource: 'events',
    actions: { create: 'reportEvents', delete: 'deleteEvents' },
  },
  ...['/events/:id/:tab?', '/eventManage/:id/:tab?'].map(
    (path): AppRouteDef => ({
      path,
      title: 'Manage Event',
      need: 'manageEvents',
      page: 'eventManage',
      notAllowedMessage: MESSAGES.notAuthorizedPage,
    }),
  ),
  { path: '/pickCompanyOfInterest', title: 'Pick Your Company', need: 'signedIn', page: 'pickCompany' },
  { path: '/addEditClaim', title: 'Claim', need: 'manageEvents', page: 'addEditClaim' },
  { path: '/addEditDamages', title: 'Damage Related Expenses', need: 'manageEvents', page: 'addEditDamages' },
  {
    path: '/reports/propertyEventTypeCount',
    title: 'Event Counts',
    need: 'manageProperties',
    page: 'eventCounts',
    resource: 'reports',
  },
  {
    path: '/reports/insuranceClaims',
    title: 'Insurance Claims',
    need: 'manageProperties',
    page: 'insuranceClaimsReport',
    resource: 'insuranceClaimsReport',
  },
  {
    path: '/notifications',
    title: 'Subscriptions',
    need: 'manageSubscriptions',
    page: 'subscriptions',
    resource: 'subscriptions',
  },
  {
    path: '/notifications/deliveries',
    title: 'Subscription Deliveries',
    need: 'manageSubscriptions',
    page: 'subscriptionDeliveries',
    resource: 'subscriptions',
  },
  // ':id' is a subscription id, or 'new' (or nothing) to create one (spec 002 §2 NotificationAdd).
  {
    path: '/notificationAdd/:id?',
    title: 'Subscription',
    need: 'manageSubscriptions',
    page: 'subscriptionEditor',
    resource: 'subscriptions',
  },
  { path: '/resources', title: 'Resources', need: 'signedIn', page: 'resources', resource: 'resources' },
  {
    path: '/routinetasks',
    title: 'Tasks',
    need: 'manageProcedures',
    page: 'routineTasks',
    resource: 'routineTasks',
    ...routineTasks,
  },
  {
    path: '/myroutinetasks',
    title: 'My Tasks / Inspections',
    need: 'reportEvents',
    page: 'myTasks',
    resource: 'myRoutineTasks',
    ...routineTasks,
  },
  { path: '/executeroutineTask', title: 'Perform Task', need: 'signedIn', page: 'performTask', ...routineTasks },
  {
    path: '/manageroutinetask',
    title: 'Task Details',
    need: 'manageProcedures',
    page: 'routineTaskDetails',
    ...routineTasks,
  },
  // /insurancepolicies and /addeditinsurancepolicy/:id? are the insurancePolicies resource's (resources.config.ts).
  {
    path: '/propertyinsurancepolicies',
    title: 'Property Insurance Policies',
    need: 'manageInsurancePolicies',
    page: 'propertyInsurancePolicies',
  },
  {
    path: '/propertyinsurancepolicydetails/:id?',
    title: 'Property/Policy Details',
    need: 'manageInsurancePolicies',
    page: 'propertyPolicyDetails',
  },
];

/**
 * A route's title in the app's language: the translated pages' (i18n/en/shell.ts `pageTitleText`,
 * by page kind, each served by one route) in it; the others keep the table's English for now.
 */
export function routeTitle(route: Pick<AppRouteDef, 'page' | 'title'>): string {
  const page = route.page as keyof typeof pageTitleText.en;
  return page in pageTitleText.en ? translate(pageTitleText, page) : route.title;
}

/** Paths reachable before sign-in completes (the login callback). */
export const PUBLIC_PATHS: readonly string[] = ['/callback'];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return PUBLIC_PATHS.includes(path);
}

/** A route's path as a pattern: ':name' matches one segment, ':name?' an optional one; case-insensitive. */
function pathPattern(path: string): RegExp {
  const source = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return segment ? `/${segment.replace(/[.*+^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`, 'i');
}

/** The route of the table that serves `pathname` ('/procedures/1' -> '/procedures/:cv'); undefined when none. */
export function routeOfPath(routes: readonly AppRouteDef[], pathname: string): AppRouteDef | undefined {
  const path = pathname.split('?')[0] ?? pathname;
  return routes.find((route) => pathPattern(route.path).test(path));
}
