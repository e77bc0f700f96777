import { describe, expect, it } from 'vitest';
import { copyTarget } from '../../../src/client/pages/procedures/copy-rules.ts';
import { fieldLabel, problemSummary } from '../../../src/client/pages/procedures/problem-text.ts';
import {
  draftReducer,
  END_LABEL,
  resultOfChoice,
  resultOptions,
  savePayload,
  stepNumbersText,
} from '../../../src/client/pages/procedures/procedure-draft.ts';
import {
  PROCEDURE_VIEWS,
  pairText,
  procedureListOptions,
  viewOfCv,
} from '../../../src/client/pages/procedures/procedure-views.ts';
import { toListQuery } from '../../../src/client/providers/list-query.ts';
import { STEP_TYPES } from '../../../src/domain/procedures/procedure-model.ts';
import { END, procedure, step } from '../../helpers/procedure-fixtures.ts';

describe('editor changes (spec 001 §4 Procedure editor)', () => {
  it('inserts a new step at the chosen position, marked new', () => {
    const next = draftReducer(procedure(), { kind: 'insertStep', index: 1, step: step('n') });
    expect(next.questions.map((s) => s.id)).toEqual(['a', 'n', 'b', 'c']);
    expect(next.questions[1].isNew).toBe(true);
    const atEnd = draftReducer(procedure(), { kind: 'insertStep', index: 99, step: step('n') });
    expect(atEnd.questions.map((s) => s.id)).toEqual(['a', 'b', 'c', 'n']);
  });

  it('deletes a step, and results that went to it end the procedure instead', () => {
    const draft = procedure({
      questions: [
        step('a', { yesResult: { type: 'goto', value: 'b' }, noResult: { type: 'goto', value: 'c' } }),
        step('b'),
        step('c'),
      ],
    });
    const next = draftReducer(draft, { kind: 'removeStep', index: 1 });
    expect(next.questions.map((s) => s.id)).toEqual(['a', 'c']);
    expect(next.questions[0].yesResult).toEqual(END);
    expect(next.questions[0].noResult).toEqual({ type: 'goto', value: 'c' });
  });

  it('never deletes the last remaining step', () => {
    const one = procedure({ questions: [step('a')] });
    expect(draftReducer(one, { kind: 'removeStep', index: 0 })).toBe(one);
  });

  it('switching to Checklist adds one empty item; items renumber after add and delete', () => {
    let draft = draftReducer(procedure(), { kind: 'stepType', index: 0, typeId: STEP_TYPES.checklist });
    expect(draft.questions[0].checklistItems).toEqual([{ text: '', sortKey: 1 }]);
    draft = draftReducer(draft, { kind: 'addItem', index: 0 });
    draft = draftReducer(draft, { kind: 'addItem', index: 0 });
    draft = draftReducer(draft, { kind: 'itemText', index: 0, item: 2, text: 'third' });
    draft = draftReducer(draft, { kind: 'removeItem', index: 0, item: 0 });
    expect(draft.questions[0].checklistItems).toEqual([
      { text: '', sortKey: 1 },
      { text: 'third', sortKey: 2 },
    ]);
  });

  it('a new type clears the category', () => {
    const draft = procedure({ eventCategory: { id: 'c1', name: 'Roof' } });
    expect(draftReducer(draft, { kind: 'eventType', eventType: { id: 't2', name: 'Fire' } }).eventCategory).toBeNull();
  });
});

describe('the save body', () => {
  it('trims texts, drops what a type does not use and keeps the new mark', () => {
    const draft = procedure({
      questions: [
        step('a', {
          text: ' Leak? ',
          typeId: STEP_TYPES.textInput,
          noResult: { type: 'goto', value: 'b' },
          checklistItems: [{ text: 'x', sortKey: 4 }],
        }),
        step('b', {
          typeId: STEP_TYPES.checklist,
          isNew: true,
          checklistItems: [{ text: ' gloves ', sortKey: 3, checked: true }],
        }),
      ],
    });
    const body = savePayload(draft);
    expect(body.questions[0]).toEqual({
      id: 'a',
      text: 'Leak?',
      typeId: STEP_TYPES.textInput,
      yesResult: END,
      noResult: END,
      checklistItems: [],
    });
    expect(body.questions[1].checklistItems).toEqual([{ text: 'gloves', sortKey: 1 }]);
    expect(body.questions[1].isNew).toBe(true);
    expect(body.name).toBeNull();
  });

  it('a task has a name and no type', () => {
    const body = savePayload(procedure({ flavor: 'RoutineTask', name: ' Pool check ' }));
    expect(body).toMatchObject({ name: 'Pool check', eventType: null, eventCategory: null });
  });
});

describe('result choices', () => {
  it('are the end and the OTHER steps, numbered', () => {
    const draft = procedure({
      questions: [step('a', { text: 'Leak?' }), step('b', { text: '' }), step('c', { text: 'Photos' })],
    });
    expect(resultOptions(draft.questions, 1)).toEqual([
      { value: 'NA', label: END_LABEL },
      { value: 'a', label: 'Go to step 1: Leak?' },
      { value: 'c', label: 'Go to step 3: Photos' },
    ]);
    expect(resultOfChoice('NA')).toEqual(END);
    expect(resultOfChoice('c')).toEqual({ type: 'goto', value: 'c' });
  });
});

describe('copy target (spec 001 §4, §5)', () => {
  const source = { eventType: { id: 't1', name: 'Water' }, eventCategory: { id: 'c1', name: 'Roof' } };
  it('needs a type, refuses the source itself, accepts any other pair', () => {
    expect(copyTarget(source, null, null)).toEqual({ kind: 'none' });
    expect(copyTarget(source, 't1', 'c1')).toEqual({ kind: 'same' });
    expect(copyTarget(source, 't1', null)).toEqual({ kind: 'other', typeId: 't1' });
    expect(copyTarget({ ...source, eventCategory: null }, 't1', null)).toEqual({ kind: 'same' });
    expect(copyTarget(source, 't2', 'c1')).toEqual({ kind: 'other', typeId: 't2' });
  });
});

describe('screen wording', () => {
  it('views by route parameter', () => {
    expect(viewOfCv('1')?.addLabel).toBe('Add Procedure');
    expect(viewOfCv('2')?.editorTitle).toBe('Task / Inspection Steps');
    expect(viewOfCv('3')).toBeNull();
  });

  it('lists sort descending by default (spec 001 §9)', () => {
    // The first page's query, as the data provider sends it for the list's useTable options.
    const first = (options: ReturnType<typeof procedureListOptions>) =>
      toListQuery({
        pagination: { currentPage: 1, pageSize: options.pageSize },
        sorters: [options.defaultSort],
        filters: options.filters,
      });
    expect(first(procedureListOptions(PROCEDURE_VIEWS.incidents, ''))).toEqual({
      sortBy: 'type',
      sortDirection: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(first(procedureListOptions(PROCEDURE_VIEWS.tasks, ''))).toEqual({
      sortBy: 'name',
      sortDirection: 'desc',
      page: 1,
      pageSize: 25,
    });
  });

  it('names pairs, fields and step numbers', () => {
    expect(pairText({ name: 'Water' }, { name: 'Roof' })).toBe('Water/Roof');
    expect(pairText({ name: 'Water' }, null)).toBe('Water');
    expect(fieldLabel('questions.1.checklistItems.0.text')).toBe('Step 2 item 1');
    expect(fieldLabel('eventType')).toBe('Response Type');
    expect(problemSummary([{ field: 'questions.0.text', message: 'is required' }])).toEqual([
      'Step 1 text is required',
    ]);
    expect(stepNumbersText([3])).toBe('Step 3');
    expect(stepNumbersText([2, 4, 5])).toBe('Steps 2, 4 and 5');
  });
});
