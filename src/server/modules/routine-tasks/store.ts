import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SavedRoutineTask } from '../../../../schemas/routine-task.ts';
import { ROUTINE_TASK_FLAVOR } from '../../../../schemas/routine-task.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { people, properties, routineTaskAssignees, routineTaskLocations, routineTasks } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { canSeeProperty } from '../properties/visibility.ts';

type TaskRow = typeof routineTasks.$inferSelect;

/** The property of the caller's company they may see, with its zone; 404 otherwise. */
export async function visibleProperty(ctx: ServiceContext, propertyId: string) {
  const id = propertyId.toLowerCase();
  const [row] = await ctx.db
    .select({ id: properties.id, name: properties.name, timeZone: properties.timeZone })
    .from(properties)
    .where(and(eq(properties.companyId, ctx.company.companyId), eq(properties.id, id)));
  if (!row || !(await canSeeProperty(ctx.db, ctx.company, id))) throw new NotFoundError();
  return row;
}

/** Current (not removed) locations and assignees of the tasks, by task id. */
export async function taskParts(db: Runner, companyId: string, taskIds: string[]) {
  if (taskIds.length === 0) return { locations: new Map(), assignees: new Map() };
  const [locations, assignees] = await Promise.all([
    db
      .select({
        taskId: routineTaskLocations.routineTaskId,
        id: routineTaskLocations.id,
        routineTaskLocationType: routineTaskLocations.routineTaskLocationType,
        name: routineTaskLocations.name,
      })
      .from(routineTaskLocations)
      .where(
        and(
          eq(routineTaskLocations.companyId, companyId),
          inArray(routineTaskLocations.routineTaskId, taskIds),
          isNull(routineTaskLocations.removedAt),
        ),
      )
      .orderBy(asc(sql`lower(${routineTaskLocations.name})`), asc(routineTaskLocations.id)),
    db
      .select({
        taskId: routineTaskAssignees.routineTaskId,
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
      })
      .from(routineTaskAssignees)
      .innerJoin(people, eq(people.id, routineTaskAssignees.personId))
      .where(and(eq(routineTaskAssignees.companyId, companyId), inArray(routineTaskAssignees.routineTaskId, taskIds)))
      .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id)),
  ]);
  const group = <T extends { taskId: string }>(rows: T[]) => {
    const map = new Map<string, Omit<T, 'taskId'>[]>();
    for (const { taskId, ...rest } of rows) map.set(taskId, [...(map.get(taskId) ?? []), rest]);
    return map;
  };
  return { locations: group(locations), assignees: group(assignees) };
}

/** Tasks in the API's shape, with their locations and people. */
export async function tasksInShape(db: Runner, companyId: string, rows: TaskRow[]): Promise<SavedRoutineTask[]> {
  const parts = await taskParts(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const assigned = parts.assignees.get(row.id) ?? [];
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
      locations: parts.locations.get(row.id) ?? [],
      assignedPeople: assigned.map((person: { id: string }) => person.id),
      assignedPeopleRealized: assigned,
    };
  });
}

/** GET /property/{id}/routineTasks: the property's tasks by name (a property holds tens, not thousands). */
export async function listRoutineTasks(ctx: ServiceContext, propertyId: string) {
  const property = await visibleProperty(ctx, propertyId);
  const rows = await ctx.db
    .select()
    .from(routineTasks)
    .where(and(eq(routineTasks.companyId, ctx.company.companyId), eq(routineTasks.propertyId, property.id)))
    .orderBy(asc(sql`lower(${routineTasks.name})`), asc(routineTasks.id));
  return { routineTasks: await tasksInShape(ctx.db, ctx.company.companyId, rows) };
}
