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
import type { Messages, Namespace } from '../i18n/catalogue.ts';
import { pageTitleText, sharedPageTitleText } from '../i18n/en/shell.ts';
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
  | 'integrations'
  | 'auditTrail'
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
  /** What the page says to someone without `need`, where the spec words it (read when shown: the app's language). */
  readonly notAllowedMessage?: string;
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

/** The titles' English (the spec's), from the catalogue; shown in the app's language by `routeTitle`. */
const TITLE = pageTitleText.en;
const SHARED_TITLE = sharedPageTitleText.en;

export const BESPOKE_ROUTES: readonly AppRouteDef[] = [
  { path: '/', title: TITLE.home, need: 'signedIn', page: 'home' },
  { path: '/dashboard', title: TITLE.homeDashboard, need: 'signedIn', page: 'homeDashboard' },
  { path: '/bold-dashboard', title: TITLE.analytics, need: 'viewDashboard', page: 'analytics', resource: 'dashboard' },
  soon('/dashboard-chart', TITLE.comingSoon, 'viewDashboard'),
  {
    path: '/setup/categories',
    title: TITLE.eventCategories,
    need: 'manageEventCategories',
    page: 'eventCategories',
    resource: 'eventCategories',
  },
  // cv 1 Incidents, 2 Tasks / Inspections (only with routine tasks on); any other cv is not found.
  {
    path: '/procedures/1',
    title: SHARED_TITLE.procedures,
    need: 'manageProcedures',
    page: 'procedures',
    resource: 'procedures',
  },
  {
    path: '/procedures/2',
    title: SHARED_TITLE.procedures,
    need: 'manageProcedures',
    page: 'procedures',
    resource: 'taskProcedures',
    ...routineTasks,
  },
  { path: '/procedures/:cv', title: SHARED_TITLE.procedures, need: 'manageProcedures', page: 'procedures' },
  { path: '/profile', title: TITLE.profile, need: 'signedIn', page: 'profile' },
  { path: '/authinfo', title: TITLE.authinfo, need: 'signedIn', page: 'authinfo' },
  { path: '/eventAdd', title: TITLE.eventAdd, need: 'reportEvents', page: 'eventAdd' },
  {
    path: '/events',
    title: TITLE.events,
    need: 'manageEvents',
    page: 'events',
    resource: 'events',
    actions: { create: 'reportEvents', delete: 'deleteEvents' },
  },
  ...['/events/:id/:tab?', '/eventManage/:id/:tab?'].map(
    (path): AppRouteDef => ({
      path,
      title: SHARED_TITLE.eventManage,
      need: 'manageEvents',
      page: 'eventManage',
      get notAllowedMessage() {
        return MESSAGES.notAuthorizedPage;
      },
    }),
  ),
  { path: '/pickCompanyOfInterest', title: TITLE.pickCompany, need: 'signedIn', page: 'pickCompany' },
  { path: '/addEditClaim', title: TITLE.addEditClaim, need: 'manageEvents', page: 'addEditClaim' },
  { path: '/addEditDamages', title: TITLE.addEditDamages, need: 'manageEvents', page: 'addEditDamages' },
  {
    path: '/reports/propertyEventTypeCount',
    title: TITLE.eventCounts,
    need: 'manageProperties',
    page: 'eventCounts',
    resource: 'reports',
  },
  {
    path: '/reports/insuranceClaims',
    title: TITLE.insuranceClaimsReport,
    need: 'manageProperties',
    page: 'insuranceClaimsReport',
    resource: 'insuranceClaimsReport',
  },
  {
    path: '/notifications',
    title: TITLE.subscriptions,
    need: 'manageSubscriptions',
    page: 'subscriptions',
    resource: 'subscriptions',
  },
  {
    path: '/notifications/deliveries',
    title: TITLE.subscriptionDeliveries,
    need: 'manageSubscriptions',
    page: 'subscriptionDeliveries',
    resource: 'subscriptions',
  },
  // ':id' is a subscription id, or 'new' (or nothing) to create one (spec 002 §2 NotificationAdd).
  {
    path: '/notificationAdd/:id?',
    title: TITLE.subscriptionEditor,
    need: 'manageSubscriptions',
    page: 'subscriptionEditor',
    resource: 'subscriptions',
  },
  { path: '/resources', title: TITLE.resources, need: 'signedIn', page: 'resources', resource: 'resources' },
  {
    path: '/routinetasks',
    title: TITLE.routineTasks,
    need: 'manageProcedures',
    page: 'routineTasks',
    resource: 'routineTasks',
    ...routineTasks,
  },
  {
    path: '/myroutinetasks',
    title: TITLE.myTasks,
    need: 'reportEvents',
    page: 'myTasks',
    resource: 'myRoutineTasks',
    ...routineTasks,
  },
  { path: '/executeroutineTask', title: TITLE.performTask, need: 'signedIn', page: 'performTask', ...routineTasks },
  {
    path: '/manageroutinetask',
    title: TITLE.routineTaskDetails,
    need: 'manageProcedures',
    page: 'routineTaskDetails',
    ...routineTasks,
  },
  // /insurancepolicies and /addeditinsurancepolicy/:id? are the insurancePolicies resource's (resources.config.ts).
  // Setup → Integrations (issue 28): API keys and webhooks.
  {
    path: '/setup/integrations',
    title: TITLE.integrations,
    need: 'manageIntegrations',
    page: 'integrations',
    resource: 'integrations',
  },
  // Setup → Audit Trail (issue 28): the hash-chained trail, its exports and Verify.
  {
    path: '/setup/audit-trail',
    title: TITLE.auditTrail,
    need: 'manageIntegrations',
    page: 'auditTrail',
    resource: 'auditTrail',
  },
  {
    path: '/propertyinsurancepolicies',
    title: TITLE.propertyInsurancePolicies,
    need: 'manageInsurancePolicies',
    page: 'propertyInsurancePolicies',
  },
  {
    path: '/propertyinsurancepolicydetails/:id?',
    title: TITLE.propertyPolicyDetails,
    need: 'manageInsurancePolicies',
    page: 'propertyPolicyDetails',
  },
];

/** The title of `route` from a namespace of titles by page kind, when it words that route's title; else null. */
function titleIn<M extends Messages>(titles: Namespace<M>, route: Pick<AppRouteDef, 'page' | 'title'>): string | null {
  const page = route.page as keyof M & string;
  return titles.en[page] === route.title ? translate(titles, page) : null;
}

/**
 * A route's title in the app's language, read at render: the bespoke pages' from the catalogue
 * (i18n/en/shell.ts, by page kind), a setup screen's from its resource declaration (read live by
 * src/client/shell/app-routes.ts). A title the catalogue does not word as the table does stays
 * as the table has it.
 */
export function routeTitle(route: Pick<AppRouteDef, 'page' | 'title'>): string {
  return titleIn(pageTitleText, route) ?? titleIn(sharedPageTitleText, route) ?? route.title;
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
