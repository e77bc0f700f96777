import { and, asc, between, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { routineTaskEndpoints } from '../../../../schemas/routine-task.ts';
import {
  addDays,
  type MyTasksWindow,
  myTasksSectionIn,
  myTasksWindow,
  TASK_STATUSES,
} from '../../../domain/routine-task-status.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import {
  properties,
  routineTaskAssignees,
  routineTaskInstances,
  routineTaskLocations,
  routineTaskResults,
  routineTasks,
} from '../../db/schema/index.ts';
import { BadRequestError } from '../../http/errors.ts';
import { taskOccurrences } from './occurrence-cache.ts';
import { taskParts, visibleProperty } from './store.ts';

type TaskRow = typeof routineTasks.$inferSelect;
type WeekReply = ReplyOf<typeof routineTaskEndpoints.instances>;

/** How far back My Tasks makes overdue instances that were never read (older stored ones still show). */
export const MY_TASKS_LOOKBACK_DAYS = 90;

/**
 * Stores the occurrences of the tasks in the window (each task in its property's zone) and a
 * location result per current location of every open instance there. Idempotent and safe when
 * run twice at once: the unique keys (task, due date) and (instance, location) make the second
 * insert do nothing. Reads what is stored first and writes only what is missing: once a window
 * has been read, reading it again writes nothing (a busy inspector's My Tasks re-offered ~1,000
 * stored instances and their results to the unique indexes on every call).
 */
export async function materializeInstances(
  db: Runner,
  tasks: readonly (TaskRow & { timeZone: string })[],
  window: { from: string; to: string },
): Promise<void> {
  const wanted = tasks.flatMap((task) =>
    taskOccurrences(
      task,
      { from: task.scheduleFromLocal > window.from ? task.scheduleFromLocal : window.from, to: window.to },
      task.timeZone,
    ).map((occurrence) => ({
      companyId: task.companyId,
      routineTaskId: task.id,
      propertyId: task.propertyId,
      dueDateLocal: occurrence.dueDateLocal,
      dueUtc: occurrence.dueUtc,
    })),
  );
  if (wanted.length === 0) return;
  const taskIds = tasks.map((task) => task.id);
  const stored = await db
    .select({ taskId: routineTaskInstances.routineTaskId, dueDateLocal: routineTaskInstances.dueDateLocal })
    .from(routineTaskInstances)
    .where(
      and(
        inArray(routineTaskInstances.routineTaskId, taskIds),
        between(routineTaskInstances.dueDateLocal, window.from, window.to),
      ),
    );
  const have = new Set(stored.map((row) => `${row.taskId} ${row.dueDateLocal}`));
  const rows = wanted.filter((row) => !have.has(`${row.routineTaskId} ${row.dueDateLocal}`));
  if (rows.length > 0) await db.insert(routineTaskInstances).values(rows).onConflictDoNothing();
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
       and i.due_date_local between ${window.from} and ${window.to}
       and i.status = ${TASK_STATUSES.notStarted}
       and not exists (select 1 from ${routineTaskResults} r where r.instance_id = i.id and r.location_id = l.id)
    on conflict do nothing`);
}

/** 'MM/DD/YYYY' as 'YYYY-MM-DD' when it is a real date; null otherwise. */
export function isoOfUsDate(text: string): string | null {
  const [month, day, year] = text.split('/').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function windowOf(startDate: string, endDate: string, maxDays: number) {
  const from = isoOfUsDate(startDate);
  const to = isoOfUsDate(endDate);
  const errors = [];
  if (!from) errors.push({ field: 'startDate', message: 'must be a date MM/DD/YYYY' });
  if (!to) errors.push({ field: 'endDate', message: 'must be a date MM/DD/YYYY' });
  else if (from && to < from) errors.push({ field: 'endDate', message: 'must not be before the start date' });
  else if (from && to > addDays(from, maxDays))
    errors.push({ field: 'endDate', message: `must be within ${maxDays} days of the start date` });
  if (errors.length) throw new BadRequestError(`${errors[0].field} ${errors[0].message}`, errors);
  return { from: from as string, to: to as string };
}

/**
 * GET /property/{id}/routineTaskInstances (spec 002 §7): the instances due in the window, stored
 * first when needed, with their task's name, locations, people and schedule.
 */
export async function listPropertyInstances(
  ctx: ServiceContext,
  propertyId: string,
  query: { startDate: string; endDate: string },
  maxDays: number,
): Promise<WeekReply> {
  const window = windowOf(query.startDate, query.endDate, maxDays);
  const property = await visibleProperty(ctx, propertyId);
  const { companyId } = ctx.company;
  return ctx.transaction(async ({ db }) => {
    const tasks = await db
      .select()
      .from(routineTasks)
      .where(and(eq(routineTasks.companyId, companyId), eq(routineTasks.propertyId, property.id)));
    await materializeInstances(
      db,
      tasks.map((task) => ({ ...task, timeZone: property.timeZone })),
      window,
    );
    const instances = await db
      .select()
      .from(routineTaskInstances)
      .where(
        and(
          eq(routineTaskInstances.companyId, companyId),
          eq(routineTaskInstances.propertyId, property.id),
          between(routineTaskInstances.dueDateLocal, window.from, window.to),
        ),
      )
      .orderBy(asc(routineTaskInstances.dueDateLocal), asc(routineTaskInstances.id));
    const parts = await taskParts(
      db,
      companyId,
      tasks.map((task) => task.id),
    );
    const byId = new Map(tasks.map((task) => [task.id, task]));
    return {
      instances: instances.map((instance) => {
        const task = byId.get(instance.routineTaskId) as TaskRow;
        return {
          id: instance.id,
          propertyId: instance.propertyId,
          dueDateLocal: instance.dueDateLocal,
          dueDate: { dateTimeUtc: instance.dueUtc.toISOString() },
          status: instance.status,
          dateLastUpdatedOrCompleted: instance.lastUpdatedOrCompletedAt?.toISOString() ?? null,
          routineTask: {
            id: task.id,
            name: task.name,
            locations: parts.locations.get(task.id) ?? [],
            assignedPeopleRealized: parts.assignees.get(task.id) ?? [],
            schedule: task.schedule,
          },
        };
      }),
    };
  });
}

/**
 * GET /routineTaskInstancesForThisUser (spec 002 §4 "My Tasks"): one row per location of the
 * instances of the caller's tasks that are overdue, due this ISO week or completed in the last
 * 7 days, each judged in its property's zone.
 */
export async function listMyInstances(
  ctx: ServiceContext,
  query: { propertyId?: string },
): Promise<ReplyOf<typeof routineTaskEndpoints.mine>> {
  const { companyId, personId } = ctx.company;
  const now = ctx.clock.now();
  return ctx.transaction(async ({ db }) => {
    const tasks = await db
      .select({ task: routineTasks, timeZone: properties.timeZone })
      .from(routineTaskAssignees)
      .innerJoin(routineTasks, eq(routineTasks.id, routineTaskAssignees.routineTaskId))
      .innerJoin(properties, eq(properties.id, routineTasks.propertyId))
      .where(
        and(
          eq(routineTaskAssignees.companyId, companyId),
          eq(routineTaskAssignees.personId, personId),
          query.propertyId ? eq(routineTasks.propertyId, query.propertyId.toLowerCase()) : undefined,
        ),
      );
    if (tasks.length === 0) return { instances: [] };
    // Per zone: one window from the lookback to the end of the ISO week there.
    const byZone = new Map<string, (TaskRow & { timeZone: string })[]>();
    for (const { task, timeZone } of tasks)
      byZone.set(timeZone, [...(byZone.get(timeZone) ?? []), { ...task, timeZone }]);
    let latestWeekEnd = '0000-01-01';
    let earliestRecent = '9999-12-31';
    const windows = new Map<string, MyTasksWindow>();
    for (const [timeZone, zoneTasks] of byZone) {
      const window = myTasksWindow(now, timeZone);
      windows.set(timeZone, window);
      if (window.weekEnd > latestWeekEnd) latestWeekEnd = window.weekEnd;
      if (window.completedSince < earliestRecent) earliestRecent = window.completedSince;
      await materializeInstances(db, zoneTasks, {
        from: addDays(window.today, -MY_TASKS_LOOKBACK_DAYS),
        to: window.weekEnd,
      });
    }
    const since = new Date(now.getTime() - 7 * 86_400_000);
    const rows = await db
      .select({
        resultId: routineTaskResults.id,
        instanceId: routineTaskInstances.id,
        name: routineTasks.name,
        location: routineTaskLocations.name,
        propertyId: properties.id,
        propertyName: properties.name,
        timeZone: properties.timeZone,
        dueDateLocal: routineTaskInstances.dueDateLocal,
        status: routineTaskResults.status,
        completedAt: routineTaskResults.completedAt,
        startedAt: routineTaskResults.startedAt,
      })
      .from(routineTaskInstances)
      .innerJoin(routineTasks, eq(routineTasks.id, routineTaskInstances.routineTaskId))
      .innerJoin(properties, eq(properties.id, routineTaskInstances.propertyId))
      .innerJoin(routineTaskResults, eq(routineTaskResults.instanceId, routineTaskInstances.id))
      .innerJoin(routineTaskLocations, eq(routineTaskLocations.id, routineTaskResults.locationId))
      .where(
        and(
          inArray(
            routineTaskInstances.routineTaskId,
            tasks.map(({ task }) => task.id),
          ),
          lte(routineTaskInstances.dueDateLocal, latestWeekEnd),
          // The instance-level form of the test below (an open result belongs to an open instance;
          // a completion sets the instance's last update): the results of a year of completed
          // instances are never joined.
          or(
            ne(routineTaskInstances.status, TASK_STATUSES.complete),
            gte(routineTaskInstances.dueDateLocal, earliestRecent),
            gte(routineTaskInstances.lastUpdatedOrCompletedAt, since),
          ),
          or(
            ne(routineTaskResults.status, TASK_STATUSES.complete),
            gte(routineTaskInstances.dueDateLocal, earliestRecent),
            gte(routineTaskResults.completedAt, since),
          ),
          // A removed location's open work is no longer asked for; its completed work still shows.
          or(isNull(routineTaskLocations.removedAt), eq(routineTaskResults.status, TASK_STATUSES.complete)),
        ),
      )
      .orderBy(asc(routineTaskInstances.dueDateLocal), asc(routineTasks.name), asc(routineTaskLocations.name));
    const instances = rows.flatMap((row) => {
      const lastUpdated = row.completedAt ?? row.startedAt;
      const section = myTasksSectionIn(
        { dueDateLocal: row.dueDateLocal, status: row.status, lastUpdatedOrCompletedUtc: lastUpdated },
        windows.get(row.timeZone) ?? myTasksWindow(now, row.timeZone),
      );
      if (!section) return [];
      return [
        {
          resultId: row.resultId,
          instanceId: row.instanceId,
          name: row.name,
          location: row.location,
          propertyId: row.propertyId,
          propertyName: row.propertyName,
          dueDateLocal: row.dueDateLocal,
          status: row.status,
          dateLastUpdatedOrCompleted: lastUpdated?.toISOString() ?? null,
          section,
        },
      ];
    });
    return { instances };
  });
}
