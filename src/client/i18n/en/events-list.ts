import { namespace } from '../catalogue.ts';

/**
 * The events list, /events (spec 001 §2 'Events list', §4 'Events list filters'): the filter bar,
 * the table's markers and empty texts. The column titles are the CSV's (schemas/lists/events.ts);
 * the status names are the shared namespace eventStatus.
 */
export const eventsListText = namespace('eventsList', {
  addEvent: 'Add Event',
  eventStatus: 'Event Status',
  allExcludingComplete: 'All excluding Complete',
  allIncludingComplete: 'All including Complete',
  claimType: 'Claim Type',
  eventsNotLoaded: 'The events could not be loaded.',
  retry: 'Retry',
  events: 'Events',
  noMatches: 'No events match the search and filters.',
  noEvents: 'No events yet.',
  manage: 'Manage',
  manageEvent: 'Manage event {{number}}',
  severityNamed: 'Severity {{severity}}',
  sopComplete: 'SOP complete',
  sopIncomplete: 'SOP Questions are incomplete',
  visibleToAll: 'Visible to all',
  visibleOnlyTo: 'Visible only to {{roles}}',
});
