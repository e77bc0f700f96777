import type { SaveProgressInput } from '../../../../schemas/routine-task/entity.ts';
import type { PerformReply } from '../../../../schemas/routine-task/replies.ts';
import { type ProcedureStep, STEP_TYPES } from '../../../domain/procedures/procedure-model.ts';
import {
  type BranchAnswer,
  cleanTrail,
  resumeStep,
  stepNumber,
  type WizardPosition,
} from '../../../domain/procedures/procedure-navigation.ts';
import { isTaskComplete } from '../../../domain/tasks/routine-task-status.ts';
import { answerInput, type StepAnswer, savedAnswer } from '../procedures/step-answer.ts';

/**
 * The Perform Task wizard around the shared step walk (spec 002 §4 "Perform wizard"): where it
 * opens, the answer Next decides on, and the body of each save. Pure.
 */

type PerformQuestion = PerformReply['procedure']['questions'][number];

/** A question of the location's procedure copy, with its answer, as the navigation rule walks it. */
export type PerformStep = Omit<PerformQuestion, 'yesResult' | 'noResult' | 'checklistItems'> &
  Pick<ProcedureStep, 'yesResult' | 'noResult' | 'checklistItems'>;

/**
 * The questions. The reply's schema types a result as `{ type, value }` without tying the two
 * together, and a checklist item's text as optional (the answer's item schema is merged in); the
 * server only sends NA with null and goto with a step id, and every item with its text.
 */
export function stepsOf(reply: PerformReply): PerformStep[] {
  return reply.procedure.questions as PerformStep[];
}

export type PerformOpening =
  /** The location is complete already: only the Finalize step is left to show. */
  | { kind: 'finalize' }
  /** At a step; `resuming` shows the 'Task In Progress' notice. */
  | { kind: 'step'; position: WizardPosition; resuming: boolean };

/**
 * Where the wizard opens: at the first unanswered question (the first if none is), or, resuming
 * a saved trail, at the trail's last question with the resume notice.
 */
export function performOpening(reply: PerformReply): PerformOpening {
  if (isTaskComplete(reply.status)) return { kind: 'finalize' };
  const steps = stepsOf(reply);
  const resuming = cleanTrail(steps, reply.answeredQuestionTrail).length > 0;
  return { kind: 'step', position: resumeStep(steps, reply.answeredQuestionTrail), resuming };
}

/**
 * The question on screen and the number its title shows, 'Step N': its place in the walk (the
 * trail), as the Add Event wizard and the event page number it (`stepNumber`), not its place in
 * the procedure, which a branch makes jump. Null when `stepId` is no question (no steps).
 */
export function stepOnScreen<S extends { id: string }>(
  steps: readonly S[],
  trail: readonly string[],
  stepId: string | null,
): { step: S; number: number } | null {
  const step = steps.find((each) => each.id === stepId);
  return step ? { step, number: stepNumber(steps, trail, step.id) } : null;
}

/** Every question's saved answer, by id, as the answer input holds it. */
export function savedAnswers(reply: PerformReply): Record<string, StepAnswer> {
  return Object.fromEntries(stepsOf(reply).map((step) => [step.id, savedAnswer(step)]));
}

/**
 * The answer Next decides on: the Yes/No choice or the acknowledgement; a checklist's answer is
 * set to true when Next is pressed (§4); the other types have none.
 */
export function branchAnswer(step: Pick<PerformStep, 'typeId'>, answer: StepAnswer): BranchAnswer {
  if (step.typeId === STEP_TYPES.checklist) return true;
  return answer.value;
}

/**
 * POST …/result/{resultId} for one move: the answer of the step left (none for Previous), the
 * trail after the move, and isSopComplete when the procedure is done.
 */
export function progressSave(
  reply: Pick<PerformReply, 'resultId' | 'instanceId'>,
  trail: readonly string[],
  isSopComplete: boolean,
  answered?: { step: PerformStep; answer: StepAnswer },
): SaveProgressInput {
  const questions = answered
    ? [
        {
          ...answerInput(answered.step, answered.answer),
          ...(answered.step.typeId === STEP_TYPES.checklist ? { answer: true } : {}),
        },
      ]
    : [];
  return {
    resultId: reply.resultId,
    instanceId: reply.instanceId,
    procedure: { questions },
    answeredQuestionTrail: [...trail],
    isSopComplete,
  };
}
