import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { CLAIM_REPORT_MAX_ROWS, REPORT_MESSAGES, type reportEndpoints } from '../../../../schemas/report.ts';
import { claimTypeLabel } from '../../../domain/claims/claim-types.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
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

function claimsWithEvents(db: Runner) {
  return db
    .select({
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
    })
    .from(c)
    .innerJoin(events, eq(events.id, c.eventId))
    .innerJoin(properties, eq(properties.id, events.propertyId))
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId));
}

/**
 * GET /reports/insuranceClaim: the claims dated on or after claimDateOnOrAfter and on or before
 * claimDateOnOrBefore (both inclusive), oldest first, each with its event's number, time,
 * property, type and category — read along insurance_claims_company_date_idx. At most
 * CLAIM_REPORT_MAX_ROWS rows (then `truncated`).
 */
export async function insuranceClaimReport(
  ctx: ServiceContext,
  query: QueryOf<typeof reportEndpoints.insuranceClaim>,
): Promise<ClaimReport> {
  const { claimDateOnOrAfter: from, claimDateOnOrBefore: to } = query;
  if (to < from) throw invalidField('claimDateOnOrBefore', REPORT_MESSAGES.rangeReversed);
  const rows = await claimsWithEvents(ctx.db)
    .where(and(await visibleClaimsWhere(ctx), gte(c.claimDate, from), lte(c.claimDate, to)))
    .orderBy(asc(c.claimDate), asc(c.id))
    .limit(CLAIM_REPORT_MAX_ROWS + 1);
  const shown = rows.slice(0, CLAIM_REPORT_MAX_ROWS);
  return {
    insuranceClaimsWithEvents: shown.map((row) => ({
      ...row,
      claimTypeString: claimTypeLabel(row.claimType),
      deductible: Number(row.deductible),
      adjustment: Number(row.adjustment),
      costEstimate: Number(row.costEstimate),
    })),
    truncated: rows.length > CLAIM_REPORT_MAX_ROWS,
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
