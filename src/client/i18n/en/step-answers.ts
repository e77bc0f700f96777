import { namespace } from '../catalogue.ts';

/**
 * Why Next stays on a procedure step (spec 001 §5), as domain/procedures/procedure-navigation.ts
 * words them (`ANSWER_MESSAGES`): both wizards and the procedure preview.
 */
export const stepAnswersText = namespace('stepAnswers', {
  acknowledge: 'This must be acknowledged.',
  yesOrNo: 'You must choose yes or no.',
});
