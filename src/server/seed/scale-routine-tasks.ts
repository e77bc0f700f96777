import { PROCEDURE_FLAVORS } from '../../domain/procedures/procedure-model.ts';
import {
  MONTH_NAMES,
  type MonthName,
  type RoutineTaskSchedule,
  type ScheduleSettings,
  WEEKDAY_NAMES,
  type WeekdayName,
} from '../../domain/tasks/routine-task-schedule.ts';
import { addDays, TASK_STATUSES } from '../../domain/tasks/routine-task-status.ts';
import { routineTaskOccurrences } from '../modules/routine-tasks/occurrences.ts';
import { insertColumns, orderedUuidSql, type ScaleContext, type TableFiller, uuids } from './scale-fill.ts';

/**
 * The scale company's routine tasks (issue 15, "Speed"), on the demo's inspection procedures: one
 * task per 10 properties — every 30th property gets a weekly walk, a monthly extinguisher check and
 * a quarterly roof inspection, each with 3 locations and 2–3 assignees — and a year of history:
 * the instances the app would have stored (the same due dates as `routineTaskOccurrences`, which
 * computes each distinct schedule once) from a year ago to two weeks ahead, mostly Complete, some
 * overdue or begun, with a location result per location. One busy inspector (a login, like the
 * administrator) is assigned to the tasks of the first BUSY_PROPERTIES task properties: My Tasks'
 * bench row. Tasks, locations and assignees go in through `insertColumns`; instances and results
 * are one `insert … select` each, as the events' step copies are.
 */

/** Properties per task property: each of them holds TEMPLATES.length tasks, so one task per 10 properties. */
const PROPERTY_STRIDE = 30;
/** Task properties whose tasks the busy inspector is assigned to (3 tasks each). */
export const BUSY_PROPERTIES = 20;
/** How far back the history goes, and how far ahead instances are stored (days). */
const HISTORY_DAYS = 364;
const AHEAD_DAYS = 14;

const NO_DAYS = Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, false])) as Record<WeekdayName, boolean>;
const NO_MONTHS = Object.fromEntries(MONTH_NAMES.map((month) => [month, false])) as Record<MonthName, boolean>;

function schedule(
  settings: Partial<ScheduleSettings>,
  days: WeekdayName[] = [],
  months: readonly MonthName[] = MONTH_NAMES,
): RoutineTaskSchedule {
  return {
    routineTaskScheduleType: 'Weekly',
    everyXDays: null,
    dayOfMonth: null,
    includeWeekends: false,
    timeOfDay: null,
    ...settings,
    ...NO_DAYS,
    ...Object.fromEntries(days.map((day) => [day, true])),
    ...NO_MONTHS,
    ...Object.fromEntries(months.map((month) => [month, true])),
  };
}

const WORKDAYS: WeekdayName[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/**
 * The three tasks of a task property: about 68 due dates a year between them. `variant` spreads the
 * weekdays, days of the month and months of the quarter.
 */
const TEMPLATES = [
  {
    name: 'Weekly Fire Safety Walk',
    procedure: 'Monthly Fire Extinguisher Inspection',
    locations: ['Lobby', 'Stairwell A', 'Stairwell B', 'Laundry room', 'Parking garage', 'Fitness center'],
    schedule: (variant: number) => schedule({ timeOfDay: '08:00' }, [WORKDAYS[variant % WORKDAYS.length]]),
  },
  {
    name: 'Fire Extinguisher Inspection',
    procedure: 'Monthly Fire Extinguisher Inspection',
    locations: ['Building A hallway', 'Building B hallway', 'Boiler room', 'Mailroom', 'Clubhouse', 'Pool house'],
    schedule: (variant: number) =>
      schedule({
        routineTaskScheduleType: 'Monthly',
        dayOfMonth: 1 + (variant % 28),
        includeWeekends: true,
        timeOfDay: '09:00',
      }),
  },
  {
    name: 'Roof Inspection',
    procedure: 'Quarterly Roof Inspection',
    locations: ['Building A roof', 'Building B roof', 'Building C roof', 'Clubhouse roof', 'Carports'],
    schedule: (variant: number) =>
      schedule(
        {
          routineTaskScheduleType: 'Quarterly',
          dayOfMonth: 1 + ((variant * 7) % 28),
          includeWeekends: true,
          timeOfDay: '10:00',
        },
        [],
        [MONTH_NAMES[variant % 3]],
      ),
  },
] as const;

const LOCATIONS_PER_TASK = 3;

/** The seed's today and the history's first day (UTC dates: a property's own today differs by hours). */
function historyOf(context: ScaleContext) {
  let history = historyByContext.get(context);
  if (!history) {
    const today = new Date().toISOString().slice(0, 10);
    history = { today, start: addDays(today, -HISTORY_DAYS), end: addDays(today, AHEAD_DAYS) };
    historyByContext.set(context, history);
  }
  return history;
}
const historyByContext = new WeakMap<ScaleContext, { today: string; start: string; end: string }>();

/** The tasks, on the inspection procedures the procedures filler seeded (scale-events.ts). */
const routineTasksFiller: TableFiller = {
  table: 'routine_tasks',
  async fill(context) {
    const { database, companyId, random } = context;
    const procedures = await database.query<{ id: string; name: string }>(
      'select id, name from procedures where company_id = $1 and flavor = $2',
      [companyId, PROCEDURE_FLAVORS.routineTask],
    );
    const procedureId = new Map(procedures.map((row) => [row.name, row.id]));
    const properties = context.ids.properties;
    const count = Math.ceil(properties.length / 10);
    const ids = uuids(count);
    context.ids.routine_tasks = ids;
    const { start } = historyOf(context);
    const columns = {
      id: { type: 'uuid', values: ids },
      property_id: { type: 'uuid', values: [] as string[] },
      procedure_id: { type: 'uuid', values: [] as string[] },
      name: { type: 'text', values: [] as string[] },
      start_date_local: { type: 'date', values: [] as string[] },
      schedule_from_local: { type: 'date', values: [] as string[] },
      schedule: { type: 'jsonb', values: [] as string[] },
    };
    for (let t = 0; t < count; t++) {
      const slot = Math.floor(t / TEMPLATES.length);
      const template = TEMPLATES[t % TEMPLATES.length];
      columns.property_id.values.push(properties[(slot * PROPERTY_STRIDE) % properties.length]);
      columns.procedure_id.values.push(procedureId.get(template.procedure) as string);
      columns.name.values.push(template.name);
      columns.start_date_local.values.push(start);
      columns.schedule_from_local.values.push(start);
      columns.schedule.values.push(JSON.stringify(template.schedule(random.int(0, 83))));
    }
    return insertColumns(context, 'routine_tasks', columns);
  },
};

/** LOCATIONS_PER_TASK distinct locations of the task's template. */
const routineTaskLocationsFiller: TableFiller = {
  table: 'routine_task_locations',
  fill(context) {
    const { random } = context;
    const taskIds: string[] = [];
    const names: string[] = [];
    context.ids.routine_tasks.forEach((taskId, t) => {
      const pool = [...TEMPLATES[t % TEMPLATES.length].locations];
      for (let k = 0; k < LOCATIONS_PER_TASK; k++) {
        taskIds.push(taskId);
        names.push(pool.splice(random.int(0, pool.length - 1), 1)[0]);
      }
    });
    return insertColumns(context, 'routine_task_locations', {
      routine_task_id: { type: 'uuid', values: taskIds },
      name: { type: 'text', values: names },
    });
  },
};

/**
 * 2–3 people per task; the busy inspector (made with the people: a Maintenance Technician with
 * a login, every property) is one of them on every task of the first BUSY_PROPERTIES task properties.
 */
const routineTaskAssigneesFiller: TableFiller = {
  table: 'routine_task_assignees',
  fill(context) {
    const { random } = context;
    const people = context.ids.people;
    const [inspector] = context.ids.inspector;
    const busyTasks = BUSY_PROPERTIES * TEMPLATES.length;
    const taskIds: string[] = [];
    const personIds: string[] = [];
    context.ids.routine_tasks.forEach((taskId, t) => {
      const chosen = new Set<string>(t < busyTasks ? [inspector] : []);
      const wanted = Math.min(people.length + chosen.size, random.int(2, 3));
      while (chosen.size < wanted) chosen.add(random.pick(people));
      for (const personId of chosen) {
        taskIds.push(taskId);
        personIds.push(personId);
      }
    });
    return insertColumns(context, 'routine_task_assignees', {
      routine_task_id: { type: 'uuid', values: taskIds },
      person_id: { type: 'uuid', values: personIds },
    });
  },
};

/**
 * The instances from a year ago to AHEAD_DAYS ahead: the due dates of each distinct schedule
 * (computed once by the domain's function), joined to the tasks on their schedule; the instant
 * is the date at the time of day in the property's zone. Status by age (a hash of the task and
 * date stands in for chance): future ones NotStarted; this week's often still open; older ones
 * almost all Complete, a few left overdue or begun.
 */
const routineTaskInstancesFiller: TableFiller = {
  table: 'routine_task_instances',
  async fill(context) {
    const { start, end, today } = historyOf(context);
    const schedules: string[] = [];
    const dates: string[] = [];
    const distinct = await context.database.query<{ schedule: RoutineTaskSchedule }>(
      'select distinct schedule from routine_tasks where company_id = $1',
      [context.companyId],
    );
    for (const { schedule } of distinct) {
      for (const occurrence of routineTaskOccurrences(
        { schedule, startDateLocal: start },
        { from: start, to: end },
        'UTC',
      )) {
        schedules.push(JSON.stringify(schedule));
        dates.push(occurrence.dueDateLocal);
      }
    }
    await context.database.query('analyze routine_tasks');
    const [row] = await context.database.query<{ n: number }>(
      `with due as (
         select t.company_id, t.id as task_id, t.property_id, o.due,
           (o.due + coalesce(t.schedule->>'timeOfDay', '00:00')::time) at time zone p.time_zone as due_utc,
           $3::date - o.due as age,
           (hashtext(t.id::text || o.due::text)::bigint & 65535) % 100 as chance
         from routine_tasks t
         join properties p on p.id = t.property_id
         join unnest($2::jsonb[], $4::date[]) as o(schedule, due) on o.schedule = t.schedule
         where t.company_id = $1),
       judged as (
         select due.*, case
           when age < 0 then '${TASK_STATUSES.notStarted}'
           when chance < (case when age < 7 then 45 when age <= 30 then 85 else 97 end) then '${TASK_STATUSES.complete}'
           when chance < (case when age < 7 then 60 when age <= 30 then 90 else 98 end) then '${TASK_STATUSES.inProgress}'
           else '${TASK_STATUSES.notStarted}' end as status
         from due),
       made as (
         insert into routine_task_instances (id, company_id, routine_task_id, property_id, due_date_local, due_utc, status,
           last_updated_or_completed_at, created_at)
         select ${orderedUuidSql('row_number() over ()')}, company_id, task_id, property_id, due, due_utc, status,
           case when status <> '${TASK_STATUSES.notStarted}'
             then least($5::timestamptz, due_utc + (30 + chance * 7) * interval '1 minute') end,
           least($5::timestamptz, due_utc - interval '7 days')
         from judged
         returning 1)
       select count(*)::int as n from made`,
      [context.companyId, schedules, today, dates, new Date().toISOString()],
    );
    return row.n;
  },
};

/**
 * A result per location of every instance: all Complete for a Complete instance (done one after
 * the other by one assignee, the last at the instance's last update), the first Complete and the
 * second begun for an InProgress one, NotStarted otherwise.
 */
const routineTaskResultsFiller: TableFiller = {
  table: 'routine_task_results',
  async fill(context) {
    await context.database.query('analyze routine_task_instances, routine_task_locations, routine_task_assignees');
    const [row] = await context.database.query<{ n: number }>(
      `with located as (
         select id, routine_task_id,
           row_number() over (partition by routine_task_id order by id) as position,
           count(*) over (partition by routine_task_id) as of
         from routine_task_locations where company_id = $1),
       assigned as (
         select routine_task_id, array_agg(person_id order by person_id) as people
         from routine_task_assignees where company_id = $1 group by routine_task_id),
       worked as (
         select i.company_id, i.id as instance_id, l.id as location_id,
           case when i.status = '${TASK_STATUSES.complete}' or (i.status = '${TASK_STATUSES.inProgress}' and l.position = 1)
                then '${TASK_STATUSES.complete}'
                when i.status = '${TASK_STATUSES.inProgress}' and l.position = 2 then '${TASK_STATUSES.inProgress}'
                else '${TASK_STATUSES.notStarted}' end as status,
           a.people[1 + (hashtext(i.id::text)::bigint & 65535) % cardinality(a.people)] as person,
           i.last_updated_or_completed_at - (case when i.status = '${TASK_STATUSES.complete}' then l.of - l.position
                else 2 - l.position end) * interval '15 minutes' as finished
         from routine_task_instances i
         join located l on l.routine_task_id = i.routine_task_id
         join assigned a on a.routine_task_id = i.routine_task_id
         where i.company_id = $1),
       made as (
         insert into routine_task_results (id, company_id, instance_id, location_id, status, started_by_person_id,
           started_at, completed_by_person_id, completed_at)
         select ${orderedUuidSql('row_number() over ()')}, company_id, instance_id, location_id, status,
           case when status <> '${TASK_STATUSES.notStarted}' then person end,
           case when status = '${TASK_STATUSES.complete}' then finished - interval '10 minutes'
                when status = '${TASK_STATUSES.inProgress}' then finished end,
           case when status = '${TASK_STATUSES.complete}' then person end,
           case when status = '${TASK_STATUSES.complete}' then finished end
         from worked
         returning 1)
       select count(*)::int as n from made`,
      [context.companyId],
    );
    return row.n;
  },
};

/** The routine-task fillers, in dependency order (after the properties, people, roles and events). */
export const ROUTINE_TASK_FILLERS: TableFiller[] = [
  routineTasksFiller,
  routineTaskLocationsFiller,
  routineTaskAssigneesFiller,
  routineTaskInstancesFiller,
  routineTaskResultsFiller,
];
