import { describe, expect, it } from 'vitest';
import {
  addChecklistItem,
  changeStepType,
  checklistToSave,
  ensureChecklistItem,
  removeChecklistItem,
  renumberChecklist,
  setChecklistItemText,
  sortChecklist,
} from '../../../../src/client/pages/procedures/procedure-checklist.ts';
import { type ProcedureStep, STEP_TYPES } from '../../../../src/domain/procedures/procedure-model.ts';

const items = (...texts: string[]) => texts.map((text, index) => ({ text, sortKey: index + 1 }));

function step(overrides: Partial<ProcedureStep> = {}): ProcedureStep {
  return {
    id: 's1',
    text: 'Check the unit',
    typeId: STEP_TYPES.textInput,
    yesResult: { type: 'NA', value: null },
    noResult: { type: 'NA', value: null },
    checklistItems: [],
    ...overrides,
  };
}

describe('checklist renumbering (spec 001 §4 Procedure editor)', () => {
  it('numbers items 1, 2, 3 in display order', () => {
    const shuffled = [
      { text: 'a', sortKey: 7 },
      { text: 'b', sortKey: 2 },
      { text: 'c', sortKey: 9 },
    ];
    expect(renumberChecklist(shuffled)).toEqual(items('a', 'b', 'c'));
  });

  it('adds at the end, or at a position, and renumbers', () => {
    expect(addChecklistItem(items('a', 'b'))).toEqual(items('a', 'b', ''));
    expect(addChecklistItem(items('a', 'b'), 0)).toEqual(items('', 'a', 'b'));
    expect(addChecklistItem(items('a', 'b'), 1)).toEqual(items('a', '', 'b'));
    expect(addChecklistItem([], 5)).toEqual(items(''));
  });

  it('deletes any item and renumbers the rest', () => {
    expect(removeChecklistItem(items('a', 'b', 'c'), 0)).toEqual(items('b', 'c'));
    expect(removeChecklistItem(items('a', 'b', 'c'), 1)).toEqual(items('a', 'c'));
    expect(removeChecklistItem(items('a', 'b', 'c'), 2)).toEqual(items('a', 'b'));
  });

  it('add then delete leaves no gap', () => {
    const list = removeChecklistItem(addChecklistItem(addChecklistItem(items('a'))), 1);
    expect(list.map((item) => item.sortKey)).toEqual([1, 2]);
  });

  it('edits the text of one item only', () => {
    expect(setChecklistItemText(items('a', 'b'), 1, 'B')).toEqual(items('a', 'B'));
  });

  it('sorts items that arrive out of order by sortKey', () => {
    expect(sortChecklist([items('a', 'b')[1], items('a')[0]]).map((item) => item.text)).toEqual(['a', 'b']);
  });

  it('does not change its input', () => {
    const list = items('a', 'b');
    removeChecklistItem(list, 0);
    addChecklistItem(list);
    expect(list).toEqual(items('a', 'b'));
  });
});

describe('switching a step to Checklist', () => {
  it('adds one empty item when it has none', () => {
    expect(ensureChecklistItem(step({ typeId: STEP_TYPES.checklist })).checklistItems).toEqual(items(''));
    expect(changeStepType(step(), STEP_TYPES.checklist).checklistItems).toEqual(items(''));
  });

  it('keeps the items it has', () => {
    const withItems = step({ checklistItems: items('gloves') });
    expect(changeStepType(withItems, STEP_TYPES.checklist).checklistItems).toEqual(items('gloves'));
  });

  it('leaves other types alone', () => {
    const plain = step();
    expect(ensureChecklistItem(plain)).toBe(plain);
  });

  it('only Yes/No keeps a no result', () => {
    const yesNo = step({ typeId: STEP_TYPES.yesNo, noResult: { type: 'goto', value: 's2' } });
    expect(changeStepType(yesNo, STEP_TYPES.yesNo).noResult).toEqual({ type: 'goto', value: 's2' });
    expect(changeStepType(yesNo, STEP_TYPES.acknowledgement).noResult).toEqual({ type: 'NA', value: null });
  });

  it('saves items only for Checklist steps, renumbered, without run-time checks', () => {
    const list = [
      { text: 'a', sortKey: 3, checked: true },
      { text: 'b', sortKey: 5 },
    ];
    expect(checklistToSave(step({ typeId: STEP_TYPES.checklist, checklistItems: list }))).toEqual(items('a', 'b'));
    expect(checklistToSave(step({ checklistItems: list }))).toEqual([]);
  });
});
