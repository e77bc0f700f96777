import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import type { DeliveryRow } from '../../../../schemas/subscription/replies.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { joined, type ListSpec, readList } from '../../db/list-page.ts';
import { events, properties, subscriptionDeliveries, subscriptions } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { translateApiMessage } from '../../i18n/translate.ts';
import { eventVisibilityLimit } from '../events/visibility.ts';

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
  propertyTimeZone: joined(properties.timeZone),
};

/**
 * Newest first along subscription_deliveries_company_idx (company, created_at, id), or the
 * company_status / subscription index when filtered; the search reads search_text's trigram index.
 * For a member who does not see every event, the events' visibility rule is one more filter
 * (ofVisibleEvents) along the same walk, so the pages and the totals leave hidden deliveries out.
 */
const deliveryList: ListSpec<'createdUtc', typeof columns> = {
  table: d,
  joins: [
    { table: subscriptions, on: eq(subscriptions.id, d.subscriptionId), inner: true },
    { table: events, on: eq(events.id, d.eventId) },
    // The event's property: its times are shown on its clock.
    { table: properties, on: eq(properties.id, events.propertyId) },
  ],
  id: d.id,
  company: d.companyId,
  search: (pattern) => sql`${d.searchText} like lower(${pattern})`,
  columns,
  sorts: { createdUtc: [d.createdAt] },
  tail: [d.createdAt, d.id],
};

/**
 * The deliveries about events the caller may see, as a condition on `subscription_deliveries`
 * (undefined: a caller who sees every event of the company). A semi-join on the company's events
 * the rule lets in: newest first, each delivery's event is looked up by its primary key along the
 * company index, and the rule's parts are the hashed look-ups of the caller's properties and role.
 * Not a filter on the Event column's left join: a condition there keeps the planner from walking
 * the index (it hashes every delivery and every event, then sorts).
 */
async function ofVisibleEvents(ctx: ServiceContext): Promise<SQL | undefined> {
  const limit = await eventVisibilityLimit(ctx.db, ctx.company);
  if (!limit) return undefined;
  const visible = ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.companyId, ctx.company.companyId), limit));
  return inArray(d.eventId, visible);
}

/**
 * GET /subscriptionDeliveries: what was sent, to whom, how and when, and what failed; of one
 * subscription (another company's: 404) or in one state, searched by recipient. Only deliveries
 * about events the caller may see (a delivery names its event: number, action, and a subject
 * naming type, category, status and places): the events' visibility rule without its archived
 * test (eventVisibilityLimit), as the worker chose the recipients — a Deleted notice is about an
 * archived event, and stays listed to those who could see the event.
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
    await ofVisibleEvents(ctx),
  );
  return {
    deliveries: rows.map(
      (row): DeliveryRow => ({
        ...row,
        actionType: row.actionType as DeliveryRow['actionType'],
        mediaType: row.mediaType as DeliveryRow['mediaType'],
        status: row.status as DeliveryRow['status'],
        // Stored in English (the worker's words, or a provider's error, which goes out as it is).
        lastError: row.lastError === null ? null : translateApiMessage(row.lastError, ctx.language),
        createdUtc: row.createdUtc.toISOString(),
        sentUtc: row.sentUtc?.toISOString() ?? null,
      }),
    ),
    ...total,
  };
}
