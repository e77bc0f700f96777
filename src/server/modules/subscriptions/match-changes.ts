import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ActionType, SubscriptionSubscriber } from '../../../domain/subscription.ts';
import { subscriptionPreview } from '../../../domain/subscription-preview.ts';
import type { Runner } from '../../db/connect.ts';
import {
  subscriptionConditions,
  subscriptionDeliveries,
  subscriptionEventChanges,
  subscriptions,
} from '../../db/schema/index.ts';
import { type EventFacts, readEventFacts } from './event-facts.ts';
import { type MatchedSubscription, matchingSubscriptions } from './match.ts';
import { messageBody } from './message.ts';
import { resolveRecipients } from './recipients.ts';
import { readNamedRecords } from './subscription-names.ts';
import type { SubscriptionWorkerDeps } from './worker-deps.ts';

interface LoadedSubscription {
  subscribers: SubscriptionSubscriber[];
  subject: string;
}

type Change = typeof subscriptionEventChanges.$inferSelect;

/** Reads once per batch what several changes share (an event's facts, a subscription and its subject). */
function batchCache(db: Runner) {
  const facts = new Map<string, Promise<EventFacts | null>>();
  const loaded = new Map<string, Promise<LoadedSubscription | null>>();
  return {
    facts: (eventId: string) => {
      if (!facts.has(eventId)) facts.set(eventId, readEventFacts(db, eventId));
      return facts.get(eventId) as Promise<EventFacts | null>;
    },
    subscription: (id: string) => {
      if (!loaded.has(id)) loaded.set(id, loadSubscription(db, id));
      return loaded.get(id) as Promise<LoadedSubscription | null>;
    },
  };
}

async function loadSubscription(db: Runner, id: string): Promise<LoadedSubscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.deletedAt)));
  if (!row) return null;
  const { names } = await readNamedRecords(db, row.companyId, [row.definition]);
  const subject = subscriptionPreview({ subjectType: 'Event', ...row.definition }, names);
  return { subscribers: row.definition.subscribers, subject };
}

/** An Unchanged notice names its condition; it still counts only while that condition is active. */
async function pinnedMatch(db: Runner, change: Change): Promise<MatchedSubscription[]> {
  if (!change.conditionId || !change.subscriptionId) return [];
  const [condition] = await db
    .select({ notifyOnCall: subscriptionConditions.notifyOnCall })
    .from(subscriptionConditions)
    .where(and(eq(subscriptionConditions.id, change.conditionId), eq(subscriptionConditions.active, true)));
  return condition ? [{ subscriptionId: change.subscriptionId, notifyOnCall: condition.notifyOnCall }] : [];
}

/**
 * Matches one batch of the outbox in ONE transaction: each change's subscriptions, their
 * recipients, one delivery row each (unique per subscription, change, recipient and medium:
 * a rerun inserts nothing new), and the changes marked processed. A crash before the commit
 * leaves the whole batch to the next run. Answers how many changes it took (0: none left).
 */
export async function matchChangeBatch(deps: SubscriptionWorkerDeps): Promise<number> {
  const { config, clock } = deps;
  return deps.db.transaction(async (tx) => {
    const changes = await tx
      .select()
      .from(subscriptionEventChanges)
      .where(isNull(subscriptionEventChanges.processedAt))
      .orderBy(asc(subscriptionEventChanges.occurredAt), asc(subscriptionEventChanges.id))
      .limit(config.batchSize)
      .for('update', { skipLocked: true });
    if (changes.length === 0) return 0;
    const now = clock.now();
    const cache = batchCache(tx);
    const rows: (typeof subscriptionDeliveries.$inferInsert)[] = [];
    for (const change of changes) {
      const facts = await cache.facts(change.eventId);
      if (!facts) continue;
      const actionType = change.actionType as ActionType;
      const matched = change.conditionId
        ? await pinnedMatch(tx, change)
        : await matchingSubscriptions(tx, actionType, change.status, change.occurredAt, facts);
      for (const match of matched) {
        const subscription = await cache.subscription(match.subscriptionId);
        if (!subscription) continue;
        for (const recipient of await resolveRecipients(tx, subscription.subscribers, facts, match.notifyOnCall)) {
          rows.push({
            companyId: change.companyId,
            subscriptionId: match.subscriptionId,
            changeId: change.id,
            eventId: change.eventId,
            actionType,
            recipientKey: recipient.key,
            personId: recipient.personId,
            recipientName: recipient.name,
            mediaType: recipient.mediaType,
            address: recipient.address ?? '',
            subject: subscription.subject,
            body: messageBody(recipient.mediaType, subscription.subject, actionType, facts, config.publicUrl),
            // Nowhere to send it: recorded as failed at once, so the Deliveries list says why.
            ...(recipient.address
              ? { status: 'Pending' }
              : {
                  status: 'Failed',
                  lastError: `No ${recipient.mediaType === 'Text' ? 'phone number' : 'e-mail address'} on file`,
                }),
            nextAttemptAt: now,
            createdAt: now,
          });
        }
      }
    }
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(subscriptionDeliveries)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    await tx
      .update(subscriptionEventChanges)
      .set({ processedAt: now })
      .where(
        inArray(
          subscriptionEventChanges.id,
          changes.map((change) => change.id),
        ),
      );
    return changes.length;
  });
}
