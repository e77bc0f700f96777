import { eq, inArray, sql } from 'drizzle-orm';
import { subscriptionDeliveries, subscriptions } from '../../db/schema/index.ts';
import type { SubscriptionWorkerDeps } from './worker-deps.ts';

type Delivery = typeof subscriptionDeliveries.$inferSelect;

/** Sends one delivery through its medium's adapter, keyed by the delivery's id (a second send of it is a no-op in the outbox). */
async function send(deps: SubscriptionWorkerDeps, delivery: Delivery): Promise<void> {
  const common = { to: delivery.address, body: delivery.body, companyId: delivery.companyId, messageId: delivery.id };
  if (delivery.mediaType === 'Text') await deps.adapters.sms.send(common);
  else await deps.adapters.mail.send({ ...common, subject: delivery.subject });
}

/**
 * Claims one batch of due deliveries (each try counted and leased for leaseSeconds, so a run that
 * dies mid-send leaves them to a later run, and two workers never take the same one), sends them,
 * and records the outcome: Sent (and the subscription's lastSentUtc), or a retry after
 * retryDelaySeconds × 2^(tries−1), or Failed after maxAttempts tries. Answers how many it took.
 */
export async function sendDeliveryBatch(
  deps: SubscriptionWorkerDeps,
): Promise<{ taken: number; sent: number; failed: number }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const d = subscriptionDeliveries;
  const leaseUntil = new Date(now.getTime() + config.leaseSeconds * 1000);
  const claimed = await db
    .update(d)
    .set({ attempts: sql`${d.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(
      sql`${d.id} in (select id from ${d} where ${d.status} = 'Pending' and ${d.nextAttemptAt} <= ${now.toISOString()}::timestamptz
        order by ${d.nextAttemptAt}, ${d.id} limit ${config.batchSize} for update skip locked)`,
    )
    .returning();
  const sentIds: string[] = [];
  let failed = 0;
  for (const delivery of claimed) {
    try {
      await send(deps, delivery);
      sentIds.push(delivery.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = delivery.attempts >= config.maxAttempts;
      if (last) failed += 1;
      const wait = config.retryDelaySeconds * 1000 * 2 ** (delivery.attempts - 1);
      await db
        .update(d)
        .set(
          last
            ? { status: 'Failed', lastError: message.slice(0, 500) }
            : { lastError: message.slice(0, 500), nextAttemptAt: new Date(clock.now().getTime() + wait) },
        )
        .where(eq(d.id, delivery.id));
      deps.log?.warn({ deliveryId: delivery.id, attempt: delivery.attempts, last }, 'subscription delivery failed');
    }
  }
  if (sentIds.length > 0) {
    const sentAt = clock.now();
    await db.update(d).set({ status: 'Sent', sentAt, lastError: null }).where(inArray(d.id, sentIds));
    const subscriptionIds = [...new Set(claimed.filter((c) => sentIds.includes(c.id)).map((c) => c.subscriptionId))];
    await db.update(subscriptions).set({ lastSentUtc: sentAt }).where(inArray(subscriptions.id, subscriptionIds));
  }
  return { taken: claimed.length, sent: sentIds.length, failed };
}
