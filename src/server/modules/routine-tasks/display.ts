import { eq } from 'drizzle-orm';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import { localDateTimeIn } from '../../../domain/common/calendar-date.ts';
import { type NavigableStep, walkNumbers } from '../../../domain/procedures/procedure-navigation.ts';
import { isTaskComplete, TASK_STATUSES } from '../../../domain/tasks/routine-task-status.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { people } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { canSeeProperty } from '../properties/visibility.ts';
import { type PerformedQuestion, procedureSnapshot } from './procedure-snapshot.ts';
import { visibleRaisedEvent } from './raised-by.ts';
import { companyResult } from './result-access.ts';
import { skippedStepIds } from './skipped-steps.ts';
import { readResultImages } from './step-images.ts';

/** 'YYYY-MM-DDTHH:mm:ss' of an instant in the property's zone (the spec's *Local fields). */
function localText(instant: Date | null, timeZone: string): string | null {
  return instant ? localDateTimeIn(instant, timeZone) : null;
}

async function personRef(db: Runner, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(eq(people.id, id));
  return row ?? null;
}

/**
 * GET …/result/{resultId}/fordisplay (spec 002 §2.5, §3 "Location result"): Task Details for a
 * manager (manageEvents) of a property they see, with the answers, the steps a branch skipped, the
 * photos of the Image Upload steps and the event a failed step raised (null when the caller may not see it).
 */
export async function getResultForDisplay(
  ctx: ServiceContext,
  instanceId: string,
  resultId: string,
): Promise<ReplyOf<typeof routineTaskEndpoints.forDisplay>> {
  const row = await companyResult(ctx.db, ctx.company.companyId, instanceId, resultId);
  if (!(await canSeeProperty(ctx.db, ctx.company, row.property.id))) throw new NotFoundError();
  const { result, property } = row;
  const stored = result.answers as PerformedQuestion[];
  // Before anyone begins, the requirements are the procedure's questions as they are now, unanswered.
  const notBegun = result.status === TASK_STATUSES.notStarted && stored.length === 0;
  const [startedByPerson, completedByPerson, raised, questions, images] = await Promise.all([
    personRef(ctx.db, result.startedByPersonId),
    personRef(ctx.db, result.completedByPersonId),
    visibleRaisedEvent(ctx.db, ctx.company, result.raisedEventId),
    notBegun ? procedureSnapshot(ctx.db, ctx.company.companyId, row.task.procedureId) : stored,
    readResultImages(ctx.db, row.instance.id, result.id),
  ]);
  // The stored copy types a result as { type, value } apart; a save only ever stores NA with null and goto with an id.
  const steps = questions as NavigableStep[];
  const numbers = walkNumbers(steps, result.answeredQuestionTrail);
  const skipped = skippedStepIds(steps, result.answeredQuestionTrail, isTaskComplete(result.status));
  return {
    result: {
      status: result.status,
      property: { id: property.id, name: property.name, timeZone: property.timeZone },
      location: row.locationName,
      taskName: row.task.name,
      dueDateLocal: row.instance.dueDateLocal,
      dateStartedLocal: localText(result.startedAt, property.timeZone),
      dateStartedUtc: result.startedAt?.toISOString() ?? null,
      startedByPerson,
      dateCompletedLocal: localText(result.completedAt, property.timeZone),
      dateCompletedUtc: result.completedAt?.toISOString() ?? null,
      completedByPerson,
      sopQuestions: questions.map((question) => ({
        id: question.id,
        number: numbers.get(question.id) ?? null,
        text: question.text,
        typeId: question.typeId,
        answer: question.answer,
        answered: question.answered,
        textAnswer: question.textAnswer,
        checklistItems: question.checklistItems.map((item) => ({ text: item.text, checked: item.checked === true })),
        skipped: skipped.has(question.id),
        images: images.get(question.id) ?? [],
      })),
      raisedEvent: raised,
    },
  };
}
