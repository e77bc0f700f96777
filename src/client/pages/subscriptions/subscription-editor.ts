/**
 * The subscription editor's transitions (spec 002 §4 'Editor transitions') and its Save rule
 * (§5 'Subscription'), as pure functions over the draft the editor holds. Every function returns
 * a new draft; the page only renders the draft and calls these.
 */

import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import {
  type ActionType,
  conditionFor,
  DELAY_HOURS,
  type FrequencyType,
  type LocationConditionType,
  locationListField,
  type MediaType,
  newSubscription,
  type RecipientType,
  type SeverityChoice,
  type SubjectType,
  type SubscriptionCondition,
  type SubscriptionDraft,
  type SubscriptionFilter,
  type SubscriptionLocation,
  type SubscriptionStatus,
  type SubscriptionSubscriber,
} from '../../../domain/subscriptions/subscription.ts';
import { subscriptionProblems as ruleProblems } from '../../../domain/subscriptions/subscription-rules.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { textOf, translate, translateApiMessage } from '../../i18n/language.ts';

export const SUBSCRIPTION_EDITOR_MESSAGES = {
  get inactiveRoles() {
    return translate(apiMessagesText, 'subscriptionInactiveRole');
  },
};

export { DELAY_HOURS };

// ---- building blocks ------------------------------------------------------------------------

export function newFilter(): SubscriptionFilter {
  return { conditionsOperator: 'OR', conditions: [conditionFor('TimeElapsed')], locations: [] };
}

export function newLocation(type: LocationConditionType = 'Properties'): SubscriptionLocation {
  return { locationConditionType: type, propertyIds: [], propertyGroupIds: [], stateAbbreviations: [] };
}

export function newSubscriber(): SubscriptionSubscriber {
  return { recipientType: 'Person', recipientQualifier: null, mediaType: 'Email' };
}

/** A new subscription: one filter of one TimeElapsed condition (as a subject change makes), one subscriber. */
export function newSubscriptionDraft(): SubscriptionDraft {
  return newSubscription();
}

function replaceAt<T>(list: readonly T[], index: number, next: (item: T) => T): T[] {
  return list.map((item, at) => (at === index ? next(item) : item));
}
function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

function withFilter(draft: SubscriptionDraft, f: number, next: (filter: SubscriptionFilter) => SubscriptionFilter) {
  return { ...draft, filters: replaceAt(draft.filters, f, next) };
}

function withCondition(
  draft: SubscriptionDraft,
  f: number,
  c: number,
  next: (condition: SubscriptionCondition) => SubscriptionCondition,
): SubscriptionDraft {
  return withFilter(draft, f, (filter) => ({ ...filter, conditions: replaceAt(filter.conditions, c, next) }));
}

// ---- the subject --------------------------------------------------------------------------

/** Changing the subject type resets the filters to one TimeElapsed condition (§4). */
export function setSubjectType(draft: SubscriptionDraft, subjectType: SubjectType): SubscriptionDraft {
  return { ...draft, subjectType, filters: [newFilter()] };
}

export function setName(draft: SubscriptionDraft, name: string): SubscriptionDraft {
  return { ...draft, name };
}

// ---- conditions -----------------------------------------------------------------------------

/**
 * Changing the action type resets the qualifier (type, category, status; severity Low) and sets
 * delay 1 / frequency Once for TimeElapsed, clearing both otherwise (§4).
 */
export function setActionType(
  draft: SubscriptionDraft,
  f: number,
  c: number,
  actionType: ActionType,
): SubscriptionDraft {
  // The on-call switch is not part of the qualifier: it stays.
  return withCondition(draft, f, c, (condition) => conditionFor(actionType, condition.notifyOnCall));
}

/** Changing the event type clears the category (§4). */
export function setEventType(draft: SubscriptionDraft, f: number, c: number, typeId: string | null): SubscriptionDraft {
  return withCondition(draft, f, c, (condition) => ({
    ...condition,
    qualifier: { ...condition.qualifier, typeId, categoryId: null },
  }));
}

/** The category; none while no event type is chosen (the selector is disabled then, §5). */
export function setCategory(
  draft: SubscriptionDraft,
  f: number,
  c: number,
  categoryId: string | null,
): SubscriptionDraft {
  return withCondition(draft, f, c, (condition) => ({
    ...condition,
    qualifier: { ...condition.qualifier, categoryId: condition.qualifier.typeId ? categoryId : null },
  }));
}

/** The status the event must have; null is 'Any'. */
export function setStatus(draft: SubscriptionDraft, f: number, c: number, statusValue: SubscriptionStatus | null) {
  return withCondition(draft, f, c, (condition) => ({
    ...condition,
    qualifier: { ...condition.qualifier, statusValue },
  }));
}

export function setSeverity(draft: SubscriptionDraft, f: number, c: number, eventSeverityLevel: SeverityChoice) {
  return withCondition(draft, f, c, (condition) => ({
    ...condition,
    qualifier: { ...condition.qualifier, eventSeverityLevel },
  }));
}

/** Delay hours as typed: a whole number 1–168, anything else cleared to null (§5). */
export function parseDelayHours(input: unknown): number | null {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const hours = Number(text);
  return hours >= DELAY_HOURS.min && hours <= DELAY_HOURS.max ? hours : null;
}

export function setDelayHours(draft: SubscriptionDraft, f: number, c: number, input: unknown): SubscriptionDraft {
  return withCondition(draft, f, c, (condition) => ({ ...condition, delayHours: parseDelayHours(input) }));
}

export function setFrequency(
  draft: SubscriptionDraft,
  f: number,
  c: number,
  frequencyType: FrequencyType | null,
): SubscriptionDraft {
  return withCondition(draft, f, c, (condition) => ({ ...condition, frequencyType }));
}

/** Beyond the spec: also text the property's on-call number when this condition matches. */
export function setNotifyOnCall(draft: SubscriptionDraft, f: number, c: number, notifyOnCall: boolean) {
  return withCondition(draft, f, c, (condition) => ({ ...condition, notifyOnCall }));
}

/** Another condition in filter `f` (OR), of the same kind a new subscription starts with. */
export function addCondition(draft: SubscriptionDraft, f: number): SubscriptionDraft {
  return withFilter(draft, f, (filter) => ({
    ...filter,
    conditions: [...filter.conditions, conditionFor('TimeElapsed')],
  }));
}

/** Another filter (OR with the others): one condition, any location. */
export function addFilter(draft: SubscriptionDraft): SubscriptionDraft {
  return { ...draft, filters: [...draft.filters, newFilter()] };
}

/** A condition's delete shows only when more than one condition or filter exists (§5). */
export function canRemoveCondition(draft: SubscriptionDraft): boolean {
  return draft.filters.length > 1 || draft.filters.some((filter) => filter.conditions.length > 1);
}

/** Removes a condition; removing the last condition of a filter removes that filter (§4). */
export function removeCondition(draft: SubscriptionDraft, f: number, c: number): SubscriptionDraft {
  if (!canRemoveCondition(draft)) return draft;
  const filter = draft.filters[f];
  if (!filter) return draft;
  if (filter.conditions.length <= 1) return { ...draft, filters: removeAt(draft.filters, f) };
  return withFilter(draft, f, (each) => ({ ...each, conditions: removeAt(each.conditions, c) }));
}

// ---- location conditions ------------------------------------------------------------------

export function addLocation(draft: SubscriptionDraft, f: number): SubscriptionDraft {
  return withFilter(draft, f, (filter) => ({ ...filter, locations: [...filter.locations, newLocation()] }));
}

/** Location conditions are optional (none: any location), so each can be removed. */
export function removeLocation(draft: SubscriptionDraft, f: number, l: number): SubscriptionDraft {
  return withFilter(draft, f, (filter) => ({ ...filter, locations: removeAt(filter.locations, l) }));
}

/** Changing a location type resets its id list (§4). */
export function setLocationType(
  draft: SubscriptionDraft,
  f: number,
  l: number,
  type: LocationConditionType,
): SubscriptionDraft {
  return withFilter(draft, f, (filter) => ({
    ...filter,
    locations: replaceAt(filter.locations, l, () => newLocation(type)),
  }));
}

export function locationValues(location: SubscriptionLocation): string[] {
  return location[locationListField(location.locationConditionType)] ?? [];
}

/** Sets the ids (or state codes) of a location condition, without duplicates. */
export function setLocationValues(draft: SubscriptionDraft, f: number, l: number, values: readonly string[]) {
  return withFilter(draft, f, (filter) => ({
    ...filter,
    locations: replaceAt(filter.locations, l, (location) => ({
      ...location,
      [locationListField(location.locationConditionType)]: [...new Set(values)],
    })),
  }));
}

// ---- subscribers ------------------------------------------------------------------------

export function addSubscriber(draft: SubscriptionDraft): SubscriptionDraft {
  return { ...draft, subscribers: [...draft.subscribers, newSubscriber()] };
}

/** A subscription keeps at least one subscriber: delete shows only when there are more (§5). */
export function canRemoveSubscriber(draft: SubscriptionDraft): boolean {
  return draft.subscribers.length > 1;
}

export function removeSubscriber(draft: SubscriptionDraft, s: number): SubscriptionDraft {
  return canRemoveSubscriber(draft) ? { ...draft, subscribers: removeAt(draft.subscribers, s) } : draft;
}

/** Changing the recipient type clears the recipient (§4). */
export function setRecipientType(draft: SubscriptionDraft, s: number, recipientType: RecipientType) {
  return {
    ...draft,
    subscribers: replaceAt(draft.subscribers, s, (each) => ({ ...each, recipientType, recipientQualifier: null })),
  };
}

export function setRecipient(draft: SubscriptionDraft, s: number, recipientQualifier: string | null) {
  return { ...draft, subscribers: replaceAt(draft.subscribers, s, (each) => ({ ...each, recipientQualifier })) };
}

export function setMediaType(draft: SubscriptionDraft, s: number, mediaType: MediaType) {
  return { ...draft, subscribers: replaceAt(draft.subscribers, s, (each) => ({ ...each, mediaType })) };
}

// ---- roles and the Save rule ------------------------------------------------------------

export interface RoleLookup {
  id: string;
  name: string;
  active: boolean;
}

export interface RoleChoice {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * The role selector's choices (§5): creating, inactive roles are hidden; editing, they are shown
 * as 'Name (inactive)' and disabled (so a role already chosen still shows its name).
 */
export function roleChoices(roles: readonly RoleLookup[], editing: boolean): RoleChoice[] {
  return roles
    .filter((role) => editing || role.active)
    .map((role) => ({
      value: role.id,
      label: role.active ? role.name : translate(subscriptionsText, 'roleInactive', { name: role.name }),
      disabled: !role.active,
    }));
}

/** Whether a Role subscriber points at an inactive role. */
export function hasInactiveRole(draft: SubscriptionDraft, roles: readonly RoleLookup[]): boolean {
  const inactive = new Set(roles.filter((role) => !role.active).map((role) => role.id));
  return draft.subscribers.some(
    (each) =>
      each.recipientType === 'Role' && each.recipientQualifier !== null && inactive.has(each.recipientQualifier),
  );
}

/** What is missing, by place, so each card can say it (empty: the form is valid). */
export interface SubscriptionProblems {
  name?: string;
  /** 'f.c' -> the condition's first problem. */
  conditions: Record<string, string>;
  /** 'f.l' -> the location condition's first problem. */
  locations: Record<string, string>;
  /** subscriber index -> its first problem. */
  subscribers: Record<number, string>;
  /** Problems of the whole form no card owns (no condition, no subscriber). */
  general: string[];
}

/**
 * The form's problems (§5), by card: the same rules the save applies
 * (`subscription-rules.ts`: name, each location list, each recipient, Unchanged's delay and
 * frequency…), each bucketed by the field the rule names, in the language spoken (the rules word
 * them in English, as the API does; the API's catalogue translates them).
 */
export function subscriptionProblems(draft: SubscriptionDraft): SubscriptionProblems {
  const problems: SubscriptionProblems = { conditions: {}, locations: {}, subscribers: {}, general: [] };
  for (const { field, message: english } of ruleProblems(draft)) {
    const message = translateApiMessage(english);
    const inFilter = /^filters\.(\d+)\.(conditions|locations)\.(\d+)/.exec(field);
    const subscriber = /^subscribers\.(\d+)/.exec(field);
    if (field === 'name') problems.name ??= message;
    else if (inFilter) {
      const bucket = inFilter[2] === 'conditions' ? problems.conditions : problems.locations;
      bucket[`${inFilter[1]}.${inFilter[3]}`] ??= message;
    } else if (subscriber) problems.subscribers[Number(subscriber[1])] ??= message;
    else problems.general.push(message);
  }
  return problems;
}

export function isValidSubscription(draft: SubscriptionDraft): boolean {
  const problems = subscriptionProblems(draft);
  return (
    problems.name === undefined &&
    Object.keys(problems.conditions).length === 0 &&
    Object.keys(problems.locations).length === 0 &&
    Object.keys(problems.subscribers).length === 0 &&
    problems.general.length === 0
  );
}

/**
 * Save is disabled while the form is invalid and while any chosen role is inactive; the latter
 * says why with the spec's warning (§5).
 */
export function saveState(
  draft: SubscriptionDraft,
  roles: readonly RoleLookup[],
): { disabled: boolean; warning: string | null } {
  const inactive = hasInactiveRole(draft, roles);
  return {
    disabled: inactive || !isValidSubscription(draft),
    warning: inactive ? SUBSCRIPTION_EDITOR_MESSAGES.inactiveRoles : null,
  };
}

/**
 * What still stops Save, in words for the panel beside the preview ('Subscriber 2: Choose a
 * recipient'); empty when the form is valid. Inactive roles are said by `saveState`'s warning.
 */
export function missingForSave(draft: SubscriptionDraft): string[] {
  const problems = subscriptionProblems(draft);
  const several = draft.filters.length > 1;
  const t = textOf(subscriptionsText);
  const rule = (f: number) => (several ? t('ruleOf', { number: f + 1 }) : '');
  const place = (key: string) => key.split('.').map(Number) as [number, number];
  return [
    ...(problems.name ? [problems.name] : []),
    ...problems.general,
    ...Object.entries(problems.conditions).map(([key, text]) => {
      const [f, c] = place(key);
      return t('conditionProblem', { rule: rule(f), number: c + 1, problem: text });
    }),
    ...Object.entries(problems.locations).map(([key, text]) => {
      const [f, l] = place(key);
      return t('locationProblem', { rule: rule(f), number: l + 1, problem: text });
    }),
    ...Object.entries(problems.subscribers).map(([s, text]) =>
      t('subscriberProblem', { number: Number(s) + 1, problem: text }),
    ),
  ];
}
