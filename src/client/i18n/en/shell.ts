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
});

/** The titles of the translated pages (the route table's, spec wording); other pages keep the table's. */
export const pageTitleText = namespace('pageTitles', {
  home: 'Home',
  profile: 'Profile',
  myTasks: 'My Tasks / Inspections',
  performTask: 'Perform Task',
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
  reports: 'Reports',
  'reports-event-counts': 'Event Counts',
  'reports-insurance-claims': 'Insurance Claims',
  resources: 'Resources',
  policies: 'Policies',
  subscriptions: 'Subscriptions',
});
