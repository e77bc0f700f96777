import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import type { Db } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { failedTooLong, nextAttemptAfterFailure } from './backoff.ts';
import { tellAdministratorsOfPause } from './pause-mail.ts';
import { type PostOutcome, RESPONSE_BODY_LIMIT, safePost } from './safe-fetch.ts';
import { signatureHeader } from './signature.ts';
import type { WebhookWorkerDeps } from './worker-deps.ts';

const MESSAGES = apiMessagesText.en;

/** Deliveries claimed per batch. */
export const SEND_BATCH = 50;
/** How long a claimed delivery is left to the run that claimed it (a crash mid-send): then another run retries it. */
export const SEND_LEASE_MS = 60_000;

/** The headers every delivery carries beside its signature. */
export const WEBHOOK_ID_HEADER = 'x-webhook-id';
export const DELIVERY_ID_HEADER = 'x-webhook-delivery';
export const SIGNATURE_HEADER = 'x-signature';

interface Claimed {
  id: string;
  webhookId: string;
  url: string;
  secret: string;
  body: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
}

/**
 * Claims the deliveries due now, oldest first, that are first in line for their object: a
 * pending delivery waits while an earlier pending one for the same (webhook, object) exists, so
 * a receiver hears of one object in order. Claiming moves their next attempt a lease ahead
 * (FOR UPDATE SKIP LOCKED: two workers never claim the same one).
 */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + SEND_LEASE_MS);
  const result = await db.execute(sql`
    update ${webhookDeliveries} d set next_attempt_at = ${lease.toISOString()}::timestamptz
    from ${webhooks} w
    where w.id = d.webhook_id and d.id in (
      select c.id from ${webhookDeliveries} c
      join ${webhooks} cw on cw.id = c.webhook_id
      where c.status = 'pending' and c.next_attempt_at <= ${now.toISOString()}::timestamptz
        and cw.enabled and cw.deleted_at is null
        and not exists (
          select 1 from ${webhookDeliveries} e
          where e.webhook_id = c.webhook_id and e.object_id = c.object_id
            and e.status = 'pending' and e.seq < c.seq
        )
      order by c.seq
      limit ${SEND_BATCH}
      for update of c skip locked
    )
    returning d.id, d.webhook_id, w.url, w.signing_secret, d.body, d.attempts, d.created_at, d.seq`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return rows
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .map((row) => ({
      id: row.id as string,
      webhookId: row.webhook_id as string,
      url: row.url as string,
      secret: row.signing_secret as string,
      body: row.body as Record<string, unknown>,
      attempts: Number(row.attempts),
      createdAt: new Date(row.created_at as string),
    }));
}

/** The request of one delivery: the body's JSON, signed with the webhook's secret at `now`. */
export function deliveryRequest(delivery: Pick<Claimed, 'id' | 'webhookId' | 'secret' | 'body'>, now: Date) {
  const body = JSON.stringify(delivery.body);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'PropertyOps-Webhooks/1',
      [SIGNATURE_HEADER]: signatureHeader(delivery.secret, body, Math.floor(now.getTime() / 1000)),
      [WEBHOOK_ID_HEADER]: delivery.webhookId,
      [DELIVERY_ID_HEADER]: delivery.id,
    },
  };
}

/** Why an attempt failed, in the catalogue's words (the log translates them). */
function failureOf(outcome: PostOutcome): string | null {
  if (!outcome.answered) return outcome.error;
  if (outcome.status >= 200 && outcome.status < 300) return null;
  return outcome.status >= 300 && outcome.status < 400
    ? MESSAGES.webhookDeliveryRedirect
    : MESSAGES.webhookDeliveryStatus;
}

/** Sends one claimed delivery and records what came of it; answers whether it succeeded. */
async function sendOne(deps: WebhookWorkerDeps, delivery: Claimed): Promise<boolean> {
  const request = deliveryRequest(delivery, deps.clock.now());
  const outcome = await safePost(deps.adapters.webhooks, delivery.url, request.body, request.headers);
  const now = deps.clock.now();
  const failure = failureOf(outcome);
  const attempts = delivery.attempts + 1;
  const answer = outcome.answered
    ? { responseCode: outcome.status, responseBody: outcome.body.slice(0, RESPONSE_BODY_LIMIT) }
    : { responseCode: null, responseBody: null };
  if (failure === null) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({
          status: 'succeeded',
          attempts,
          ...answer,
          durationMs: outcome.durationMs,
          error: null,
          nextAttemptAt: null,
          lastAttemptAt: now,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, delivery.webhookId));
    });
    return true;
  }
  const next = nextAttemptAfterFailure(delivery.createdAt, attempts, now);
  const paused = await deps.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: next ? 'pending' : 'failed',
        attempts,
        ...answer,
        durationMs: outcome.durationMs,
        error: failure,
        nextAttemptAt: next,
        lastAttemptAt: now,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    const [webhook] = await tx
      .update(webhooks)
      .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(webhooks.id, delivery.webhookId))
      .returning({ failingSince: webhooks.failingSince, enabled: webhooks.enabled });
    if (!webhook?.enabled || !failedTooLong(webhook.failingSince, now)) return null;
    const [pausedNow] = await tx
      .update(webhooks)
      .set({ enabled: false, pausedReason: 'failing' })
      .where(and(eq(webhooks.id, delivery.webhookId), eq(webhooks.enabled, true), isNull(webhooks.deletedAt)))
      .returning({
        id: webhooks.id,
        companyId: webhooks.companyId,
        url: webhooks.url,
        failingSince: webhooks.failingSince,
      });
    return pausedNow ?? null;
  });
  if (paused) await tellAdministratorsOfPause(deps, paused);
  return false;
}

/**
 * One batch of sending: claims what is due and sends it, the deliveries of one webhook one after
 * another (in order), different webhooks side by side. Answers how many were taken and sent.
 */
export async function sendBatch(deps: WebhookWorkerDeps): Promise<{ taken: number; sent: number; failed: number }> {
  const claimed = await claimDue(deps.db, deps.clock.now());
  const byWebhook = new Map<string, Claimed[]>();
  for (const delivery of claimed)
    byWebhook.set(delivery.webhookId, [...(byWebhook.get(delivery.webhookId) ?? []), delivery]);
  let sent = 0;
  let failed = 0;
  await Promise.all(
    [...byWebhook.values()].map(async (line) => {
      for (const delivery of line) {
        if (await sendOne(deps, delivery)) sent++;
        else failed++;
      }
    }),
  );
  return { taken: claimed.length, sent, failed };
}
