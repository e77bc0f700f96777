import type { DeliveryStatus } from '../../../../schemas/subscription/replies.ts';
import { eventStatusLabel } from '../../../domain/events/event-status.ts';
import { NOTICE_ACTION_KEYS, noticesText } from '../../../domain/i18n/en/notices.ts';
import {
  type ActionType,
  eventStatusOfSubscriptionStatus,
  type FrequencyType,
  type LocationConditionType,
  type MediaType,
  REPORTING_STATUS,
  type RecipientType,
  type SeverityChoice,
  type SubscriptionStatus,
  subscriptionStatusLabel,
} from '../../../domain/subscriptions/subscription.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { translate } from '../../i18n/language.ts';
import { eventStatusName } from '../events/value-names.ts';

/**
 * The subscription values' names in the language spoken now, read when shown (the domain keeps
 * the English ones, src/domain/subscriptions/subscription.ts, for the server and the tests).
 */

type Key = keyof typeof subscriptionsText.en & string;

/** 'Created', 'Deleted', 'Changed', 'Unchanged': as the notices name them. */
export function actionTypeName(actionType: ActionType): string {
  return translate(noticesText, NOTICE_ACTION_KEYS[actionType]);
}

/** An event status a condition names; null is 'Any'. */
export function subscriptionStatusName(status: SubscriptionStatus | null): string {
  if (status === null) return translate(subscriptionsText, 'anyStatusChoice');
  return eventStatusName(eventStatusOfSubscriptionStatus(status), subscriptionStatusLabel(status));
}

/** What the editor says under 'Is' of when each action sends. */
export function actionHelp(actionType: ActionType): string {
  if (actionType === 'Created') {
    return translate(subscriptionsText, 'helpCreated', {
      status: eventStatusName(REPORTING_STATUS, eventStatusLabel(REPORTING_STATUS)),
    });
  }
  const keys = { Deleted: 'helpDeleted', StatusChanged: 'helpStatusChanged', TimeElapsed: 'helpTimeElapsed' } as const;
  return translate(subscriptionsText, keys[actionType]);
}

const NAMES: {
  severity: Record<SeverityChoice, Key>;
  frequency: Record<FrequencyType, Key>;
  media: Record<MediaType, Key>;
  recipient: Record<RecipientType, Key>;
  location: Record<LocationConditionType, Key>;
  delivery: Record<DeliveryStatus, Key>;
} = {
  severity: { Low: 'severityHighAndLow', High: 'severityHigh' },
  frequency: {
    Once: 'frequencyOnce',
    Hourly: 'frequencyHourly',
    Daily: 'frequencyDaily',
    Weekly: 'frequencyWeekly',
    Monthly: 'frequencyMonthly',
  },
  media: { Email: 'email', Text: 'text' },
  recipient: { Person: 'person', Role: 'role' },
  location: { Properties: 'properties', PropertyGroups: 'propertyGroups', States: 'states' },
  delivery: { Pending: 'statusPending', Sent: 'statusSent', Failed: 'statusFailed', Skipped: 'statusSkipped' },
};

/** A value's name: `valueName('frequency', 'Daily')` -> 'Daily'. */
export function valueName<K extends keyof typeof NAMES>(kind: K, value: keyof (typeof NAMES)[K]): string {
  return translate(subscriptionsText, NAMES[kind][value] as Key);
}
