import { or, sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { EVENT_COUNT_SORT_FIELDS, reportEndpoints } from '../../../../schemas/report.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';

type EventCountSortField = (typeof EVENT_COUNT_SORT_FIELDS)[number];
type EventCountReport = ReplyOf<typeof reportEndpoints.eventCountByProperty>;

/**
 * A company's events per property, type, category and month (in the property's time zone), kept
 * by the triggers of migration 0018 on events, properties, event types and categories (archived
 * events not counted). Declared here to read it, not in the drizzle schema: drizzle-kit models no
 * triggers, and nothing but those triggers writes the table.
 */
const eventMonthCounts = pgTable('event_month_counts', {
  id: bigint('id', { mode: 'number' }).notNull(),
  companyId: uuid('company_id').notNull(),
  propertyId: uuid('property_id').notNull(),
  eventTypeId: uuid('event_type_id').notNull(),
  eventCategoryId: uuid('event_category_id'),
  month: date('month').notNull(),
  propertyName: text('property_name').notNull(),
  typeName: text('type_name').notNull(),
  categoryName: text('category_name'),
  events: integer('events').notNull(),
});

const t = eventMonthCounts;

const columns = {
  id: sql<string>`${t.id}::text`,
  propertyId: t.propertyId,
  property: t.propertyName,
  type: t.typeName,
  category: t.categoryName,
  month: sql<string>`to_char(${t.month}, 'YYYY-MM')`,
  count: t.events,
};

/**
 * Each sort reads its own index of the counts (migration 0018: company, the sort's keys, month,
 * id), so a page costs the same at 1,000 and 1,000,000 events. Names sort case-insensitively,
 * a group's rows by month.
 */
const eventCountList: ListSpec<EventCountSortField, typeof columns> = {
  table: t,
  id: t.id,
  company: t.companyId,
  columns,
  // The search (not offered by the page, available to callers) tests the names of each row.
  search: (pattern) =>
    or(
      sql`lower(${t.propertyName}) like lower(${pattern})`,
      sql`lower(${t.typeName}) like lower(${pattern})`,
      sql`lower(${t.categoryName}) like lower(${pattern})`,
    ) ?? sql`false`,
  sorts: {
    property: [sql`lower(${t.propertyName})`, t.propertyId, t.month],
    type: [sql`lower(${t.typeName})`, t.eventTypeId, t.month],
    category: [sql`lower(${t.categoryName})`, t.eventCategoryId, t.month],
    month: [t.month],
    count: [t.events],
  },
  tail: [t.id],
  // The bounded total walks the month index (company_id, month, id).
  countOrder: [t.month, t.id],
};

/**
 * GET /reports/eventCountByProperty: one page of the company's counts, in the chosen order. It
 * counts every event of the company that is not deleted — a statistic for those who manage the
 * company's properties, not narrowed by the events' visibility rule (it shows no event's content;
 * the counts are kept per company, which is what makes them cheap).
 */
export async function eventCountByProperty(
  ctx: ServiceContext,
  params: QueryOf<typeof reportEndpoints.eventCountByProperty>,
): Promise<EventCountReport> {
  const { rows, ...total } = await readList(ctx.db, eventCountList, ctx.company.companyId, params);
  return { reportItems: rows, ...total };
}
