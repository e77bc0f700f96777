import { STEP_TYPES, type StepTypeId } from '../../../domain/procedures/procedure-model.ts';

/** A reporter's answer to one step, as the answer input holds it (the preview's and the wizards'). */
export interface StepAnswer {
  /** Yes/No: the choice; Acknowledge: true once acknowledged. */
  value?: boolean;
  text?: string;
  /** Checklist: checked flags by item position. */
  checked?: boolean[];
}

/** What the two wizards' saves need of a step to send its answer. */
interface AnswerableStep {
  id: string;
  typeId: StepTypeId;
  checklistItems: readonly { sortKey: number }[];
}

/** One step's answer as the events' and the routine tasks' save-progress calls take it. */
export interface QuestionAnswer {
  id: string;
  answered: true;
  answer?: boolean | null;
  textAnswer?: string | null;
  checklistItems?: { sortKey: number; checked: boolean }[];
}

/** A step's answer as the API takes it: what its type asks for, marked answered. */
export function answerInput(step: AnswerableStep, answer: StepAnswer): QuestionAnswer {
  switch (step.typeId) {
    case STEP_TYPES.yesNo:
    case STEP_TYPES.acknowledgement:
      return { id: step.id, answered: true, answer: answer.value ?? null };
    case STEP_TYPES.textInput:
      return { id: step.id, answered: true, textAnswer: answer.text?.trim() || null };
    case STEP_TYPES.checklist:
      return {
        id: step.id,
        answered: true,
        checklistItems: step.checklistItems.map((item, index) => ({
          sortKey: item.sortKey,
          checked: answer.checked?.[index] === true,
        })),
      };
    default:
      // Image Upload: its images were saved by their upload.
      return { id: step.id, answered: true };
  }
}

/** A step as a save answered it: its type and what was given. */
interface AnsweredStep {
  typeId: StepTypeId;
  answered?: boolean;
  answer?: boolean | null;
  textAnswer?: string | null;
  checklistItems: readonly { checked?: boolean }[];
}

/** One step's saved answer as the answer input holds it (nothing for a step never answered). */
export function savedAnswer(step: AnsweredStep): StepAnswer {
  if (!step.answered) return {};
  switch (step.typeId) {
    case STEP_TYPES.yesNo:
    case STEP_TYPES.acknowledgement:
      return typeof step.answer === 'boolean' ? { value: step.answer } : {};
    case STEP_TYPES.textInput:
      return { text: step.textAnswer ?? '' };
    case STEP_TYPES.checklist:
      return { checked: step.checklistItems.map((item) => item.checked === true) };
    default:
      return {};
  }
}
