import { STEP_TYPES, type StepTypeId } from '../procedures/procedure-model.ts';

/** What is needed of an SOP step to say its answer. */
export interface AnsweredStep {
  typeId: StepTypeId;
  answered: boolean;
  answer: boolean | null;
  textAnswer: string | null;
  /** The walk passed it by (skipped-steps.ts): 'Skipped', whatever it holds. */
  skipped?: boolean;
}

/**
 * A step's answer in words (the Details tab's SOP list and the incident report): Yes/No,
 * 'Acknowledged', the text typed; a checklist lists its items and an Image Upload step its
 * pictures instead (empty text here). A step the branch passed by is 'Skipped'.
 */
export function sopAnswerText(question: AnsweredStep): string {
  if (question.skipped) return 'Skipped';
  if (!question.answered) return 'Not answered';
  switch (question.typeId) {
    case STEP_TYPES.yesNo:
      return question.answer === null ? 'Not answered' : question.answer ? 'Yes' : 'No';
    case STEP_TYPES.acknowledgement:
      return question.answer ? 'Acknowledged' : 'Not acknowledged';
    case STEP_TYPES.textInput:
      return question.textAnswer?.trim() || '(no text)';
    default:
      return '';
  }
}
