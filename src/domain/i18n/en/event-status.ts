import { namespace } from '../../common/catalogue.ts';

/** Event status names (spec 001 §4) by value, and the dashboard's all-events card: as the server words them. */
export const eventStatusText = namespace('eventStatus', {
  all: 'All Events',
  /** The badge on the New card (spec 000 §4). */
  newBadge: 'NEW!',
  '0': 'New',
  '1': 'In Progress',
  '2': 'Pending Approval',
  '3': 'Approved',
  '4': 'Complete',
  '5': 'SOP In Progress',
  '8': 'Claim in Progress',
  /** A value the spec does not name (the list and the files still show something). */
  other: 'Status {{value}}',
});
