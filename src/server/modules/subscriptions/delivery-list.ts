import { and, eq, sql } from 'drizzle-orm';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { DeliveryRow, subscriptionEndpoints } from '../../../../schemas/subscription.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { events, subscriptionDeliveries, subscriptions } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';

const d = subscriptionDeliveries;
const columns = {
  id: d.id,
  subscriptionId: d.subscriptionId,
  subscriptionName: subscriptions.name,
  eventId: d.eventId,
  eventNumber: events.numberText,
  actionType: d.actionType,
  recipientName: d.recipientName,
  mediaType: d.mediaType,
  address: d.address,
  subject: d.subject,
  status: d.status,
  attempts: d.attempts,
  lastError: d.lastError,
  createdUtc: d.createdAt,
  sentUtc: d.sentAt,
};

/**
 * Newest first along subscription_deliveries_company_idx (company, created_at, id), or the
 * company_status / subscription index when filtered; the search reads search_text's trigram index.
 */
const deliveryList: ListSpec<'createdUtc', typeof columns> = {
  table: d,
  joins: [
    { table: subscriptions, on: eq(subscriptions.id, d.subscriptionId), inner: true },
    { table: events, on: eq(events.id, d.eventId) },
  ],
  id: d.id,
  company: d.companyId,
  search: (pattern) => sql`${d.searchText} like lower(${pattern})`,
  columns,
  sorts: { createdUtc: [d.createdAt] },
  tail: [d.createdAt, d.id],
};

/**
 * GET /subscriptionDeliveries: what was sent, to whom, how and when, and what failed; of one
 * subscription (another company's: 404) or in one state, searched by recipient.
 */
export async function listDeliveries(
  ctx: ServiceContext,
  query: QueryOf<typeof subscriptionEndpoints.deliveries>,
): Promise<ReplyOf<typeof subscriptionEndpoints.deliveries>> {
  const { companyId } = ctx.company;
  const subscriptionId = query.subscriptionId?.toLowerCase();
  if (subscriptionId) {
    const [own] = await ctx.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.id, subscriptionId)));
    if (!own) throw new NotFoundError();
  }
  const { rows, ...total } = await readList(
    ctx.db,
    deliveryList,
    companyId,
    query,
    subscriptionId ? eq(d.subscriptionId, subscriptionId) : undefined,
    query.status ? eq(d.status, query.status) : undefined,
  );
  return {
    deliveries: rows.map(
      (row): DeliveryRow => ({
        ...row,
        actionType: row.actionType as DeliveryRow['actionType'],
        mediaType: row.mediaType as DeliveryRow['mediaType'],
        status: row.status as DeliveryRow['status'],
        createdUtc: row.createdUtc.toISOString(),
        sentUtc: row.sentUtc?.toISOString() ?? null,
      }),
    ),
    ...total,
  };
}
