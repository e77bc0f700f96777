/**
 * Every client route of the specification (000 §2 route list, plus /events/{id}/{tab?} from 001),
 * with its title and what it needs. The shell's entry guard reads `need`; routes whose screens
 * are not built yet render a 'coming soon' page. Paths use react-router syntax and match
 * case-insensitively, so the spec's capitalised links (/EventAdd, /Events) resolve.
 */
import type { Need } from './navigation.ts';

/** 'resource' is the generic list of `resource` (resources.config.ts); the others are bespoke pages. */
export type PageKind = 'home' | 'homeDashboard' | 'profile' | 'pickCompany' | 'authinfo' | 'resource' | 'comingSoon';

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
  soon('/company', 'Company Details', 'manageCompanyProfile'),
  { path: '/positionTypes', title: 'Roles', need: 'manageRoles', page: 'resource', resource: 'roles' },
  soon('/vendorTypes', 'Vendor Types', 'manageVendorTypes'),
  soon('/setup/people', 'Users', 'manageUsers'),
  soon('/setup/companyPerson/:id', 'User', 'manageUsers'),
  soon('/setup/documentTypes', 'Document Types', 'manageEventCategories'),
  soon('/properties', 'Properties', 'manageProperties'),
  soon('/setup/property/:id', 'Property', 'manageProperties'),
  soon('/setup/categories', 'Event Categories', 'manageEventCategories'),
  soon('/setup/propertyGroups', 'Property Groups', 'managePropertyGroups'),
  soon('/setup/propertyGroup/:id', 'Property Group', 'managePropertyGroups'),
  soon('/vendors', 'Vendors', 'manageVendors'),
  soon('/procedures/:cv', 'Procedures', 'manageProcedures'),
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
