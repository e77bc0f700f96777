import { namespace } from '../../common/catalogue.ts';

/**
 * The words of an event's activity log (spec 001 §2 'Activity tab'): each record's Item, Action
 * and Description as src/server/modules/events/activity-text.ts composes them. The values in a
 * description (statuses, claim types, people's types) come from their own namespaces; names,
 * titles and amounts are the records' own.
 */
export const activityLogText = namespace('activityLog', {
  // Items.
  itemEvent: 'Event',
  itemSopQuestion: 'SOP Question',
  itemStatus: 'Status',
  itemEventDetails: 'Event Details',
  itemEventMedia: 'Event Media',
  itemSopQuestionMedia: 'SOP Question Media',
  /** A person of the event of no known type (the known ones: involvedPerson's formType1/2). */
  itemPerson: 'Person',
  itemDocument: 'Document',
  itemImage: 'Image',
  itemVideo: 'Video',
  itemFile: 'File',
  itemFolder: 'Folder',
  itemClaim: 'Claim',
  itemDamages: 'Damage Related Expenses',
  itemIncidentReport: 'Incident Report',
  // Actions.
  created: 'Created',
  resumed: 'Resumed',
  progressSaved: 'Progress Saved',
  answered: 'Answered',
  changed: 'Changed',
  saved: 'Saved',
  uploaded: 'Uploaded',
  added: 'Added',
  updated: 'Updated',
  moved: 'Moved',
  deleted: 'Deleted',
  filed: 'Filed',
  generated: 'Generated',
  failed: 'Failed',
  archived: 'Archived',
  // Descriptions.
  eventReported: 'Event reported.',
  reportingResumed: 'Reporting resumed.',
  reportSaved: 'The report was saved.',
  stepAnswered: 'A step of the procedure was answered.',
  /** A status change made by a claim save (src/domain/events/event-claim-lock.ts). */
  byClaim: '{{change}} (a claim is open)',
  /** A value no longer known, or never recorded. */
  unknown: 'unknown',
  /** An empty text before or after a change. */
  none: 'none',
  statusChange: 'Status: {{from}} → {{to}}',
  locationChange: 'Location: {{from}} → {{to}}',
  managementReportChanged: 'Management report changed',
  visibleToChange: 'Visible to: {{from}} → {{to}}',
  /** Visible to no role in particular. */
  visibleToAll: 'All',
  fileIn: '{{name}} in {{folder}}',
  fileTo: '{{name}} to {{folder}}',
  fileFrom: '{{name}} from {{folder}}',
  /** A claim filed without a title. */
  aClaim: 'A claim',
  /** A claim changed without a title. */
  claim: 'Claim',
  titleChange: 'Title: {{from}} → {{to}}',
  typeChange: 'Type: {{from}} → {{to}}',
  totalLossChange: 'Total Loss: {{from}} → {{to}}',
  detailsChanged: 'details changed',
  noExpenses: 'No expenses',
  expensesOne: '{{count}} expense, Total Expense {{total}}',
  expensesMany: '{{count}} expenses, Total Expense {{total}}',
  reportFailed: 'The incident report could not be generated.',
  eventArchived: 'Event deleted; its records are kept.',
  /** Who made a change with an API key (issue 28): the key's name. */
  apiKeyActor: "API key '{{name}}'",
});
