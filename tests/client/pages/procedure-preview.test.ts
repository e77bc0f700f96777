import { describe, expect, it } from 'vitest';
import {
  canGoBackInPreview,
  type PreviewAction,
  type PreviewState,
  previewReducer,
  previewStepId,
  startPreview,
} from '../../../src/client/pages/procedures/preview-walk.ts';
import { type ProcedureStep, STEP_TYPES, type StepResult } from '../../../src/domain/procedures/procedure-model.ts';
import { ANSWER_MESSAGES } from '../../../src/domain/procedures/procedure-navigation.ts';

const END: StepResult = { type: 'NA', value: null };
const to = (id: string): StepResult => ({ type: 'goto', value: id });
const step = (
  id: string,
  typeId: ProcedureStep['typeId'],
  yesResult: StepResult = END,
  noResult: StepResult = END,
): ProcedureStep => ({
  id,
  text: id,
  typeId,
  yesResult,
  noResult,
  checklistItems: [],
});

// leak? yes → shut off (ack) → photos; no → photos; photos → checklist → end
const steps = [
  step('leak', STEP_TYPES.yesNo, to('shut'), to('photos')),
  step('shut', STEP_TYPES.acknowledgement, to('photos')),
  step('photos', STEP_TYPES.imageUpload, to('list')),
  step('list', STEP_TYPES.checklist),
];

function run(actions: PreviewAction[]): PreviewState {
  const reduce = previewReducer(steps);
  return actions.reduce(reduce, startPreview(steps));
}

describe('preview walks as a reporter would', () => {
  it('opens at step 1 and cannot go back', () => {
    const state = startPreview(steps);
    expect(previewStepId(steps, state)).toBe('leak');
    expect(canGoBackInPreview(state)).toBe(false);
  });

  it('Next on an unanswered Yes/No says so and stays', () => {
    const state = run([{ kind: 'next', stepId: 'leak' }]);
    expect(state.problem).toBe(ANSWER_MESSAGES.yesOrNo);
    expect(previewStepId(steps, state)).toBe('leak');
  });

  it('the yes branch: leak, shut (acknowledged), photos, list, end', () => {
    const state = run([
      { kind: 'answer', stepId: 'leak', answer: { value: true } },
      { kind: 'next', stepId: 'leak' },
      { kind: 'next', stepId: 'shut' },
      { kind: 'answer', stepId: 'shut', answer: { value: true } },
      { kind: 'next', stepId: 'shut' },
      { kind: 'next', stepId: 'photos' },
      { kind: 'next', stepId: 'list' },
    ]);
    expect(state.trail).toEqual(['leak', 'shut', 'photos', 'list']);
    expect(state.finished).toBe(true);
    expect(previewStepId(steps, state)).toBeNull();
  });

  it('an unacknowledged step says so', () => {
    const state = run([
      { kind: 'answer', stepId: 'leak', answer: { value: true } },
      { kind: 'next', stepId: 'leak' },
      { kind: 'next', stepId: 'shut' },
    ]);
    expect(state.problem).toBe(ANSWER_MESSAGES.acknowledge);
  });

  it('the no branch skips the shut-off step; Prev then Yes takes the other branch', () => {
    let state = run([
      { kind: 'answer', stepId: 'leak', answer: { value: false } },
      { kind: 'next', stepId: 'leak' },
    ]);
    expect(previewStepId(steps, state)).toBe('photos');
    const reduce = previewReducer(steps);
    state = reduce(state, { kind: 'previous' });
    expect(previewStepId(steps, state)).toBe('leak');
    state = reduce(state, { kind: 'answer', stepId: 'leak', answer: { value: true } });
    state = reduce(state, { kind: 'next', stepId: 'leak' });
    expect(previewStepId(steps, state)).toBe('shut');
  });

  it('a late auto-advance from a step no longer on screen is ignored', () => {
    const state = run([
      { kind: 'answer', stepId: 'leak', answer: { value: false } },
      { kind: 'next', stepId: 'leak' },
      { kind: 'next', stepId: 'leak' },
    ]);
    expect(state.trail).toEqual(['leak', 'photos']);
  });

  it('Prev from the end shows the last step again; restart goes back to step 1', () => {
    const reduce = previewReducer(steps);
    let state = run([
      { kind: 'answer', stepId: 'leak', answer: { value: false } },
      { kind: 'next', stepId: 'leak' },
      { kind: 'next', stepId: 'photos' },
      { kind: 'next', stepId: 'list' },
    ]);
    expect(canGoBackInPreview(state)).toBe(true);
    state = reduce(state, { kind: 'previous' });
    expect(previewStepId(steps, state)).toBe('list');
    state = reduce(state, { kind: 'restart' });
    expect(state).toEqual(startPreview(steps));
  });
});
