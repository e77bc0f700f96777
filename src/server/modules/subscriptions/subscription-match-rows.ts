import { and, eq } from 'drizzle-orm';
import { eventStatusOfSubscriptionStatus, type SubscriptionFilter } from '../../../domain/subscription.ts';
import type { Runner } from '../../db/connect.ts';
import { subscriptionConditions, subscriptionLocations } from '../../db/schema/index.ts';

/** Rewrites the flat rows matching reads (subscription_conditions, subscription_locations) from the filters. */
export async function writeMatchRows(
  db: Runner,
  companyId: string,
  subscriptionId: string,
  filters: readonly SubscriptionFilter[],
): Promise<void> {
  await db.delete(subscriptionConditions).where(eq(subscriptionConditions.subscriptionId, subscriptionId));
  await db.delete(subscriptionLocations).where(eq(subscriptionLocations.subscriptionId, subscriptionId));
  const conditions = filters.flatMap((filter, filterIndex) =>
    filter.conditions.map((condition) => ({
      companyId,
      subscriptionId,
      filterIndex,
      actionType: condition.actionType,
      eventTypeId: condition.qualifier.typeId,
      eventCategoryId: condition.qualifier.categoryId,
      status:
        condition.qualifier.statusValue === null
          ? null
          : eventStatusOfSubscriptionStatus(condition.qualifier.statusValue),
      highOnly: condition.qualifier.eventSeverityLevel === 'High',
      delayHours: condition.delayHours,
      frequencyType: condition.frequencyType,
      notifyOnCall: condition.notifyOnCall,
      hasLocations: filter.locations.length > 0,
    })),
  );
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
