import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { DEFAULT_SEVERITY, isSeverityLevel, type SeverityLevel } from '../../../domain/events/event-severity.ts';
import type { WizardProgress } from '../../../domain/events/event-wizard-tabs.ts';
import { type StepAnswer, savedAnswer } from '../procedures/step-answer.ts';
import { stepsOf } from './event-steps.ts';
import { EMPTY_OCCURRED, type OccurredFields, occurredAt } from './occurred-time.ts';

/**
 * What the tabs show for a saved event (created, saved or resumed): the answers it holds, so a
 * resumed report or a tab visited again shows what was given, never a blank form.
 */

/** Emergency: the saved answer, or null while it was never answered. */
export function savedEmergency(event: EventProgress): boolean | null {
  return event.emergencyServicesAnswered ? event.emergencyServicesInvolved : null;
}

export interface ReviewDraft extends OccurredFields {
  severity: SeverityLevel;
}

/**
 * Review: the saved severity and, once Review was completed, the date and time occurred at the
 * property. Before that the stored time is only create's "now", so the fields start empty and
 * the reporter says when it happened ('Date and Time are required.').
 */
export function savedReview(event: EventProgress, progress: WizardProgress): ReviewDraft {
  const severity = isSeverityLevel(event.eventSeverityLevel) ? event.eventSeverityLevel : DEFAULT_SEVERITY;
  const occurred = progress.reviewComplete
    ? occurredAt(event.dateOccurredUtc, event.property.timeZone)
    : EMPTY_OCCURRED;
  return { severity, ...occurred };
}

/** Every step's saved answer, by step id. */
export function savedAnswers(event: EventProgress): Record<string, StepAnswer> {
  return Object.fromEntries(stepsOf(event).map((step) => [step.id, savedAnswer(step)]));
}
