import { ANSWER_MESSAGES } from '../../../domain/procedures/procedure-navigation.ts';
import { stepAnswersText } from '../../i18n/en/step-answers.ts';
import { translate } from '../../i18n/language.ts';

/** The catalogue's key of each of the domain's answer checks (ANSWER_MESSAGES holds their English). */
const KEYS = new Map<string, keyof (typeof stepAnswersText)['en']>(
  (Object.keys(ANSWER_MESSAGES) as (keyof typeof ANSWER_MESSAGES)[]).map((key) => [ANSWER_MESSAGES[key], key]),
);

/**
 * Why Next stayed on a step, in the language spoken: the domain's refusal (`answerProblem`,
 * written in English) in the catalogue's words; any other message (a server's reason) as it came.
 */
export function answerProblemText(problem: string): string {
  const key = KEYS.get(problem);
  return key ? translate(stepAnswersText, key) : problem;
}
