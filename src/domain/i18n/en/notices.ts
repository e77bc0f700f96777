import { namespace } from '../../common/catalogue.ts';

/**
 * A subscription's notice of an event change, by e-mail and by text, in the recipient's language
 * (src/server/modules/subscriptions/message.ts). The e-mail's subject is the subscription's
 * preview sentence.
 */
export const noticesText = namespace('notices', {
  /** `number` may be empty (an event not numbered yet): the double space is closed up. */
  event: 'Event {{number}} at {{property}}',
  type: 'Type: {{what}}',
  status: 'Status: {{status}}',
  severity: 'Severity: {{severity}}',
  location: 'Location: {{location}}',
  open: 'Open it: {{link}}',
  /** The text message: 'Event 12 at Harbor (Water / Leak) Created: New. https://…'. */
  text: '{{event}} ({{what}}) {{action}}: {{status}}. {{link}}',
  actionCreated: 'Created',
  actionDeleted: 'Deleted',
  actionStatusChanged: 'Changed',
  actionTimeElapsed: 'Unchanged',
});

/** Each action type's word in this namespace ('Created', 'Deleted', 'Changed', 'Unchanged'). */
export const NOTICE_ACTION_KEYS = {
  Created: 'actionCreated',
  Deleted: 'actionDeleted',
  StatusChanged: 'actionStatusChanged',
  TimeElapsed: 'actionTimeElapsed',
} as const satisfies Record<string, keyof typeof noticesText.en>;
