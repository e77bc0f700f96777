import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type FrequencyType, latestUnchangedDueUtc } from '../../../domain/subscriptions/subscription.ts';
import {
  events,
  properties,
  propertyGroupProperties,
  subscriptionConditions,
  subscriptionEventChanges,
  subscriptionEventStatusSince,
  subscriptionLocations,
  subscriptions,
} from '../../db/schema/index.ts';
import { eventsPassing } from './qualifier-sql.ts';
import type { SubscriptionWorkerDeps } from './worker-deps.ts';

type Condition = typeof subscriptionConditions.$inferSelect;

const HOUR_MS = 3_600_000;

/** The filter's places include the event's property, one of its groups or its state (the scan's form of match.ts). */
function placeOfEvent(condition: Condition) {
  const l = subscriptionLocations;
  return sql`exists (select 1 from ${l} where ${l.subscriptionId} = ${condition.subscriptionId}
    and ${l.filterIndex} = ${condition.filterIndex}
    and ((${l.kind} = 'Properties' and ${l.ref} = ${events.propertyId}::text)
      or (${l.kind} = 'States' and ${l.ref} = ${properties.state})
      or (${l.kind} = 'PropertyGroups' and exists (select 1 from ${propertyGroupProperties}
        where ${propertyGroupProperties.propertyId} = ${events.propertyId}
        and ${propertyGroupProperties.propertyGroupId}::text = ${l.ref}))))`;
}

/**
 * Unchanged (TimeElapsed) conditions: for each active one, the company's events (not archived)
 * it qualifies whose status has held for its delay hours (since the last status change the
 * trigger noted, else the event's last update), and the latest notice due for each — written to
 * the outbox once (its key names the condition, the event, the status's start and the due time),
 * so repeats follow the frequency while the status holds and a new status starts afresh. Only
 * notices due after the condition's activeFrom: a new subscription does not announce every event
 * that was already overdue, and saving it again (same condition id) sends nothing twice. The
 * status and severity tests are generated from the domain's rules (qualifier-sql.ts).
 */
export async function scanUnchanged(deps: SubscriptionWorkerDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const conditions = await db
    .select({ condition: subscriptionConditions })
    .from(subscriptionConditions)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionConditions.subscriptionId))
    .where(
      and(
        eq(subscriptionConditions.actionType, 'TimeElapsed'),
        eq(subscriptionConditions.active, true),
        isNull(subscriptions.deletedAt),
      ),
    );
  let made = 0;
  const since = sql<Date>`coalesce(${subscriptionEventStatusSince.since}, ${events.updatedAt})`;
  for (const { condition } of conditions) {
    const delayHours = condition.delayHours ?? 1;
    const frequency = (condition.frequencyType ?? 'Once') as FrequencyType;
    const latestStart = new Date(now.getTime() - delayHours * HOUR_MS);
    const candidates = await db
      .select({ id: events.id, status: events.status, since: since.mapWith((v: string | Date) => new Date(v)) })
      .from(events)
      .innerJoin(properties, eq(properties.id, events.propertyId))
      .leftJoin(subscriptionEventStatusSince, eq(subscriptionEventStatusSince.eventId, events.id))
      .where(
        and(
          eq(events.companyId, condition.companyId),
          isNull(events.archivedAt),
          eventsPassing(condition),
          condition.eventTypeId ? eq(events.eventTypeId, condition.eventTypeId) : undefined,
          condition.eventCategoryId ? eq(events.eventCategoryId, condition.eventCategoryId) : undefined,
          sql`${since} <= ${latestStart.toISOString()}::timestamptz`,
          condition.hasLocations ? or(placeOfEvent(condition)) : undefined,
        ),
      );
    const rows = candidates.flatMap((event) => {
      const due = latestUnchangedDueUtc(event.since, delayHours, frequency, now);
      // What fell due until the condition was saved (as it stands) is not announced.
      if (!due || due <= condition.activeFrom) return [];
      return [
        {
          companyId: condition.companyId,
          eventId: event.id,
          actionType: 'TimeElapsed',
          status: event.status,
          changeKey: `unchanged:${condition.id}:${event.id}:${event.since.toISOString()}:${due.toISOString()}`,
          subscriptionId: condition.subscriptionId,
          conditionId: condition.id,
          occurredAt: due,
        },
      ];
    });
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await db
        .insert(subscriptionEventChanges)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ id: subscriptionEventChanges.id });
      made += inserted.length;
    }
  }
  return made;
}
