import { and, eq, inArray } from 'drizzle-orm';
import { localDateIn } from '../../domain/common/calendar-date.ts';
import {
  MONTH_NAMES,
  type MonthName,
  type RoutineTaskSchedule,
  type ScheduleSettings,
  WEEKDAY_NAMES,
  type WeekdayName,
} from '../../domain/tasks/routine-task-schedule.ts';
import type { Db } from '../db/connect.ts';
import {
  companies,
  people,
  procedures,
  properties,
  routineTaskAssignees,
  routineTaskLocations,
  routineTasks,
} from '../db/schema/index.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from './demo-logins.ts';

const PROPERTY = 'Lakeview Apartments';

function schedule(
  settings: Partial<ScheduleSettings> & Pick<ScheduleSettings, 'routineTaskScheduleType'>,
  weekdays: readonly WeekdayName[],
  months: readonly MonthName[],
): RoutineTaskSchedule {
  return {
    everyXDays: null,
    dayOfMonth: null,
    includeWeekends: true,
    timeOfDay: null,
    ...settings,
    ...(Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, weekdays.includes(day)])) as Record<WeekdayName, boolean>),
    ...(Object.fromEntries(MONTH_NAMES.map((month) => [month, months.includes(month)])) as Record<MonthName, boolean>),
  };
}

/**
 * Harbor's demo inspections at Lakeview Apartments, so the Tasks screen and My Tasks have work to
 * show on a fresh start: a weekday extinguisher walk (something is due most weeks), a monthly
 * check and a quarterly roof inspection, assigned to the reporter and the manager. They start on
 * the day the demo is seeded, so nothing is overdue at first. Written directly, as the claims
 * are; their instances are stored when first read, as any task's are.
 */
const DEMO_TASKS = [
  {
    name: 'Extinguisher walk',
    procedure: 'Monthly Fire Extinguisher Inspection',
    schedule: schedule(
      { routineTaskScheduleType: 'Weekly', includeWeekends: false },
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      [],
    ),
    locations: ['Lobby', 'Boiler Room'],
  },
  {
    name: 'Fire extinguisher inspection',
    procedure: 'Monthly Fire Extinguisher Inspection',
    schedule: schedule({ routineTaskScheduleType: 'Monthly', dayOfMonth: 1 }, [], MONTH_NAMES),
    locations: ['Building A', 'Building B', 'Garage'],
  },
  {
    name: 'Roof inspection',
    procedure: 'Quarterly Roof Inspection',
    schedule: schedule({ routineTaskScheduleType: 'Quarterly', dayOfMonth: 15 }, [], ['january']),
    locations: ['Main roof'],
  },
] as const;

export async function seedDemoRoutineTasks(db: Db, now = new Date()): Promise<void> {
  const [harbor] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANIES.harbor.name));
  if (!harbor) return;
  const companyId = harbor.id;
  const [property] = await db
    .select({ id: properties.id, timeZone: properties.timeZone })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.name, PROPERTY)));
  const procedureRows = await db
    .select({ id: procedures.id, name: procedures.name })
    .from(procedures)
    .where(and(eq(procedures.companyId, companyId), eq(procedures.flavor, 'RoutineTask')));
  const assignees = await db
    .select({ id: people.id })
    .from(people)
    .where(
      and(
        eq(people.companyId, companyId),
        inArray(people.emailAddress, [DEMO_LOGINS.reporter.email, DEMO_LOGINS.manager.email]),
      ),
    );
  if (!property || assignees.length === 0) return;
  const today = localDateIn(now, property.timeZone);
  for (const task of DEMO_TASKS) {
    const procedureId = procedureRows.find((row) => row.name === task.procedure)?.id;
    if (!procedureId) continue;
    const [created] = await db
      .insert(routineTasks)
      .values({
        companyId,
        propertyId: property.id,
        procedureId,
        name: task.name,
        startDateLocal: today,
        scheduleFromLocal: today,
        schedule: task.schedule,
      })
      .returning({ id: routineTasks.id });
    await db
      .insert(routineTaskLocations)
      .values(task.locations.map((name) => ({ companyId, routineTaskId: created.id, name })));
    await db
      .insert(routineTaskAssignees)
      .values(assignees.map((person) => ({ companyId, routineTaskId: created.id, personId: person.id })));
  }
}
