import { describe, expect, it } from 'vitest';
import type { PerformReply } from '../../../schemas/routine-task/replies.ts';
import { performTaskText } from '../../../src/client/i18n/en/perform-task.ts';
import { performHeader } from '../../../src/client/pages/perform-task/perform-text.ts';
import {
  branchAnswer,
  performOpening,
  progressSave,
  savedAnswers,
  stepOnScreen,
  stepsOf,
} from '../../../src/client/pages/perform-task/perform-walk.ts';

const END = { type: 'NA', value: null };
const to = (value: string) => ({ type: 'goto', value });
const question = (id: string, typeId: string, over: object = {}) => ({
  id,
  text: `Question ${id}`,
  typeId,
  typeDescriptor: typeId,
  yesResult: END,
  noResult: END,
  checklistItems: [],
  answer: null,
  answered: false,
  textAnswer: null,
  ...over,
});

function reply(over: Partial<PerformReply> = {}): PerformReply {
  return {
    resultId: 'r1',
    instanceId: 'i1',
    taskName: 'Roof inspection',
    locationName: 'Building A',
    status: 'InProgress',
    answeredQuestionTrail: [],
    procedure: {
      id: 'p1',
      flavor: 'RoutineTask',
      name: 'Roof',
      eventType: null,
      eventCategory: null,
      visibleToPositionTypes: [],
      questions: [
        question('A', 'Acknowledgement', { yesResult: to('B') }),
        question('B', 'YesOrNo', { yesResult: to('C'), noResult: to('C') }),
        question('C', 'Checklist', {
          checklistItems: [
            { text: 'North', sortKey: 1 },
            { text: 'South', sortKey: 2 },
          ],
        }),
      ],
    },
    ...over,
  } as PerformReply;
}

describe('Perform Task wizard (spec 002 §2.4, §4 Perform wizard)', () => {
  it('starts at the first unanswered question without the notice', () => {
    expect(performOpening(reply())).toEqual({ kind: 'step', position: { stepId: 'A', trail: ['A'] }, resuming: false });
  });

  it('resumes at the last question of the saved trail with the notice', () => {
    expect(performOpening(reply({ answeredQuestionTrail: ['A', 'B'] }))).toEqual({
      kind: 'step',
      position: { stepId: 'B', trail: ['A', 'B'] },
      resuming: true,
    });
  });

  it('opens a completed location at Finalize', () => {
    expect(performOpening(reply({ status: 'Complete' }))).toEqual({ kind: 'finalize' });
  });

  it('restores saved answers for the answer inputs', () => {
    const answered = reply();
    answered.procedure.questions[1] = { ...answered.procedure.questions[1], answered: true, answer: false };
    expect(savedAnswers(answered).B).toEqual({ value: false });
    expect(savedAnswers(answered).A).toEqual({});
  });

  it('a checklist answer is true when Next is pressed; Yes/No and Acknowledge decide by their value', () => {
    const [ack, yesNo, list] = stepsOf(reply());
    expect(branchAnswer(list, { checked: [true, false] })).toBe(true);
    expect(branchAnswer(yesNo, { value: false })).toBe(false);
    expect(branchAnswer(ack, {})).toBeUndefined();
  });

  it('saves the answer of the question left, the trail, and isSopComplete', () => {
    const [, yesNo, list] = stepsOf(reply());
    expect(progressSave(reply(), ['A', 'B', 'C'], false, { step: yesNo, answer: { value: false } })).toEqual({
      resultId: 'r1',
      instanceId: 'i1',
      procedure: { questions: [{ id: 'B', answered: true, answer: false }] },
      answeredQuestionTrail: ['A', 'B', 'C'],
      isSopComplete: false,
    });
    expect(
      progressSave(reply(), ['A', 'B', 'C'], true, { step: list, answer: { checked: [true] } }).procedure.questions,
    ).toEqual([
      {
        id: 'C',
        answered: true,
        answer: true,
        checklistItems: [
          { sortKey: 1, checked: true },
          { sortKey: 2, checked: false },
        ],
      },
    ]);
    expect(progressSave(reply(), ['A'], false).procedure.questions).toEqual([]);
  });

  it("numbers the question on screen by its place in the walk, not in the procedure ('Step 3' of a three-step walk)", () => {
    // A → (No) D, skipping B and C: D is the procedure's fourth question but the walk's second.
    const steps = [
      question('A', 'YesOrNo', { yesResult: to('B'), noResult: to('D') }),
      question('B', 'Acknowledgement', { yesResult: to('C') }),
      question('C', 'Acknowledgement', { yesResult: to('D') }),
      question('D', 'Acknowledgement', { yesResult: to('E') }),
      question('E', 'Acknowledgement'),
    ];
    expect(stepOnScreen(steps, ['A', 'D'], 'D')).toEqual({ step: steps[3], number: 2 });
    expect(stepOnScreen(steps, ['A', 'D', 'E'], 'E')?.number).toBe(3);
    // A fresh walk (empty trail) shows its first question as Step 1; no question, nothing to show.
    expect(stepOnScreen(steps, [], 'A')?.number).toBe(1);
    expect(stepOnScreen([], [], null)).toBeNull();
  });

  it('words the header and the resume notice as the spec does', () => {
    expect(performHeader('Roof inspection', 'Building A')).toBe('Perform Task - Roof inspection : Building A');
    expect(performTaskText.en.resume).toBe(
      "You are resuming a task already in progress, you will be directed to the first incomplete step in the procedure. You may click 'Previous' to change any previous steps.",
    );
  });
});
