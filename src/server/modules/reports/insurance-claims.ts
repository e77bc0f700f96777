import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { REPORT_MESSAGES, type reportEndpoints } from '../../../../schemas/report.ts';
import { claimTypeLabel } from '../../../domain/claims/claim-types.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { countLimit, listTotal, pageWindow } from '../../db/list-window.ts';
import { eventCategories, events, eventTypes, insuranceClaims, properties } from '../../db/schema/index.ts';
import { invalidField } from '../../http/errors.ts';
import { localTime } from '../events/store.ts';
import { visibleEventsWhere } from '../events/visibility.ts';

type ClaimReport = ReplyOf<typeof reportEndpoints.insuranceClaim>;
type ClaimDateRange = ReplyOf<typeof reportEndpoints.insuranceClaimDateRange>;

const c = insuranceClaims;

/**
 * The claims the viewer may see: the claims of the company on events the events' visibility rule
 * shows them (a claim names its event, so a hidden or deleted event hides its claims too).
 */
async function visibleClaimsWhere(ctx: ServiceContext): Promise<SQL> {
  return and(eq(c.companyId, ctx.company.companyId), await visibleEventsWhere(ctx.db, ctx.company)) as SQL;
}

/** A claim row's columns: the claim, its event's number and time, property, type and category. */
export const claimColumns = {
  id: c.id,
  title: c.title,
  eventId: events.id,
  // The generated number_text spelled out from its parts (schema/events.ts): the covering
  // index events_id_report_idx holds the parts, so the event is read from the index alone.
  eventNumber: sql<string>`'E-' || ${events.numberYear}::text || '-' || lpad(${events.number}::text, 5, '0')`,
  dateOccurredUtc: sql<string>`to_char(${events.dateOccurredUtc} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  dateOccurredLocal: localTime(events.dateOccurredUtc, properties.timeZone),
  propertyName: properties.name,
  type: eventTypes.name,
  category: eventCategories.name,
  claimType: c.claimType,
  claimDate: c.claimDate,
  insuranceCompany: c.insuranceCompany,
  adjusterName: c.adjusterName,
  policyNumber: c.policyNumber,
  claimNumber: c.claimNumber,
  deductible: c.deductible,
  adjustment: c.adjustment,
  costEstimate: c.costEstimate,
  status: c.claimStatus,
};

/** A row as the report answers it: the claim type in words, the amounts as numbers. */
export function claimReportRow<
  Row extends {
    claimType: Parameters<typeof claimTypeLabel>[0];
    deductible: string;
    adjustment: string;
    costEstimate: string;
  },
>(row: Row) {
  return {
    ...row,
    claimTypeString: claimTypeLabel(row.claimType),
    deductible: Number(row.deductible),
    adjustment: Number(row.adjustment),
    costEstimate: Number(row.costEstimate),
  };
}

/** The claims of the report: visible to the viewer, dated within the range. */
export async function claimsInRange(ctx: ServiceContext, from: string, to: string): Promise<SQL> {
  return and(await visibleClaimsWhere(ctx), gte(c.claimDate, from), lte(c.claimDate, to)) as SQL;
}

/**
 * One page of the claims in range and the count of its window, in ONE statement (the lists' way,
 * db/list-page.ts): `matches` walks insurance_claims_company_date_idx from the page's first claim
 * through the page and its look-ahead (db/list-window.ts), numbering the ids; only the page's
 * claims are joined to their events for the columns.
 */
async function readClaimPage(ctx: ServiceContext, where: SQL, page: number, pageSize: number) {
  const { db } = ctx;
  const window = pageWindow(page, pageSize);
  const matches = db.$with('matches').as(
    db
      .select({
        matchId: sql<string>`${c.id}`.as('match_id'),
        position: sql<number>`row_number() over (order by ${c.claimDate}, ${c.id})`.as('position'),
      })
      .from(c)
      .innerJoin(events, eq(events.id, c.eventId))
      .where(where)
      .orderBy(asc(c.claimDate), asc(c.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  // row_number() counts from the first match, before the offset: the page is (offset, offset + pageSize].
  const rows = await db
    .with(matches)
    .select({ ...claimColumns, lookahead: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(c)
    .innerJoin(matches, eq(matches.matchId, c.id))
    .innerJoin(events, eq(events.id, c.eventId))
    .innerJoin(properties, eq(properties.id, events.propertyId))
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
    .where(sql`${matches.position} <= ${window.offset + pageSize}`)
    .orderBy(matches.position);
  const limit = countLimit(page, pageSize);
  if (rows.length > 0) return { rows, ...listTotal(window.offset + rows[0].lookahead, limit) };
  if (window.offset === 0) return { rows, total: 0, totalIsExact: true };
  // A page past the end: how many claims come before it (at most the count limit).
  const [counted] = await db
    .select({ n: count() })
    .from(
      db.select({ id: c.id }).from(c).innerJoin(events, eq(events.id, c.eventId)).where(where).limit(limit).as('n'),
    );
  return { rows, ...listTotal(counted?.n ?? 0, limit) };
}

/**
 * GET /reports/insuranceClaim: the claims dated on or after claimDateOnOrAfter and on or before
 * claimDateOnOrBefore (both inclusive), oldest first, each with its event's number, time,
 * property, type and category — one page of them, read along insurance_claims_company_date_idx,
 * with the bounded total every list answers.
 */
export async function insuranceClaimReport(
  ctx: ServiceContext,
  query: QueryOf<typeof reportEndpoints.insuranceClaim>,
): Promise<ClaimReport> {
  const { claimDateOnOrAfter: from, claimDateOnOrBefore: to } = query;
  if (to < from) throw invalidField('claimDateOnOrBefore', REPORT_MESSAGES.rangeReversed);
  const page = await readClaimPage(ctx, await claimsInRange(ctx, from, to), query.page, query.pageSize);
  return {
    insuranceClaimsWithEvents: page.rows.map(({ lookahead: _, ...row }) => claimReportRow(row)),
    total: page.total,
    totalIsExact: page.totalIsExact,
  };
}

/**
 * GET /reports/insuranceClaimDateRange: the earliest (item1) and latest (item2) claim date of the
 * claims the viewer may see, null without any: each the first row of the company's date index in
 * one direction.
 */
export async function insuranceClaimDateRange(ctx: ServiceContext): Promise<ClaimDateRange> {
  const where = await visibleClaimsWhere(ctx);
  const edge = async (order: typeof asc) => {
    const [row] = await ctx.db
      .select({ claimDate: c.claimDate })
      .from(c)
      .innerJoin(events, eq(events.id, c.eventId))
      .where(where)
      .orderBy(order(c.claimDate), order(c.id))
      .limit(1);
    return row?.claimDate ?? null;
  };
  const [item1, item2] = await Promise.all([edge(asc), edge(desc)]);
  return { item1, item2 };
}
