import { and, eq, gte, inArray, isNull, notInArray } from 'drizzle-orm';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import type { RoutineTaskInput } from '../../../../schemas/routine-task/entity.ts';
import { localDateIn } from '../../../domain/common/calendar-date.ts';
import { PROCEDURE_FLAVORS } from '../../../domain/procedures/procedure-model.ts';
import { type RoutineTaskSchedule, scheduleProblems } from '../../../domain/tasks/routine-task-schedule.ts';
import { TASK_STATUSES } from '../../../domain/tasks/routine-task-status.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Tx } from '../../db/connect.ts';
import {
  people,
  procedures,
  properties,
  routineTaskAssignees,
  routineTaskInstances,
  routineTaskLocations,
  routineTasks,
} from '../../db/schema/index.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { canSeeProperty } from '../properties/visibility.ts';
import { distinctIds } from '../shared/associations.ts';
import { readTasks, taskInShape } from './store.ts';

function throwIfAny(errors: FieldError[]): void {
  const [first] = errors;
  if (first) throw new BadRequestError(`${first.field} ${first.message}`, errors);
}

/** Spec 002 §5: a name, a schedule fit for its type, locations listed once (name and type, case-insensitive). */
function inputErrors(input: RoutineTaskInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!input.name.trim()) errors.push({ field: 'name', message: 'is required' });
  for (const problem of scheduleProblems(input.schedule as RoutineTaskSchedule)) {
    errors.push({ field: `schedule.${problem.field}`, message: problem.message });
  }
  const seen = new Set<string>();
  input.locations.forEach((location, index) => {
    const name = location.name.trim();
    if (!name) errors.push({ field: `locations[${index}].name`, message: 'is required' });
    const key = `${name.toLowerCase()}\u0000${(location.routineTaskLocationType ?? 'Adhoc').toLowerCase()}`;
    if (seen.has(key)) errors.push({ field: `locations[${index}].name`, message: 'is already listed with this type' });
    seen.add(key);
  });
  return errors;
}

/** The rules that read the database: the property, the procedure and the people of the company. */
async function referenceErrors(ctx: ServiceContext<Tx>, input: RoutineTaskInput, personIds: string[]) {
  const { companyId } = ctx.company;
  const [seesProperty, [procedure], found] = await Promise.all([
    canSeeProperty(ctx.db, ctx.company, input.propertyId.toLowerCase()),
    ctx.db
      .select({ id: procedures.id })
      .from(procedures)
      .where(
        and(
          eq(procedures.companyId, companyId),
          eq(procedures.id, input.procedureId.toLowerCase()),
          eq(procedures.flavor, PROCEDURE_FLAVORS.routineTask),
        ),
      ),
    ctx.db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.companyId, companyId), inArray(people.id, personIds))),
  ]);
  const errors: FieldError[] = [];
  if (!seesProperty) errors.push({ field: 'propertyId', message: 'must be one of your properties' });
  if (!procedure)
    errors.push({ field: 'procedureId', message: 'must be a task / inspection procedure of the company' });
  if (found.length !== personIds.length)
    errors.push({ field: 'assignedPeople', message: 'must be people of the company' });
  return errors;
}

/** The stored task being updated (locked); 404 for another company's or an unknown one. */
async function storedTask(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(routineTasks)
    .where(and(eq(routineTasks.companyId, companyId), eq(routineTasks.id, id)))
    .for('update');
  if (!row) throw new NotFoundError();
  return row;
}

/** Keeps the listed locations (by id), removes the others (their past results stay), adds the new. */
async function syncLocations(
  tx: Tx,
  companyId: string,
  taskId: string,
  input: RoutineTaskInput['locations'],
  now: Date,
) {
  const keptIds = input.flatMap((location) => (location.id ? [location.id.toLowerCase()] : []));
  const current = await tx
    .select({ id: routineTaskLocations.id })
    .from(routineTaskLocations)
    .where(and(eq(routineTaskLocations.routineTaskId, taskId), isNull(routineTaskLocations.removedAt)));
  const currentIds = new Set(current.map((row) => row.id));
  await tx
    .update(routineTaskLocations)
    .set({ removedAt: now })
    .where(
      and(
        eq(routineTaskLocations.routineTaskId, taskId),
        isNull(routineTaskLocations.removedAt),
        ...(keptIds.length ? [notInArray(routineTaskLocations.id, keptIds)] : []),
      ),
    );
  for (const location of input) {
    const values = { name: location.name.trim(), routineTaskLocationType: location.routineTaskLocationType ?? 'Adhoc' };
    const id = location.id?.toLowerCase();
    if (id && currentIds.has(id)) {
      await tx.update(routineTaskLocations).set(values).where(eq(routineTaskLocations.id, id));
    } else {
      await tx.insert(routineTaskLocations).values({ ...values, companyId, routineTaskId: taskId });
    }
  }
}

/**
 * POST /routineTasks (spec 002 §5 "Routine task"): create or update a task with its schedule,
 * locations and people in one transaction. An update re-makes the instances from today on
 * that nobody has begun (future ones only): past and begun instances keep their answers.
 */
export async function saveRoutineTask(
  ctx: ServiceContext,
  input: RoutineTaskInput,
): Promise<ReplyOf<typeof routineTaskEndpoints.save>> {
  const { companyId } = ctx.company;
  const personIds = distinctIds(input.assignedPeople.map((id) => id.toLowerCase()));
  throwIfAny(inputErrors(input));
  return ctx.transaction(async (tx) => {
    const existing = input.id ? await storedTask(tx.db, companyId, input.id.toLowerCase()) : null;
    const errors = await referenceErrors(tx, input, personIds);
    if (existing && existing.propertyId !== input.propertyId.toLowerCase()) {
      errors.push({ field: 'propertyId', message: 'cannot change once saved' });
    }
    throwIfAny(errors);
    const now = tx.clock.now();
    const values = {
      name: input.name.trim(),
      procedureId: input.procedureId.toLowerCase(),
      startDateLocal: input.startDateLocal,
      performAdHoc: input.performAdHoc ?? false,
      schedule: input.schedule as RoutineTaskSchedule,
      updatedAt: now,
    };
    let taskId: string;
    if (existing) {
      taskId = existing.id;
      const today = await forgetUntouchedFutureInstances(tx, taskId, existing.propertyId);
      // The new schedule makes instances from today (or its later start) on; the past stays as it was.
      const scheduleFromLocal = values.startDateLocal > today ? values.startDateLocal : today;
      await tx.db
        .update(routineTasks)
        // Forget what was known stored: the schedule and the locations may change here.
        .set({ ...values, scheduleFromLocal, storedFromLocal: null, storedThroughLocal: null })
        .where(eq(routineTasks.id, taskId));
    } else {
      const [created] = await tx.db
        .insert(routineTasks)
        .values({
          ...values,
          scheduleFromLocal: values.startDateLocal,
          companyId,
          propertyId: input.propertyId.toLowerCase(),
          createdAt: now,
        })
        .returning({ id: routineTasks.id });
      taskId = created.id;
    }
    await syncLocations(tx.db, companyId, taskId, input.locations, now);
    await tx.db.delete(routineTaskAssignees).where(eq(routineTaskAssignees.routineTaskId, taskId));
    await tx.db
      .insert(routineTaskAssignees)
      .values(personIds.map((personId) => ({ companyId, routineTaskId: taskId, personId })));
    await tx.record({
      type: existing ? 'routineTask.updated' : 'routineTask.created',
      subjectId: taskId,
      payload: { name: values.name, propertyId: input.propertyId.toLowerCase(), schedule: values.schedule },
    });
    const [row] = await readTasks(tx.db, eq(routineTasks.id, taskId));
    return { success: true, failureReason: null, routineTask: taskInShape(row) };
  });
}

/** Stored instances due today or later that nobody has begun: the next window read makes them anew. */
async function forgetUntouchedFutureInstances(
  tx: ServiceContext<Tx>,
  taskId: string,
  propertyId: string,
): Promise<string> {
  const [property] = await tx.db
    .select({ timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const today = localDateIn(tx.clock.now(), property.timeZone);
  await tx.db
    .delete(routineTaskInstances)
    .where(
      and(
        eq(routineTaskInstances.routineTaskId, taskId),
        gte(routineTaskInstances.dueDateLocal, today),
        eq(routineTaskInstances.status, TASK_STATUSES.notStarted),
      ),
    );
  return today;
}
