import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SubscriptionFilter } from '../../../domain/subscriptions/subscription.ts';
import type { Runner } from '../../db/connect.ts';
import { subscriptionConditions, subscriptionLocations } from '../../db/schema/index.ts';
import { highOnlyOf, storedStatusOf } from './qualifier-sql.ts';

/**
 * A condition's id, derived from everything that decides what it matches (its subscription, its
 * filter's place and locations, its own fields): saving a subscription again leaves an unchanged
 * condition the same id, so the Unchanged notices keyed by it are not sent again and the ones
 * waiting in the outbox still find it. A name-based UUID (version 5 layout over SHA-1).
 */
export function conditionId(subscriptionId: string, filterIndex: number, filter: SubscriptionFilter, index: number) {
  const content = JSON.stringify([subscriptionId, filterIndex, filter.locations, filter.conditions[index]]);
  const hex = createHash('sha1').update(content).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Rewrites the flat rows matching reads (subscription_conditions, subscription_locations) from the
 * filters. A condition that stays as it was keeps its id and its activeFrom; a new or edited one
 * is active from `now`. Two identical conditions of a filter are one (OR).
 */
export async function writeMatchRows(
  db: Runner,
  companyId: string,
  subscriptionId: string,
  filters: readonly SubscriptionFilter[],
  now: Date,
): Promise<void> {
  const kept = new Map(
    (
      await db
        .select({ id: subscriptionConditions.id, activeFrom: subscriptionConditions.activeFrom })
        .from(subscriptionConditions)
        .where(eq(subscriptionConditions.subscriptionId, subscriptionId))
    ).map((row) => [row.id, row.activeFrom]),
  );
  await db.delete(subscriptionConditions).where(eq(subscriptionConditions.subscriptionId, subscriptionId));
  await db.delete(subscriptionLocations).where(eq(subscriptionLocations.subscriptionId, subscriptionId));
  const rows = filters.flatMap((filter, filterIndex) =>
    filter.conditions.map((condition, index) => ({
      id: conditionId(subscriptionId, filterIndex, filter, index),
      companyId,
      subscriptionId,
      filterIndex,
      actionType: condition.actionType,
      eventTypeId: condition.qualifier.typeId,
      eventCategoryId: condition.qualifier.categoryId,
      status: storedStatusOf(condition.qualifier.statusValue),
      highOnly: highOnlyOf(condition.qualifier.eventSeverityLevel),
      delayHours: condition.delayHours,
      frequencyType: condition.frequencyType,
      notifyOnCall: condition.notifyOnCall,
      hasLocations: filter.locations.length > 0,
    })),
  );
  const conditions = [...new Map(rows.map((row) => [row.id, row])).values()].map((row) => ({
    ...row,
    activeFrom: kept.get(row.id) ?? now,
  }));
  const locations = filters.flatMap((filter, filterIndex) =>
    filter.locations.flatMap((location) =>
      [
        ...location.propertyIds.map((ref) => ({ kind: 'Properties', ref })),
        ...location.propertyGroupIds.map((ref) => ({ kind: 'PropertyGroups', ref })),
        ...location.stateAbbreviations.map((ref) => ({ kind: 'States', ref })),
      ].map((place) => ({ companyId, subscriptionId, filterIndex, ...place })),
    ),
  );
  if (conditions.length > 0) await db.insert(subscriptionConditions).values(conditions);
  if (locations.length > 0) await db.insert(subscriptionLocations).values(locations).onConflictDoNothing();
}

/** A deleted subscription matches nothing. */
export async function deactivateMatchRows(db: Runner, companyId: string, subscriptionId: string): Promise<void> {
  await db
    .update(subscriptionConditions)
    .set({ active: false })
    .where(
      and(eq(subscriptionConditions.companyId, companyId), eq(subscriptionConditions.subscriptionId, subscriptionId)),
    );
}
