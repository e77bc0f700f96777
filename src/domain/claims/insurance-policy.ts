import { addMonths, isCalendarDate } from '../common/calendar-date.ts';
/**
 * Insurance policies (spec 002 §2.10–§2.13, §3 InsurancePolicy, §4 'Policy', §5 'Policy form'):
 * the types, the words of the screens, and the rules both sides apply — the end date a new start
 * date suggests, the claim counts in the property picker, and when a property is 'All in Good
 * Standing'. Dates are calendar dates 'YYYY-MM-DD'.
 */

/** Policy types (spec 002 §3); 3 Unknown appears only in list display, a save offers 0–2. */
export const POLICY_TYPES = [
  { value: 0, label: 'General Liability' },
  { value: 1, label: 'Umbrella' },
  { value: 2, label: 'Property And Casualty' },
] as const;

export function policyTypeLabel(value: number | null | undefined): string {
  return POLICY_TYPES.find((type) => type.value === value)?.label ?? 'Unknown';
}

/** The screens' words (spec 002 §2.10–§2.13, §8). */
export const POLICY_MESSAGES = {
  saved: 'Insurance Policy Saved.',
  deleted: 'Insurance Policy Deleted.',
  confirmDelete: 'Are you sure want to delete this policy?',
  propertyHasClaims: 'Properties with claims cannot be removed from the policy',
  noResults: 'No results matching filters',
  noPolicies: 'No policies',
  endBeforeStart: 'must not be before the start date',
  duplicateNumber: 'is already the number of another policy of the company',
} as const;

/** Toast durations in seconds (spec 002 §9). */
export const POLICY_TOAST_SECONDS = { result: 4, propertyHasClaims: 2.5 } as const;

/**
 * The end date a start date suggests (spec 002 §4, §9: "one year after it, when the start is a
 * valid date"): the same day a year later; 29 February gives 28 February. Null for an invalid start.
 */
export function endDateForStart(start: unknown): string | null {
  return isCalendarDate(start) ? addMonths(start, 12) : null;
}

/** Whether the end date comes before the start date (both given); the server refuses that save. */
export function endsBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  return Boolean(start && end && end < start);
}

/** A property option's label with its claims under the policy (spec 002 §5: '(1 claim)' or 'N (claims)'). */
export function claimCountLabel(name: string, claimCount: number): string {
  if (claimCount <= 0) return name;
  return claimCount === 1 ? `${name} (1 claim)` : `${name} ${claimCount} (claims)`;
}

/** 'N properties selected' (spec 002 §2.11). */
export function selectedPropertiesText(count: number): string {
  return `${count} ${count === 1 ? 'property' : 'properties'} selected`;
}

export interface PolicyPeriod {
  startDate: string | null;
  endDate: string | null;
  isArchived: boolean;
}

/** A policy is current on `today` when it has both dates and start ≤ today ≤ end. */
export function isPolicyCurrent(policy: PolicyPeriod, today: string): boolean {
  return Boolean(policy.startDate && policy.endDate && policy.startDate <= today && today <= policy.endDate);
}

/**
 * 'All in Good Standing?' of a property (spec 002 §2.12 leaves the rule open; ours): the property
 * has at least one policy that is not archived, and every such policy is current today. Archived
 * policies are history and do not count either way. The server computes the same rule in SQL
 * (insurance/property-stats.ts); the API test checks the two agree.
 */
export function allInGoodStanding(policies: readonly PolicyPeriod[], today: string): boolean {
  const live = policies.filter((policy) => !policy.isArchived);
  return live.length > 0 && live.every((policy) => isPolicyCurrent(policy, today));
}

/** Today as a calendar date in UTC ('YYYY-MM-DD'). */
export function calendarDateOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
