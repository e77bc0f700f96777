/**
 * The one step-navigation rule of the product (spec 001 §4 "Wizard", spec 002 §4 "Perform
 * wizard"): which step of a procedure comes next, and what the trail of visited steps becomes.
 * The procedure editor's preview, the Add Event wizard and the Perform Task wizard all walk a
 * procedure with these functions. Pure: no I/O, no clock, inputs are never mutated.
 *
 * The trail is the list of visited step ids, oldest first, ending with the step on screen:
 * - an empty trail means "at the first step" (a new event or task has not moved yet);
 * - Next appends the target when it is absent (the spec's rule);
 * - a goto to a step that is already in the trail cuts the trail back to that step, as if the
 *   reporter had pressed Previous until it. So the trail never holds an id twice, is never
 *   longer than the procedure, always starts at the first step it was started from and
 *   follows real branches; Previous from a revisited step goes back along the path that
 *   first reached it. A looping procedure (B → A → B …) is walked one click at a time and the
 *   trail stays bounded; nothing here iterates over a goto chain.
 * - a goto that points at no step of the procedure, or at the step itself, ends the procedure
 *   (the server refuses to save either; ending is the one safe reading of bad data).
 */
import { type ProcedureStep, STEP_TYPES, type StepResult, type StepTypeId } from './procedure-model.ts';

/** What navigation needs of a step; run-time steps (with answers) fit too. */
export type NavigableStep = Pick<ProcedureStep, 'id' | 'typeId' | 'yesResult' | 'noResult'> & {
  /** Run time only: the step was answered (spec 002 §4 "first unanswered question"). */
  answered?: boolean;
};

/**
 * The answer that decides a branch: true/false for Yes/No (null or absent when not answered);
 * ignored by every other type (Acknowledge counts as true; the others follow their one result).
 */
export type BranchAnswer = boolean | null | undefined;

/** Where a wizard stands: the step on screen (null: see each function) and the trail. */
export interface WizardPosition {
  stepId: string | null;
  trail: string[];
}

/** The results a step can follow: Yes/No has two; every other type one, stored as the yes result. */
export function possibleResults(step: NavigableStep): StepResult[] {
  return step.typeId === STEP_TYPES.yesNo ? [step.yesResult, step.noResult] : [step.yesResult];
}

/**
 * The result an answer follows: Yes/No follows the yes result for true and the no result for
 * false, and ends when unanswered; Acknowledge is a true answer; Text Input, Checklist and
 * Image Upload follow their single 'after this step' result (the yes result).
 */
export function followedResult(step: NavigableStep, answer: BranchAnswer): StepResult | null {
  if (step.typeId !== STEP_TYPES.yesNo) return step.yesResult;
  if (answer === true) return step.yesResult;
  if (answer === false) return step.noResult;
  return null;
}

/** The step a result goes to: its target when it is a goto to another step of the procedure, else null (the end). */
export function gotoTarget<S extends NavigableStep>(
  steps: readonly S[],
  from: NavigableStep,
  result: StepResult | null,
): S | null {
  if (result?.type !== 'goto' || result.value === from.id) return null;
  return steps.find((step) => step.id === result.value) ?? null;
}

/** The step with `id`, or undefined. */
function stepById<S extends { id: string }>(steps: readonly S[], id: string | null | undefined): S | undefined {
  return id == null ? undefined : steps.find((step) => step.id === id);
}

/**
 * Where a fresh walk starts: the first unanswered step, or the first step when none is
 * unanswered (nothing answered yet, or everything answered); null for a procedure without steps.
 */
export function startStep(steps: readonly NavigableStep[]): string | null {
  return (steps.find((step) => !step.answered) ?? steps[0])?.id ?? null;
}

/**
 * A saved trail made safe to walk: ids of steps that no longer exist are dropped, and a repeated
 * id keeps only its first visit (what follows the repeat is dropped with it, as a goto back
 * would have cut it).
 */
export function cleanTrail(steps: readonly { id: string }[], trail: readonly string[]): string[] {
  const clean: string[] = [];
  for (const id of trail) {
    if (!stepById(steps, id)) continue;
    const seen = clean.indexOf(id);
    if (seen >= 0) clean.length = seen + 1;
    else clean.push(id);
  }
  return clean;
}

/**
 * The steps a walk went through, in the order they were visited (the cleaned trail), each with
 * the number it shows: 1, 2, 3 … in that order. This is the one numbering of the steps a
 * reporter walks: the wizard's 'Step N' (`stepNumber`) and the event page's SOP questions list
 * (the server builds it with this function) give the same step the same number. A step's place
 * in the procedure (what the editor calls 'Step 5') is not shown to the one walking it: a branch
 * skips steps, so it would jump.
 */
export function walkedSteps<S extends { id: string }>(
  steps: readonly S[],
  trail: readonly string[],
): { step: S; number: number }[] {
  return cleanTrail(steps, trail).map((id, index) => ({ step: stepById(steps, id) as S, number: index + 1 }));
}

/**
 * The number of every walked step by id (see `walkedSteps`); a step the walk has not been
 * through has none. For lists of every step of a procedure, walked or not (Task Details).
 */
export function walkNumbers(steps: readonly { id: string }[], trail: readonly string[]): Map<string, number> {
  return new Map(walkedSteps(steps, trail).map(({ step, number }) => [step.id, number]));
}

/**
 * The number the step `stepId` shows while walking (see `walkedSteps`): its place in the cleaned
 * trail; a step not in the trail yet (the first step while the trail is empty) comes after it.
 */
export function stepNumber(steps: readonly { id: string }[], trail: readonly string[], stepId: string): number {
  const walked = cleanTrail(steps, trail);
  const at = walked.indexOf(stepId);
  return (at >= 0 ? at : walked.length) + 1;
}

/**
 * Where a wizard opens: at the last step of the saved trail when there is one (resuming), else at
 * `startStep` with the trail holding just that step. stepId is null only when there are no steps.
 */
export function resumeStep(steps: readonly NavigableStep[], savedTrail: readonly string[] = []): WizardPosition {
  const trail = cleanTrail(steps, savedTrail);
  if (trail.length > 0) return { stepId: trail[trail.length - 1], trail };
  const first = startStep(steps);
  return { stepId: first, trail: first ? [first] : [] };
}

/** The step on screen for a trail: its last id, or the first step while the trail is empty. */
export function currentStepId(steps: readonly NavigableStep[], trail: readonly string[]): string | null {
  return trail.length > 0 ? trail[trail.length - 1] : (steps[0]?.id ?? null);
}

/**
 * Next, after answering the step on screen (the trail's last step; the first step while the
 * trail is empty). When the followed result is a goto to another step, that step comes next and
 * the trail gains it (or is cut back to it when it was visited already). Otherwise stepId is
 * null — the procedure is finished — and the trail is left as it was, so it still ends with the
 * last step answered (the one a resume or a Previous returns to).
 */
export function nextStep(
  steps: readonly NavigableStep[],
  trail: readonly string[],
  answer?: BranchAnswer,
): WizardPosition {
  const walked = cleanTrail(steps, trail);
  const current = stepById(steps, currentStepId(steps, walked));
  if (!current) return { stepId: null, trail: walked };
  const path = walked.length > 0 ? walked : [current.id];
  const target = gotoTarget(steps, current, followedResult(current, answer));
  if (!target) return { stepId: null, trail: path };
  const seen = path.indexOf(target.id);
  return { stepId: target.id, trail: seen >= 0 ? path.slice(0, seen + 1) : [...path, target.id] };
}

/**
 * Previous: the latest step leaves the trail and the one before it is on screen. From the first
 * step the trail empties and stepId is null: the walk is back before the procedure (the Add
 * Event wizard shows its previous tab; a preview stays where it is — see `canGoBack`).
 */
export function previousStep(trail: readonly string[]): WizardPosition {
  const shorter = trail.slice(0, -1);
  return { stepId: shorter.length > 0 ? shorter[shorter.length - 1] : null, trail: shorter };
}

/** True when Previous lands on another step of the procedure (the trail holds more than one step). */
export function canGoBack(trail: readonly string[]): boolean {
  return trail.length > 1;
}

/** Ids of the steps a step can go to (its valid gotos). */
function targetsOf(steps: readonly NavigableStep[], step: NavigableStep): string[] {
  const ids: string[] = [];
  for (const result of possibleResults(step)) {
    const target = gotoTarget(steps, step, result);
    if (target && !ids.includes(target.id)) ids.push(target.id);
  }
  return ids;
}

/**
 * Steps that no answer can reach from the first step, in procedure order. A reporter walking
 * the procedure never sees them; the editor warns about them (it does not block saving).
 */
export function unreachableSteps<S extends NavigableStep>(steps: readonly S[]): S[] {
  if (steps.length === 0) return [];
  const reached = new Set<string>([steps[0].id]);
  const queue = [steps[0]];
  for (let step = queue.shift(); step; step = queue.shift()) {
    for (const id of targetsOf(steps, step)) {
      if (reached.has(id)) continue;
      reached.add(id);
      queue.push(stepById(steps, id) as S);
    }
  }
  return steps.filter((step) => !reached.has(step.id));
}

/**
 * Steps from which no sequence of answers ever finishes the procedure: every branch loops back
 * (for example A → B → A with no 'End of procedure'). Reachable or not, in procedure order.
 */
export function endlessSteps<S extends NavigableStep>(steps: readonly S[]): S[] {
  const canFinish = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const step of steps) {
      if (canFinish.has(step.id)) continue;
      const finishes = possibleResults(step).some((result) => {
        const target = gotoTarget(steps, step, result);
        return !target || canFinish.has(target.id);
      });
      if (finishes) {
        canFinish.add(step.id);
        grew = true;
      }
    }
  }
  return steps.filter((step) => !canFinish.has(step.id));
}

/** "Yes/No and Acknowledge buttons auto-advance after about 200 ms" (spec 001 §4, §9): the pause, in ms. */
export const AUTO_ADVANCE_MS = 200;

/** Wording of the answer checks (spec 001 §5 "Add Event wizard"). */
export const ANSWER_MESSAGES = {
  acknowledge: 'This must be acknowledged.',
  yesOrNo: 'You must choose yes or no.',
} as const;

/**
 * What stops Next on a step, or null: an Acknowledge step needs a true answer and a Yes/No step
 * an answer. The other types need nothing to move on.
 */
export function answerProblem(step: Pick<NavigableStep, 'typeId'>, answer: BranchAnswer): string | null {
  if (step.typeId === STEP_TYPES.acknowledgement && answer !== true) return ANSWER_MESSAGES.acknowledge;
  if (step.typeId === STEP_TYPES.yesNo && typeof answer !== 'boolean') return ANSWER_MESSAGES.yesOrNo;
  return null;
}

/**
 * Whether choosing this answer moves on by itself, after the UI's short pause (AUTO_ADVANCE_MS):
 * a Yes or a No on a Yes/No step, and the acknowledgement on an Acknowledge step. Text,
 * Checklist and Image Upload steps wait for Next (the one answering may not be done).
 */
export function autoAdvances(step: { typeId: StepTypeId }, answer: BranchAnswer): boolean {
  if (step.typeId === STEP_TYPES.yesNo) return typeof answer === 'boolean';
  if (step.typeId === STEP_TYPES.acknowledgement) return answer === true;
  return false;
}

export type StepAdvance =
  /** Next is refused: the message shows under the step (nothing is saved). */
  | { kind: 'refused'; message: string }
  /** The next step is on screen; progress is saved with this trail. */
  | { kind: 'step'; position: WizardPosition }
  /** No step follows: the procedure is done; progress is saved with this trail. */
  | { kind: 'finished'; trail: string[] };

/**
 * Next on the step on screen (the trail's last step) with its answer, as every wizard takes it:
 * refused with the spec's message when an Acknowledge step is not acknowledged or a Yes/No step
 * not answered; otherwise the next step, or the end of the procedure. A procedure without steps
 * is finished at once.
 */
export function advanceStep(
  steps: readonly NavigableStep[],
  trail: readonly string[],
  answer: BranchAnswer,
): StepAdvance {
  const walked = cleanTrail(steps, trail);
  const current = stepById(steps, currentStepId(steps, walked));
  if (current) {
    const problem = answerProblem(current, answer);
    if (problem) return { kind: 'refused', message: problem };
  }
  const next = nextStep(steps, walked, answer);
  return next.stepId === null ? { kind: 'finished', trail: next.trail } : { kind: 'step', position: next };
}

/**
 * Whether the step on screen is the last one (spec 002 §2.4: the last question shows Complete
 * instead of Next): no result it can follow with the answer given so far leads to another step.
 * An unanswered Yes/No step is last only when both of its results end the procedure.
 */
export function isLastStep(steps: readonly NavigableStep[], trail: readonly string[], answer: BranchAnswer): boolean {
  const current = stepById(steps, currentStepId(steps, cleanTrail(steps, trail)));
  if (!current) return true;
  const followed = followedResult(current, answer);
  const results = followed ? [followed] : possibleResults(current);
  return results.every((result) => gotoTarget(steps, current, result) === null);
}
