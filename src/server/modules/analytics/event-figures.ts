import { and, type SQL, sql } from 'drizzle-orm';
import type { Granularity } from '../../../domain/analytics/analytics-range.ts';
import { EVENT_STATUS } from '../../../domain/events/event-status.ts';
import type { Runner } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { events } from '../../db/schema/index.ts';
import { type HiddenFrom, lessHidden } from './role-limited-rollups.ts';
import { companyEvents, eventsWithTimeZone, type FigureScope, inRange, localDay } from './scope.ts';
import type { Analytics } from './types.ts';

type EventFigures = Pick<Analytics, 'eventsByType' | 'eventsByStatus' | 'sopByPeriod' | 'bySeverity'>;

/**
 * One row per (day, type, status, severity) with the events, how many finished their SOP and the
 * minutes those took: the rollup table, the same rows counted from the events `where` allows, or
 * the role-limited rollup's rows that take out the events hidden from a role (signed, role-limited-rollups.ts).
 */
function rollupRows(scope: FigureScope): SQL {
  return sql`select day, event_type_id, status, severity_level, events, sop_complete, sop_minutes
    from event_daily_rollups
    where company_id = ${scope.companyId} and day between ${scope.from}::date and ${scope.to}::date`;
}

function countedRows(scope: FigureScope, where: SQL): SQL {
  // Grouped to the rollups' key first: the grouping sets then sort thousands of rows, not every event.
  return sql`select ${localDay} as day, ${events.eventTypeId} as event_type_id, ${events.status} as status,
      ${events.severityLevel} as severity_level, count(*) as events,
      count(*) filter (where ${events.isSopComplete}) as sop_complete,
      sum(event_rollup_minutes(${events.sopCompletedAt}, ${events.createdAt})) as sop_minutes
    from ${eventsWithTimeZone} where ${and(where, inRange(scope))}
    group by 1, 2, 3, 4`;
}

function hiddenRows(scope: FigureScope & HiddenFrom): SQL {
  const { where, sign } = lessHidden(scope);
  return sql`select day, event_type_id, status, severity_level, ${sign} * events as events,
      ${sign} * sop_complete as sop_complete, ${sign} * sop_minutes as sop_minutes
    from role_limited_event_rollups
    where ${where} and day between ${scope.from}::date and ${scope.to}::date`;
}

function source(scope: FigureScope): SQL {
  if (scope.read === 'rollups') return rollupRows(scope);
  if (scope.read === 'events') return countedRows(scope, scope.where);
  return sql`${rollupRows(scope)} union all ${hiddenRows(scope)}`;
}

interface Grouped {
  /** Which grouping set the row belongs to (postgres grouping() bits: period, type, status, severity). */
  g: number;
  period: string | null;
  event_type_id: string | null;
  type: string | null;
  status: number | null;
  severity_level: number | null;
  events: number;
  sop_complete: number;
  sop_minutes: number;
}

const BY_TYPE = 0b0011;
const BY_STATUS = 0b0101;
const BY_PERIOD = 0b0111;
const BY_SEVERITY = 0b1110;

/** Events by type and by status per period, SOP completion per period and events by severity: one query, four grouping sets. */
export async function eventFigures(db: Runner, scope: FigureScope, granularity: Granularity): Promise<EventFigures> {
  const period = granularity === 'day' ? sql`s.day` : sql`date_trunc('month', s.day)::date`;
  const rows = rowsOf<Grouped>(
    await db.execute(sql`
      select g.*, t.name as type from (
        select grouping(period, event_type_id, status, severity_level)::int as g,
          to_char(period, 'YYYY-MM-DD') as period, event_type_id, status, severity_level,
          sum(events)::int as events, sum(sop_complete)::int as sop_complete, sum(sop_minutes)::float8 as sop_minutes
        from (select ${period} as period, s.* from (${source(scope)}) s) s
        group by grouping sets ((period, event_type_id), (period, status), (period), (severity_level))
        having sum(events) > 0
      ) g
      left join event_types t on t.id = g.event_type_id
      order by g.period, t.name, g.status, g.severity_level`),
  );
  const of = (set: number) => rows.filter((row) => row.g === set);
  return {
    eventsByType: of(BY_TYPE).map((row) => ({
      period: row.period as string,
      eventTypeId: row.event_type_id as string,
      type: row.type ?? '',
      events: row.events,
    })),
    eventsByStatus: of(BY_STATUS).map((row) => ({
      period: row.period as string,
      status: row.status as Analytics['eventsByStatus'][number]['status'],
      events: row.events,
    })),
    sopByPeriod: of(BY_PERIOD).map((row) => ({
      period: row.period as string,
      complete: row.sop_complete,
      incomplete: row.events - row.sop_complete,
      completeMinutes: Math.round(row.sop_minutes),
    })),
    bySeverity: of(BY_SEVERITY).map((row) => ({ severityLevel: row.severity_level as number, events: row.events })),
  };
}

/** How many events the scope counts over its range: the same rows the charts read, summed. */
export async function eventTotal(db: Runner, scope: FigureScope): Promise<number> {
  const [row] = rowsOf<{ events: number }>(
    await db.execute(sql`select coalesce(sum(s.events), 0)::int as events from (${source(scope)}) s`),
  );
  return row.events;
}

/**
 * An event not Complete. Written as the partial index events_open_occurred_idx (migration 0021)
 * is, a literal: the planner matches the index to it.
 */
export const openEvent = sql`${events.status} <> ${sql.raw(String(EVENT_STATUS.complete))}`;

/**
 * The ten properties with the most events not Complete in the range (ties by name). From the
 * events (the partial index of open events by date INCLUDEs the property): a rollup per property
 * and day would hold about as many rows as there are events. Less, for a viewer limited by roles,
 * the hidden ones from role_limited_open_event_rollups (per property and day, but of the few
 * role-limited open events only).
 */
export async function openEventsByProperty(db: Runner, scope: FigureScope): Promise<Analytics['openByProperty']> {
  const counted = (where: SQL) =>
    sql`select ${events.propertyId} as property_id, count(*) as events
      from ${eventsWithTimeZone} where ${and(where, openEvent, inRange(scope))} group by 1`;
  const hidden = (from: HiddenFrom) => {
    const { where, sign } = lessHidden(from);
    return sql`select property_id, ${sign} * events as events from role_limited_open_event_rollups
      where ${where} and day between ${scope.from}::date and ${scope.to}::date`;
  };
  const rows =
    scope.read === 'events'
      ? counted(scope.where)
      : scope.read === 'rollups'
        ? counted(companyEvents(scope))
        : sql`${counted(companyEvents(scope))} union all ${hidden(scope)}`;
  return rowsOf<Analytics['openByProperty'][number]>(
    await db.execute(sql`
      select o.property_id as "propertyId", p.name as property, o.events
      from (select property_id, sum(events)::int as events from (${rows}) r
            group by 1 having sum(events) > 0 order by 2 desc, 1 limit 10) o
      join properties p on p.id = o.property_id
      order by o.events desc, p.name`),
  );
}
