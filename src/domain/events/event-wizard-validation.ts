/**
 * What each Add Event wizard tab requires before its Next (spec 001 §5 "Add Event wizard"), in
 * the spec's words. A problem names its field, like the API's `validationErrors`, so a message
 * shows under the control it is about. Step answers are checked by `answerProblem` of
 * `procedure-navigation.ts` (the same check as the procedure preview). Pure.
 */

import { ANSWER_MESSAGES } from '../procedures/procedure-navigation.ts';
import { isSeverityLevel } from './event-severity.ts';
import type { WizardProgress } from './event-wizard-tabs.ts';

export const WIZARD_MESSAGES = {
  propertyRequired: 'Property is required.',
  typeRequired: 'Type is required.',
  categoryRequired: 'Category is required.',
  emergencyRequired: 'You must answer whether emergency services are involved.',
  dateTimeRequired: 'Date and Time are required.',
  acknowledge: ANSWER_MESSAGES.acknowledge,
  yesOrNo: ANSWER_MESSAGES.yesOrNo,
  /** §8: POST /events/create found no procedure for the type and category; the wizard stays on Event Info. */
  noProcedure: 'Did not match a procedure, please re-select type and category, or go fix your procedures.',
  /** §2: the 'Events in Progress' modal. */
  eventsInProgress: 'Event(s) already exist for this location.',
  /** §8: the toast once the wizard's images or videos are uploaded (4 s), in the spec's words. */
  mediaUploaded: 'Media upload successfully',
} as const;

export interface FieldProblem {
  field: string;
  message: string;
}

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

export interface EventInfoFields {
  propertyId: string | null;
  typeId: string | null;
  categoryId: string | null;
  /** How many categories the chosen type offers (0 when no type is chosen yet). */
  categoryCount: number;
  /** Free text, never required. */
  location?: string | null;
}

/**
 * Whether Event Info needs a category. The spec says 'Category is required.' without exception,
 * yet a procedure's category is optional: a type with no categories at all could then never be
 * reported. So a category is required whenever the chosen type offers one (and while no type
 * is chosen, so an empty form shows all three messages).
 */
export function categoryRequired(fields: Pick<EventInfoFields, 'typeId' | 'categoryCount'>): boolean {
  return blank(fields.typeId) || fields.categoryCount > 0;
}

/** Event Info: property, type and category (location is free text and optional). */
export function eventInfoProblems(fields: EventInfoFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (blank(fields.propertyId)) problems.push({ field: 'property', message: WIZARD_MESSAGES.propertyRequired });
  if (blank(fields.typeId)) problems.push({ field: 'type', message: WIZARD_MESSAGES.typeRequired });
  if (categoryRequired(fields) && blank(fields.categoryId)) {
    problems.push({ field: 'category', message: WIZARD_MESSAGES.categoryRequired });
  }
  return problems;
}

/**
 * Event Info's checks before Next: the fields above for a report not created yet; none once the
 * event exists — a resumed event (§4 "Resuming an event skips first-tab validation") or one the
 * reporter came back to, whose fields are read-only.
 */
export function eventInfoProblemsOnNext(progress: WizardProgress, fields: EventInfoFields): FieldProblem[] {
  return progress.eventId === null ? eventInfoProblems(fields) : [];
}

/** Emergency: the Yes/No question must be answered (null: not answered yet). */
export function emergencyProblems(involved: boolean | null | undefined): FieldProblem[] {
  return typeof involved === 'boolean'
    ? []
    : [{ field: 'emergencyServicesInvolved', message: WIZARD_MESSAGES.emergencyRequired }];
}

/** The two fields an Emergency answer saves: the answer and its answered flag (§3). */
export function emergencyAnswerFields(involved: boolean): {
  emergencyServicesInvolved: boolean;
  emergencyServicesAnswered: true;
} {
  return { emergencyServicesInvolved: involved, emergencyServicesAnswered: true };
}

/** The Emergency tab's call link (§2 'CALL 911'): a tel: link, so a phone dials it. */
export const EMERGENCY_CALL = { label: 'CALL 911', href: 'tel:911' } as const;

export interface ReviewFields {
  severity: number | null;
  /** The date occurred (any non-blank text the date picker produced), null while empty. */
  date: string | null;
  /** The time occurred, null while empty. */
  time: string | null;
}

/**
 * Review: date and time, one message for either missing ('Date and Time are required.'). The
 * severity always holds Low or High (`DEFAULT_SEVERITY`), so the wizard never shows its message;
 * 'Severity is required.' (ours, in the spec's pattern) is for data that did not come from it.
 */
export function reviewProblems(fields: ReviewFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isSeverityLevel(fields.severity)) problems.push({ field: 'severity', message: 'Severity is required.' });
  if (blank(fields.date) || blank(fields.time)) {
    problems.push({ field: 'dateOccurred', message: WIZARD_MESSAGES.dateTimeRequired });
  }
  return problems;
}
