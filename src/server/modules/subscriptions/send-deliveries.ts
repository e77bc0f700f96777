import { eq, inArray, sql } from 'drizzle-orm';
import { subscriptionDeliveries, subscriptions } from '../../db/schema/index.ts';
import type { SubscriptionWorkerDeps } from './worker-deps.ts';

type Delivery = typeof subscriptionDeliveries.$inferSelect;

const SENDS_IN_FLIGHT = 8;

const messageOf = (delivery: Delivery) => ({
  to: delivery.address,
  subject: delivery.subject,
  body: delivery.body,
  companyId: delivery.companyId,
  messageId: delivery.id,
});

/** Sends one delivery through its medium's adapter, keyed by the delivery's id (a second send of it is a no-op in the outbox). */
async function send(deps: SubscriptionWorkerDeps, delivery: Delivery): Promise<void> {
  if (delivery.mediaType === 'Text') await deps.adapters.sms.send(messageOf(delivery));
  else await deps.adapters.mail.send(messageOf(delivery));
}

/**
 * Sends a medium's deliveries at once where its adapter can (the embedded outbox: one insert);
 * answers those it sent, or null when they must go one by one (no batch, or the batch failed).
 */
async function sendAtOnce(deps: SubscriptionWorkerDeps, deliveries: Delivery[]): Promise<Delivery[] | null> {
  const texts = deliveries.filter((delivery) => delivery.mediaType === 'Text');
  const mails = deliveries.filter((delivery) => delivery.mediaType !== 'Text');
  const { mail, sms } = deps.adapters;
  if ((texts.length > 0 && !sms.sendMany) || (mails.length > 0 && !mail.sendMany)) return null;
  try {
    await sms.sendMany?.(texts.map(messageOf));
    await mail.sendMany?.(mails.map(messageOf));
    return deliveries;
  } catch {
    // One by one, so each failure is recorded against its own delivery (a resend is a no-op).
    return null;
  }
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
  const attempt = async (delivery: Delivery) => {
    try {
      await send(deps, delivery);
      sentIds.push(delivery.id);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = delivery.attempts >= config.maxAttempts;
      if (last) failed += 1;
      const wait = config.retryDelaySeconds * 1000 * 2 ** (delivery.attempts - 1);
      await db
        .update(d)
        .set(
          last
            ? { status: 'Failed', lastError: message }
            : { lastError: message, nextAttemptAt: new Date(clock.now().getTime() + wait) },
        )
        .where(eq(d.id, delivery.id));
      deps.log?.warn({ deliveryId: delivery.id, attempt: delivery.attempts, last }, 'subscription delivery failed');
    }
  };
  const atOnce = await sendAtOnce(deps, claimed);
  if (atOnce) sentIds.push(...atOnce.map((delivery) => delivery.id));
  // Otherwise a few sends in flight: a provider's round trip, not our loop, is what a send waits on.
  for (let i = 0; !atOnce && i < claimed.length; i += SENDS_IN_FLIGHT) {
    await Promise.all(claimed.slice(i, i + SENDS_IN_FLIGHT).map(attempt));
  }
  if (sentIds.length > 0) {
    const sentAt = clock.now();
    await db.update(d).set({ status: 'Sent', sentAt, lastError: null }).where(inArray(d.id, sentIds));
    const sent = new Set(sentIds);
    const subscriptionIds = [...new Set(claimed.filter((c) => sent.has(c.id)).map((c) => c.subscriptionId))];
    await db.update(subscriptions).set({ lastSentUtc: sentAt }).where(inArray(subscriptions.id, subscriptionIds));
  }
  return { taken: claimed.length, sent: sentIds.length, failed };
}
