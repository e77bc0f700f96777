import { and, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SEVERITY_LEVELS } from '../../../domain/events/event-severity.ts';
import { EVENT_STATUS_VALUES } from '../../../domain/events/event-status.ts';
import {
  eventStatusOfSubscriptionStatus,
  SEVERITY_CHOICES,
  type SeverityChoice,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  severityChoiceMatches,
  statusChoiceMatches,
  subscriptionStatusOfEventStatus,
} from '../../../domain/subscriptions/subscription.ts';
import { events, subscriptionConditions } from '../../db/schema/index.ts';

/**
 * A condition's status and severity choices as the matching rows keep them (the event status the
 * choice names, null for Any; whether only high-severity events pass) and as SQL, generated from
 * the domain's statusChoiceMatches and severityChoiceMatches over every value, so the SQL cannot
 * say otherwise (tests/api/subscription-rules-parity.test.ts runs both).
 */

const SEVERITIES = SEVERITY_LEVELS.map((level) => level.value);
const STATUS_CHOICES: readonly (SubscriptionStatus | null)[] = [null, ...SUBSCRIPTION_STATUSES];

/** The stored status of a status choice. */
export function storedStatusOf(choice: SubscriptionStatus | null): number | null {
  return choice === null ? null : eventStatusOfSubscriptionStatus(choice);
}

/** The stored high_only of a severity choice: some severity does not pass it. */
export function highOnlyOf(choice: SeverityChoice): boolean {
  return !SEVERITIES.every((severity) => severityChoiceMatches(choice, severity));
}

/** `column` holds one of `kept`, out of the `all` it may hold (undefined: it always does). */
function oneOf<T>(column: PgColumn, kept: readonly (T | null)[], all: readonly (T | null)[]): SQL | undefined {
  if (all.every((value) => kept.includes(value))) return undefined;
  const known = kept.filter((value): value is T => value !== null);
  const tests = [
    ...(kept.includes(null) ? [isNull(column)] : []),
    ...(known.length > 0 ? [inArray(column, known)] : []),
  ];
  return tests.length > 0 ? or(...tests) : sql`false`;
}

/** The condition rows an event of this status (null: not known) and severity passes (instant matching). */
export function conditionsPassing(status: number | null, severity: number): SQL | undefined {
  const c = subscriptionConditions;
  const statuses = STATUS_CHOICES.filter((choice) => statusChoiceMatches(choice, status)).map(storedStatusOf);
  const highOnly = SEVERITY_CHOICES.filter((choice) => severityChoiceMatches(choice, severity)).map(highOnlyOf);
  return and(
    oneOf(c.status, statuses, STATUS_CHOICES.map(storedStatusOf)),
    oneOf(c.highOnly, highOnly, SEVERITY_CHOICES.map(highOnlyOf)),
  );
}

/** The events (by status and severity) a stored condition passes (the Unchanged scan). */
export function eventsPassing(condition: { status: number | null; highOnly: boolean }): SQL | undefined {
  const statusChoice = condition.status === null ? null : subscriptionStatusOfEventStatus(condition.status);
  const severityChoice = SEVERITY_CHOICES.find((choice) => highOnlyOf(choice) === condition.highOnly);
  const statuses = EVENT_STATUS_VALUES.filter((status) => statusChoiceMatches(statusChoice, status));
  const severities = SEVERITIES.filter(
    (severity) => severityChoice !== undefined && severityChoiceMatches(severityChoice, severity),
  );
  return and(oneOf(events.status, statuses, EVENT_STATUS_VALUES), oneOf(events.severityLevel, severities, SEVERITIES));
}
