import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { WebhookKind } from '../../../domain/webhooks/kinds.ts';
import type { DomainEventType } from '../../context/domain-event-types.ts';
import type { Db } from '../../db/connect.ts';
import {
  domainEvents,
  eventVisibleRoles,
  positionTypes,
  webhookDeliveries,
  webhookOutbox,
  webhooks,
} from '../../db/schema/index.ts';
import { WEBHOOK_KIND_OF_DOMAIN_EVENT } from './kind-of.ts';
import { deliveryObject, type RecordedChange } from './payload.ts';
import type { WebhookWorkerDeps } from './worker-deps.ts';

/** Outbox rows turned into deliveries per transaction. */
export const FAN_OUT_BATCH = 100;

interface Candidate {
  id: string;
  positionTypeId: string | null;
  seesAll: boolean | null;
  roleActive: boolean | null;
}

/**
 * Whether a webhook may hear of a change about an event limited to `limitedTo` roles (issue 28,
 * 2; the events' visibility rule's role part, README 'Who may see an event'): an event limited to
 * no role reaches every webhook; a limited one only a webhook whose active role is one of them or
 * sees all company items. A webhook with no role hears only of events limited to no role.
 */
export function webhookMaySee(webhook: Candidate, limitedTo: readonly string[] | null): boolean {
  if (!limitedTo || limitedTo.length === 0) return true;
  if (!webhook.positionTypeId || webhook.roleActive === false) return false;
  return webhook.seesAll === true || limitedTo.includes(webhook.positionTypeId);
}

/**
 * Turns one batch of the webhook outbox, oldest first, into deliveries: for each noted domain
 * event, one pending delivery to every enabled webhook of its company that takes its kind and may
 * see it, with the body `{ id, kind, occurredAt, companyId, data }` fixed now; then deletes the
 * row. One transaction under an advisory lock, so two workers never interleave their batches and
 * deliveries keep the order of the domain events (their `seq`). Answers the rows taken.
 */
export async function fanOutBatch(deps: WebhookWorkerDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('property-ops:webhook-fan-out'))`);
    const rows = await tx
      .select({ seq: webhookOutbox.seq, change: domainEvents })
      .from(webhookOutbox)
      .innerJoin(domainEvents, eq(domainEvents.id, webhookOutbox.domainEventId))
      .orderBy(asc(webhookOutbox.seq))
      .limit(FAN_OUT_BATCH);
    const now = deps.clock.now();
    for (const { seq, change } of rows) {
      const kind = WEBHOOK_KIND_OF_DOMAIN_EVENT[change.type as DomainEventType];
      if (kind) await fanOutChange(deps, tx as unknown as Db, change, kind, now);
      await tx.delete(webhookOutbox).where(eq(webhookOutbox.seq, seq));
    }
    return rows.length;
  });
}

async function fanOutChange(
  deps: WebhookWorkerDeps,
  db: Db,
  change: RecordedChange,
  kind: WebhookKind,
  now: Date,
): Promise<void> {
  const candidates = await db
    .select({
      id: webhooks.id,
      positionTypeId: webhooks.positionTypeId,
      seesAll: positionTypes.seesAllCompanyItems,
      roleActive: positionTypes.active,
    })
    .from(webhooks)
    .leftJoin(positionTypes, eq(positionTypes.id, webhooks.positionTypeId))
    .where(
      and(
        eq(webhooks.companyId, change.companyId),
        eq(webhooks.enabled, true),
        isNull(webhooks.deletedAt),
        sql`${webhooks.kinds} @> ${JSON.stringify([kind])}::jsonb`,
      ),
    )
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
  if (candidates.length === 0) return;
  const limitedTo = change.eventId
    ? (
        await db
          .select({ role: eventVisibleRoles.positionTypeId })
          .from(eventVisibleRoles)
          .where(eq(eventVisibleRoles.eventId, change.eventId))
      ).map((row) => row.role)
    : null;
  const allowed = candidates.filter((webhook) => webhookMaySee(webhook, limitedTo));
  if (allowed.length === 0) return;
  // In a savepoint: a read that fails (on PostgreSQL an error aborts the transaction) is undone alone.
  const object = await db
    .transaction((read) =>
      deliveryObject({ db: read as unknown as Db, clock: deps.clock, adapters: deps.adapters }, change, kind),
    )
    .catch(() => ({ objectId: change.eventId ?? change.subjectId, data: { id: change.eventId ?? change.subjectId } }));
  const body = {
    id: change.id,
    kind,
    occurredAt: change.occurredAt.toISOString(),
    companyId: change.companyId,
    data: object.data,
  };
  await db
    .insert(webhookDeliveries)
    .values(
      allowed.map((webhook) => ({
        companyId: change.companyId,
        webhookId: webhook.id,
        domainEventId: change.id,
        kind,
        objectId: object.objectId,
        body,
        status: 'pending',
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}
