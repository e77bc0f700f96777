import { describe, expect, it } from 'vitest';
import { sopAnswerText } from '../../../../src/domain/events/sop-answer-text.ts';
import {
  type ProcedureStep,
  STEP_TYPES,
  type StepResult,
  type StepTypeId,
} from '../../../../src/domain/procedures/procedure-model.ts';
import { skippedStepIds } from '../../../../src/server/modules/routine-tasks/skipped-steps.ts';

const END: StepResult = { type: 'NA', value: null };
const to = (id: string): StepResult => ({ type: 'goto', value: id });
const step = (
  id: string,
  typeId: StepTypeId,
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
const { yesNo, textInput, checklist, imageUpload } = STEP_TYPES;

/**
 * The demo fire extinguisher inspection: place (in place?) yes → inspect, no → where; where →
 * inspect; inspect (checklist) → tag (photo) → end.
 */
const extinguisher = [
  step('place', yesNo, to('inspect'), to('where')),
  step('where', textInput, to('inspect')),
  step('inspect', checklist, to('tag')),
  step('tag', imageUpload),
];
const sorted = (ids: Set<string>) => [...ids].sort();

describe("the steps a walk passed by (Task Details' 'Skipped')", () => {
  it('nothing before the walk begins', () => {
    expect(sorted(skippedStepIds(extinguisher, [], false))).toEqual([]);
    expect(sorted(skippedStepIds(extinguisher, [], true))).toEqual([]);
  });

  it('while walking: a step off the trail that no answer can reach any more; steps still ahead are not skipped', () => {
    // Yes at 'place': 'where' is behind the branch; 'tag' is still ahead.
    expect(sorted(skippedStepIds(extinguisher, ['place', 'inspect'], false))).toEqual(['where']);
    // At 'place' nothing is decided yet.
    expect(sorted(skippedStepIds(extinguisher, ['place'], false))).toEqual([]);
    // No at 'place': every step is on the trail or ahead.
    expect(sorted(skippedStepIds(extinguisher, ['place', 'where'], false))).toEqual([]);
  });

  it('once finished: every step off the trail, and a step answered before the branch changed', () => {
    expect(sorted(skippedStepIds(extinguisher, ['place', 'inspect', 'tag'], true))).toEqual(['where']);
    expect(sorted(skippedStepIds(extinguisher, ['place', 'where', 'inspect', 'tag'], true))).toEqual([]);
  });

  it('a loop back keeps the steps it can reach open', () => {
    const loop = [step('a', yesNo, to('c'), to('b')), step('b', textInput, to('c')), step('c', yesNo, to('a'))];
    expect(sorted(skippedStepIds(loop, ['a', 'c'], false))).toEqual([]);
    expect(sorted(skippedStepIds(loop, ['a', 'c'], true))).toEqual(['b']);
  });

  it("reads 'Skipped', whatever the step holds", () => {
    const answered = { typeId: yesNo, answered: true, answer: true, textAnswer: null };
    expect(sopAnswerText({ ...answered, skipped: true })).toBe('Skipped');
    expect(sopAnswerText({ ...answered, answered: false, skipped: true })).toBe('Skipped');
    expect(sopAnswerText({ ...answered, answered: false })).toBe('Not answered');
    expect(sopAnswerText(answered)).toBe('Yes');
  });
});
