import { and, eq } from 'drizzle-orm';
import { EVENT_STATUS_NEW } from '../../../domain/events/event-status.ts';
import { STEP_TYPES } from '../../../domain/procedures/procedure-model.ts';
import { actingPersonId } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Tx } from '../../db/connect.ts';
import { events, eventTypes } from '../../db/schema/index.ts';
import { allocateEventNumber } from '../events/number.ts';
import type { PerformedQuestion } from './procedure-snapshot.ts';
import type { companyResult } from './result-access.ts';

type ResultRow = Awaited<ReturnType<typeof companyResult>>;

/** The Yes/No steps on the walked path answered No whose step says "on No, report an event". */
export function failedSteps(answers: readonly PerformedQuestion[], trail: readonly string[]): PerformedQuestion[] {
  const walked = new Set(trail);
  return answers.filter(
    (question) =>
      walked.has(question.id) && question.typeId === STEP_TYPES.yesNo && question.answer === false && question.noEvent,
  );
}

/**
 * Beyond the spec: a failed inspection raises an incident. When a location is completed with a
 * No on a step that says "on No, report an event", one event is created at the task's property
 * in the completing transaction: the first such step's type and category, status New, reported
 * by the person completing, at the location, its summary naming every failed step. Its id is
 * kept on the result (the link both ways: the result names it, the event is found by it).
 * Returns the event id, or null when nothing failed.
 */
export async function raiseFailedInspectionEvent(
  tx: ServiceContext<Tx>,
  row: ResultRow,
  answers: readonly PerformedQuestion[],
  trail: readonly string[],
): Promise<string | null> {
  const failed = failedSteps(answers, trail);
  const [first] = failed;
  if (!first?.noEvent) return null;
  const { companyId } = tx.company;
  const personId = actingPersonId(tx.company);
  const [type] = await tx.db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(and(eq(eventTypes.companyId, companyId), eq(eventTypes.id, first.noEvent.eventTypeId)));
  if (!type) return null;
  const now = tx.clock.now();
  const numberYear = now.getUTCFullYear();
  const number = await allocateEventNumber(tx.db, companyId, numberYear);
  const summary = [
    `Reported by the inspection '${row.task.name}' at ${row.locationName}, due ${row.instance.dueDateLocal}:`,
    ...failed.map((question) => `- ${question.text}: No`),
  ].join('\n');
  const [created] = await tx.db
    .insert(events)
    .values({
      companyId,
      numberYear,
      number,
      propertyId: row.property.id,
      eventTypeId: first.noEvent.eventTypeId,
      eventCategoryId: first.noEvent.eventCategoryId,
      location: row.locationName,
      status: EVENT_STATUS_NEW,
      dateOccurredUtc: now,
      reportedByPersonId: personId,
      isSopComplete: true,
      summary,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: events.id });
  await tx.record({
    type: 'event.created',
    subjectId: created.id,
    eventId: created.id,
    payload: {
      numberYear,
      number,
      propertyId: row.property.id,
      typeId: first.noEvent.eventTypeId,
      categoryId: first.noEvent.eventCategoryId,
      routineTaskResultId: row.result.id,
    },
  });
  return created.id;
}
