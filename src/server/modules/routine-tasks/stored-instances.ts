import { and, asc, between, inArray, sql } from 'drizzle-orm';
import { TASK_STATUSES } from '../../../domain/tasks/routine-task-status.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { routineTaskInstances, routineTaskLocations, routineTaskResults, routineTasks } from '../../db/schema/index.ts';
import { taskOccurrences } from './occurrence-cache.ts';
import { type DayRange, isStored, type StoredRange, scheduledPart, storedRangeAfter } from './stored-range.ts';

type TaskRow = typeof routineTasks.$inferSelect;

/** A task (in its property's zone) and the days a read needs stored. */
export interface TaskWindow {
  task: StoredRange & { id: string };
  timeZone: string;
  window: DayRange;
}

/**
 * Makes sure the instances the tasks make in their windows are stored, each not-started one with
 * a result per current location. A task whose stored range holds its window costs nothing (no
 * statement at all); the others are stored in one transaction that locks them first, in id order:
 * a schedule saved meanwhile is either seen here or waits, and two reads storing the same tasks
 * take turns. Their stored ranges then grow to cover the window. True when anything was stored.
 */
export async function storeTaskWindows(ctx: ServiceContext, wanted: readonly TaskWindow[]): Promise<boolean> {
  if (wanted.every(({ task, window }) => isStored(task, window))) return false;
  return ctx.transaction(async ({ db }) => {
    const ids = wanted.filter(({ task, window }) => !isStored(task, window)).map(({ task }) => task.id);
    const locked = await db
      .select()
      .from(routineTasks)
      .where(inArray(routineTasks.id, ids))
      .orderBy(asc(routineTasks.id))
      .for('update');
    const byId = new Map(wanted.map((item) => [item.task.id, item]));
    const parts = locked.flatMap((task) => {
      const { timeZone, window } = byId.get(task.id) as TaskWindow;
      const part = scheduledPart(task, window);
      return part && !isStored(task, window) ? [{ task, timeZone, part }] : [];
    });
    if (parts.length === 0) return false;
    await storeInstances(db, parts);
    const ranges = parts.map(({ task, part }) => ({ id: task.id, ...storedRangeAfter(task, part) }));
    await db.execute(sql`
      update ${routineTasks} set stored_from_local = v.from_local::date, stored_through_local = v.through_local::date
        from (values ${sql.join(
          ranges.map((range) => sql`(${range.id}::uuid, ${range.from}, ${range.to})`),
          sql`, `,
        )}) as v(id, from_local, through_local)
       where ${routineTasks.id} = v.id`);
    return true;
  });
}

/**
 * Stores the occurrences of each task in its days and a result per current location of every
 * not-started instance there. Idempotent and safe when run twice at once: the unique keys (task,
 * due date) and (instance, location) make the second insert do nothing. Reads what is stored
 * first and writes only what is missing.
 */
async function storeInstances(
  db: Runner,
  parts: readonly { task: TaskRow; timeZone: string; part: DayRange }[],
): Promise<void> {
  const wanted = parts.flatMap(({ task, timeZone, part }) =>
    taskOccurrences(task, part, timeZone).map((occurrence) => ({
      companyId: task.companyId,
      routineTaskId: task.id,
      propertyId: task.propertyId,
      dueDateLocal: occurrence.dueDateLocal,
      dueUtc: occurrence.dueUtc,
    })),
  );
  const taskIds = parts.map(({ task }) => task.id);
  const from = parts.reduce((first, { part }) => (part.from < first ? part.from : first), parts[0].part.from);
  const to = parts.reduce((last, { part }) => (part.to > last ? part.to : last), parts[0].part.to);
  if (wanted.length > 0) {
    const stored = await db
      .select({ taskId: routineTaskInstances.routineTaskId, dueDateLocal: routineTaskInstances.dueDateLocal })
      .from(routineTaskInstances)
      .where(
        and(inArray(routineTaskInstances.routineTaskId, taskIds), between(routineTaskInstances.dueDateLocal, from, to)),
      );
    const have = new Set(stored.map((row) => `${row.taskId} ${row.dueDateLocal}`));
    const rows = wanted.filter((row) => !have.has(`${row.routineTaskId} ${row.dueDateLocal}`));
    if (rows.length > 0) await db.insert(routineTaskInstances).values(rows).onConflictDoNothing();
  }
  // The results a NotStarted instance lacks (all of a new one's; a location added since): the
  // anti-join finds them, `on conflict` covers a read storing them at the same moment.
  await db.execute(sql`
    insert into ${routineTaskResults} (company_id, instance_id, location_id)
    select i.company_id, i.id, l.id
      from ${routineTaskInstances} i
      join ${routineTaskLocations} l on l.routine_task_id = i.routine_task_id and l.removed_at is null
     where i.routine_task_id in (${sql.join(
       taskIds.map((id) => sql`${id}`),
       sql`, `,
     )})
       and i.due_date_local between ${from} and ${to}
       and i.status = ${TASK_STATUSES.notStarted}
       and not exists (select 1 from ${routineTaskResults} r where r.instance_id = i.id and r.location_id = l.id)
    on conflict do nothing`);
}
