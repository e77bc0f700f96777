import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { SavedRoutineTask } from '../../../../schemas/routine-task/entity.ts';
import { ROUTINE_TASK_FLAVOR } from '../../../../schemas/routine-task/entity.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { properties, routineTasks } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { visiblePropertyIdWhere } from '../properties/visibility.ts';

type TaskRow = typeof routineTasks.$inferSelect;

/** The property of the caller's company they may see, with its zone; 404 otherwise (one statement for those who see all). */
export async function visibleProperty(ctx: ServiceContext, propertyId: string) {
  const limit = await visiblePropertyIdWhere(ctx.db, ctx.company, properties.id);
  const [row] = await ctx.db
    .select({ id: properties.id, name: properties.name, timeZone: properties.timeZone })
    .from(properties)
    .where(
      and(
        eq(properties.companyId, ctx.company.companyId),
        eq(properties.id, propertyId.toLowerCase()),
        limit ?? undefined,
      ),
    );
  if (!row) throw new NotFoundError();
  return row;
}

type TaskLocation = SavedRoutineTask['locations'][number];
type TaskPerson = SavedRoutineTask['assignedPeopleRealized'][number];

/** A task with its current (not removed) locations by name and its people by last name. */
export type TaskWithParts = TaskRow & { locations: TaskLocation[]; assignees: TaskPerson[] };

/** The tasks `where` picks, by name, with their locations and people: one statement. */
export async function readTasks(db: Runner, where: SQL): Promise<TaskWithParts[]> {
  // Written out with aliases: drizzle leaves columns unqualified in a one-table select.
  const rows = await db
    .select({
      task: routineTasks,
      locations: sql<TaskLocation[]>`coalesce((
        select json_agg(json_build_object('id', loc.id, 'routineTaskLocationType', loc.location_type, 'name', loc.name)
                        order by lower(loc.name), loc.id)
          from routine_task_locations loc
         where loc.routine_task_id = routine_tasks.id and loc.removed_at is null), '[]'::json)`,
      assignees: sql<TaskPerson[]>`coalesce((
        select json_agg(json_build_object('id', person.id, 'firstName', person.first_name, 'lastName', person.last_name)
                        order by person.last_name, person.first_name, person.id)
          from routine_task_assignees assignee join people person on person.id = assignee.person_id
         where assignee.routine_task_id = routine_tasks.id), '[]'::json)`,
    })
    .from(routineTasks)
    .where(where)
    .orderBy(asc(sql`lower(${routineTasks.name})`), asc(routineTasks.id));
  return rows.map(({ task, locations, assignees }) => ({ ...task, locations, assignees }));
}

/** A task in the API's shape. */
export function taskInShape(row: TaskWithParts): SavedRoutineTask {
  return {
    id: row.id,
    name: row.name,
    companyId: row.companyId,
    performAdHoc: row.performAdHoc,
    procedureId: row.procedureId,
    propertyId: row.propertyId,
    startDateLocal: row.startDateLocal,
    flavor: ROUTINE_TASK_FLAVOR,
    schedule: row.schedule,
    locations: row.locations,
    assignedPeople: row.assignees.map((person) => person.id),
    assignedPeopleRealized: row.assignees,
  };
}

/** The tasks of a property of the caller's company (visibility checked by the caller). */
export function propertyTasksWhere(ctx: ServiceContext, propertyId: string): SQL {
  return and(eq(routineTasks.companyId, ctx.company.companyId), eq(routineTasks.propertyId, propertyId)) as SQL;
}

/** GET /property/{id}/routineTasks: the property's tasks by name (a property holds tens, not thousands). */
export async function listRoutineTasks(ctx: ServiceContext, propertyId: string) {
  const property = await visibleProperty(ctx, propertyId);
  const rows = await readTasks(ctx.db, propertyTasksWhere(ctx, property.id));
  return { routineTasks: rows.map(taskInShape) };
}
