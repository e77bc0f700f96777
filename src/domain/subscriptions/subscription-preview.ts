import { US_STATES } from '../common/us-states.ts';
import {
  isValidDelayHours,
  type SubscriptionCondition,
  type SubscriptionDraft,
  type SubscriptionFilter,
  type SubscriptionLocation,
  type SubscriptionSubscriber,
  subscriptionStatusLabel,
} from './subscription.ts';

/**
 * The editor's 'Notification Preview' sentence (spec 002 §2.7), also the subject line of what
 * the server sends: "When an Event is Created of type Water Intrusion at any property in Harbor,
 * e-mail the Manager role". Names come from the editor's lookups; an id without a name yet reads '…'.
 */

/** Names by id (states by abbreviation; the US list when absent). */
export interface PreviewNames {
  eventTypes?: Readonly<Record<string, string>>;
  categories?: Readonly<Record<string, string>>;
  properties?: Readonly<Record<string, string>>;
  propertyGroups?: Readonly<Record<string, string>>;
  states?: Readonly<Record<string, string>>;
  people?: Readonly<Record<string, string>>;
  roles?: Readonly<Record<string, string>>;
}

type PreviewSubscription = Pick<SubscriptionDraft, 'subjectType' | 'filters' | 'subscribers'>;

export const PREVIEW_UNKNOWN = '…';
export const ON_CALL_RECIPIENT = "the property's on-call number";

const US_STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  US_STATES.map((state) => [state.abbreviation, state.name]),
);

function nameOf(names: Readonly<Record<string, string>> | undefined, id: string | null): string {
  return (id !== null && names?.[id]) || PREVIEW_UNKNOWN;
}

/** 'A', 'A and B', 'A, B and C' (or 'or'). */
export function joinWords(words: readonly string[], conjunction: 'and' | 'or'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/**
 * The delay as it will be saved; a delay the save would refuse (cleared as invalid, or none) reads
 * '… hours', marked missing like any other part still to choose, never as 0 hours.
 */
function hours(count: number | null): string {
  if (!isValidDelayHours(count)) return `${PREVIEW_UNKNOWN} hours`;
  return `${count} hour${count === 1 ? '' : 's'}`;
}

const REPEAT_WORDS = { Hourly: 'hourly', Daily: 'daily', Weekly: 'weekly', Monthly: 'monthly' } as const;

function actionPhrase(condition: SubscriptionCondition): string {
  const status = condition.qualifier.statusValue;
  switch (condition.actionType) {
    case 'Created':
      return 'is Created';
    case 'Deleted':
      return 'is Deleted';
    case 'StatusChanged':
      return status === null ? 'is Changed to any status' : `is Changed to ${subscriptionStatusLabel(status)}`;
    case 'TimeElapsed': {
      const frequency = condition.frequencyType;
      const repeat = frequency && frequency !== 'Once' ? ` (repeated ${REPEAT_WORDS[frequency]})` : '';
      const inStatus = status === null ? '' : ` in ${subscriptionStatusLabel(status)}`;
      return `is Unchanged${inStatus} for ${hours(condition.delayHours)}${repeat}`;
    }
  }
}

function conditionPhrase(condition: SubscriptionCondition, names: PreviewNames): string {
  const { typeId, categoryId, eventSeverityLevel } = condition.qualifier;
  let phrase = actionPhrase(condition);
  if (typeId !== null) {
    phrase += ` of type ${nameOf(names.eventTypes, typeId)}`;
    if (categoryId !== null) phrase += ` and category ${nameOf(names.categories, categoryId)}`;
  }
  if (eventSeverityLevel === 'High') phrase += ' with High severity';
  return phrase;
}

function locationPhrase(location: SubscriptionLocation, names: PreviewNames): string {
  switch (location.locationConditionType) {
    case 'Properties':
      return `at ${
        joinWords(
          location.propertyIds.map((id) => nameOf(names.properties, id)),
          'or',
        ) || PREVIEW_UNKNOWN
      }`;
    case 'PropertyGroups': {
      const groups = location.propertyGroupIds.map((id) => nameOf(names.propertyGroups, id));
      return `at any property in ${joinWords(groups, 'or') || PREVIEW_UNKNOWN}`;
    }
    case 'States': {
      const states = location.stateAbbreviations.map((code) => nameOf(names.states ?? US_STATE_NAMES, code));
      return `at any property in ${joinWords(states, 'or') || PREVIEW_UNKNOWN}`;
    }
  }
}

function filterPhrase(filter: SubscriptionFilter, subject: string, names: PreviewNames): string {
  const conditions = joinWords(
    filter.conditions.map((condition) => conditionPhrase(condition, names)),
    'or',
  );
  const locations =
    filter.locations.length === 0
      ? 'at any property'
      : joinWords(
          filter.locations.map((location) => locationPhrase(location, names)),
          'or',
        );
  return `${subject} ${conditions} ${locations}`;
}

function recipientPhrase(subscriber: SubscriptionSubscriber, names: PreviewNames): string {
  return subscriber.recipientType === 'Role'
    ? `the ${nameOf(names.roles, subscriber.recipientQualifier)} role`
    : nameOf(names.people, subscriber.recipientQualifier);
}

function subscribersPhrase(subscription: PreviewSubscription, names: PreviewNames): string {
  const byMedia = (media: 'Email' | 'Text') =>
    subscription.subscribers
      .filter((subscriber) => subscriber.mediaType === media)
      .map((subscriber) => recipientPhrase(subscriber, names));
  const emailed = byMedia('Email');
  const texted = byMedia('Text');
  const onCall = subscription.filters.some((filter) => filter.conditions.some((condition) => condition.notifyOnCall));
  if (onCall) texted.push(ON_CALL_RECIPIENT);
  const parts: string[] = [];
  if (emailed.length > 0) parts.push(`e-mail ${joinWords(emailed, 'and')}`);
  if (texted.length > 0) parts.push(`text ${joinWords(texted, 'and')}`);
  return parts.length === 0 ? 'notify no one' : parts.join(', and ');
}

/** The whole sentence. */
export function subscriptionPreview(subscription: PreviewSubscription, names: PreviewNames = {}): string {
  const subject = `an ${subscription.subjectType}`;
  const when =
    subscription.filters.length === 0
      ? `When ${subject} ${PREVIEW_UNKNOWN}`
      : `When ${subscription.filters.map((filter) => filterPhrase(filter, subject, names)).join(', or when ')}`;
  return `${when}, ${subscribersPhrase(subscription, names)}`;
}
