import { namespace } from '../catalogue.ts';

/**
 * The reports (spec 001 §2 'Reports'): Event Counts and Insurance Claims, their date range words
 * and the months the Event Counts report writes ('March 2026'), on screen and in its CSV.
 */
export const reportsText = namespace('reports', {
  eventCounts: 'Event Counts',
  eventCountsNotLoaded: 'The event counts could not be loaded.',
  noEventsYet: 'No events yet.',
  retry: 'Retry',
  property: 'Property',
  type: 'Type',
  category: 'Category',
  month: 'Month',
  count: 'Count',
  insuranceClaims: 'Insurance Claims',
  claimsNotLoaded: 'The claims could not be loaded.',
  downloadCsv: 'Download as CSV',
  claimDates: 'Claim dates',
  claimDateRange: 'Claim date range',
  selectRange: 'Select a date range to search for claims',
  noClaims: 'There are no claims matching the chosen date range!',
  rangePlaceholder: 'Select a date range',
  lastNinetyDays: 'Last 90 days',
  allClaims: 'All Claims: {{from}} - {{to}}',
  allClaimsNone: 'All Claims: no claims yet',
  claimsExist: 'Claims exist from {{from}} to {{to}}.',
  noClaimsExist: 'No claims exist yet.',
  /** A month and its year: 'March 2026'. */
  monthOfYear: '{{month}} {{year}}',
  month1: 'January',
  month2: 'February',
  month3: 'March',
  month4: 'April',
  month5: 'May',
  month6: 'June',
  month7: 'July',
  month8: 'August',
  month9: 'September',
  month10: 'October',
  month11: 'November',
  month12: 'December',
});
