import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsRange } from '../../../domain/analytics/analytics-range.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Tx } from '../../db/connect.ts';
import { events, eventVisibleRoles, positionTypes, properties } from '../../db/schema/index.ts';
import { eventRolesAllow, seesEveryEvent, visibleEventsWhere } from '../events/visibility.ts';
import { visiblePropertyIdWhere } from '../properties/visibility.ts';

/**
 * What the figures cover: the company, the range of days, and which events, read one of three ways:
 * - `rollups`: every event of the company that is not archived (a viewer who sees every event,
 *   no property chosen) — the rollup tables alone;
 * - `rollupsMinus`: the same less the events hidden from the viewer (a viewer who sees every
 *   property but not the events limited to other roles): the rollups, minus those events counted
 *   from `hidden`, a FROM item of their rows named `events` — found through event_visible_roles (the
 *   cost follows the company's role-limited events, not all its events), or once read into a
 *   temporary table of the dashboard's transaction (readHiddenOnce);
 * - `events`: the events a condition allows (a chosen property, or a viewer limited to some
 *   properties), counted from the events over the (company, date) indexes.
 * The range condition bounds date_occurred_utc first, a day either side of the local days (no
 * time zone is more than a day away), so the index does the work.
 */
export type FigureScope = AnalyticsRange & { companyId: string } & (
    | { read: 'rollups' }
    | { read: 'rollupsMinus'; hidden: SQL }
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
    // Limited by roles alone: hidden are the company's role-limited events the viewer's role is not among.
    // Reached through the company's roles (event_visible_roles_role_idx): the table has no company index.
    const limited = sql`${events.id} in (select ${eventVisibleRoles.eventId} from ${eventVisibleRoles}
      where ${eventVisibleRoles.companyId} = ${viewer.companyId} and ${eventVisibleRoles.positionTypeId} in
        (select ${positionTypes.id} from ${positionTypes} where ${positionTypes.companyId} = ${viewer.companyId}))`;
    const hidden = and(companyEvents(base), limited, not(eventRolesAllow(viewer)));
    return {
      ...base,
      read: 'rollupsMinus',
      hidden: sql`(select ${HIDDEN_COLUMNS} from ${events} where ${hidden}) ${events}`,
    };
  }
  const visible = await visibleEventsWhere(ctx.db, viewer);
  return {
    ...base,
    read: 'events',
    where: and(visible, propertyId ? eq(events.propertyId, propertyId) : undefined) as SQL,
  };
}

/** What the figures read of a hidden event (the rollups' key and measures, its property and its id for its claims). */
const HIDDEN_COLUMNS = sql.join(
  [
    events.id,
    events.propertyId,
    events.eventTypeId,
    events.status,
    events.severityLevel,
    events.dateOccurredUtc,
    events.isSopComplete,
    events.sopCompletedAt,
    events.createdAt,
  ].map((column) => sql`${column}`),
  sql`, `,
);

/**
 * The rollupsMinus read with its hidden events read once, into a temporary table dropped at the
 * end of the transaction `db` is: every figure then subtracts them from it, instead of each one
 * looking up every role-limited event of the company again (one index probe and heap page each:
 * about 30,000 at 1,000,000 events, 0.2–0.5 s a time when the pages are not cached). Other reads
 * are returned as they are.
 */
export async function readHiddenOnce(db: Tx, scope: FigureScope): Promise<FigureScope> {
  if (scope.read !== 'rollupsMinus') return scope;
  await db.execute(sql`drop table if exists pg_temp.analytics_hidden_events`);
  await db.execute(sql`create temporary table analytics_hidden_events on commit drop as select * from ${scope.hidden}`);
  return { ...scope, hidden: sql`pg_temp.analytics_hidden_events ${events}` };
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
export const eventsWithTimeZone = withTimeZone(sql`${events}`);

/** A FROM item of event rows named `events` (the table, or a scope's hidden events) with their property's time zone. */
export function withTimeZone(from: SQL): SQL {
  return sql`${from} join properties tz on tz.id = ${events.propertyId}`;
}

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
