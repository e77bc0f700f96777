import type { TextOf } from '../common/catalogue.ts';
import { US_STATES } from '../common/us-states.ts';
import { eventStatusText } from '../i18n/en/event-status.ts';
import { subscriptionPreviewText } from '../i18n/en/subscription-preview.ts';
import { type CellTranslate, englishCells } from '../lists/cell-text.ts';
import {
  eventStatusOfSubscriptionStatus,
  isValidDelayHours,
  type SubscriptionCondition,
  type SubscriptionDraft,
  type SubscriptionFilter,
  type SubscriptionLocation,
  type SubscriptionStatus,
  type SubscriptionSubscriber,
} from './subscription.ts';

/**
 * The editor's 'Notification Preview' sentence (spec 002 §2.7), also the subject line of what
 * the server sends: "When an Event is Created of type Water Intrusion at any property in Harbor,
 * e-mail the Manager role". Names come from the editor's lookups; an id without a name yet reads '…'.
 * In the words of a translator (English, the spec's words, unless told): the browser's, or, for a
 * notice's subject, its recipient's language on the server.
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
type Words = TextOf<typeof subscriptionPreviewText.en>;

/** What the phrases need: the sentence's words, and the translator for the status names. */
interface Speech {
  translate: CellTranslate;
  t: Words;
}

const US_STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  US_STATES.map((state) => [state.abbreviation, state.name]),
);

function nameOf(names: Readonly<Record<string, string>> | undefined, id: string | null): string {
  return (id !== null && names?.[id]) || PREVIEW_UNKNOWN;
}

/** 'A', 'A and B', 'A, B and C' (or 'or'; in Spanish 'y' / 'o'). */
export function joinWords(words: readonly string[], conjunction: string): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/** A condition's status in the sentence's language (the status names of events). */
function statusName({ translate }: Speech, status: SubscriptionStatus): string {
  const key = String(eventStatusOfSubscriptionStatus(status)) as keyof typeof eventStatusText.en;
  return translate(eventStatusText, key);
}

/**
 * The delay as it will be saved; a delay the save would refuse (cleared as invalid, or none) reads
 * '… hours', marked missing like any other part still to choose, never as 0 hours.
 */
function hours({ t }: Speech, count: number | null): string {
  if (!isValidDelayHours(count)) return t('hoursMany', { count: PREVIEW_UNKNOWN });
  return count === 1 ? t('hoursOne', { count }) : t('hoursMany', { count });
}

function actionPhrase(speech: Speech, condition: SubscriptionCondition): string {
  const { t } = speech;
  const status = condition.qualifier.statusValue;
  switch (condition.actionType) {
    case 'Created':
      return t('created');
    case 'Deleted':
      return t('deleted');
    case 'StatusChanged':
      return status === null ? t('changedToAny') : t('changedTo', { status: statusName(speech, status) });
    case 'TimeElapsed': {
      const frequency = condition.frequencyType;
      const delay = hours(speech, condition.delayHours);
      const unchanged =
        status === null
          ? t('unchanged', { hours: delay })
          : t('unchangedIn', { status: statusName(speech, status), hours: delay });
      return frequency && frequency !== 'Once'
        ? `${unchanged} ${t('repeated', { frequency: t(frequency) })}`
        : unchanged;
    }
  }
}

function conditionPhrase(speech: Speech, condition: SubscriptionCondition, names: PreviewNames): string {
  const { t } = speech;
  const { typeId, categoryId, eventSeverityLevel } = condition.qualifier;
  let phrase = actionPhrase(speech, condition);
  if (typeId !== null) {
    phrase += ` ${t('ofType', { type: nameOf(names.eventTypes, typeId) })}`;
    if (categoryId !== null) phrase += ` ${t('andCategory', { category: nameOf(names.categories, categoryId) })}`;
  }
  if (eventSeverityLevel === 'High') phrase += ` ${t('highSeverity')}`;
  return phrase;
}

function locationPhrase({ t }: Speech, location: SubscriptionLocation, names: PreviewNames): string {
  switch (location.locationConditionType) {
    case 'Properties': {
      const places = location.propertyIds.map((id) => nameOf(names.properties, id));
      return t('at', { places: joinWords(places, t('or')) || PREVIEW_UNKNOWN });
    }
    case 'PropertyGroups': {
      const groups = location.propertyGroupIds.map((id) => nameOf(names.propertyGroups, id));
      return t('atAnyPropertyIn', { places: joinWords(groups, t('or')) || PREVIEW_UNKNOWN });
    }
    case 'States': {
      const states = location.stateAbbreviations.map((code) => nameOf(names.states ?? US_STATE_NAMES, code));
      return t('atAnyPropertyIn', { places: joinWords(states, t('or')) || PREVIEW_UNKNOWN });
    }
  }
}

function filterPhrase(speech: Speech, filter: SubscriptionFilter, names: PreviewNames): string {
  const { t } = speech;
  const conditions = joinWords(
    filter.conditions.map((condition) => conditionPhrase(speech, condition, names)),
    t('or'),
  );
  const locations =
    filter.locations.length === 0
      ? t('atAnyProperty')
      : joinWords(
          filter.locations.map((location) => locationPhrase(speech, location, names)),
          t('or'),
        );
  return t('filter', { subject: t('anEvent'), conditions, locations });
}

function recipientPhrase({ t }: Speech, subscriber: SubscriptionSubscriber, names: PreviewNames): string {
  return subscriber.recipientType === 'Role'
    ? t('role', { role: nameOf(names.roles, subscriber.recipientQualifier) })
    : nameOf(names.people, subscriber.recipientQualifier);
}

function subscribersPhrase(speech: Speech, subscription: PreviewSubscription, names: PreviewNames): string {
  const { t } = speech;
  const byMedia = (media: 'Email' | 'Text') =>
    subscription.subscribers
      .filter((subscriber) => subscriber.mediaType === media)
      .map((subscriber) => recipientPhrase(speech, subscriber, names));
  const emailed = byMedia('Email');
  const texted = byMedia('Text');
  const onCall = subscription.filters.some((filter) => filter.conditions.some((condition) => condition.notifyOnCall));
  if (onCall) texted.push(t('onCall'));
  const parts: string[] = [];
  if (emailed.length > 0) parts.push(t('email', { recipients: joinWords(emailed, t('and')) }));
  if (texted.length > 0) parts.push(t('text', { recipients: joinWords(texted, t('and')) }));
  return parts.length === 0 ? t('noOne') : parts.join(t('andThen'));
}

/** The whole sentence, in the words of `translate` (English by default: the spec's). */
export function subscriptionPreview(
  subscription: PreviewSubscription,
  names: PreviewNames = {},
  translate: CellTranslate = englishCells,
): string {
  const t = ((key: string, values?: Record<string, string | number>) =>
    translate(subscriptionPreviewText, key as keyof typeof subscriptionPreviewText.en, values)) as Words;
  const speech: Speech = { translate, t };
  const filters =
    subscription.filters.length === 0
      ? `${t('anEvent')} ${PREVIEW_UNKNOWN}`
      : subscription.filters.map((filter) => filterPhrase(speech, filter, names)).join(t('orWhen'));
  return t('when', { filters, subscribers: subscribersPhrase(speech, subscription, names) });
}
