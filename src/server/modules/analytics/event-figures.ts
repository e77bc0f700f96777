import { and, type SQL, sql } from 'drizzle-orm';
import type { Granularity } from '../../../domain/analytics/analytics-range.ts';
import { EVENT_STATUS } from '../../../domain/events/event-status.ts';
import type { Runner } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { events } from '../../db/schema/index.ts';
import { companyEvents, eventsWithTimeZone, type FigureScope, inRange, localDay, withTimeZone } from './scope.ts';
import type { Analytics } from './types.ts';

type EventFigures = Pick<Analytics, 'eventsByType' | 'eventsByStatus' | 'sopByPeriod' | 'bySeverity'>;

/**
 * One row per (day, type, status, severity) with the events, how many finished their SOP and the
 * minutes those took: the rollup table, or the same rows counted from the events `where` allows
 * (negated with sign -1 over a scope's hidden events: those the rollups count that a viewer may not see).
 */
function rollupRows(scope: FigureScope): SQL {
  return sql`select day, event_type_id, status, severity_level, events, sop_complete, sop_minutes
    from event_daily_rollups
    where company_id = ${scope.companyId} and day between ${scope.from}::date and ${scope.to}::date`;
}

function countedRows(scope: FigureScope, where: SQL | undefined, sign: 1 | -1 = 1): SQL {
  const from = sign === 1 || scope.read !== 'rollupsMinus' ? eventsWithTimeZone : withTimeZone(scope.hidden);
  const times = sql.raw(String(sign));
  // Grouped to the rollups' key first: the grouping sets then sort thousands of rows, not every event.
  return sql`select ${localDay} as day, ${events.eventTypeId} as event_type_id, ${events.status} as status,
      ${events.severityLevel} as severity_level, ${times} * count(*) as events,
      ${times} * count(*) filter (where ${events.isSopComplete}) as sop_complete,
      ${times} * sum(event_rollup_minutes(${events.sopCompletedAt}, ${events.createdAt})) as sop_minutes
    from ${from} where ${and(where, inRange(scope))}
    group by 1, 2, 3, 4`;
}

function source(scope: FigureScope): SQL {
  if (scope.read === 'rollups') return rollupRows(scope);
  if (scope.read === 'events') return countedRows(scope, scope.where);
  return sql`${rollupRows(scope)} union all ${countedRows(scope, undefined, -1)}`;
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
 * The ten properties with the most events not Complete in the range (ties by name). Always from
 * the events (the partial index of open events by date INCLUDEs the property): a rollup per
 * property and day would hold about as many rows as there are events.
 */
export async function openEventsByProperty(db: Runner, scope: FigureScope): Promise<Analytics['openByProperty']> {
  const counted = (from: SQL, where: SQL | undefined, sign: 1 | -1) =>
    sql`select ${events.propertyId} as property_id, ${sql.raw(String(sign))} * count(*) as events
      from ${from} where ${and(where, openEvent, inRange(scope))} group by 1`;
  const rows =
    scope.read === 'events'
      ? counted(eventsWithTimeZone, scope.where, 1)
      : scope.read === 'rollups'
        ? counted(eventsWithTimeZone, companyEvents(scope), 1)
        : sql`${counted(eventsWithTimeZone, companyEvents(scope), 1)} union all ${counted(withTimeZone(scope.hidden), undefined, -1)}`;
  return rowsOf<Analytics['openByProperty'][number]>(
    await db.execute(sql`
      select o.property_id as "propertyId", p.name as property, o.events
      from (select property_id, sum(events)::int as events from (${rows}) r
            group by 1 having sum(events) > 0 order by 2 desc, 1 limit 10) o
      join properties p on p.id = o.property_id
      order by o.events desc, p.name`),
  );
}
