import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ActionType } from '../../../domain/subscriptions/subscription.ts';
import type { Runner } from '../../db/connect.ts';
import { subscriptionConditions, subscriptionLocations, subscriptions } from '../../db/schema/index.ts';
import type { EventFacts } from './event-facts.ts';
import { conditionsPassing } from './qualifier-sql.ts';

export interface MatchedSubscription {
  subscriptionId: string;
  /** When the subscription was made: a change before it is not its business. */
  createdAt: Date;
  /** Some matching condition also texts the property's on-call number. */
  notifyOnCall: boolean;
}

/** The filter's places include the event's property, one of its groups or its state. */
function locationMatches(facts: EventFacts): SQL {
  const l = subscriptionLocations;
  const places: SQL[] = [sql`(${l.kind} = 'Properties' and ${l.ref} = ${facts.propertyId})`];
  if (facts.groupIds.length > 0) {
    places.push(
      sql`(${l.kind} = 'PropertyGroups' and ${l.ref} in (${sql.join(
        facts.groupIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  if (facts.state) places.push(sql`(${l.kind} = 'States' and ${l.ref} = ${facts.state})`);
  return sql`exists (select 1 from ${l} where ${l.subscriptionId} = ${subscriptionConditions.subscriptionId}
    and ${l.filterIndex} = ${subscriptionConditions.filterIndex} and (${sql.join(places, sql` or `)}))`;
}

/**
 * The company's subscriptions one change of an event matches: an active condition of the action
 * whose type, category, status (the status the change left) and severity allow the event, in a
 * filter with no places or one of the event's. Reads subscription_conditions_match_idx
 * (company, action, type) and the locations' unique index. Each subscription once, with when it
 * was made (the caller drops those made after the change). The status and severity tests are
 * generated from the domain's rules (qualifier-sql.ts).
 */
export async function matchingSubscriptions(
  db: Runner,
  actionType: ActionType,
  status: number | null,
  facts: EventFacts,
): Promise<MatchedSubscription[]> {
  const c = subscriptionConditions;
  const rows = await db
    .select({ subscriptionId: c.subscriptionId, notifyOnCall: c.notifyOnCall, createdAt: subscriptions.createdAt })
    .from(c)
    .innerJoin(subscriptions, eq(subscriptions.id, c.subscriptionId))
    .where(
      and(
        eq(c.companyId, facts.companyId),
        eq(c.actionType, actionType),
        sql`${c.active}`,
        or(isNull(c.eventTypeId), eq(c.eventTypeId, facts.eventTypeId)),
        facts.eventCategoryId
          ? or(isNull(c.eventCategoryId), eq(c.eventCategoryId, facts.eventCategoryId))
          : isNull(c.eventCategoryId),
        conditionsPassing(status, facts.severity),
        or(eq(c.hasLocations, false), locationMatches(facts)),
      ),
    );
  const bySubscription = new Map<string, MatchedSubscription>();
  for (const row of rows) {
    const seen = bySubscription.get(row.subscriptionId);
    bySubscription.set(row.subscriptionId, { ...row, notifyOnCall: row.notifyOnCall || seen?.notifyOnCall === true });
  }
  return [...bySubscription.values()];
}
