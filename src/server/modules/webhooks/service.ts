import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BodyOf, QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { webhookEndpoints } from '../../../../schemas/webhook.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { actingPersonId } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { positionTypes, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';
import { translateApiMessage } from '../../i18n/translate.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { WEBHOOK_DRAIN_JOB } from './job.ts';
import { newSigningSecret } from './signature.ts';
import { checkWebhookUrl } from './url-check.ts';

type WebhookRow = ReplyOf<typeof webhookEndpoints.create>['webhook'];
type DeliveryRow = ReplyOf<typeof webhookEndpoints.resend>['delivery'];
const MESSAGES = apiMessagesText.en;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The company's webhooks that are not deleted (one when `id` is given), newest first; never a secret. */
async function readWebhooks(db: Runner, companyId: string, id?: string): Promise<WebhookRow[]> {
  const rows = await db
    .select({
      id: webhooks.id,
      url: webhooks.url,
      kinds: webhooks.kinds,
      roleId: positionTypes.id,
      roleName: positionTypes.name,
      enabled: webhooks.enabled,
      pausedReason: webhooks.pausedReason,
      failingSince: webhooks.failingSince,
      createdAt: webhooks.createdAt,
    })
    .from(webhooks)
    .leftJoin(positionTypes, eq(positionTypes.id, webhooks.positionTypeId))
    .where(and(eq(webhooks.companyId, companyId), isNull(webhooks.deletedAt), id ? eq(webhooks.id, id) : undefined))
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id));
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    kinds: row.kinds as WebhookRow['kinds'],
    role: row.roleId ? { id: row.roleId, name: row.roleName ?? '' } : null,
    enabled: row.enabled,
    pausedReason: row.pausedReason === 'failing' ? 'failing' : null,
    failingSince: iso(row.failingSince),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function ownWebhook(db: Runner, companyId: string, id: string): Promise<WebhookRow> {
  const [webhook] = await readWebhooks(db, companyId, id.toLowerCase());
  if (!webhook) throw new NotFoundError();
  return webhook;
}

/** GET /webhooks: the company's webhooks, newest first. */
export async function listWebhooks(ctx: ServiceContext): Promise<ReplyOf<typeof webhookEndpoints.list>> {
  return { webhooks: await readWebhooks(ctx.db, ctx.company.companyId) };
}

/**
 * POST /webhooks: a new webhook. The URL is checked (url-check.ts: https, a public address), the
 * role must be an active role of the company; the signing secret is answered here and only here.
 */
export async function createWebhook(
  ctx: ServiceContext,
  input: BodyOf<typeof webhookEndpoints.create>,
): Promise<ReplyOf<typeof webhookEndpoints.create>> {
  const { companyId } = ctx.company;
  const url = await checkWebhookUrl(input.url, ctx.adapters.webhooks);
  const kinds = [...new Set(input.kinds)];
  if (kinds.length === 0) throw invalidField('kinds', MESSAGES.isRequired);
  const roleId = input.positionTypeId ? input.positionTypeId.toLowerCase() : null;
  return ctx.transaction(async (tx) => {
    if (roleId) {
      const [role] = await tx.db
        .select({ id: positionTypes.id })
        .from(positionTypes)
        .where(
          and(eq(positionTypes.companyId, companyId), eq(positionTypes.id, roleId), eq(positionTypes.active, true)),
        );
      if (!role) throw invalidField('positionTypeId', MESSAGES.mustBeActiveRole);
    }
    const signingSecret = newSigningSecret();
    const [created] = await tx.db
      .insert(webhooks)
      .values({
        companyId,
        url,
        kinds,
        signingSecret,
        positionTypeId: roleId,
        enabled: input.enabled ?? true,
        createdByPersonId: actingPersonId(tx.company),
        createdAt: tx.clock.now(),
      })
      .returning({ id: webhooks.id });
    const id = (created as { id: string }).id;
    await tx.record({ type: 'webhook.created', subjectId: id, payload: { url, kinds, positionTypeId: roleId } });
    return { webhook: await ownWebhook(tx.db, companyId, id), signingSecret };
  });
}

/** POST /webhooks/{id}: pause or enable. Enabling clears an automatic pause and the failure run. */
export async function updateWebhook(
  ctx: ServiceContext,
  id: string,
  input: BodyOf<typeof webhookEndpoints.update>,
): Promise<ReplyOf<typeof webhookEndpoints.update>> {
  const { companyId } = ctx.company;
  return ctx.transaction(async (tx) => {
    const before = await ownWebhook(tx.db, companyId, id);
    if (before.enabled !== input.enabled) {
      await tx.db
        .update(webhooks)
        .set(input.enabled ? { enabled: true, pausedReason: null, failingSince: null } : { enabled: false })
        .where(and(eq(webhooks.companyId, companyId), eq(webhooks.id, before.id)));
      await tx.record({ type: 'webhook.updated', subjectId: before.id, payload: { enabled: input.enabled } });
    }
    return { webhook: await ownWebhook(tx.db, companyId, before.id) };
  });
}

/** DELETE /webhooks/{id}: nothing more is sent to it (its pending deliveries stay unsent); its log goes with it. */
export async function deleteWebhook(ctx: ServiceContext, id: string): Promise<ReplyOf<typeof webhookEndpoints.delete>> {
  const { companyId } = ctx.company;
  return ctx.transaction(async (tx) => {
    const webhook = await ownWebhook(tx.db, companyId, id);
    await tx.db
      .update(webhooks)
      .set({ deletedAt: tx.clock.now(), enabled: false })
      .where(and(eq(webhooks.companyId, companyId), eq(webhooks.id, webhook.id)));
    await tx.record({ type: 'webhook.deleted', subjectId: webhook.id, payload: { url: webhook.url } });
    return { webhook: { ...webhook, enabled: false } };
  });
}

const d = webhookDeliveries;
const deliveryColumns = {
  id: d.id,
  kind: d.kind,
  objectId: d.objectId,
  status: d.status,
  attempts: d.attempts,
  responseCode: d.responseCode,
  durationMs: d.durationMs,
  error: d.error,
  nextAttemptAt: d.nextAttemptAt,
  lastAttemptAt: d.lastAttemptAt,
  createdAt: d.createdAt,
};

/** Newest first along webhook_deliveries_webhook_created_idx (webhook, created_at, id). */
const deliveryList: ListSpec<'createdAt', typeof deliveryColumns> = {
  table: d,
  id: d.id,
  company: d.companyId,
  search: (pattern) => sql`lower(${d.kind}) like lower(${pattern})`,
  columns: deliveryColumns,
  sorts: { createdAt: [d.createdAt, d.seq] },
  tail: [d.createdAt, d.id],
};

type StoredDelivery = { [K in keyof typeof deliveryColumns]: (typeof deliveryColumns)[K]['_']['data'] };

function deliveryRowOf(row: StoredDelivery, ctx: ServiceContext): DeliveryRow {
  return {
    id: row.id,
    kind: row.kind as DeliveryRow['kind'],
    objectId: row.objectId,
    status: row.status as DeliveryRow['status'],
    attempts: row.attempts,
    responseCode: row.responseCode,
    durationMs: row.durationMs,
    // Stored in the catalogue's English; read in the caller's language.
    error: row.error === null ? null : translateApiMessage(row.error, ctx.language),
    // A claimed delivery's next attempt is its lease: shown only while it waits for a retry.
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /webhooks/{id}/deliveries: the delivery log of one webhook of the company, newest first. */
export async function listWebhookDeliveries(
  ctx: ServiceContext,
  id: string,
  query: QueryOf<typeof webhookEndpoints.deliveries>,
): Promise<ReplyOf<typeof webhookEndpoints.deliveries>> {
  const { companyId } = ctx.company;
  const webhook = await ownWebhook(ctx.db, companyId, id);
  const { rows, ...total } = await readList(ctx.db, deliveryList, companyId, query, eq(d.webhookId, webhook.id));
  return { deliveries: rows.map((row) => deliveryRowOf(row as StoredDelivery, ctx)), ...total };
}

/**
 * POST /webhooks/{id}/deliveries/{deliveryId}/resend: the same body again, as a new delivery of
 * the log (pending now; it keeps its object's order), and the worker is woken at once.
 */
export async function resendWebhookDelivery(
  ctx: ServiceContext,
  id: string,
  deliveryId: string,
  jobs: Pick<JobQueue, 'send'>,
): Promise<ReplyOf<typeof webhookEndpoints.resend>> {
  const { companyId } = ctx.company;
  const created = await ctx.transaction(async (tx) => {
    const webhook = await ownWebhook(tx.db, companyId, id);
    const [original] = await tx.db
      .select()
      .from(d)
      .where(and(eq(d.companyId, companyId), eq(d.webhookId, webhook.id), eq(d.id, deliveryId.toLowerCase())));
    if (!original) throw new NotFoundError();
    const now = tx.clock.now();
    const [copy] = await tx.db
      .insert(d)
      .values({
        companyId,
        webhookId: webhook.id,
        domainEventId: null,
        kind: original.kind,
        objectId: original.objectId,
        body: original.body,
        status: 'pending',
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning(deliveryColumns);
    return copy as StoredDelivery;
  });
  // Named after the new delivery: one wake-up per resend (and something to wait on).
  await jobs.send(WEBHOOK_DRAIN_JOB, {}, { id: created.id });
  return { delivery: deliveryRowOf(created, ctx) };
}
