/**
 * The Add Event wizard's Procedure tab (spec 001 §4 "Wizard", §5 "Steps"): Next and Previous on
 * a step, auto-advance, and where a resumed report opens. The step walk itself is
 * `procedure-navigation.ts` — the same functions as the procedure preview; this module only adds
 * what the wizard does around them (the answer check, the tab change at either end). Pure.
 */

import { tabAfterEventInfo, type WizardProgress, type WizardTab } from '../../../domain/events/event-wizard-tabs.ts';
import type { StepTypeId } from '../../../domain/procedures/procedure-model.ts';
import {
  advanceStep,
  type BranchAnswer,
  canGoBack,
  type NavigableStep,
  previousStep,
  resumeStep,
  type StepAdvance,
  type WizardPosition,
} from '../../../domain/procedures/procedure-navigation.ts';

export type ProcedureAdvance =
  | Exclude<StepAdvance, { kind: 'finished' }>
  /** The procedure ended; progress is saved with this trail and the wizard shows Images/Videos. */
  | { kind: 'finished'; trail: string[]; tab: 'media' };

/**
 * Next on the step on screen: the shared `advanceStep`; at the end of the procedure the wizard
 * goes on to Images/Videos.
 */
export function advanceProcedure(
  steps: readonly (NavigableStep & { typeId: StepTypeId })[],
  trail: readonly string[],
  answer: BranchAnswer,
): ProcedureAdvance {
  const advance = advanceStep(steps, trail, answer);
  return advance.kind === 'finished' ? { ...advance, tab: 'media' } : advance;
}

export type ProcedureBack =
  | { kind: 'step'; position: WizardPosition }
  /** From the first step, Previous leaves the procedure for Review; the trail is kept as it was. */
  | { kind: 'tab'; tab: 'review'; trail: string[] };

/** Previous on a step: the latest step leaves the trail (§4); from the first step, back to Review. */
export function backInProcedure(trail: readonly string[]): ProcedureBack {
  if (canGoBack(trail)) return { kind: 'step', position: previousStep(trail) };
  return { kind: 'tab', tab: 'review', trail: [...trail] };
}

/**
 * The trail Review's save writes (§4 "Completing the Review tab … saves progress"): where the
 * Procedure tab opens — the saved trail, or just the first step while it is empty. Saving it is
 * also what tells a resumed report that Review was completed (`progressOf`).
 */
export function procedureEntryTrail(steps: readonly NavigableStep[], savedTrail: readonly string[] = []): string[] {
  return resumeStep(steps, savedTrail).trail;
}

export interface WizardResume {
  tab: WizardTab;
  /** Where the Procedure tab stands (used when `tab` is 'procedure', kept ready otherwise). */
  position: WizardPosition;
}

/**
 * Where a resumed report opens (§4 "Resuming an event skips first-tab validation"): past Event
 * Info without checking it — at Emergency or Review when the saved event lacks their answers,
 * else at the Procedure — with the step walk restored from the saved trail: the last step of
 * the trail, or the first step when the trail is empty (`resumeStep`). A report already finished
 * opens at Finalize (nothing is left to do in the wizard).
 */
export function resumeReport(
  progress: WizardProgress,
  steps: readonly NavigableStep[],
  savedTrail: readonly string[] = [],
): WizardResume {
  const position = resumeStep(steps, savedTrail);
  const tab = progress.sopComplete ? 'finalize' : tabAfterEventInfo(progress);
  return { tab, position };
}
