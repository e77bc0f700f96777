import type { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { CREATED_STATE, isReportInProgress } from '../../../domain/events/event-wizard-saves.ts';
import type { SaveProgressBody } from './wizard-saves.ts';

/**
 * The event as the server will hold it once the saves waiting offline arrive (issue 27): the
 * wizard goes on from this while the network is gone. It applies a save as POST
 * /events/{id}/saveProgress writes it, and starts an event as POST /events/create does;
 * tests/api/offline-progress-parity.test.ts holds both to the server's answers.
 */

export type ReportingProcedure = ReplyOf<typeof eventEndpoints.reportingProcedures>['reportingProcedures'][number];

export interface StartingEvent {
  id: string;
  property: EventProgress['property'];
  /** The type and category's procedure, as GET /events/reportingProcedures gave it. */
  reporting: ReportingProcedure;
  location: string | null;
  reportedByName: string | null;
  now: Date;
}

/** The event POST /events/create would answer, before it has a number. */
export function startingEvent(start: StartingEvent): EventProgress {
  return {
    id: start.id,
    number: '',
    property: start.property,
    type: start.reporting.type,
    category: start.reporting.category,
    location: start.location?.trim() || null,
    eventSeverityLevel: 0,
    dateOccurredUtc: start.now.toISOString(),
    reportedByName: start.reportedByName,
    emergencyServicesInvolved: null,
    emergencyServicesAnswered: false,
    procedure: { id: start.reporting.procedureId, questions: structuredClone(start.reporting.questions) },
    answeredQuestionTrail: [],
    status: CREATED_STATE.status as EventProgress['status'],
    isSopComplete: CREATED_STATE.isSopComplete,
    images: [],
    videos: [],
  };
}

type Question = EventProgress['procedure']['questions'][number];
type QuestionInput = NonNullable<NonNullable<SaveProgressBody['eventProgress']['procedure']>['questions']>[number];

/** One step's answer written as the server writes it: fields left out keep their value; any answer marks it answered. */
function answered(question: Question, input: QuestionInput): Question {
  const touches = input.answer !== undefined || input.textAnswer !== undefined || input.checklistItems !== undefined;
  if (!touches && input.answered === undefined) return question;
  const checked = new Map((input.checklistItems ?? []).map((item) => [item.sortKey, item.checked]));
  return {
    ...question,
    ...(input.answer !== undefined ? { answer: input.answer } : {}),
    ...(input.textAnswer !== undefined ? { textAnswer: input.textAnswer } : {}),
    answered: input.answered ?? true,
    checklistItems: question.checklistItems.map((item) => ({
      ...item,
      checked: checked.get(item.sortKey) ?? item.checked,
    })),
  };
}

/** The event after a progress save, as the server would answer it (a finished report is left as it is). */
export function applyProgressSave(event: EventProgress, body: SaveProgressBody): EventProgress {
  if (!isReportInProgress(event)) return event;
  const progress = body.eventProgress;
  const inputs = new Map((progress.procedure?.questions ?? []).map((input) => [input.id.toLowerCase(), input]));
  const has = <K extends keyof typeof progress>(key: K) => progress[key] !== undefined;
  return {
    ...event,
    ...(has('location') ? { location: progress.location?.trim() || null } : {}),
    ...(has('eventSeverityLevel') ? { eventSeverityLevel: progress.eventSeverityLevel as 0 | 1 } : {}),
    ...(has('dateOccurredUtc') ? { dateOccurredUtc: new Date(progress.dateOccurredUtc as string).toISOString() } : {}),
    ...(has('emergencyServicesInvolved')
      ? { emergencyServicesInvolved: progress.emergencyServicesInvolved ?? null }
      : {}),
    ...(has('emergencyServicesAnswered')
      ? { emergencyServicesAnswered: progress.emergencyServicesAnswered as boolean }
      : {}),
    ...(has('answeredQuestionTrail')
      ? { answeredQuestionTrail: (progress.answeredQuestionTrail ?? []).map((id) => id.toLowerCase()) }
      : {}),
    ...(has('status') ? { status: progress.status as EventProgress['status'] } : {}),
    ...(has('isSopComplete') ? { isSopComplete: progress.isSopComplete as boolean } : {}),
    procedure: {
      ...event.procedure,
      questions: event.procedure.questions.map((question) => {
        const input = inputs.get(question.id);
        return input ? answered(question, input) : question;
      }),
    },
  };
}
