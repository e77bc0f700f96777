import { namespace } from '../catalogue.ts';

/**
 * The Add Event wizard (spec 001 §2, §5, §8): its tabs, fields, messages, side panels, the
 * 'Events in Progress' modal and Finalize. The validation messages are the spec's, as
 * domain/events/event-wizard-validation.ts words them.
 */
export const eventAddText = namespace('eventAdd', {
  cancel: 'Cancel',
  vendors: 'Vendors',
  contacts: 'Points of Contact',
  steps: 'Add Event steps',
  'tab.eventInfo': 'Event Info',
  'tab.emergency': 'Emergency',
  'tab.review': 'Review',
  'tab.procedure': 'Procedure',
  'tab.media': 'Images/Videos',
  'tab.finalize': 'Finalize',
  /** Where the wizard stands: 'Procedure (4 of 6)' (it counts tabs, not steps). */
  tabPlace: '{{tab}} ({{number}} of {{total}})',
  // Event Info
  property: 'Property',
  type: 'Type',
  category: 'Category',
  location: 'Location',
  searchProperties: 'Search your properties',
  noMatchingProperty: 'No matching property',
  selectType: 'Select a type',
  selectCategory: 'Select a category',
  selectTypeFirst: 'Select a type first',
  locationPlaceholder: 'Where at the property (optional)',
  typesFailed: 'The event types could not be loaded.',
  propertyRequired: 'Property is required.',
  typeRequired: 'Type is required.',
  categoryRequired: 'Category is required.',
  noProcedure: 'Did not match a procedure, please re-select type and category, or go fix your procedures.',
  // Emergency
  call911: 'CALL 911',
  emergencyQuestion: 'Are emergency services involved?',
  emergencyRequired: 'You must answer whether emergency services are involved.',
  // Review
  severity: 'Severity',
  severityRequired: 'Severity is required.',
  dateTimeOccurred: 'Date and time occurred',
  localTime: 'Local time at {{property}} ({{zone}}, {{abbreviation}})',
  dateOccurred: 'Date occurred',
  timeOccurred: 'Time occurred',
  timePlaceholder: 'hh:mm AM',
  now: 'Now',
  dateTimeRequired: 'Date and Time are required.',
  // Procedure and Images/Videos
  noSteps: 'This procedure has no steps.',
  stepMedia: 'Images and videos of this step',
  addMedia: 'Add images or videos of the event (optional).',
  eventMedia: 'Event images and videos',
  // Finalize and a report closed elsewhere
  reported: 'Event {{number}} is reported.',
  reportedWhat: '{{type}} at {{property}}',
  reportedWhatCategory: '{{type}} / {{category}} at {{property}}',
  done: 'Done',
  openEvent: 'Open Event',
  reportAnother: 'Report Another Event',
  reportClosed: 'Report closed',
  closedTitle: 'Event {{number}} can no longer be changed here.',
  // Events in Progress
  inProgressTitle: 'Events in Progress',
  eventsInProgress: 'Event(s) already exist for this location.',
  resumeEvent: 'Resume Event',
  resumeEventNumber: 'Resume Event {{number}}',
  continueNew: 'Continue New Event',
  reportedBy: 'Reported By',
  date: 'Date',
  event: 'Event',
  // Vendors and Points of Contact
  vendorsFailed: 'The vendors could not be loaded.',
  contactsFailed: 'The points of contact could not be loaded.',
  noVendors: 'No vendors for this property.',
  noContacts: 'No points of contact for this property.',
  retry: 'Retry',
  mailPerson: 'E-mail {{name}}',
  callPerson: 'Call {{name}}',
  // Saves
  needsConnection:
    'This report cannot be started without a connection yet: open Add Event once while online, then it works offline.',
  progressNotSaved: 'The progress was not saved.',
  notResumed: 'The event could not be resumed.',
});
