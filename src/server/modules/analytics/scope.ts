import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsRange } from '../../../domain/analytics-range.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { events } from '../../db/schema/index.ts';
import { seesEveryEvent, visibleEventsWhere } from '../events/visibility.ts';

/**
 * What the figures cover: the company, the range of days, and which events — the rollups (every
 * event of the company that is not archived) or a condition on `events` rows (the visibility
 * rule, a chosen property). The range condition bounds date_occurred_utc first, a day either side
 * of the local days (no time zone is more than a day away), so the (company, date) index does
 * the work; the exact local day is tested only near the two ends.
 */
export interface FigureScope extends AnalyticsRange {
  companyId: string;
  propertyId: string | null;
  /** Null: read the rollups. */
  eventsWhere: SQL | null;
}

export async function scopeOf(
  ctx: ServiceContext,
  range: AnalyticsRange,
  propertyId: string | null,
): Promise<FigureScope> {
  const { companyId } = ctx.company;
  if (!propertyId && seesEveryEvent(ctx.company)) return { ...range, companyId, propertyId, eventsWhere: null };
  const visible = await visibleEventsWhere(ctx.db, ctx.company);
  const where = and(visible, propertyId ? eq(events.propertyId, propertyId) : undefined) as SQL;
  return { ...range, companyId, propertyId, eventsWhere: where };
}

/**
 * `events` with each event's property time zone beside it (alias tz, a hash join over the
 * company's properties): the FROM of every direct read, so localDay can be computed.
 */
export const eventsWithTimeZone = sql`${events} join properties tz on tz.id = ${events.propertyId}`;

/** The local day an event occurred on: its property's time zone (the rollups' `day`). Needs eventsWithTimeZone. */
export const localDay = sql`(${events.dateOccurredUtc} at time zone tz.time_zone)::date`;

/** Midnight UTC `days` after a day ('YYYY-MM-DD'). */
const utcMidnight = (day: string, days: number) =>
  sql`((${day}::date + ${sql.raw(String(days))})::timestamp at time zone 'UTC')`;

/**
 * Events of the range by local day (over eventsWithTimeZone). The UTC bounds, a day either side,
 * let the (company, date) index do the work; an event wholly inside in any time zone (from the
 * day after `from` to the start of `to`, UTC) needs no time-zone conversion, which costs more than
 * reading the index entry: only those near either end are converted.
 */
export function inRange(scope: AnalyticsRange): SQL {
  const at = events.dateOccurredUtc;
  return sql`${at} >= ${utcMidnight(scope.from, -1)} and ${at} < ${utcMidnight(scope.to, 2)}
    and ((${at} >= ${utcMidnight(scope.from, 1)} and ${at} < ${utcMidnight(scope.to, 0)})
      or ${localDay} between ${scope.from}::date and ${scope.to}::date)`;
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
