import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import {
  addDays,
  COMPLETED_WINDOW_DAYS,
  type MyTasksWindow,
  myTasksDaysAnywhere,
  myTasksSectionIn,
  myTasksWindow,
  TASK_STATUSES,
  type TaskStatus,
} from '../../../domain/tasks/routine-task-status.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { type PreparedRead, readPreparedJsonRow } from '../../db/prepared-read.ts';
import { storeTaskWindows } from './stored-instances.ts';

/** How far back My Tasks makes overdue instances that were never read (older stored ones still show). */
export const MY_TASKS_LOOKBACK_DAYS = 90;

type MyRow = ReplyOf<typeof routineTaskEndpoints.mine>['instances'][number];

/** One of the caller's tasks: what its rows name, and what says whether its days are stored. */
interface MyTask {
  id: string;
  name: string;
  propertyId: string;
  propertyName: string;
  timeZone: string;
  scheduleFromLocal: string;
  storedFromLocal: string | null;
  storedThroughLocal: string | null;
  /** Every location, removed ones too: completed work at a removed location still shows. */
  locations: { id: string; name: string; removed: boolean }[];
}

/**
 * A result that may be in a section, as an array (no key names to build and parse): its id, its
 * instance, task and location, the instance's due date, its status, and its last update or
 * completion (ISO text).
 */
type MyResult = [string, string, string, string, string, TaskStatus, string | null];

/**
 * The caller's tasks and the results of their instances that can be in a section, in ONE
 * prepared statement: the zones are not known before it, so the days are bounded for every zone
 * on Earth (myTasksDaysAnywhere) and each row is judged in its own zone afterwards. Due by the
 * latest week end ($4), and open, due since the earliest recent day ($5) or completed since $6;
 * the instance-level form of that test keeps a year of completed instances from being joined to
 * their results. Both lists come as json values: PGlite decodes a row field by field in
 * JavaScript, which for ~250 rows cost as much as the statement itself; JSON.parse is native.
 */
const MY_TASKS_READ: PreparedRead = {
  name: 'my_tasks_v1',
  text: `
    with mine as (
      select t.id, t.name, t.property_id, p.name as property_name, p.time_zone, t.schedule_from_local,
             t.stored_from_local, t.stored_through_local
        from routine_task_assignees a
        join routine_tasks t on t.id = a.routine_task_id
        join properties p on p.id = t.property_id
       where a.company_id = $1::uuid and a.person_id = $2::uuid and ($3::uuid is null or t.property_id = $3::uuid))
    select
      (select json_agg(json_build_object(
          'id', m.id, 'name', m.name, 'propertyId', m.property_id, 'propertyName', m.property_name,
          'timeZone', m.time_zone, 'scheduleFromLocal', m.schedule_from_local,
          'storedFromLocal', m.stored_from_local, 'storedThroughLocal', m.stored_through_local,
          'locations', (select json_agg(json_build_object('id', loc.id, 'name', loc.name, 'removed', loc.removed_at is not null))
                          from routine_task_locations loc where loc.routine_task_id = m.id)))
         from mine m),
      (select json_agg(json_build_array(r.id, i.id, i.routine_task_id, r.location_id, i.due_date_local, r.status,
                                        coalesce(r.completed_at, r.started_at)))
         from routine_task_instances i
         join routine_task_results r on r.instance_id = i.id
        where i.routine_task_id in (select id from mine)
          and i.due_date_local <= $4::date
          and (i.status <> $7 or i.due_date_local >= $5::date or i.last_updated_or_completed_at >= $6::timestamptz)
          and (r.status <> $7 or i.due_date_local >= $5::date or r.completed_at >= $6::timestamptz))`,
};

async function readMine(ctx: ServiceContext, propertyId: string | undefined, now: Date) {
  const { latestWeekEnd, earliestCompletedSince } = myTasksDaysAnywhere(now);
  const since = new Date(now.getTime() - COMPLETED_WINDOW_DAYS * 86_400_000).toISOString();
  // An API key is nobody: no task is assigned to it.
  if (!ctx.company.personId) return { tasks: [], results: [] };
  const [tasks, results] = (await readPreparedJsonRow(ctx.db, MY_TASKS_READ, [
    ctx.company.companyId,
    ctx.company.personId,
    propertyId?.toLowerCase() ?? null,
    latestWeekEnd,
    earliestCompletedSince,
    since,
    TASK_STATUSES.complete,
  ])) as [MyTask[] | null, MyResult[] | null];
  return { tasks: tasks ?? [], results: results ?? [] };
}

/** In display order: by due date, task name and location name. */
function byDueTaskLocation(a: MyRow, b: MyRow): number {
  const keys: [string, string][] = [
    [a.dueDateLocal, b.dueDateLocal],
    [a.name, b.name],
    [a.location, b.location],
  ];
  for (const [left, right] of keys) if (left !== right) return left < right ? -1 : 1;
  return 0;
}

/**
 * GET /routineTaskInstancesForThisUser (spec 002 §4 "My Tasks"): one row per location of the
 * instances of the caller's tasks that are overdue, due this ISO week or completed in the last
 * 7 days, each judged in its property's zone. One statement when every task's days from the
 * lookback to the end of its week are stored; otherwise those are stored and it is read again.
 */
export async function listMyInstances(
  ctx: ServiceContext,
  query: { propertyId?: string },
): Promise<ReplyOf<typeof routineTaskEndpoints.mine>> {
  const now = ctx.clock.now();
  let mine = await readMine(ctx, query.propertyId, now);
  if (mine.tasks.length === 0) return { instances: [] };
  const windows = new Map<string, MyTasksWindow>();
  for (const { timeZone } of mine.tasks)
    if (!windows.has(timeZone)) windows.set(timeZone, myTasksWindow(now, timeZone));
  const wanted = mine.tasks.map((task) => {
    const zone = windows.get(task.timeZone) as MyTasksWindow;
    return {
      task,
      timeZone: task.timeZone,
      window: { from: addDays(zone.today, -MY_TASKS_LOOKBACK_DAYS), to: zone.weekEnd },
    };
  });
  if (await storeTaskWindows(ctx, wanted)) mine = await readMine(ctx, query.propertyId, now);

  const taskById = new Map(mine.tasks.map((task) => [task.id, task]));
  const locationById = new Map(mine.tasks.flatMap((task) => (task.locations ?? []).map((l) => [l.id, l])));
  const instances = mine.results.flatMap((row): MyRow[] => {
    const [resultId, instanceId, taskId, locationId, dueDateLocal, status, lastUpdated] = row;
    const task = taskById.get(taskId) as MyTask;
    const location = locationById.get(locationId);
    // A removed location's open work is no longer asked for; its completed work still shows.
    if (!location || (location.removed && status !== TASK_STATUSES.complete)) return [];
    const lastUpdatedUtc = lastUpdated === null ? null : new Date(lastUpdated);
    const window = windows.get(task.timeZone) ?? myTasksWindow(now, task.timeZone);
    const section = myTasksSectionIn({ dueDateLocal, status, lastUpdatedOrCompletedUtc: lastUpdatedUtc }, window);
    if (!section) return [];
    return [
      {
        resultId,
        instanceId,
        name: task.name,
        location: location.name,
        propertyId: task.propertyId,
        propertyName: task.propertyName,
        propertyTimeZone: task.timeZone,
        dueDateLocal,
        status,
        dateLastUpdatedOrCompleted: lastUpdatedUtc?.toISOString() ?? null,
        section,
      },
    ];
  });
  return { instances: instances.sort(byDueTaskLocation) };
}
