import type { Translation } from '../catalogue.ts';
import type { stepAnswersText } from '../en/step-answers.ts';

export const stepAnswers: Translation<typeof stepAnswersText> = {
  acknowledge: 'Debe confirmar este paso.',
  yesOrNo: 'Debe elegir sí o no.',
};
