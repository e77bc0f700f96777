/**
 * Checklist items of a procedure step (spec 001 §3 "Step / question", §4 "Procedure editor"):
 * sortKey counts 1, 2, 3… in display order and is renumbered after every add or delete;
 * switching a step to Checklist gives it one empty item when it has none. Pure; inputs are
 * never mutated.
 */
import {
  type ChecklistItem,
  type ProcedureStep,
  STEP_TYPES,
  type StepTypeId,
} from '../../../domain/procedures/procedure-model.ts';

/** The items in sortKey order (as the server or an old trail may hand them over). */
export function sortChecklist<I extends ChecklistItem>(items: readonly I[]): I[] {
  return [...items].sort((a, b) => a.sortKey - b.sortKey);
}

/** The items as listed, with sortKey 1, 2, 3… */
export function renumberChecklist<I extends ChecklistItem>(items: readonly I[]): I[] {
  return items.map((item, index) => (item.sortKey === index + 1 ? item : { ...item, sortKey: index + 1 }));
}

/** A new empty item after the others (or at `index`), everything renumbered. */
export function addChecklistItem(items: readonly ChecklistItem[], index: number = items.length): ChecklistItem[] {
  const at = Math.max(0, Math.min(index, items.length));
  return renumberChecklist([...items.slice(0, at), { text: '', sortKey: 0 }, ...items.slice(at)]);
}

/** Without the item at `index`, the rest renumbered. */
export function removeChecklistItem(items: readonly ChecklistItem[], index: number): ChecklistItem[] {
  return renumberChecklist(items.filter((_, at) => at !== index));
}

/** The item at `index` with new text. */
export function setChecklistItemText(items: readonly ChecklistItem[], index: number, text: string): ChecklistItem[] {
  return items.map((item, at) => (at === index ? { ...item, text } : item));
}

/** A Checklist step with no items gets one empty item; any other step is returned as it is. */
export function ensureChecklistItem<S extends Pick<ProcedureStep, 'typeId' | 'checklistItems'>>(step: S): S {
  if (step.typeId !== STEP_TYPES.checklist || step.checklistItems.length > 0) return step;
  return { ...step, checklistItems: [{ text: '', sortKey: 1 }] };
}

/**
 * The step with another type. Only Yes/No keeps a no result (the others store their single
 * 'after this step' result as the yes result), and a new Checklist gets its first empty item.
 * Items of a step switched away from Checklist stay in the draft (switching back restores them);
 * the save leaves them out (see `checklistToSave`).
 */
export function changeStepType<S extends Pick<ProcedureStep, 'typeId' | 'noResult' | 'checklistItems'>>(
  step: S,
  typeId: StepTypeId,
): S {
  const noResult = typeId === STEP_TYPES.yesNo ? step.noResult : ({ type: 'NA', value: null } as const);
  return ensureChecklistItem({ ...step, typeId, noResult });
}

/** The items a step saves: its renumbered items for a Checklist, none for any other type. */
export function checklistToSave(step: Pick<ProcedureStep, 'typeId' | 'checklistItems'>): ChecklistItem[] {
  if (step.typeId !== STEP_TYPES.checklist) return [];
  return renumberChecklist(step.checklistItems.map(({ text, sortKey }) => ({ text, sortKey })));
}
