/**
 * The Add Event wizard's tabs and how the wizard moves between them (spec 001 §2 "Add Event
 * wizard", §4 "Wizard"). Which step of the procedure is on screen is not decided here: that is
 * `procedure-navigation.ts` (through `event-wizard-procedure.ts`). Pure.
 */

/** The six tabs, in the spec's order. */
export const WIZARD_TABS = [
  { key: 'eventInfo', label: 'Event Info' },
  { key: 'emergency', label: 'Emergency' },
  { key: 'review', label: 'Review' },
  { key: 'procedure', label: 'Procedure' },
  { key: 'media', label: 'Images/Videos' },
  { key: 'finalize', label: 'Finalize' },
] as const;

export type WizardTab = (typeof WIZARD_TABS)[number]['key'];

export const WIZARD_TAB_KEYS: readonly WizardTab[] = WIZARD_TABS.map((tab) => tab.key);

/** What the saved event already holds; everything a tab rule needs to know about the event. */
export interface WizardProgress {
  /** Set once POST /events/create succeeded (a new event) or an event was resumed. */
  eventId: string | null;
  /** The Emergency question was answered (emergencyServicesInvolved plus its answered flag). */
  emergencyAnswered: boolean;
  /** The Review tab was completed: severity and the date and time occurred are saved. */
  reviewComplete: boolean;
  /** The procedure was finished and the finishing save made (isSopComplete). */
  sopComplete: boolean;
}

/** Before anything is saved: a new report on the first tab. */
export const NEW_REPORT: WizardProgress = {
  eventId: null,
  emergencyAnswered: false,
  reviewComplete: false,
  sopComplete: false,
};

/** The saved event's fields that the progress is read from. */
export interface SavedEventFacts {
  id: string;
  emergencyServicesAnswered: boolean;
  /** The trail of visited step ids (spec 001 §3 answeredQuestionTrail). */
  answeredQuestionTrail: readonly string[];
  isSopComplete: boolean;
}

/**
 * What the saved event says the report has done. Review completed cannot be read from the time
 * occurred or the status: POST /events/create already stores both (occurred "now", status 5 SOP
 * In Progress, `CREATED_STATE`), and Emergency saves status 5 as well. What only Review writes is
 * the trail where the Procedure tab opens (`procedureEntryTrail`: its first step, or the trail kept when
 * the reporter came back from the procedure), and every procedure has at least one step; so a
 * non-empty trail, or a finished report, means Review was completed.
 */
export function progressOf(event: SavedEventFacts): WizardProgress {
  return {
    eventId: event.id,
    emergencyAnswered: event.emergencyServicesAnswered,
    reviewComplete: event.isSopComplete || event.answeredQuestionTrail.length > 0,
    sopComplete: event.isSopComplete,
  };
}

/** 0 for Event Info … 5 for Finalize. */
export function tabIndex(tab: WizardTab): number {
  return WIZARD_TAB_KEYS.indexOf(tab);
}

/**
 * Where Next on Event Info goes once the event exists: the first of Emergency and Review the
 * saved event has not completed, else the Procedure. With emergency answered (and Review done,
 * which a resumable event always has in the original flow) that is three tabs ahead, the spec's
 * jump; an event whose emergency answer was saved but whose Review was not goes to Review rather
 * than skip the one tab that asks for the date.
 */
export function tabAfterEventInfo(progress: WizardProgress): WizardTab {
  if (!progress.emergencyAnswered) return 'emergency';
  if (!progress.reviewComplete) return 'review';
  return 'procedure';
}

/**
 * The tab Next leads to from `tab` (after that tab's checks and save), or null from Finalize,
 * which has only Done. The Procedure tab's Next moves between steps and reaches Images/Videos
 * only when the procedure ends (`advanceProcedure`); this is that last move.
 */
export function nextTab(tab: WizardTab, progress: WizardProgress): WizardTab | null {
  switch (tab) {
    case 'eventInfo':
      return tabAfterEventInfo(progress);
    case 'emergency':
      return 'review';
    case 'review':
      return 'procedure';
    case 'procedure':
      return 'media';
    case 'media':
      return 'finalize';
    case 'finalize':
      return null;
  }
}

/**
 * The tab Previous leads to, or null where there is no Previous: on Event Info (the first tab)
 * and on Finalize (the report is finished; only Done remains). The Procedure tab's Previous goes
 * back step by step and reaches Review only from the first step (`backInProcedure`).
 */
export function previousTab(tab: WizardTab): WizardTab | null {
  if (tab === 'eventInfo' || tab === 'finalize') return null;
  return WIZARD_TAB_KEYS[tabIndex(tab) - 1];
}

/**
 * Whether the page offers Cancel (spec 001 §2: 'A Cancel link goes to /'): until the report is
 * done. On Finalize the event is reported and there is nothing left to cancel: Finalize offers
 * Done (to /), the reported event and another report instead.
 */
export function cancelOffered(tab: WizardTab): boolean {
  return tab !== 'finalize';
}

export interface TabAccess {
  visible: boolean;
  enabled: boolean;
}

/**
 * Whether a tab's header shows and can be clicked. All six always show (the reporter sees the
 * whole flow). A later tab is never enabled: it is reached only through Next, which checks and
 * saves the tabs before it. Earlier tabs are enabled so the reporter can look back and correct
 * (every Next from there checks and saves again), except on Finalize, where the report is done.
 */
export function tabAccess(tab: WizardTab, current: WizardTab): TabAccess {
  if (tab === current) return { visible: true, enabled: true };
  const enabled = current !== 'finalize' && tabIndex(tab) < tabIndex(current);
  return { visible: true, enabled };
}
