/**
 * Every client route of the specification (000 §2 route list, plus /events/{id}/{tab?} from 001),
 * with its title and what it needs. The shell's entry guard reads `need`; routes whose screens
 * are not built yet render a 'coming soon' page. Paths use react-router syntax and match
 * case-insensitively, so the spec's capitalised links (/EventAdd, /Events) resolve.
 */
import type { Need } from './navigation.ts';

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
  | 'comingSoon';

export interface AppRouteDef {
  path: string;
  title: string;
  need: Need;
  page: PageKind;
  /** The resources.config.ts resource a generic page renders. */
  resource?: string;
  /** Only for companies with routine-task features on. */
  routineTasks?: boolean;
}

const soon = (path: string, title: string, need: Need, routineTasks?: boolean): AppRouteDef => ({
  path,
  title,
  need,
  page: 'comingSoon',
  ...(routineTasks ? { routineTasks } : {}),
});

export const APP_ROUTES: readonly AppRouteDef[] = [
  { path: '/', title: 'Home', need: 'signedIn', page: 'home' },
  { path: '/dashboard', title: 'Home Dashboard', need: 'signedIn', page: 'homeDashboard' },
  soon('/bold-dashboard', 'Dashboard', 'viewDashboard'),
  soon('/dashboard-chart', 'Dashboard Chart', 'viewDashboard'),
  {
    path: '/company',
    title: 'Company Details',
    need: 'manageCompanyProfile',
    page: 'resourceSingleton',
    resource: 'company',
  },
  { path: '/positionTypes', title: 'Roles', need: 'manageRoles', page: 'resource', resource: 'roles' },
  { path: '/vendorTypes', title: 'Vendor Types', need: 'manageVendorTypes', page: 'resource', resource: 'vendorTypes' },
  { path: '/setup/people', title: 'Users', need: 'manageUsers', page: 'resource', resource: 'people' },
  { path: '/setup/companyPerson/:id', title: 'User', need: 'manageUsers', page: 'resourceForm', resource: 'people' },
  {
    path: '/setup/documentTypes',
    title: 'Document Types',
    need: 'manageEventCategories',
    page: 'resource',
    resource: 'documentTypes',
  },
  { path: '/properties', title: 'Properties', need: 'manageProperties', page: 'resource', resource: 'properties' },
  {
    path: '/setup/property/:id',
    title: 'Property',
    need: 'manageProperties',
    page: 'resourceForm',
    resource: 'properties',
  },
  { path: '/setup/categories', title: 'Event Categories', need: 'manageEventCategories', page: 'eventCategories' },
  {
    path: '/setup/propertyGroups',
    title: 'Property Groups',
    need: 'managePropertyGroups',
    page: 'resource',
    resource: 'propertyGroups',
  },
  {
    path: '/setup/propertyGroup/:id',
    title: 'Property Group',
    need: 'managePropertyGroups',
    page: 'resourceForm',
    resource: 'propertyGroups',
  },
  { path: '/vendors', title: 'Vendors', need: 'manageVendors', page: 'resource', resource: 'vendors' },
  // cv 1 Incidents, 2 Tasks / Inspections; the page itself refuses the Tasks view when routine tasks are off.
  { path: '/procedures/:cv', title: 'Procedures', need: 'manageProcedures', page: 'procedures' },
  { path: '/profile', title: 'Profile', need: 'signedIn', page: 'profile' },
  { path: '/authinfo', title: 'Authentication Info', need: 'signedIn', page: 'authinfo' },
  soon('/eventAdd', 'Add Event', 'reportEvents'),
  soon('/events', 'Events', 'manageEvents'),
  soon('/events/:id/:tab?', 'Manage Event', 'manageEvents'),
  soon('/eventManage/:id/:tab?', 'Manage Event', 'manageEvents'),
  { path: '/pickCompanyOfInterest', title: 'Pick Your Company', need: 'signedIn', page: 'pickCompany' },
  soon('/addEditClaim', 'Claim', 'manageEvents'),
  soon('/addEditDamages', 'Damage Related Expenses', 'manageEvents'),
  soon('/reports/propertyEventTypeCount', 'Event Counts', 'manageProperties'),
  soon('/reports/insuranceClaims', 'Insurance Claims', 'manageProperties'),
  soon('/notifications', 'Subscriptions', 'manageSubscriptions'),
  soon('/notificationAdd', 'Subscription', 'manageSubscriptions'),
  soon('/resources', 'Resources', 'signedIn'),
  soon('/routinetasks', 'Tasks', 'manageProcedures', true),
  soon('/myroutinetasks', 'My Tasks / Inspections', 'signedIn', true),
  soon('/executeroutineTask', 'Perform Task', 'signedIn', true),
  soon('/manageroutinetask', 'Task Details', 'manageProcedures', true),
  soon('/insurancepolicies', 'Policies', 'manageInsurancePolicies'),
  soon('/addeditinsurancepolicy/:id?', 'Insurance Policy', 'manageInsurancePolicies'),
  soon('/propertyinsurancepolicies', 'Property Insurance Policies', 'manageInsurancePolicies'),
  soon('/propertyinsurancepolicydetails/:id?', 'Property/Policy Details', 'manageInsurancePolicies'),
];

/** Paths reachable before sign-in completes (the login callback). */
export const PUBLIC_PATHS: readonly string[] = ['/callback'];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return PUBLIC_PATHS.includes(path);
}
