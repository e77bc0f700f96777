import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsRange } from '../../../domain/analytics/analytics-range.ts';
import { addDays, TASK_STATUSES } from '../../../domain/tasks/routine-task-status.ts';
import { OVERDUE_LOOKBACK_DAYS } from '../../../domain/tasks/routine-task-week.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { routineTaskInstances as i, properties } from '../../db/schema/index.ts';
import { visiblePropertyIdWhere } from '../properties/visibility.ts';
import type { Analytics } from './types.ts';

/** Which instances the task figures count: the company's, at the properties the viewer sees (or the chosen one). */
export interface TaskScope extends AnalyticsRange {
  companyId: string;
  /** A condition on `properties`: the chosen property, the viewer's properties, or every one of the company. */
  properties: SQL;
  now: Date;
}

export async function taskScopeOf(
  ctx: ServiceContext,
  range: AnalyticsRange,
  propertyId: string | null,
): Promise<TaskScope> {
  const { companyId } = ctx.company;
  // The property visibility rule the events use (a chosen property was already found visible).
  const visible = propertyId
    ? eq(properties.id, propertyId)
    : ((await visiblePropertyIdWhere(ctx.db, ctx.company, properties.id)) ?? undefined);
  return {
    ...range,
    companyId,
    properties: and(eq(properties.companyId, companyId), visible) as SQL,
    now: ctx.clock.now(),
  };
}

const complete = sql`${i.status} = ${TASK_STATUSES.complete}`;

/** Today in the instance's property's time zone (over a join of `properties`). */
const localToday = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${properties.timeZone})::date`;

/**
 * isOverdue (src/domain/tasks/routine-task-status.ts) in SQL: not Complete and due before today at its
 * property — the end of its due day has passed at `now`.
 */
const overdueAt = (now: Date) => sql`(not ${complete} and ${i.dueDateLocal} < ${localToday(now)})`;

/**
 * Routine task instances (those stored: an instance is stored when first read or performed) by
 * month of due date in the range. The end of an instance's due day is midnight after its local
 * due date in its property's time zone: Complete with its last update or completion before then
 * is on time (one Complete with no time recorded too), after it late; not Complete with that
 * moment passed (clock of the request) is overdue, as My Tasks says; open and not yet overdue is
 * left out. One index range of routine_task_instances_property_due_idx per property.
 */
export async function taskFigures(db: Runner, scope: TaskScope): Promise<NonNullable<Analytics['tasksByMonth']>> {
  const dayEnd = sql`((${i.dueDateLocal} + 1)::timestamp at time zone ${properties.timeZone})`;
  const doneAt = i.lastUpdatedOrCompletedAt;
  const overdue = overdueAt(scope.now);
  return rowsOf<NonNullable<Analytics['tasksByMonth']>[number]>(
    await db.execute(sql`
      select to_char(date_trunc('month', ${i.dueDateLocal}), 'YYYY-MM-DD') as month,
        (count(*) filter (where ${complete} and (${doneAt} is null or ${doneAt} < ${dayEnd})))::int as "onTime",
        (count(*) filter (where ${complete} and ${doneAt} >= ${dayEnd}))::int as late,
        (count(*) filter (where ${overdue}))::int as overdue
      from ${properties}
      join ${i} on ${i.companyId} = ${scope.companyId} and ${i.propertyId} = ${properties.id}
        and ${i.dueDateLocal} between ${scope.from}::date and ${scope.to}::date
      where ${scope.properties}
      group by 1 having count(*) filter (where ${complete} or ${overdue}) > 0
      order by 1`),
  );
}

/**
 * Open routine task instances overdue today at their property, as the Tasks screen's Overdue
 * section lists them: due within its lookback (OVERDUE_LOOKBACK_DAYS before today). Each property's
 * own today; the due-date bounds a day either side of UTC's today hold every zone's window, so the
 * index (routine_task_instances_property_due_idx) reads one short range per property.
 */
export async function overdueTaskCount(db: Runner, scope: TaskScope): Promise<number> {
  const today = scope.now.toISOString().slice(0, 10);
  const [row] = rowsOf<{ overdue: number }>(
    await db.execute(sql`
      select count(*)::int as overdue
      from ${properties}
      join ${i} on ${i.companyId} = ${scope.companyId} and ${i.propertyId} = ${properties.id}
        and ${i.dueDateLocal} between ${addDays(today, -OVERDUE_LOOKBACK_DAYS - 1)}::date and ${today}::date
      where ${and(scope.properties, overdueAt(scope.now), sql`${i.dueDateLocal} >= ${localToday(scope.now)} - ${OVERDUE_LOOKBACK_DAYS}::int`)}`),
  );
  return row.overdue;
}
