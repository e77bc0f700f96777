/**
 * What the Add Event wizard saves at each advance, and with which status (spec 001 §4 "Wizard",
 * "Event status values"; §7 POST /events/create and /events/{id}/saveProgress). The server
 * applies the same table, so an event's status says how far its report got. Pure.
 */
import { EVENT_STATUS, type EventStatus, eventStatusLabel } from './event-status.ts';
import type { WizardProgress, WizardTab } from './event-wizard-tabs.ts';

/** The state an event's report leaves it in. */
export interface ReportState {
  status: EventStatus;
  isSopComplete: boolean;
}

/** A state as the server reads it: the stored status is any integer. */
export interface StoredReportState {
  status: number;
  isSopComplete: boolean;
}

/**
 * A new event's state. The spec does not say what POST /events/create stores; it must be a state
 * the 'Events in Progress' modal offers to resume, or a report abandoned on Emergency would be
 * lost: SOP In Progress, not complete — the same state Review then saves.
 */
export const CREATED_STATE: ReportState = { status: EVENT_STATUS.sopInProgress, isSopComplete: false };

/** Review completed, every step advance, every save before the end (§4: status 5, isSopComplete false). */
export const IN_PROGRESS_STATE: ReportState = { status: EVENT_STATUS.sopInProgress, isSopComplete: false };

/** Finishing the procedure (§4: status 0 New, isSopComplete true). */
export const FINISHED_STATE: ReportState = { status: EVENT_STATUS.new, isSopComplete: true };

export type WizardSave =
  | { call: 'create' }
  | { call: 'saveProgress'; state: ReportState; convertNumberIfNeeded: boolean };

/**
 * The save Next makes on `tab`, or null when it saves nothing:
 * - Event Info: creates the event (only a new one; a created or resumed event is not created again);
 * - Emergency: saves progress — the spec saves the answer with Review, but the issue allows a
 *   dropped connection to lose only the answer being typed, so the answer is kept at once;
 * - Review: saves progress with status 5 and isSopComplete false (§4);
 * - Procedure: every step advance saves progress, the last one included (§4);
 * - Images/Videos: the finishing save, status 0 and isSopComplete true (§4 "Finishing the
 *   procedure, on the Images/Videos tab"); it also turns a provisional incident number into the
 *   final one (convertNumberIfNeeded, §7) — the only save that does;
 * - Finalize: nothing (Done goes to /).
 */
export function saveOnNext(tab: WizardTab, progress: WizardProgress): WizardSave | null {
  switch (tab) {
    case 'eventInfo':
      return progress.eventId === null ? { call: 'create' } : null;
    case 'emergency':
    case 'review':
    case 'procedure':
      return { call: 'saveProgress', state: IN_PROGRESS_STATE, convertNumberIfNeeded: false };
    case 'media':
      return { call: 'saveProgress', state: FINISHED_STATE, convertNumberIfNeeded: true };
    case 'finalize':
      return null;
  }
}

/**
 * An event whose report is unfinished: what the 'Events in Progress' modal lists for a property
 * (GET /events/property/{id}/reportinprogress) and what may be resumed. An event a manager has
 * since moved to another status is no longer a report in progress.
 */
export function isReportInProgress(event: StoredReportState): boolean {
  return sameState(event, IN_PROGRESS_STATE);
}

/**
 * Whether the server takes a wizard save of `next` over the event's `current` state: while the
 * report is in progress, yes. Once finished (or taken over by a manager) the report is no longer
 * the wizard's to write, so a late save from a stale tab cannot undo a manager's status — except
 * the finishing save repeated (a retry after a dropped connection), which changes nothing.
 */
export function acceptsWizardSave(current: StoredReportState, next: StoredReportState): boolean {
  if (isReportInProgress(current)) return true;
  return sameState(current, FINISHED_STATE) && sameState(next, FINISHED_STATE);
}

/**
 * Why a wizard save was refused (the server's 409), in the reporter's words: the report was
 * finished elsewhere (a second tab or window), or the event has since moved to another status.
 */
export function refusedWizardSaveMessage(current: StoredReportState): string {
  if (sameState(current, FINISHED_STATE)) {
    return 'This event has already been reported (its report was finished in another tab or window), so this change was not saved.';
  }
  return `This event is no longer being reported: its status is now '${eventStatusLabel(current.status)}', so this change was not saved.`;
}

function sameState(a: StoredReportState, b: StoredReportState): boolean {
  return a.status === b.status && a.isSopComplete === b.isSopComplete;
}
