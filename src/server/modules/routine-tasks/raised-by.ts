import { and, eq } from 'drizzle-orm';
import type { CompanyContext } from '../../auth/membership.ts';
import type { Runner } from '../../db/connect.ts';
import {
  events,
  routineTaskInstances,
  routineTaskLocations,
  routineTaskResults,
  routineTasks,
} from '../../db/schema/index.ts';
import { visibleEventsWhere } from '../events/visibility.ts';

/**
 * The event a task location's failed inspection step raised, as its replies link it ({ id,
 * number }), or null: none was raised, or the viewer may not see it (the event-visibility rule,
 * `visibleEventsWhere`: a role-limited, archived or otherwise hidden event shows no number).
 */
export async function visibleRaisedEvent(
  db: Runner,
  viewer: CompanyContext,
  eventId: string | null,
): Promise<{ id: string; number: string } | null> {
  if (!eventId) return null;
  const [row] = await db
    .select({ id: events.id, number: events.numberText })
    .from(events)
    .where(and(await visibleEventsWhere(db, viewer), eq(events.id, eventId)));
  return row ?? null;
}

/**
 * The task location whose failed inspection step raised an event (beyond the spec), for the
 * event's page: the link back from the event (routine_task_results_raised_event_idx). Null otherwise.
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
