import { describe, expect, it } from 'vitest';
import {
  advanceProcedure,
  backInProcedure,
  procedureEntryTrail,
  resumeReport,
} from '../../../../src/client/pages/event-add/wizard-procedure.ts';
import { NEW_REPORT, progressOf, type WizardProgress } from '../../../../src/domain/events/event-wizard-tabs.ts';
import {
  type ProcedureStep,
  STEP_TYPES,
  type StepResult,
  type StepTypeId,
} from '../../../../src/domain/procedures/procedure-model.ts';
import { autoAdvances } from '../../../../src/domain/procedures/procedure-navigation.ts';

const END: StepResult = { type: 'NA', value: null };
const to = (id: string): StepResult => ({ type: 'goto', value: id });
const step = (
  id: string,
  typeId: StepTypeId,
  yesResult: StepResult = END,
  noResult: StepResult = END,
): ProcedureStep => ({
  id,
  text: `Step ${id}`,
  typeId,
  yesResult,
  noResult,
  checklistItems: [],
});

const { yesNo, textInput, acknowledgement, checklist, imageUpload } = STEP_TYPES;

/** A yes → B (acknowledge), no → C (photos); B → C; C → D (checklist) → end. */
const water = [
  step('A', yesNo, to('B'), to('C')),
  step('B', acknowledgement, to('C')),
  step('C', imageUpload, to('D')),
  step('D', checklist),
];

describe('advanceProcedure (spec 001 §4 Wizard, §5 Steps)', () => {
  it('a Yes/No step without an answer is refused with the spec message', () => {
    expect(advanceProcedure(water, ['A'], null)).toEqual({ kind: 'refused', message: 'You must choose yes or no.' });
    expect(advanceProcedure(water, ['A'], undefined)).toEqual({
      kind: 'refused',
      message: 'You must choose yes or no.',
    });
  });

  it('an Acknowledge step not acknowledged is refused with the spec message', () => {
    expect(advanceProcedure(water, ['A', 'B'], false)).toEqual({
      kind: 'refused',
      message: 'This must be acknowledged.',
    });
    expect(advanceProcedure(water, ['A', 'B'], null)).toEqual({
      kind: 'refused',
      message: 'This must be acknowledged.',
    });
  });

  it('follows the branch through procedure-navigation', () => {
    expect(advanceProcedure(water, ['A'], true)).toEqual({
      kind: 'step',
      position: { stepId: 'B', trail: ['A', 'B'] },
    });
    expect(advanceProcedure(water, ['A'], false)).toEqual({
      kind: 'step',
      position: { stepId: 'C', trail: ['A', 'C'] },
    });
    expect(advanceProcedure(water, ['A', 'B'], true).kind).toBe('step');
  });

  it('Text, Checklist and Image Upload steps need no answer', () => {
    expect(advanceProcedure(water, ['A', 'C'], null)).toEqual({
      kind: 'step',
      position: { stepId: 'D', trail: ['A', 'C', 'D'] },
    });
    const text = [step('T', textInput)];
    expect(advanceProcedure(text, ['T'], null)).toEqual({ kind: 'finished', trail: ['T'], tab: 'media' });
  });

  it('the end of the procedure goes to Images/Videos with the trail ending at the last step answered', () => {
    expect(advanceProcedure(water, ['A', 'C', 'D'], null)).toEqual({
      kind: 'finished',
      trail: ['A', 'C', 'D'],
      tab: 'media',
    });
  });

  it('an empty trail stands at the first step', () => {
    expect(advanceProcedure(water, [], null).kind).toBe('refused');
    expect(advanceProcedure(water, [], false)).toEqual({ kind: 'step', position: { stepId: 'C', trail: ['A', 'C'] } });
  });

  it('a procedure without steps is finished at once', () => {
    expect(advanceProcedure([], [], null)).toEqual({ kind: 'finished', trail: [], tab: 'media' });
  });
});

describe('backInProcedure', () => {
  it('Previous removes the latest step from the trail', () => {
    expect(backInProcedure(['A', 'C', 'D'])).toEqual({ kind: 'step', position: { stepId: 'C', trail: ['A', 'C'] } });
  });

  it('from the first step goes back to Review, keeping the trail', () => {
    expect(backInProcedure(['A'])).toEqual({ kind: 'tab', tab: 'review', trail: ['A'] });
    expect(backInProcedure([])).toEqual({ kind: 'tab', tab: 'review', trail: [] });
  });
});

describe('autoAdvances (spec 001 §4: Yes/No and Acknowledge move on by themselves)', () => {
  it('Yes or No on a Yes/No step', () => {
    expect(autoAdvances({ typeId: yesNo }, true)).toBe(true);
    expect(autoAdvances({ typeId: yesNo }, false)).toBe(true);
    expect(autoAdvances({ typeId: yesNo }, null)).toBe(false);
  });

  it('the acknowledgement on an Acknowledge step', () => {
    expect(autoAdvances({ typeId: acknowledgement }, true)).toBe(true);
    expect(autoAdvances({ typeId: acknowledgement }, false)).toBe(false);
  });

  it.each([textInput, checklist, imageUpload])('never on %s', (typeId) => {
    expect(autoAdvances({ typeId }, true)).toBe(false);
  });

  it('only for answers that Next would accept', () => {
    for (const typeId of [yesNo, acknowledgement]) {
      for (const answer of [true, false, null]) {
        if (autoAdvances({ typeId }, answer)) {
          expect(advanceProcedure([step('X', typeId)], ['X'], answer).kind).not.toBe('refused');
        }
      }
    }
  });
});

describe('resumeReport: resume from every stage (spec 001 §4 "Resuming an event")', () => {
  const created: WizardProgress = { ...NEW_REPORT, eventId: 'e1' };
  const emergencyDone = { ...created, emergencyAnswered: true };
  const reviewDone = { ...emergencyDone, reviewComplete: true };

  it('left on Emergency: opens at Emergency (Event Info is skipped, not checked)', () => {
    expect(resumeReport(created, water, [])).toEqual({ tab: 'emergency', position: { stepId: 'A', trail: ['A'] } });
  });

  it('left on Review: opens at Review', () => {
    expect(resumeReport(emergencyDone, water, []).tab).toBe('review');
  });

  it('left on the Procedure with an empty trail: the first step', () => {
    expect(resumeReport(reviewDone, water, [])).toEqual({ tab: 'procedure', position: { stepId: 'A', trail: ['A'] } });
    expect(resumeReport(reviewDone, water)).toEqual({ tab: 'procedure', position: { stepId: 'A', trail: ['A'] } });
  });

  it('left in the Procedure: the last step of the trail, trail restored', () => {
    expect(resumeReport(reviewDone, water, ['A', 'B'])).toEqual({
      tab: 'procedure',
      position: { stepId: 'B', trail: ['A', 'B'] },
    });
  });

  it('left on Images/Videos (procedure ended, not finished): the last step, whose Next leads there again', () => {
    const resumed = resumeReport(reviewDone, water, ['A', 'C', 'D']);
    expect(resumed).toEqual({ tab: 'procedure', position: { stepId: 'D', trail: ['A', 'C', 'D'] } });
    expect(advanceProcedure(water, resumed.position.trail, null)).toMatchObject({ kind: 'finished', tab: 'media' });
  });

  it('never opens at Event Info, whatever was saved', () => {
    for (const emergencyAnswered of [false, true]) {
      for (const reviewComplete of [false, true]) {
        for (const sopComplete of [false, true]) {
          const progress = { eventId: 'e1', emergencyAnswered, reviewComplete, sopComplete };
          expect(resumeReport(progress, water, []).tab).not.toBe('eventInfo');
        }
      }
    }
  });

  it('a finished report opens at Finalize', () => {
    expect(resumeReport({ ...reviewDone, sopComplete: true }, water, ['A', 'C', 'D']).tab).toBe('finalize');
  });

  it('a trail naming steps that are gone is cleaned before use', () => {
    expect(resumeReport(reviewDone, water, ['A', 'gone', 'C'])).toEqual({
      tab: 'procedure',
      position: { stepId: 'C', trail: ['A', 'C'] },
    });
  });
});

describe('procedureEntryTrail: the trail Review saves', () => {
  it('is the first step for a report that has not walked the procedure yet', () => {
    expect(procedureEntryTrail(water, [])).toEqual(['A']);
    expect(procedureEntryTrail(water)).toEqual(['A']);
  });

  it('keeps the walked trail when the reporter came back to Review from the procedure', () => {
    expect(procedureEntryTrail(water, ['A', 'C'])).toEqual(['A', 'C']);
  });

  it('is what a resume reads as Review completed, opening the Procedure at that step', () => {
    const trail = procedureEntryTrail(water, []);
    const progress = progressOf({
      id: 'e1',
      emergencyServicesAnswered: true,
      answeredQuestionTrail: trail,
      isSopComplete: false,
    });
    expect(resumeReport(progress, water, trail)).toEqual({ tab: 'procedure', position: { stepId: 'A', trail: ['A'] } });
  });
});
