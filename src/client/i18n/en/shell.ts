import { namespace } from '../catalogue.ts';

/** The application frame once signed in: header, drawer, footer, user menu, support links, loading. */
export const shellText = namespace('shell', {
  openNavigation: 'Open navigation',
  brandHome: '{{product}} home',
  mainNavigation: 'Main',
  termsAndConditions: 'Terms and Conditions',
  support: 'Support: {{email}}',
  accountMenu: ', account menu',
  profile: 'Profile',
  switchCompany: 'Switch company',
  logOut: 'Log out',
  loading: 'Loading...',
  /** Refine's undoable notification: the button that cancels the change. */
  undo: 'Undo',
  /** A page whose code could not be loaded (PageLoadBoundary): the product's own words. */
  pageUnavailable: 'This page is not available',
  pageNeedsConnection:
    'This page needs a connection, and there is none. What you report and inspect is kept on this device meanwhile.',
  pageFailed: 'This page could not be shown. Reload to try again.',
  reload: 'Reload',
  pageNotFound: 'Page not found',
  noPageHere: 'There is no page at this address.',
  backToHome: 'Back to Home',
  comingSoon: 'This feature is coming soon.',
  featureUnavailable: 'This feature is not available for your company.',
  noPermissionToView: 'You do not have permission to view this page.',
});

/**
 * The bespoke pages' titles (the route table's, spec wording) by page kind, for the kinds one
 * route serves; rules/app-routes.ts `routeTitle` shows them in the app's language.
 */
export const pageTitleText = namespace('pageTitles', {
  home: 'Home',
  homeDashboard: 'Home Dashboard',
  analytics: 'Dashboard',
  comingSoon: 'Dashboard Chart',
  eventCategories: 'Event Categories',
  profile: 'Profile',
  authinfo: 'Authentication Info',
  eventAdd: 'Add Event',
  events: 'Events',
  pickCompany: 'Pick Your Company',
  addEditClaim: 'Claim',
  addEditDamages: 'Damage Related Expenses',
  eventCounts: 'Event Counts',
  insuranceClaimsReport: 'Insurance Claims',
  subscriptions: 'Subscriptions',
  subscriptionDeliveries: 'Subscription Deliveries',
  subscriptionEditor: 'Subscription',
  resources: 'Resources',
  routineTasks: 'Tasks',
  myTasks: 'My Tasks / Inspections',
  performTask: 'Perform Task',
  routineTaskDetails: 'Task Details',
  propertyInsurancePolicies: 'Property Insurance Policies',
  propertyPolicyDetails: 'Property/Policy Details',
  integrations: 'Integrations',
  auditTrail: 'Audit Trail',
});

/** The titles of the page kinds several routes serve, all under one title (procedures by cv, an event by either address). */
export const sharedPageTitleText = namespace('sharedPageTitles', {
  procedures: 'Procedures',
  eventManage: 'Manage Event',
});

/** The navigation bar's items (spec 000 §2), by their key in rules/navigation.ts. */
export const navigationText = namespace('navigation', {
  dashboard: 'Dashboard',
  events: 'Events',
  tasks: 'Tasks',
  procedures: 'Procedures',
  'procedures-incidents': 'Incidents',
  'procedures-tasks': 'Tasks / Inspections',
  setup: 'Setup',
  'setup-company': 'Company Details',
  'setup-roles': 'Roles',
  'setup-users': 'Users',
  'setup-properties': 'Properties',
  'setup-vendors': 'Vendors',
  'setup-vendor-types': 'Vendor Types',
  'setup-categories': 'Event Categories',
  'setup-document-types': 'Document Types',
  'setup-property-groups': 'Property Groups',
  'setup-integrations': 'Integrations',
  'setup-audit-trail': 'Audit Trail',
  reports: 'Reports',
  'reports-event-counts': 'Event Counts',
  'reports-insurance-claims': 'Insurance Claims',
  resources: 'Resources',
  policies: 'Policies',
  subscriptions: 'Subscriptions',
});
