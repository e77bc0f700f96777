import {
  END_OF_PROCEDURE,
  type NamedRef,
  PROCEDURE_FLAVORS,
  type Procedure,
  type ProcedureStep,
  STEP_TYPES,
  type StepResult,
  type StepTypeId,
} from '../../../domain/procedures/procedure-model.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { translate } from '../../i18n/language.ts';
import {
  addChecklistItem,
  changeStepType,
  checklistToSave,
  removeChecklistItem,
  setChecklistItemText,
  sortChecklist,
} from './procedure-checklist.ts';

/**
 * The procedure editor's state and its changes (spec 001 §4 "Procedure editor", §5 "Procedure
 * form") as a pure reducer, so every rule is testable without a browser. What keeps a draft
 * from being saved is the domain's rule, the one the server applies (src/domain/procedures/procedure-validity.ts).
 */

export type ResultKey = 'yesResult' | 'noResult';

export type StepNoEvent = NonNullable<ProcedureStep['noEvent']>;

export type DraftAction =
  | { kind: 'replace'; procedure: Procedure }
  | { kind: 'eventType'; eventType: NamedRef | null }
  | { kind: 'eventCategory'; eventCategory: NamedRef | null }
  | { kind: 'name'; name: string }
  | { kind: 'roles'; roles: Procedure['visibleToPositionTypes'] }
  | { kind: 'stepText'; index: number; text: string }
  | { kind: 'stepType'; index: number; typeId: StepTypeId }
  | { kind: 'stepResult'; index: number; key: ResultKey; result: StepResult }
  /** A task's Yes/No step: 'on No, report an event' (null: off; an empty type while none is chosen yet). */
  | { kind: 'stepNoEvent'; index: number; noEvent: StepNoEvent | null }
  | { kind: 'insertStep'; index: number; step: ProcedureStep }
  | { kind: 'removeStep'; index: number }
  | { kind: 'addItem'; index: number }
  | { kind: 'removeItem'; index: number; item: number }
  | { kind: 'itemText'; index: number; item: number; text: string };

/** A procedure as the editor starts from it: checklist items in sortKey order. */
export function toDraft(procedure: Procedure): Procedure {
  return {
    ...procedure,
    questions: procedure.questions.map((step) => ({ ...step, checklistItems: sortChecklist(step.checklistItems) })),
  };
}

function updateStep(draft: Procedure, index: number, change: (step: ProcedureStep) => ProcedureStep): Procedure {
  return { ...draft, questions: draft.questions.map((step, at) => (at === index ? change(step) : step)) };
}

/** Results pointing at `id` end the procedure instead (the target is gone). */
function withoutGotosTo(step: ProcedureStep, id: string): ProcedureStep {
  const clear = (result: StepResult) => (result.type === 'goto' && result.value === id ? END_OF_PROCEDURE : result);
  return { ...step, yesResult: clear(step.yesResult), noResult: clear(step.noResult) };
}

export function draftReducer(draft: Procedure, action: DraftAction): Procedure {
  switch (action.kind) {
    case 'replace':
      return toDraft(action.procedure);
    case 'eventType':
      // A category belongs to its type: a new type clears it.
      return { ...draft, eventType: action.eventType, eventCategory: null };
    case 'eventCategory':
      return { ...draft, eventCategory: action.eventCategory };
    case 'name':
      return { ...draft, name: action.name };
    case 'roles':
      return { ...draft, visibleToPositionTypes: action.roles };
    case 'stepText':
      return updateStep(draft, action.index, (step) => ({ ...step, text: action.text }));
    case 'stepType':
      // Only a Yes/No step can report an event on No.
      return updateStep(draft, action.index, (step) => {
        const changed = changeStepType(step, action.typeId);
        return action.typeId === STEP_TYPES.yesNo ? changed : { ...changed, noEvent: null };
      });
    case 'stepNoEvent':
      return updateStep(draft, action.index, (step) => ({ ...step, noEvent: action.noEvent }));
    case 'stepResult':
      return updateStep(draft, action.index, (step) => ({ ...step, [action.key]: action.result }));
    case 'insertStep': {
      const at = Math.max(0, Math.min(action.index, draft.questions.length));
      const step = { ...action.step, isNew: true };
      return { ...draft, questions: [...draft.questions.slice(0, at), step, ...draft.questions.slice(at)] };
    }
    case 'removeStep': {
      // The last remaining step cannot be deleted (spec 001 §4).
      if (draft.questions.length <= 1) return draft;
      const removed = draft.questions[action.index];
      if (!removed) return draft;
      const rest = draft.questions.filter((_, at) => at !== action.index);
      return { ...draft, questions: rest.map((step) => withoutGotosTo(step, removed.id)) };
    }
    case 'addItem':
      return updateStep(draft, action.index, (step) => ({
        ...step,
        checklistItems: addChecklistItem(step.checklistItems),
      }));
    case 'removeItem':
      return updateStep(draft, action.index, (step) =>
        step.checklistItems.length <= 1
          ? step
          : { ...step, checklistItems: removeChecklistItem(step.checklistItems, action.item) },
      );
    case 'itemText':
      return updateStep(draft, action.index, (step) => ({
        ...step,
        checklistItems: setChecklistItemText(step.checklistItems, action.item, action.text),
      }));
  }
}

/** The body of POST /procedures: ids of the picked type, category and roles; what a step type does not use is left out. */
export function savePayload(draft: Procedure): Procedure {
  const isIncident = draft.flavor === PROCEDURE_FLAVORS.incident;
  return {
    id: draft.id,
    flavor: draft.flavor,
    name: isIncident ? null : (draft.name ?? '').trim(),
    eventType: isIncident ? draft.eventType : null,
    eventCategory: isIncident ? draft.eventCategory : null,
    visibleToPositionTypes: draft.visibleToPositionTypes,
    questions: draft.questions.map((step) => ({
      id: step.id,
      text: step.text.trim(),
      typeId: step.typeId,
      yesResult: step.yesResult,
      noResult: step.typeId === STEP_TYPES.yesNo ? step.noResult : END_OF_PROCEDURE,
      checklistItems: checklistToSave(step).map((item) => ({ ...item, text: item.text.trim() })),
      ...(step.isNew ? { isNew: true } : {}),
      ...(reportsOnNo(draft, step) ? { noEvent: step.noEvent } : {}),
    })),
  };
}

/** Whether a step says 'on No, report an event': a task's Yes/No step with the switch on. */
export function reportsOnNo(
  draft: Pick<Procedure, 'flavor'>,
  step: ProcedureStep,
): step is ProcedureStep & {
  noEvent: StepNoEvent;
} {
  return draft.flavor === PROCEDURE_FLAVORS.routineTask && step.typeId === STEP_TYPES.yesNo && Boolean(step.noEvent);
}

/** The label of a step in the go-to lists: 'Go to step 3: Shut off the water'. */
export function gotoLabel(step: ProcedureStep, index: number): string {
  const text = step.text.trim() || translate(proceduresText, 'newStep');
  return translate(proceduresText, 'gotoStep', { number: index + 1, text });
}

/** The end's choice in English; resultOptions says it in the app's language. */
export const END_LABEL = proceduresText.en.endOfProcedure;

/** The choices of a result select: the end, then every OTHER step of the procedure (spec 001 §5). */
export function resultOptions(steps: readonly ProcedureStep[], index: number): { value: string; label: string }[] {
  const others = steps.flatMap((step, at) => (at === index ? [] : [{ value: step.id, label: gotoLabel(step, at) }]));
  return [{ value: END_OF_PROCEDURE.type, label: translate(proceduresText, 'endOfProcedure') }, ...others];
}

/** A select value back to a result. */
export function resultOfChoice(value: string): StepResult {
  return value === END_OF_PROCEDURE.type ? END_OF_PROCEDURE : { type: 'goto', value };
}

/** The select value of a result (NA, or the target step id). */
export function choiceOfResult(result: StepResult): string {
  return result.type === 'goto' ? result.value : END_OF_PROCEDURE.type;
}

/** "Step 3", "Steps 2 and 5", "Steps 2, 4 and 5": step numbers for the editor's warnings. */
export function stepNumbersText(numbers: readonly number[]): string {
  if (numbers.length === 1) return translate(proceduresText, 'stepNumbersOne', { number: numbers[0] });
  return translate(proceduresText, 'stepNumbersMany', numberList(numbers));
}

/** Several step numbers as the messages name them: '2, 4' and the last, '5'. */
export function numberList(numbers: readonly number[]): { numbers: string; last: number } {
  return { numbers: numbers.slice(0, -1).join(', '), last: numbers[numbers.length - 1] };
}
