import { describe, expect, it } from 'vitest';
import {
  type ProcedureStep,
  STEP_TYPES,
  type StepResult,
  type StepTypeId,
} from '../../../src/domain/procedures/procedure-model.ts';
import {
  ANSWER_MESSAGES,
  advanceStep,
  answerProblem,
  canGoBack,
  cleanTrail,
  endlessSteps,
  followedResult,
  isLastStep,
  nextStep,
  previousStep,
  resumeStep,
  startStep,
  stepNumber,
  unreachableSteps,
  walkedSteps,
  walkNumbers,
} from '../../../src/domain/procedures/procedure-navigation.ts';

const END: StepResult = { type: 'NA', value: null };
const to = (id: string): StepResult => ({ type: 'goto', value: id });

function step(
  id: string,
  typeId: StepTypeId,
  yesResult: StepResult = END,
  noResult: StepResult = END,
  answered?: boolean,
): ProcedureStep & { answered?: boolean } {
  return { id, text: `Step ${id}`, typeId, yesResult, noResult, checklistItems: [], answered };
}

const { yesNo, textInput, acknowledgement, checklist, imageUpload } = STEP_TYPES;

/**
 * Water intrusion: A 'Is water still actively leaking?' yes → B (shut off), no → C (photos);
 * B → C; C → D (checklist) → end. E is never reached.
 */
const water = [
  step('A', yesNo, to('B'), to('C')),
  step('B', acknowledgement, to('C')),
  step('C', imageUpload, to('D')),
  step('D', checklist),
  step('E', textInput),
];

describe('nextStep: branching (spec 001 §4 Wizard)', () => {
  it('Yes follows the yes result', () => {
    expect(nextStep(water, ['A'], true)).toEqual({ stepId: 'B', trail: ['A', 'B'] });
  });

  it('No follows the no result', () => {
    expect(nextStep(water, ['A'], false)).toEqual({ stepId: 'C', trail: ['A', 'C'] });
  });

  it('an unanswered Yes/No ends the procedure (the wizard checks the answer first)', () => {
    expect(nextStep(water, ['A'], null)).toEqual({ stepId: null, trail: ['A'] });
  });

  it('Acknowledge is a true answer, whatever is passed', () => {
    expect(nextStep(water, ['A', 'B'])).toEqual({ stepId: 'C', trail: ['A', 'B', 'C'] });
    expect(nextStep(water, ['A', 'B'], false).stepId).toBe('C');
  });

  it.each([textInput, checklist, imageUpload])('%s follows its single result, stored as the yes result', (typeId) => {
    const steps = [step('X', typeId, to('Y'), to('Z')), step('Y', textInput), step('Z', textInput)];
    expect(nextStep(steps, ['X'], false)).toEqual({ stepId: 'Y', trail: ['X', 'Y'] });
  });

  it('a result that is not a goto ends the procedure and keeps the trail', () => {
    expect(nextStep(water, ['A', 'C', 'D'])).toEqual({ stepId: null, trail: ['A', 'C', 'D'] });
    const noBranchEnds = [step('A', yesNo, to('B'), END), step('B', textInput)];
    expect(nextStep(noBranchEnds, ['A'], false)).toEqual({ stepId: null, trail: ['A'] });
  });

  it('the steps are not walked in list order: only gotos move on', () => {
    const steps = [step('A', textInput), step('B', textInput)];
    expect(nextStep(steps, ['A']).stepId).toBeNull();
  });

  it('an empty trail stands at the first step', () => {
    expect(nextStep(water, [], false)).toEqual({ stepId: 'C', trail: ['A', 'C'] });
  });

  it('a goto to a missing step or to the step itself ends the procedure', () => {
    const steps = [step('A', textInput, to('gone')), step('B', yesNo, to('B'), to('A'))];
    expect(nextStep(steps, ['A'])).toEqual({ stepId: null, trail: ['A'] });
    expect(nextStep(steps, ['B'], true)).toEqual({ stepId: null, trail: ['B'] });
  });

  it('a procedure without steps has nothing next', () => {
    expect(nextStep([], [], true)).toEqual({ stepId: null, trail: [] });
  });

  it('does not change its inputs', () => {
    const trail = ['A'];
    nextStep(water, trail, true);
    expect(trail).toEqual(['A']);
  });
});

describe('goto to a step already in the trail, and loops', () => {
  // A → B; B yes → A (again), no → C; C → end.
  const loop = [step('A', textInput, to('B')), step('B', yesNo, to('A'), to('C')), step('C', textInput)];

  it('cuts the trail back to the revisited step (ids stay unique)', () => {
    expect(nextStep(loop, ['A', 'B'], true)).toEqual({ stepId: 'A', trail: ['A'] });
  });

  it('Previous from a revisited step goes back along the path that first reached it', () => {
    const steps = [step('A', textInput, to('B')), step('B', textInput, to('C')), step('C', yesNo, to('B'), END)];
    const back = nextStep(steps, ['A', 'B', 'C'], true);
    expect(back).toEqual({ stepId: 'B', trail: ['A', 'B'] });
    expect(previousStep(back.trail)).toEqual({ stepId: 'A', trail: ['A'] });
  });

  it('walking round a loop many times keeps the trail bounded by the number of steps', () => {
    let position = resumeStep(loop);
    for (let lap = 0; lap < 100; lap += 1) {
      position = nextStep(loop, position.trail, true);
      expect(position.trail.length).toBeLessThanOrEqual(loop.length);
      expect(new Set(position.trail).size).toBe(position.trail.length);
    }
    // …and the way out still works.
    const atB = nextStep(loop, position.trail.slice(0, 1));
    expect(nextStep(loop, atB.trail, false)).toEqual({ stepId: 'C', trail: ['A', 'B', 'C'] });
  });

  it('a cycle with no way out is walked one answer at a time, never forever', () => {
    const cycle = [step('A', textInput, to('B')), step('B', textInput, to('A'))];
    expect(nextStep(cycle, ['A'])).toEqual({ stepId: 'B', trail: ['A', 'B'] });
    expect(nextStep(cycle, ['A', 'B'])).toEqual({ stepId: 'A', trail: ['A'] });
    expect(endlessSteps(cycle).map((s) => s.id)).toEqual(['A', 'B']);
  });
});

describe('Previous', () => {
  it('removes the latest step and shows the one before', () => {
    expect(previousStep(['A', 'B', 'C'])).toEqual({ stepId: 'B', trail: ['A', 'B'] });
  });

  it('from the first step leaves the procedure (stepId null, empty trail)', () => {
    expect(previousStep(['A'])).toEqual({ stepId: null, trail: [] });
    expect(previousStep([])).toEqual({ stepId: null, trail: [] });
    expect(canGoBack(['A'])).toBe(false);
    expect(canGoBack(['A', 'B'])).toBe(true);
  });

  it('then Next with another answer takes the other branch', () => {
    const yes = nextStep(water, ['A'], true);
    const back = previousStep(yes.trail);
    expect(nextStep(water, back.trail, false)).toEqual({ stepId: 'C', trail: ['A', 'C'] });
  });
});

describe('start and resume (spec 001 §4 resume, spec 002 §4 Perform wizard)', () => {
  it('starts at the first step when nothing is answered', () => {
    expect(startStep(water)).toBe('A');
    expect(resumeStep(water)).toEqual({ stepId: 'A', trail: ['A'] });
  });

  it('starts at the first unanswered step', () => {
    const steps = [step('A', textInput, to('B'), END, true), step('B', textInput, END, END, false)];
    expect(startStep(steps)).toBe('B');
    expect(resumeStep(steps, [])).toEqual({ stepId: 'B', trail: ['B'] });
  });

  it('starts at the first step when every step is answered', () => {
    const steps = [step('A', textInput, to('B'), END, true), step('B', textInput, END, END, true)];
    expect(startStep(steps)).toBe('A');
  });

  it('resumes at the last step of the saved trail', () => {
    expect(resumeStep(water, ['A', 'C', 'D'])).toEqual({ stepId: 'D', trail: ['A', 'C', 'D'] });
  });

  it('drops unknown ids and repeats from a saved trail', () => {
    expect(cleanTrail(water, ['A', 'gone', 'C'])).toEqual(['A', 'C']);
    expect(cleanTrail(water, ['A', 'B', 'A', 'C'])).toEqual(['A', 'C']);
    expect(resumeStep(water, ['gone'])).toEqual({ stepId: 'A', trail: ['A'] });
  });

  it('a procedure without steps has no start', () => {
    expect(startStep([])).toBeNull();
    expect(resumeStep([])).toEqual({ stepId: null, trail: [] });
  });
});

describe('a whole walk, as a reporter would', () => {
  it('yes branch: A, B, C, D, end', () => {
    const answers: Record<string, boolean | undefined> = { A: true };
    let position = resumeStep(water);
    const seen: string[] = [];
    while (position.stepId) {
      seen.push(position.stepId);
      position = nextStep(water, position.trail, answers[position.stepId]);
    }
    expect(seen).toEqual(['A', 'B', 'C', 'D']);
    expect(position.trail).toEqual(['A', 'B', 'C', 'D']);
  });

  it('no branch: A, C, D, end', () => {
    let position = resumeStep(water);
    const seen: string[] = [];
    while (position.stepId) {
      seen.push(position.stepId);
      position = nextStep(water, position.trail, false);
    }
    expect(seen).toEqual(['A', 'C', 'D']);
  });
});

describe('step numbers: 1, 2, 3 in the order walked (issue 23 #13)', () => {
  it("after No the photo step is the reporter's second step: 'Step 2', not its place 3 in the procedure", () => {
    let position = resumeStep(water);
    const shown: number[] = [];
    while (position.stepId) {
      shown.push(stepNumber(water, position.trail, position.stepId));
      position = nextStep(water, position.trail, false);
    }
    expect(shown).toEqual([1, 2, 3]);
  });

  it("the event page's list (walkedSteps) gives every step the number the wizard showed for it", () => {
    const trail = ['A', 'C', 'D'];
    const listed = walkedSteps(water, trail);
    expect(listed.map(({ step, number }) => [step.id, number])).toEqual([
      ['A', 1],
      ['C', 2],
      ['D', 3],
    ]);
    for (const { step, number } of listed) expect(stepNumber(water, trail, step.id)).toBe(number);
  });

  it('a trail not begun shows Step 1; Previous gives the step back its number', () => {
    expect(stepNumber(water, [], 'A')).toBe(1);
    expect(stepNumber(water, ['A', 'B', 'C'], 'B')).toBe(2);
    expect(stepNumber(water, previousStep(['A', 'B', 'C']).trail, 'B')).toBe(2);
  });

  it("Task Details' list (walkNumbers) numbers each walked step as the Perform wizard did; an unwalked step has none", () => {
    const numbers = walkNumbers(water, ['A', 'C', 'D']);
    expect(water.map((step) => numbers.get(step.id) ?? null)).toEqual([1, null, 2, 3, null]);
    for (const [id, number] of numbers) expect(stepNumber(water, ['A', 'C', 'D'], id)).toBe(number);
    expect(walkNumbers(water, []).size).toBe(0);
  });

  it('both read the cleaned trail: gone steps take no number, a repeat cuts back as a goto back would', () => {
    expect(walkedSteps(water, ['A', 'gone', 'C']).map(({ step, number }) => [step.id, number])).toEqual([
      ['A', 1],
      ['C', 2],
    ]);
    expect(walkedSteps(water, ['A', 'B', 'A', 'C']).map(({ step }) => step.id)).toEqual(['A', 'C']);
    expect(stepNumber(water, ['A', 'B', 'A', 'C'], 'C')).toBe(2);
  });
});

describe('followedResult', () => {
  it('picks the branch of the answer', () => {
    expect(followedResult(water[0], true)).toEqual(to('B'));
    expect(followedResult(water[0], false)).toEqual(to('C'));
    expect(followedResult(water[0], undefined)).toBeNull();
    expect(followedResult(water[1], false)).toEqual(to('C'));
  });
});

describe('unreachableSteps', () => {
  it('lists the steps no branch reaches, in order', () => {
    expect(unreachableSteps(water).map((s) => s.id)).toEqual(['E']);
  });

  it('counts both branches of a Yes/No, and only the yes result of the other types', () => {
    const steps = [
      step('A', textInput, to('B'), to('C')), // the no result of a Text step is never followed
      step('B', yesNo, END, to('D')),
      step('C', textInput),
      step('D', textInput),
    ];
    expect(unreachableSteps(steps).map((s) => s.id)).toEqual(['C']);
  });

  it('a procedure of one step, or whose steps all chain, has none', () => {
    expect(unreachableSteps([step('A', textInput)])).toEqual([]);
    expect(unreachableSteps([step('A', textInput, to('B')), step('B', textInput)])).toEqual([]);
    expect(unreachableSteps([])).toEqual([]);
  });

  it('a step reached only from an unreachable step is unreachable too; loops terminate', () => {
    const steps = [step('A', textInput, to('A')), step('B', textInput, to('C')), step('C', textInput, to('B'))];
    expect(unreachableSteps(steps).map((s) => s.id)).toEqual(['B', 'C']);
  });
});

describe('endlessSteps', () => {
  it('is empty when every path can end', () => {
    expect(endlessSteps(water)).toEqual([]);
  });

  it('lists steps whose every branch loops', () => {
    const steps = [step('A', yesNo, to('B'), to('C')), step('B', textInput, to('A')), step('C', textInput, to('B'))];
    expect(endlessSteps(steps).map((s) => s.id)).toEqual(['A', 'B', 'C']);
    // One way out is enough.
    const withExit = [step('A', yesNo, to('B'), END), step('B', textInput, to('A'))];
    expect(endlessSteps(withExit)).toEqual([]);
  });
});

describe('answerProblem (spec 001 §5 Add Event wizard)', () => {
  it('Acknowledge needs true; Yes/No needs an answer; the others nothing', () => {
    expect(answerProblem({ typeId: acknowledgement }, undefined)).toBe(ANSWER_MESSAGES.acknowledge);
    expect(answerProblem({ typeId: acknowledgement }, false)).toBe(ANSWER_MESSAGES.acknowledge);
    expect(answerProblem({ typeId: acknowledgement }, true)).toBeNull();
    expect(answerProblem({ typeId: yesNo }, null)).toBe(ANSWER_MESSAGES.yesOrNo);
    expect(answerProblem({ typeId: yesNo }, false)).toBeNull();
    expect(answerProblem({ typeId: textInput }, undefined)).toBeNull();
  });
});

describe("advanceStep (every wizard's Next: the Add Event wizard and Perform Task, spec 002 §4)", () => {
  it("refuses with the spec's message, moves along the branch, or finishes keeping the trail", () => {
    expect(advanceStep(water, ['A'], null)).toEqual({ kind: 'refused', message: ANSWER_MESSAGES.yesOrNo });
    expect(advanceStep(water, ['A', 'B'], false)).toEqual({ kind: 'refused', message: ANSWER_MESSAGES.acknowledge });
    expect(advanceStep(water, ['A'], false)).toEqual({ kind: 'step', position: { stepId: 'C', trail: ['A', 'C'] } });
    expect(advanceStep(water, ['A', 'C', 'D'], undefined)).toEqual({ kind: 'finished', trail: ['A', 'C', 'D'] });
    expect(advanceStep([], [], undefined)).toEqual({ kind: 'finished', trail: [] });
  });
});

describe('isLastStep (spec 002 §2.4: the last question shows Complete)', () => {
  it('is last when the followed result ends; an unanswered Yes/No only when both branches end', () => {
    expect(isLastStep(water, ['A'], undefined)).toBe(false);
    expect(isLastStep(water, ['A', 'C', 'D'], undefined)).toBe(true);
    const fork = [step('A', yesNo, to('B'), END), step('B', textInput)];
    expect(isLastStep(fork, ['A'], null)).toBe(false);
    expect(isLastStep(fork, ['A'], false)).toBe(true);
    expect(isLastStep(fork, ['A'], true)).toBe(false);
    expect(isLastStep([step('A', yesNo)], ['A'], null)).toBe(true);
    expect(isLastStep([], [], undefined)).toBe(true);
  });
});
