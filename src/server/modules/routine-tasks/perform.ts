import { and, asc, eq, ne } from 'drizzle-orm';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import type { SaveProgressInput } from '../../../../schemas/routine-task/entity.ts';
import type { PerformReply } from '../../../../schemas/routine-task/replies.ts';
import { PROCEDURE_FLAVORS } from '../../../domain/procedures/procedure-model.ts';
import { answerProblem } from '../../../domain/procedures/procedure-navigation.ts';
import { TASK_STATUSES } from '../../../domain/tasks/routine-task-status.ts';
import { actingPersonId, type CompanyContext } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { routineTaskInstances, routineTaskLocations, routineTaskResults } from '../../db/schema/index.ts';
import { AppError, BadRequestError, type FieldError } from '../../http/errors.ts';
import { type PerformedQuestion, procedureSnapshot } from './procedure-snapshot.ts';
import { raiseFailedInspectionEvent } from './raise-event.ts';
import { visibleRaisedEvent } from './raised-by.ts';
import { companyInstance, companyResult, requireInstanceAccess } from './result-access.ts';

type ResultRow = Awaited<ReturnType<typeof companyResult>>;

async function replyOf(
  db: Runner,
  viewer: CompanyContext,
  row: ResultRow,
  result: typeof routineTaskResults.$inferSelect,
): Promise<PerformReply> {
  const questions = (result.answers as PerformedQuestion[]).map(({ noEvent: _noEvent, ...question }) => question);
  return {
    resultId: result.id,
    instanceId: result.instanceId,
    procedure: {
      id: row.task.procedureId,
      flavor: PROCEDURE_FLAVORS.routineTask,
      name: row.task.name,
      eventType: null,
      eventCategory: null,
      visibleToPositionTypes: [],
      questions,
    },
    answeredQuestionTrail: result.answeredQuestionTrail,
    taskName: row.task.name,
    locationName: row.locationName,
    status: result.status,
    raisedEvent: await visibleRaisedEvent(db, viewer, result.raisedEventId),
  };
}

/** GET /routineTaskInstance/{id}/locationsList: the instance's locations with their results. */
export async function listInstanceLocations(
  ctx: ServiceContext,
  instanceId: string,
): Promise<ReplyOf<typeof routineTaskEndpoints.locations>> {
  const { instance, task } = await companyInstance(ctx.db, ctx.company.companyId, instanceId);
  await requireInstanceAccess(ctx, task.id, instance.propertyId);
  const rows = await ctx.db
    .select({ resultId: routineTaskResults.id, name: routineTaskLocations.name, status: routineTaskResults.status })
    .from(routineTaskResults)
    .innerJoin(routineTaskLocations, eq(routineTaskLocations.id, routineTaskResults.locationId))
    .where(eq(routineTaskResults.instanceId, instance.id))
    .orderBy(asc(routineTaskLocations.name), asc(routineTaskResults.id));
  return { results: rows };
}

/**
 * GET /routineTaskInstance/{id}/result/{resultId} (spec 002 §4 "Perform wizard"): begin or
 * resume. The first call keeps the procedure as it is now with the result and marks it started
 * by the caller; later calls answer what was saved (the wizard resumes at the trail's end).
 */
export async function beginResult(ctx: ServiceContext, instanceId: string, resultId: string): Promise<PerformReply> {
  const { companyId } = ctx.company;
  const personId = actingPersonId(ctx.company);
  return ctx.transaction(async (tx) => {
    const { db, clock, record } = tx;
    const row = await companyResult(db, companyId, instanceId, resultId, { forUpdate: true });
    await requireInstanceAccess(tx, row.task.id, row.property.id);
    if (row.result.status !== TASK_STATUSES.notStarted) return replyOf(db, ctx.company, row, row.result);
    const now = clock.now();
    const [started] = await db
      .update(routineTaskResults)
      .set({
        status: TASK_STATUSES.inProgress,
        startedByPersonId: personId,
        startedAt: now,
        answers: await procedureSnapshot(db, companyId, row.task.procedureId),
      })
      .where(eq(routineTaskResults.id, row.result.id))
      .returning();
    await db
      .update(routineTaskInstances)
      .set({ status: TASK_STATUSES.inProgress, lastUpdatedOrCompletedAt: now })
      .where(
        and(eq(routineTaskInstances.id, row.instance.id), ne(routineTaskInstances.status, TASK_STATUSES.complete)),
      );
    await record({
      type: 'routineTaskResult.started',
      subjectId: started.id,
      payload: { instanceId: row.instance.id },
    });
    return replyOf(db, ctx.company, row, started);
  });
}

/**
 * GET /routineTaskInstance/{id}/result/{resultId}/preview (issue 27): what `beginResult` would
 * answer, written nowhere — a location not begun with the procedure as begin would keep it now,
 * still Not Started. The Perform wizard reads it for the person's tasks while online, so that it
 * can begin a location offline; the begin itself is sent when the network returns.
 */
export async function previewResult(ctx: ServiceContext, instanceId: string, resultId: string): Promise<PerformReply> {
  const { companyId } = ctx.company;
  const row = await companyResult(ctx.db, companyId, instanceId, resultId);
  await requireInstanceAccess(ctx, row.task.id, row.property.id);
  if (row.result.status !== TASK_STATUSES.notStarted) return replyOf(ctx.db, ctx.company, row, row.result);
  const answers = await procedureSnapshot(ctx.db, companyId, row.task.procedureId);
  return replyOf(ctx.db, ctx.company, row, { ...row.result, answers });
}

/** The body's answers on the stored questions; 400 naming the question for an unknown id or a missing answer. */
function mergedAnswers(stored: PerformedQuestion[], input: SaveProgressInput): PerformedQuestion[] {
  const byId = new Map(stored.map((question) => [question.id, question]));
  const errors: FieldError[] = [];
  const merged = new Map(byId);
  input.procedure.questions.forEach((given, index) => {
    const field = `procedure.questions.${index}`;
    const question = byId.get(given.id.toLowerCase());
    if (!question) {
      errors.push({ field: `${field}.id`, message: "must be a question of the task's procedure" });
      return;
    }
    const checked = new Map((given.checklistItems ?? []).map((item) => [item.sortKey, item.checked === true]));
    const next: PerformedQuestion = {
      ...question,
      answer: given.answer === undefined ? question.answer : given.answer,
      answered: given.answered ?? true,
      textAnswer: given.textAnswer === undefined ? question.textAnswer : given.textAnswer,
      checklistItems: question.checklistItems.map((item) => ({
        ...item,
        checked: checked.get(item.sortKey) ?? item.checked === true,
      })),
    };
    const problem = next.answered ? answerProblem(next, next.answer) : null;
    if (problem) errors.push({ field: `${field}.answer`, message: problem });
    merged.set(question.id, next);
  });
  input.answeredQuestionTrail.forEach((id, index) => {
    if (!byId.has(id.toLowerCase())) {
      errors.push({ field: `answeredQuestionTrail.${index}`, message: "must be a question of the task's procedure" });
    }
  });
  if (input.isSopComplete) {
    for (const id of input.answeredQuestionTrail) {
      const question = merged.get(id.toLowerCase());
      const problem = question ? answerProblem(question, question.answer) : null;
      if (question && problem) {
        const index = stored.findIndex((candidate) => candidate.id === question.id);
        errors.push({ field: `procedure.questions.${index}.answer`, message: problem });
      }
    }
  }
  const [first] = errors;
  if (first) throw new BadRequestError(first.message, errors);
  return stored.map((question) => merged.get(question.id) as PerformedQuestion);
}

/**
 * POST /routineTaskInstance/{id}/result/{resultId}: saves the answers and trail of a begun
 * location; isSopComplete completes it (and the instance when every location is complete). A
 * completed location is final (409). A failed inspection step raises its event in this same
 * transaction (raise-event.ts).
 */
export async function saveResultProgress(
  ctx: ServiceContext,
  instanceId: string,
  resultId: string,
  input: SaveProgressInput,
): Promise<PerformReply> {
  const { companyId } = ctx.company;
  const personId = actingPersonId(ctx.company);
  return ctx.transaction(async (tx) => {
    const { db, clock, record } = tx;
    const row = await companyResult(db, companyId, instanceId, resultId, { forUpdate: true });
    await requireInstanceAccess(tx, row.task.id, row.property.id);
    if (row.result.status === TASK_STATUSES.complete)
      throw new AppError(409, 'This task location is already complete.');
    if (row.result.status === TASK_STATUSES.notStarted) {
      throw new BadRequestError('The task location has not been begun.', [
        { field: 'resultId', message: 'must be begun first' },
      ]);
    }
    const answers = mergedAnswers(row.result.answers as PerformedQuestion[], input);
    const trail = input.answeredQuestionTrail.map((id) => id.toLowerCase());
    const now = clock.now();
    const complete = input.isSopComplete;
    const raisedEventId = complete ? await raiseFailedInspectionEvent(tx, row, answers, trail) : null;
    const [saved] = await db
      .update(routineTaskResults)
      .set({
        answers,
        answeredQuestionTrail: trail,
        ...(complete
          ? { status: TASK_STATUSES.complete, completedByPersonId: personId, completedAt: now, raisedEventId }
          : {}),
      })
      .where(eq(routineTaskResults.id, row.result.id))
      .returning();
    const open = complete
      ? await db
          .select({ id: routineTaskResults.id })
          .from(routineTaskResults)
          .where(
            and(
              eq(routineTaskResults.instanceId, row.instance.id),
              ne(routineTaskResults.status, TASK_STATUSES.complete),
            ),
          )
      : [null];
    await db
      .update(routineTaskInstances)
      .set({ lastUpdatedOrCompletedAt: now, ...(open.length === 0 ? { status: TASK_STATUSES.complete } : {}) })
      .where(eq(routineTaskInstances.id, row.instance.id));
    if (complete) {
      await record({
        type: 'routineTaskResult.completed',
        subjectId: saved.id,
        ...(raisedEventId ? { eventId: raisedEventId } : {}),
        payload: { instanceId: row.instance.id, raisedEventId },
      });
    }
    return replyOf(db, ctx.company, row, saved);
  });
}
