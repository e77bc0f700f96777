import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsRange } from '../../../domain/analytics/analytics-range.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { events, properties } from '../../db/schema/index.ts';
import { seesEveryEvent, visibleEventsWhere } from '../events/visibility.ts';
import { visiblePropertyIdWhere } from '../properties/visibility.ts';
import type { HiddenFrom } from './role-limited-rollups.ts';

/**
 * What the figures cover: the company, the range of days, and which events, read one of three ways:
 * - `rollups`: every event of the company that is not archived (a viewer who sees every event,
 *   no property chosen) — the rollup tables alone;
 * - `rollupsMinus`: the same less the events hidden from the viewer's role (a viewer who sees every
 *   property but not the events limited to other roles): the rollups, minus the rows of the
 *   role-limited rollups (migration 0034, role-limited-rollups.ts) for `roleId` — no event is read;
 * - `events`: the events a condition allows (a chosen property, or a viewer limited to some
 *   properties), counted from the events over the (company, date) indexes.
 * The range condition bounds date_occurred_utc first, a day either side of the local days (no
 * time zone is more than a day away), so the index does the work.
 */
export type FigureScope = AnalyticsRange & { companyId: string } & (
    | { read: 'rollups' }
    | ({ read: 'rollupsMinus' } & HiddenFrom)
    | { read: 'events'; where: SQL }
  );

export async function scopeOf(
  ctx: ServiceContext,
  range: AnalyticsRange,
  propertyId: string | null,
): Promise<FigureScope> {
  const viewer = ctx.company;
  const base = { ...range, companyId: viewer.companyId };
  if (!propertyId && seesEveryEvent(viewer)) return { ...base, read: 'rollups' };
  if (!propertyId && (await visiblePropertyIdWhere(ctx.db, viewer, events.propertyId)) === null) {
    // Limited by roles alone (eventRolesAllow): hidden are the role-limited events that do not name the viewer's role.
    return { ...base, read: 'rollupsMinus', roleId: viewer.positionId };
  }
  const visible = await visibleEventsWhere(ctx.db, viewer);
  return {
    ...base,
    read: 'events',
    where: and(visible, propertyId ? eq(events.propertyId, propertyId) : undefined) as SQL,
  };
}

/** The company's events that are not archived (what the rollups count), as a condition on `events`. */
export function companyEvents(scope: { companyId: string }): SQL {
  return sql`${events.companyId} = ${scope.companyId} and ${events.archivedAt} is null`;
}

/**
 * Whether the viewer sees no property of the company at all (none assigned, directly or through a
 * group, and not 'all properties'): the dashboard then says so instead of suggesting a longer range.
 * The property visibility rule itself, asked for one row.
 */
export async function seesNoProperty(ctx: ServiceContext): Promise<boolean> {
  const limit = await visiblePropertyIdWhere(ctx.db, ctx.company, properties.id);
  if (limit === null) return false;
  const [row] = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.companyId, ctx.company.companyId), limit))
    .limit(1);
  return row === undefined;
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
