import { and, asc, between, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
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
import {
  properties,
  routineTaskAssignees,
  routineTaskInstances,
  routineTaskResults,
  routineTasks,
} from '../../db/schema/index.ts';
import { BadRequestError } from '../../http/errors.ts';
import { propertyTasksWhere, readTasks, type TaskWithParts, visibleProperty } from './store.ts';
import { storeTaskWindows } from './stored-instances.ts';

type WeekReply = ReplyOf<typeof routineTaskEndpoints.instances>;

/** How far back My Tasks makes overdue instances that were never read (older stored ones still show). */
export const MY_TASKS_LOOKBACK_DAYS = 90;

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
  const tasks = await readTasks(ctx.db, propertyTasksWhere(ctx, property.id));
  if (tasks.length === 0) return { instances: [] };
  await storeTaskWindows(
    ctx,
    tasks.map((task) => ({ task, timeZone: property.timeZone, window })),
  );
  const instances = await ctx.db
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
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return {
    instances: instances.map((instance) => {
      const task = byId.get(instance.routineTaskId) as TaskWithParts;
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
          locations: task.locations,
          assignedPeopleRealized: task.assignees,
          schedule: task.schedule,
        },
      };
    }),
  };
}

/** A My Tasks row: in display order by due date, task name and location name. */
function byDueTaskLocation(a: MyRow, b: MyRow): number {
  const keys: [string, string][] = [
    [a.dueDateLocal, b.dueDateLocal],
    [a.name, b.name],
    [a.location, b.location],
  ];
  for (const [left, right] of keys) if (left !== right) return left < right ? -1 : 1;
  return 0;
}

type MyRow = ReplyOf<typeof routineTaskEndpoints.mine>['instances'][number];

/**
 * GET /routineTaskInstancesForThisUser (spec 002 §4 "My Tasks"): one row per location of the
 * instances of the caller's tasks that are overdue, due this ISO week or completed in the last
 * 7 days, each judged in its property's zone. Two statements when all is stored: the caller's
 * tasks (with their property and every location, removed ones too, for the names), then the
 * instances and results that can be in a section; names are joined here, not per row in SQL.
 */
export async function listMyInstances(
  ctx: ServiceContext,
  query: { propertyId?: string },
): Promise<ReplyOf<typeof routineTaskEndpoints.mine>> {
  const { companyId, personId } = ctx.company;
  const now = ctx.clock.now();
  const tasks = await ctx.db
    .select({
      task: routineTasks,
      propertyName: properties.name,
      timeZone: properties.timeZone,
      locations: sql<{ id: string; name: string; removed: boolean }[]>`(
        select json_agg(json_build_object('id', loc.id, 'name', loc.name, 'removed', loc.removed_at is not null))
          from routine_task_locations loc where loc.routine_task_id = routine_tasks.id)`,
    })
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
  // Per zone: the sections' days there, and one window from the lookback to the end of its ISO week.
  const windows = new Map<string, MyTasksWindow>();
  for (const { timeZone } of tasks) if (!windows.has(timeZone)) windows.set(timeZone, myTasksWindow(now, timeZone));
  await storeTaskWindows(
    ctx,
    tasks.map(({ task, timeZone }) => {
      const zone = windows.get(timeZone) as MyTasksWindow;
      return { task, timeZone, window: { from: addDays(zone.today, -MY_TASKS_LOOKBACK_DAYS), to: zone.weekEnd } };
    }),
  );
  const zones = [...windows.values()];
  const latestWeekEnd = zones.reduce((last, zone) => (zone.weekEnd > last ? zone.weekEnd : last), zones[0].weekEnd);
  const earliestRecent = zones.reduce(
    (first, zone) => (zone.completedSince < first ? zone.completedSince : first),
    zones[0].completedSince,
  );
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const rows = await ctx.db
    .select({
      resultId: routineTaskResults.id,
      instanceId: routineTaskInstances.id,
      taskId: routineTaskInstances.routineTaskId,
      locationId: routineTaskResults.locationId,
      dueDateLocal: routineTaskInstances.dueDateLocal,
      status: routineTaskResults.status,
      completedAt: routineTaskResults.completedAt,
      startedAt: routineTaskResults.startedAt,
    })
    .from(routineTaskInstances)
    .innerJoin(routineTaskResults, eq(routineTaskResults.instanceId, routineTaskInstances.id))
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
      ),
    );
  const taskById = new Map(tasks.map((row) => [row.task.id, row]));
  const locationById = new Map(
    tasks.flatMap((row) => (row.locations ?? []).map((location) => [location.id, location])),
  );
  const instances = rows.flatMap((row): MyRow[] => {
    const { task, propertyName, timeZone } = taskById.get(row.taskId) as (typeof tasks)[number];
    const location = locationById.get(row.locationId);
    // A removed location's open work is no longer asked for; its completed work still shows.
    if (!location || (location.removed && row.status !== TASK_STATUSES.complete)) return [];
    const lastUpdated = row.completedAt ?? row.startedAt;
    const section = myTasksSectionIn(
      { dueDateLocal: row.dueDateLocal, status: row.status, lastUpdatedOrCompletedUtc: lastUpdated },
      windows.get(timeZone) as MyTasksWindow,
    );
    if (!section) return [];
    return [
      {
        resultId: row.resultId,
        instanceId: row.instanceId,
        name: task.name,
        location: location.name,
        propertyId: task.propertyId,
        propertyName,
        dueDateLocal: row.dueDateLocal,
        status: row.status,
        dateLastUpdatedOrCompleted: lastUpdated?.toISOString() ?? null,
        section,
      },
    ];
  });
  return { instances: instances.sort(byDueTaskLocation) };
}
