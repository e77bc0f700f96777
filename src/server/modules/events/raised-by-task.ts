import { and, eq } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { routineTaskInstances, routineTaskLocations, routineTaskResults, routineTasks } from '../../db/schema/index.ts';

/**
 * The task location whose failed inspection step raised an event (beyond the spec), for the
 * event's page: the link back from the event (routine_task_results_raised_event_idx). Null otherwise.
 * The routine-tasks module raises the event (routine-tasks/raise-event.ts) and writes the link;
 * the events module reads it here, so routine tasks depend on events and not the reverse.
 */
export async function routineTaskThatRaised(db: Runner, companyId: string, eventId: string) {
  const [row] = await db
    .select({
      instanceId: routineTaskResults.instanceId,
      resultId: routineTaskResults.id,
      taskName: routineTasks.name,
      locationName: routineTaskLocations.name,
      dueDateLocal: routineTaskInstances.dueDateLocal,
    })
    .from(routineTaskResults)
    .innerJoin(routineTaskInstances, eq(routineTaskInstances.id, routineTaskResults.instanceId))
    .innerJoin(routineTasks, eq(routineTasks.id, routineTaskInstances.routineTaskId))
    .innerJoin(routineTaskLocations, eq(routineTaskLocations.id, routineTaskResults.locationId))
    .where(and(eq(routineTaskResults.companyId, companyId), eq(routineTaskResults.raisedEventId, eventId)))
    .limit(1);
  return row ?? null;
}
