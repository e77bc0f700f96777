import type { SeverityLevel } from '../events/event-severity.ts';
import { EVENT_STATUS, type EventStatus } from '../events/event-status.ts';

/**
 * Notification subscriptions (spec 002 §3 "Subscription", §4 "Subscription event statuses",
 * "Subscription action types", "Editor transitions", §5 "Subscription", §9): the names and
 * values both the editor and the server use. Pure.
 */

export const SUBJECT_TYPES = ['Event'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** Filters and conditions are always OR'd (the only operator the spec names). */
export const SUBSCRIPTION_OPERATORS = ['OR'] as const;
export type SubscriptionOperator = (typeof SUBSCRIPTION_OPERATORS)[number];

export const ACTION_TYPE_OPTIONS = [
  { value: 'Created', label: 'Created' },
  { value: 'Deleted', label: 'Deleted' },
  { value: 'StatusChanged', label: 'Changed' },
  { value: 'TimeElapsed', label: 'Unchanged' },
] as const;
export type ActionType = (typeof ACTION_TYPE_OPTIONS)[number]['value'];
export const ACTION_TYPES: readonly ActionType[] = ACTION_TYPE_OPTIONS.map((option) => option.value);

/**
 * When a subscription hears of an event (subscriptionChangesOf in
 * src/server/modules/subscriptions/domain-event-actions.ts, and its SQL twin in the outbox
 * trigger, migration 0030). An event being reported starts in SOP In Progress, and the wizard
 * fills in its severity, answers and details after that: its Created notice waits until the report is finished — its status leaves SOP In
 * Progress — so a Created condition sees the event as reported ('High severity' included). An
 * event made already reported (a failed inspection's, status New) is announced at once. Once per
 * event: the outbox keys Created by the event, so leaving SOP In Progress again adds nothing.
 */
export const REPORTING_STATUS: EventStatus = EVENT_STATUS.sopInProgress;

/** The event statuses a condition may name, mapped to the product's status numbers; 'Any' is null. */
export const SUBSCRIPTION_STATUS_OPTIONS = [
  { value: 'New', label: 'New', eventStatus: EVENT_STATUS.new },
  { value: 'InProgress', label: 'In Progress', eventStatus: EVENT_STATUS.inProgress },
  { value: 'PendingApproval', label: 'Pending Approval', eventStatus: EVENT_STATUS.pendingApproval },
  { value: 'Approved', label: 'Approved', eventStatus: EVENT_STATUS.approved },
  { value: 'Complete', label: 'Complete', eventStatus: EVENT_STATUS.complete },
  { value: 'ReportInProgress', label: 'SOP In Progress', eventStatus: EVENT_STATUS.sopInProgress },
  { value: 'ClaimInProgress', label: 'Claim in Progress', eventStatus: EVENT_STATUS.claimInProgress },
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUS_OPTIONS)[number]['value'];
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = SUBSCRIPTION_STATUS_OPTIONS.map((s) => s.value);
/** The label of the null status choice. */
export const ANY_STATUS_LABEL = 'Any';

export function subscriptionStatusLabel(status: SubscriptionStatus | null): string {
  return SUBSCRIPTION_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? ANY_STATUS_LABEL;
}

export function eventStatusOfSubscriptionStatus(status: SubscriptionStatus): EventStatus {
  return SUBSCRIPTION_STATUS_OPTIONS.find((option) => option.value === status)?.eventStatus ?? EVENT_STATUS.new;
}

export function subscriptionStatusOfEventStatus(status: number): SubscriptionStatus | null {
  return SUBSCRIPTION_STATUS_OPTIONS.find((option) => option.eventStatus === status)?.value ?? null;
}

/**
 * Does an event in this status (null: not known) pass a condition's status choice (null: Any)?
 * Matching's SQL is generated from this and severityChoiceMatches (subscriptions/qualifier-sql.ts).
 */
export function statusChoiceMatches(choice: SubscriptionStatus | null, status: number | null): boolean {
  return choice === null || (status !== null && subscriptionStatusOfEventStatus(status) === choice);
}

/** Low means any severity ('High and Low'); High only high-severity events. */
export const SEVERITY_CHOICE_OPTIONS = [
  { value: 'Low', label: 'High and Low' },
  { value: 'High', label: 'High' },
] as const;
export type SeverityChoice = (typeof SEVERITY_CHOICE_OPTIONS)[number]['value'];
export const SEVERITY_CHOICES: readonly SeverityChoice[] = SEVERITY_CHOICE_OPTIONS.map((option) => option.value);
export const DEFAULT_SEVERITY_CHOICE: SeverityChoice = 'Low';

/** Does an event of this severity (0 Low, 1 High) pass the choice? */
export function severityChoiceMatches(choice: SeverityChoice, severity: SeverityLevel | number): boolean {
  return choice === 'Low' || severity === 1;
}

export const FREQUENCY_TYPES = ['Once', 'Hourly', 'Daily', 'Weekly', 'Monthly'] as const;
export type FrequencyType = (typeof FREQUENCY_TYPES)[number];
export const DEFAULT_FREQUENCY: FrequencyType = 'Once';

export const DELAY_HOURS = { min: 1, max: 168, default: 1 } as const;

export function isValidDelayHours(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= DELAY_HOURS.min && (value as number) <= DELAY_HOURS.max;
}

export const MEDIA_TYPE_OPTIONS = [
  { value: 'Email', label: 'Email' },
  { value: 'Text', label: 'Text' },
] as const;
export type MediaType = (typeof MEDIA_TYPE_OPTIONS)[number]['value'];
export const MEDIA_TYPES: readonly MediaType[] = MEDIA_TYPE_OPTIONS.map((option) => option.value);

/** Offered recipient types (a Vendor branch exists in the product but is not offered). */
export const RECIPIENT_TYPES = ['Person', 'Role'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export const LOCATION_CONDITION_OPTIONS = [
  { value: 'Properties', label: 'Properties', listField: 'propertyIds' },
  { value: 'PropertyGroups', label: 'Property Groups', listField: 'propertyGroupIds' },
  { value: 'States', label: 'States', listField: 'stateAbbreviations' },
] as const;
export type LocationConditionType = (typeof LOCATION_CONDITION_OPTIONS)[number]['value'];
export type LocationListField = (typeof LOCATION_CONDITION_OPTIONS)[number]['listField'];
export const LOCATION_CONDITION_TYPES: readonly LocationConditionType[] = LOCATION_CONDITION_OPTIONS.map(
  (o) => o.value,
);

/** The list a location condition of this type fills (the other two stay empty). */
export function locationListField(type: LocationConditionType): LocationListField {
  return LOCATION_CONDITION_OPTIONS.find((option) => option.value === type)?.listField ?? 'propertyIds';
}

export const QUALIFIER_TYPES = ['TypeAndCategory', 'StatusTypeAndCategory'] as const;
export type QualifierType = (typeof QUALIFIER_TYPES)[number];

/** The save answers in the spec's words (002 §5, §8). */
export const SUBSCRIPTION_MESSAGES = {
  saved: 'Subscription saved.',
  saveFailed: 'Subscription could not be saved.',
  confirmDelete: 'Are you sure you want to delete this subscription? This action cannot be undone.',
  inactiveRole: 'This subscription is assigned to one or more inactive roles and cannot be saved',
  listStatus: 'Active',
} as const;

export interface SubscriptionQualifier {
  type: QualifierType;
  typeId: string | null;
  categoryId: string | null;
  statusValue: SubscriptionStatus | null;
  qualifierSubjectType: SubjectType;
  eventSeverityLevel: SeverityChoice;
}

export interface SubscriptionCondition {
  actionType: ActionType;
  delayHours: number | null;
  frequencyType: FrequencyType | null;
  qualifier: SubscriptionQualifier;
  /** Beyond the spec: also text the property's on-call number. */
  notifyOnCall: boolean;
}

export interface SubscriptionLocation {
  locationConditionType: LocationConditionType;
  propertyIds: string[];
  propertyGroupIds: string[];
  stateAbbreviations: string[];
}

export interface SubscriptionFilter {
  conditionsOperator: SubscriptionOperator;
  conditions: SubscriptionCondition[];
  locations: SubscriptionLocation[];
}

export interface SubscriptionSubscriber {
  recipientType: RecipientType;
  recipientQualifier: string | null;
  mediaType: MediaType;
}

export interface SubscriptionDraft {
  name: string;
  subjectType: SubjectType;
  filtersOperator: SubscriptionOperator;
  filters: SubscriptionFilter[];
  subscribers: SubscriptionSubscriber[];
}

/** A status-based action (Changed, Unchanged) qualifies by status too. */
export function qualifierTypeFor(actionType: ActionType): QualifierType {
  return actionType === 'StatusChanged' || actionType === 'TimeElapsed' ? 'StatusTypeAndCategory' : 'TypeAndCategory';
}

/** The condition an action type starts with (§4 "Editor transitions": the qualifier is reset). */
export function conditionFor(actionType: ActionType, notifyOnCall = false): SubscriptionCondition {
  const elapsed = actionType === 'TimeElapsed';
  return {
    actionType,
    delayHours: elapsed ? DELAY_HOURS.default : null,
    frequencyType: elapsed ? DEFAULT_FREQUENCY : null,
    qualifier: {
      type: qualifierTypeFor(actionType),
      typeId: null,
      categoryId: null,
      statusValue: null,
      qualifierSubjectType: 'Event',
      eventSeverityLevel: DEFAULT_SEVERITY_CHOICE,
    },
    notifyOnCall,
  };
}

/** A new subscription: one TimeElapsed condition (what changing the subject type resets to), one e-mailed person. */
export function newSubscription(): SubscriptionDraft {
  return {
    name: '',
    subjectType: 'Event',
    filtersOperator: 'OR',
    filters: [{ conditionsOperator: 'OR', conditions: [conditionFor('TimeElapsed')], locations: [] }],
    subscribers: [{ recipientType: 'Person', recipientQualifier: null, mediaType: 'Email' }],
  };
}

/** Hours between repeats of an Unchanged notification; Once never repeats (null), Monthly is a calendar month. */
export function nextRepeatUtc(lastSent: Date, frequency: FrequencyType): Date | null {
  const next = new Date(lastSent.getTime());
  switch (frequency) {
    case 'Once':
      return null;
    case 'Hourly':
      next.setUTCHours(next.getUTCHours() + 1);
      return next;
    case 'Daily':
      next.setUTCDate(next.getUTCDate() + 1);
      return next;
    case 'Weekly':
      next.setUTCDate(next.getUTCDate() + 7);
      return next;
    case 'Monthly':
      next.setUTCMonth(next.getUTCMonth() + 1);
      return next;
  }
}

const HOUR_MS = 3_600_000;
const PERIOD_MS: Partial<Record<FrequencyType, number>> = {
  Hourly: HOUR_MS,
  Daily: 24 * HOUR_MS,
  Weekly: 7 * 24 * HOUR_MS,
};

/**
 * The latest time an Unchanged notice falls due for an event whose status has held since
 * `since`: `delayHours` after it, then at each repeat of the frequency, up to `now`; null before
 * the first. Missed repeats are not made up: only the latest one is due.
 */
export function latestUnchangedDueUtc(
  since: Date,
  delayHours: number,
  frequency: FrequencyType,
  now: Date,
): Date | null {
  const first = since.getTime() + delayHours * HOUR_MS;
  if (now.getTime() < first) return null;
  if (frequency === 'Once') return new Date(first);
  const period = PERIOD_MS[frequency];
  if (period !== undefined) return new Date(first + Math.floor((now.getTime() - first) / period) * period);
  let due = new Date(first);
  for (let next = nextRepeatUtc(due, frequency); next && next <= now; next = nextRepeatUtc(due, frequency)) due = next;
  return due;
}
