import { and, desc, eq } from 'drizzle-orm';
import type { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import { EVENT_MESSAGES } from '../../../../schemas/event/entity.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import {
  acceptsWizardSave,
  CREATED_STATE,
  IN_PROGRESS_STATE,
  isReportInProgress,
  refusedWizardSaveMessage,
  type StoredReportState,
} from '../../../domain/events/event-wizard-saves.ts';
import type { StepTypeId } from '../../../domain/procedures/procedure-model.ts';
import { answerProblem } from '../../../domain/procedures/procedure-navigation.ts';
import { actingPersonId } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner, Tx } from '../../db/connect.ts';
import {
  eventCategories,
  eventChecklistItems,
  eventSteps,
  events,
  eventTypes,
  people,
  properties,
} from '../../db/schema/index.ts';
import { AppError, BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { procedureForEvent } from '../procedures/for-event.ts';
import { canSeeProperty } from '../properties/visibility.ts';
import { allocateEventNumber } from './number.ts';
import { copyProcedureIntoEvent, localTime, readEventProgress } from './store.ts';
import { visibleEvent, visibleEventsWhere } from './visibility.ts';

type ProgressReply = ReplyOf<typeof eventEndpoints.create>;

function throwIfAny(errors: FieldError[]): void {
  const [first] = errors;
  if (first) throw new BadRequestError(`${first.field} ${first.message}`, errors);
}

/**
 * POST /events/create (spec 001 §7, wizard first tab): the property must be one the reporter
 * sees, the type an active type of the company and the category an active category of that type
 * (400 naming the field). The procedure of that type and category (else the type's general one)
 * is copied into the event; none: `success: false` with the wizard's message and nothing written.
 * The event starts in SOP In Progress (5), occurred now (the Review tab sets the time), reported
 * by the caller, visible to all; its number is allocated in the same transaction.
 */
export async function createEvent(
  ctx: ServiceContext,
  input: BodyOf<typeof eventEndpoints.create>,
): Promise<ProgressReply> {
  const { companyId } = ctx.company;
  const personId = actingPersonId(ctx.company);
  const typeId = input.typeId.toLowerCase();
  const categoryId = input.categoryId.toLowerCase();
  const propertyId = input.propertyId.toLowerCase();
  return ctx.transaction(async ({ db: tx, record, clock }) => {
    const [seesProperty, [type], [category]] = await Promise.all([
      canSeeProperty(tx, ctx.company, propertyId),
      tx
        .select({ id: eventTypes.id })
        .from(eventTypes)
        .where(and(eq(eventTypes.companyId, companyId), eq(eventTypes.id, typeId), eq(eventTypes.active, true))),
      tx
        .select({ id: eventCategories.id })
        .from(eventCategories)
        .where(
          and(
            eq(eventCategories.companyId, companyId),
            eq(eventCategories.id, categoryId),
            eq(eventCategories.eventTypeId, typeId),
            eq(eventCategories.active, true),
          ),
        ),
    ]);
    const errors: FieldError[] = [];
    if (!seesProperty) errors.push({ field: 'propertyId', message: 'must be one of your properties' });
    if (!type) errors.push({ field: 'typeId', message: 'must be an active event type of the company' });
    if (!category) errors.push({ field: 'categoryId', message: 'must be an active category of the type' });
    throwIfAny(errors);
    const procedure = await procedureForEvent(tx, companyId, typeId, categoryId);
    if (!procedure) return { success: false, failureReason: EVENT_MESSAGES.noProcedure };
    const now = clock.now();
    const numberYear = now.getUTCFullYear();
    const number = await allocateEventNumber(tx, companyId, numberYear);
    const location = input.location?.trim() || null;
    const clientId = input.id?.toLowerCase();
    if (clientId && (await eventIdTaken(tx, clientId))) throw new AppError(409, EVENT_MESSAGES.idTaken);
    const [created] = await tx
      .insert(events)
      .values({
        ...(clientId ? { id: clientId } : {}),
        companyId,
        numberYear,
        number,
        propertyId,
        eventTypeId: typeId,
        eventCategoryId: categoryId,
        location,
        status: CREATED_STATE.status,
        isSopComplete: CREATED_STATE.isSopComplete,
        dateOccurredUtc: now,
        reportedByPersonId: personId,
        sourceProcedureId: procedure.procedureId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: events.id });
    await copyProcedureIntoEvent(tx, companyId, created.id, procedure);
    await record({
      type: 'event.created',
      subjectId: created.id,
      eventId: created.id,
      payload: { numberYear, number, propertyId, typeId, categoryId, procedureId: procedure.procedureId },
    });
    return { success: true, eventProgress: await readEventProgress(tx, companyId, created.id) };
  });
}

/** Whether an event of any company has the id a client made (the answer says nothing of whose). */
async function eventIdTaken(tx: Runner, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id));
  return Boolean(row);
}

interface AnswerInput {
  answer?: boolean | null;
  answered?: boolean;
  textAnswer?: string | null;
  checklistItems?: { sortKey: number; checked: boolean }[];
}

interface StoredStep {
  id: string;
  typeId: StepTypeId;
  answer: boolean | null;
  answered: boolean;
}

/** The steps of the event's copy (id, type and stored answer) and its checklist item keys. */
async function copyOf(tx: Runner, eventId: string) {
  const [steps, items] = await Promise.all([
    tx
      .select({
        id: eventSteps.id,
        typeId: eventSteps.typeId,
        answer: eventSteps.answer,
        answered: eventSteps.answered,
      })
      .from(eventSteps)
      .where(eq(eventSteps.eventId, eventId)),
    tx
      .select({ stepId: eventChecklistItems.stepId, sortKey: eventChecklistItems.sortKey })
      .from(eventChecklistItems)
      .where(eq(eventChecklistItems.eventId, eventId)),
  ]);
  return {
    steps: new Map<string, StoredStep>(steps.map((step) => [step.id, step])),
    itemKeys: new Set(items.map((item) => `${item.stepId}|${item.sortKey}`)),
  };
}

type Copy = Awaited<ReturnType<typeof copyOf>>;

/** Field errors of one step's answer: the step must be of the copy, items of the step, and a Yes/No or Acknowledge step marked answered needs its answer. */
function answerErrors(copy: Copy, stepId: string, input: AnswerInput, field: string): FieldError[] {
  const step = copy.steps.get(stepId);
  if (!step) return [{ field: `${field}id`, message: "must be a step of the event's procedure" }];
  const errors: FieldError[] = [];
  (input.checklistItems ?? []).forEach((item, index) => {
    if (!copy.itemKeys.has(`${stepId}|${item.sortKey}`)) {
      errors.push({ field: `${field}checklistItems.${index}.sortKey`, message: 'must be an item of the step' });
    }
  });
  const answered = input.answered ?? (touches(input) ? true : step.answered);
  const answer = input.answer === undefined ? step.answer : input.answer;
  const problem = answered ? answerProblem(step, answer) : null;
  if (problem) errors.push({ field: `${field}answer`, message: problem });
  return errors;
}

function touches(input: AnswerInput): boolean {
  return input.answer !== undefined || input.textAnswer !== undefined || input.checklistItems !== undefined;
}

function trailErrors(copy: Copy, trail: readonly string[] | undefined, field: string): FieldError[] {
  return (trail ?? []).flatMap((id, index) =>
    copy.steps.has(id.toLowerCase())
      ? []
      : [{ field: `${field}.${index}`, message: "must be a step of the event's procedure" }],
  );
}

/** Writes one step's answer (fields left out keep their values); a step given any answer counts as answered. */
async function writeAnswer(tx: Tx, eventId: string, stepId: string, input: AnswerInput, now: Date): Promise<void> {
  if (!touches(input) && input.answered === undefined) return;
  await tx
    .update(eventSteps)
    .set({
      ...(input.answer !== undefined ? { answer: input.answer } : {}),
      ...(input.textAnswer !== undefined ? { textAnswer: input.textAnswer } : {}),
      answered: input.answered ?? true,
      answeredAt: now,
    })
    .where(and(eq(eventSteps.eventId, eventId), eq(eventSteps.id, stepId)));
  for (const item of input.checklistItems ?? []) {
    await tx
      .update(eventChecklistItems)
      .set({ checked: item.checked })
      .where(
        and(
          eq(eventChecklistItems.eventId, eventId),
          eq(eventChecklistItems.stepId, stepId),
          eq(eventChecklistItems.sortKey, item.sortKey),
        ),
      );
  }
}

/**
 * The event, locked, if the caller sees it (404) and the domain's rule takes a wizard save of
 * `asked` over its state (409 saying why: a late save from a second tab, a manager's status).
 * `asked` leaves out what the save does not change.
 */
async function eventTakingSave(ctx: ServiceContext<Tx>, eventId: string, asked: Partial<StoredReportState>) {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase(), { forUpdate: true });
  const next = { status: asked.status ?? event.status, isSopComplete: asked.isSopComplete ?? event.isSopComplete };
  if (!acceptsWizardSave(event, next)) throw new AppError(409, refusedWizardSaveMessage(event));
  return event;
}

/**
 * POST /events/{id}/saveProgress (spec 001 §4 'Wizard': every tab and step advance): writes what
 * the body's eventProgress carries — location, severity, time, emergency, answers, trail, status
 * (5 or 0) and isSopComplete — in one transaction; a status change records event.statusChanged.
 * The event must be one the caller sees (404) and its state must take the save (`acceptsWizardSave`,
 * else 409 saying why). convertNumberIfNeeded changes nothing: numbers are final from creation.
 */
export async function saveEventProgress(
  ctx: ServiceContext,
  eventId: string,
  input: BodyOf<typeof eventEndpoints.saveProgress>,
): Promise<ProgressReply> {
  const { companyId } = ctx.company;
  const progress = input.eventProgress;
  return ctx.transaction(async (tx) => {
    const event = await eventTakingSave(tx, eventId, progress);
    // The finishing save repeated (a retry) over a finished report changes nothing.
    if (!isReportInProgress(event)) {
      return { success: true, eventProgress: await readEventProgress(tx.db, companyId, event.id) };
    }
    const copy = await copyOf(tx.db, event.id);
    const questions = (progress.procedure?.questions ?? []).map((question) => ({
      ...question,
      id: question.id.toLowerCase(),
    }));
    throwIfAny([
      ...questions.flatMap((question, index) =>
        answerErrors(copy, question.id, question, `eventProgress.procedure.questions.${index}.`),
      ),
      ...trailErrors(copy, progress.answeredQuestionTrail, 'eventProgress.answeredQuestionTrail'),
    ]);
    const now = tx.clock.now();
    for (const question of questions) await writeAnswer(tx.db, event.id, question.id, question, now);
    const location = progress.location === undefined ? undefined : progress.location?.trim() || null;
    await tx.db
      .update(events)
      .set({
        ...(location !== undefined ? { location } : {}),
        ...(progress.eventSeverityLevel !== undefined ? { severityLevel: progress.eventSeverityLevel } : {}),
        ...(progress.dateOccurredUtc !== undefined ? { dateOccurredUtc: new Date(progress.dateOccurredUtc) } : {}),
        ...(progress.emergencyServicesInvolved !== undefined
          ? { emergencyServicesInvolved: progress.emergencyServicesInvolved }
          : {}),
        ...(progress.emergencyServicesAnswered !== undefined
          ? { emergencyServicesAnswered: progress.emergencyServicesAnswered }
          : {}),
        ...(progress.answeredQuestionTrail !== undefined
          ? { answeredQuestionTrail: progress.answeredQuestionTrail.map((id) => id.toLowerCase()) }
          : {}),
        ...(progress.status !== undefined ? { status: progress.status } : {}),
        ...(progress.isSopComplete !== undefined ? { isSopComplete: progress.isSopComplete } : {}),
        updatedAt: now,
      })
      .where(and(eq(events.companyId, companyId), eq(events.id, event.id)));
    if (progress.status !== undefined && progress.status !== event.status) {
      await tx.record({
        type: 'event.statusChanged',
        subjectId: event.id,
        eventId: event.id,
        payload: { from: event.status, to: progress.status },
      });
    }
    await tx.record({ type: 'event.progressSaved', subjectId: event.id, eventId: event.id });
    return { success: true, eventProgress: await readEventProgress(tx.db, companyId, event.id) };
  });
}

/**
 * POST /events/{id}/questions/{questionId}/answer: one step's answer (and the trail), for a
 * wizard that saves each answer as it is given. Same rules as saveProgress.
 */
export async function answerEventQuestion(
  ctx: ServiceContext,
  eventId: string,
  questionId: string,
  input: BodyOf<typeof eventEndpoints.answer>,
): Promise<ProgressReply> {
  const { companyId } = ctx.company;
  const stepId = questionId.toLowerCase();
  return ctx.transaction(async (tx) => {
    // An answer is a save of the report in progress, as a step advance's.
    const event = await eventTakingSave(tx, eventId, IN_PROGRESS_STATE);
    const copy = await copyOf(tx.db, event.id);
    // A step of another event (or company) is not found, like an unknown one.
    if (!copy.steps.has(stepId)) throw new NotFoundError();
    throwIfAny([
      ...answerErrors(copy, stepId, input, ''),
      ...trailErrors(copy, input.answeredQuestionTrail, 'answeredQuestionTrail'),
    ]);
    const now = tx.clock.now();
    await writeAnswer(tx.db, event.id, stepId, input, now);
    await tx.db
      .update(events)
      .set({
        ...(input.answeredQuestionTrail !== undefined
          ? { answeredQuestionTrail: input.answeredQuestionTrail.map((id) => id.toLowerCase()) }
          : {}),
        updatedAt: now,
      })
      .where(and(eq(events.companyId, companyId), eq(events.id, event.id)));
    await tx.record({
      type: 'event.answered',
      subjectId: event.id,
      eventId: event.id,
      payload: { questionId: stepId },
    });
    return { success: true, eventProgress: await readEventProgress(tx.db, companyId, event.id) };
  });
}

/** POST /events/{id}/resume: an event still being reported (`isReportInProgress`), with its trail; records event.resumed. */
export async function resumeEvent(ctx: ServiceContext, eventId: string): Promise<ProgressReply> {
  const { companyId } = ctx.company;
  return ctx.transaction(async (tx) => {
    const event = await visibleEvent(tx.db, tx.company, eventId.toLowerCase());
    if (!isReportInProgress(event)) {
      throw new BadRequestError(EVENT_MESSAGES.notInProgress, [{ field: 'id', message: EVENT_MESSAGES.notInProgress }]);
    }
    await tx.record({ type: 'event.resumed', subjectId: event.id, eventId: event.id });
    return { success: true, eventProgress: await readEventProgress(tx.db, companyId, event.id) };
  });
}

/**
 * GET /events/property/{id}/reportinprogress: the events being reported (`isReportInProgress`, as
 * SQL over IN_PROGRESS_STATE) at a property the
 * caller sees (404 otherwise) that the caller may see, newest first — the wizard's 'Events in
 * Progress' modal.
 */
export async function listEventsInProgress(
  ctx: ServiceContext,
  propertyId: string,
): Promise<ReplyOf<typeof eventEndpoints.inProgress>> {
  const { db } = ctx;
  const id = propertyId.toLowerCase();
  if (!(await canSeeProperty(db, ctx.company, id))) throw new NotFoundError();
  const rows = await db
    .select({
      id: events.id,
      number: events.numberText,
      firstName: people.firstName,
      lastName: people.lastName,
      dateReportedLocal: localTime(events.createdAt, properties.timeZone),
      dateReportedUtc: events.createdAt,
      propertyTimeZone: properties.timeZone,
      typeName: eventTypes.name,
      categoryName: eventCategories.name,
    })
    .from(events)
    .innerJoin(properties, eq(properties.id, events.propertyId))
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
    .leftJoin(people, eq(people.id, events.reportedByPersonId))
    .where(
      and(
        await visibleEventsWhere(db, ctx.company),
        eq(events.propertyId, id),
        eq(events.status, IN_PROGRESS_STATE.status),
        eq(events.isSopComplete, IN_PROGRESS_STATE.isSopComplete),
      ),
    )
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(100);
  return {
    eventsInProgress: rows.map(({ firstName, lastName, ...row }) => ({
      ...row,
      dateReportedUtc: row.dateReportedUtc.toISOString(),
      reportedByName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    })),
  };
}
