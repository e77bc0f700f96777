import type { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import type { BodyInputOf } from '../../../../schemas/protocol/contract.ts';
import { saveOnNext } from '../../../domain/events/event-wizard-saves.ts';
import type { WizardProgress, WizardTab } from '../../../domain/events/event-wizard-tabs.ts';
import { emergencyAnswerFields } from '../../../domain/events/event-wizard-validation.ts';
import { answerInput, type StepAnswer } from '../procedures/step-answer.ts';
import { type EventStep, stepsOf } from './event-steps.ts';
import { procedureEntryTrail } from './wizard-procedure.ts';

/**
 * The bodies of the wizard's POST /events/{id}/saveProgress, one per advance (spec 001 §4 "Each
 * step advance saves progress"). Which status each leaves the event in is the domain's table
 * (`saveOnNext`); this only says what each advance changed.
 */

export type SaveProgressBody = BodyInputOf<typeof eventEndpoints.saveProgress>;
type ProgressChanges = SaveProgressBody['eventProgress'];

/** The changes of one advance with the report state the Next of `tab` leaves (5 while reporting, 0 at the end). */
function progressSave(tab: WizardTab, progress: WizardProgress, changes: ProgressChanges): SaveProgressBody {
  const save = saveOnNext(tab, progress);
  if (save?.call !== 'saveProgress') throw new Error(`Next on ${tab} saves no progress`);
  return {
    // The wizard's states are SOP In Progress (5) and New (0), the two the contract takes.
    eventProgress: { ...changes, status: save.state.status as 0 | 5, isSopComplete: save.state.isSopComplete },
    convertNumberIfNeeded: save.convertNumberIfNeeded,
  };
}

/** Emergency: the answer and its answered flag, kept at once. */
export function emergencySave(progress: WizardProgress, involved: boolean): SaveProgressBody {
  return progressSave('emergency', progress, emergencyAnswerFields(involved));
}

export interface ReviewChanges {
  severity: 0 | 1;
  /** The instant occurred (ISO UTC), from the date and time at the property. */
  dateOccurredUtc: string;
}

/**
 * Review: severity and the time occurred, and the trail where the Procedure tab opens (its first
 * step, or the trail walked so far), which is what marks Review completed on a resume.
 */
export function reviewSave(progress: WizardProgress, event: EventProgress, review: ReviewChanges): SaveProgressBody {
  return progressSave('review', progress, {
    eventSeverityLevel: review.severity,
    dateOccurredUtc: review.dateOccurredUtc,
    answeredQuestionTrail: procedureEntryTrail(stepsOf(event), event.answeredQuestionTrail),
  });
}

/** Next on a step: its answer and the trail after it (ending at the next step, or unchanged at the end). */
export function stepSave(
  progress: WizardProgress,
  step: EventStep,
  answer: StepAnswer,
  trail: readonly string[],
): SaveProgressBody {
  return progressSave('procedure', progress, {
    procedure: { questions: [answerInput(step, answer)] },
    answeredQuestionTrail: [...trail],
  });
}

/** Previous on a step: the shorter trail, so a reload comes back to the step on screen. */
export function trailSave(progress: WizardProgress, trail: readonly string[]): SaveProgressBody {
  return progressSave('procedure', progress, { answeredQuestionTrail: [...trail] });
}

/** Images/Videos: the finishing save (status 0 New, isSopComplete true). */
export function finishSave(progress: WizardProgress): SaveProgressBody {
  return progressSave('media', progress, {});
}
