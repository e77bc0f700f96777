import { STEP_TYPES } from '../../../domain/procedure-model.ts';
import type { EventForDisplay } from './event-manage-api.ts';

export type SopQuestion = EventForDisplay['sopQuestions'][number];

/**
 * A step's answer in words for the SOP questions list: Yes/No, 'Acknowledged', the text typed;
 * a checklist lists its items and an Image Upload step its pictures instead (empty text here).
 */
export function sopAnswerText(question: SopQuestion): string {
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
