import type { NavigableStep } from '../../../domain/procedures/procedure-navigation.ts';
import {
  answerProblem,
  canGoBack,
  currentStepId,
  nextStep,
  previousStep,
  resumeStep,
} from '../../../domain/procedures/procedure-navigation.ts';
import type { StepAnswer } from './step-answer.ts';

/**
 * The editor's Preview as a pure reducer over the shared navigation rule: the same answers,
 * checks and branches a reporter meets in the Add Event wizard, with nothing saved.
 */

export interface PreviewState {
  trail: string[];
  /** The last step was answered and no step follows: the end screen shows. */
  finished: boolean;
  answers: Record<string, StepAnswer>;
  /** What stops Next on the current step ('You must choose yes or no.'). */
  problem: string | null;
}

export type PreviewAction =
  | { kind: 'answer'; stepId: string; answer: StepAnswer }
  /** Next from `stepId`; ignored when another step is on screen by then (a late auto-advance). */
  | { kind: 'next'; stepId: string }
  | { kind: 'previous' }
  | { kind: 'restart' };

export function startPreview(steps: readonly NavigableStep[]): PreviewState {
  return { trail: resumeStep(steps).trail, finished: false, answers: {}, problem: null };
}

/** The step on screen, or null on the end screen (or for a procedure without steps). */
export function previewStepId(steps: readonly NavigableStep[], state: PreviewState): string | null {
  return state.finished ? null : currentStepId(steps, state.trail);
}

export function canGoBackInPreview(state: PreviewState): boolean {
  return state.finished || canGoBack(state.trail);
}

export function previewReducer(steps: readonly NavigableStep[]) {
  return (state: PreviewState, action: PreviewAction): PreviewState => {
    switch (action.kind) {
      case 'answer': {
        const answer = { ...state.answers[action.stepId], ...action.answer };
        return { ...state, answers: { ...state.answers, [action.stepId]: answer }, problem: null };
      }
      case 'next': {
        const current = steps.find((step) => step.id === previewStepId(steps, state));
        if (!current || current.id !== action.stepId) return state;
        const value = state.answers[current.id]?.value;
        const problem = answerProblem(current, value);
        if (problem) return { ...state, problem };
        const moved = nextStep(steps, state.trail, value);
        return { ...state, trail: moved.trail, finished: moved.stepId === null, problem: null };
      }
      case 'previous':
        if (state.finished) return { ...state, finished: false, problem: null };
        if (!canGoBack(state.trail)) return state;
        return { ...state, trail: previousStep(state.trail).trail, problem: null };
      case 'restart':
        return startPreview(steps);
    }
  };
}
