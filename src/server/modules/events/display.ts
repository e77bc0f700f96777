import { and, eq } from 'drizzle-orm';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import type { eventManagementEndpoints } from '../../../../schemas/event-management/endpoints.ts';
import type { EventForDisplay } from '../../../../schemas/event-management/replies.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { eventStatusLabel } from '../../../domain/events/event-status.ts';
import { walkedSteps } from '../../../domain/procedures/procedure-navigation.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { events, properties } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { readEventClaims } from '../shared/claim-rows.ts';
import { isEventStatusLockedByClaimStatus } from './claim-lock.ts';
import { readEventDocuments } from './documents.ts';
import { routineTaskThatRaised } from './raised-by-task.ts';
import { readRenderOptions } from './report-options.ts';
import { localTime, readEventProgress, visibleRolesOf } from './store.ts';
import { visibleEvent, visibleEventsWhere } from './visibility.ts';

type SopQuestion = EventForDisplay['sopQuestions'][number];

/**
 * The steps the report went through, in the order of its trail (each once), with their answers:
 * the walk the wizard numbers (`walkedSteps`), so the page's '2.' is the wizard's 'Step 2'.
 */
function sopQuestionsOf(progress: EventProgress): SopQuestion[] {
  return walkedSteps(progress.procedure.questions, progress.answeredQuestionTrail).map(({ step }) => {
    const { yesResult: _yes, noResult: _no, ...shown } = step;
    return shown;
  });
}

/**
 * The event as event management shows it (spec 001 §3 'Event (for display)'). The caller has
 * checked that the viewer may see it. The wizard's progress read supplies the property, type,
 * category, answers and media; the rest is read beside it (documents and claims as the files and
 * claims modules answer with them: shared/file-rows.ts, shared/claim-rows.ts).
 */
export async function readEventForDisplay(db: Runner, companyId: string, eventId: string): Promise<EventForDisplay> {
  const [progress, [row], roles, locked, renderOptions, documents, insuranceClaims] = await Promise.all([
    readEventProgress(db, companyId, eventId),
    db
      .select({
        propertyNumber: properties.propertyNumber,
        postalCode: properties.postalCode,
        dateOccurredLocal: localTime(events.dateOccurredUtc, properties.timeZone),
        summary: events.summary,
      })
      .from(events)
      .innerJoin(properties, eq(properties.id, events.propertyId))
      .where(and(eq(events.companyId, companyId), eq(events.id, eventId))),
    visibleRolesOf(db, companyId, [eventId]),
    isEventStatusLockedByClaimStatus(db, eventId),
    readRenderOptions(db, companyId, eventId),
    readEventDocuments(db, companyId, eventId),
    readEventClaims(db, companyId, eventId),
  ]);
  if (!row) throw new NotFoundError();
  const { property } = progress;
  return {
    id: progress.id,
    number: progress.number,
    propertyId: property.id,
    property: {
      name: property.name,
      number: row.propertyNumber,
      timeZone: property.timeZone,
      address: { ...property.address, postalCode: row.postalCode },
    },
    dateOccurredLocal: row.dateOccurredLocal,
    dateOccurredUtc: progress.dateOccurredUtc,
    location: progress.location,
    type: progress.type,
    category: progress.category,
    severityLevel: progress.eventSeverityLevel,
    emergencyServicesInvolved: progress.emergencyServicesInvolved,
    summary: row.summary,
    status: progress.status,
    statusName: eventStatusLabel(progress.status),
    visibleToPositionTypes: roles.get(eventId) ?? [],
    isEventStatusLockedByClaimStatus: locked,
    isSopComplete: progress.isSopComplete,
    reportedByName: progress.reportedByName,
    incidentReportRenderOptions: renderOptions.options,
    sopQuestions: sopQuestionsOf(progress),
    images: progress.images,
    documents,
    insuranceClaims,
  };
}

/** GET /events/{id} and GET /events/fordisplay/{id}: 404 unless the caller may see the event. */
export async function getEventForDisplay(
  ctx: ServiceContext,
  eventId: string,
): Promise<ReplyOf<typeof eventManagementEndpoints.forDisplay>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  const [display, raisedBy] = await Promise.all([
    readEventForDisplay(ctx.db, ctx.company.companyId, event.id),
    routineTaskThatRaised(ctx.db, ctx.company.companyId, event.id),
  ]);
  return { event: raisedBy ? { ...display, raisedByRoutineTask: raisedBy } : display };
}

/**
 * GET /events/{id}/canuserviewevent: whether the visibility rule lets the caller see the event.
 * An unknown, another company's or an archived id answers false, like a hidden one.
 */
export async function canUserViewEvent(
  ctx: ServiceContext,
  eventId: string,
): Promise<ReplyOf<typeof eventManagementEndpoints.canView>> {
  const [row] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(await visibleEventsWhere(ctx.db, ctx.company), eq(events.id, eventId.toLowerCase())));
  return { canUserViewEvent: row !== undefined };
}
