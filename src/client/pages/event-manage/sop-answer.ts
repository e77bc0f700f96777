import { sopAnswerText as englishAnswerText } from '../../../domain/events/sop-answer-text.ts';
import { sopAnswerWords } from '../../../domain/i18n/en/sop-answer.ts';
import { translate } from '../../i18n/language.ts';
import type { EventForDisplay } from './event-manage-api.ts';

export type SopQuestion = EventForDisplay['sopQuestions'][number];

/** The catalogue's key of each of the rule's words ('Skipped' -> skipped). */
const WORD_KEYS = new Map<string, keyof typeof sopAnswerWords.en>(
  Object.entries(sopAnswerWords.en).map(([key, english]) => [english, key as keyof typeof sopAnswerWords.en]),
);

/**
 * A step's answer in words, in the language the app speaks. The rule lives in src/domain (the
 * incident report PDF says the answers the same way) and words them in English; its words are
 * the catalogue's, translated here. What the reporter typed is shown as typed.
 */
export function sopAnswerText(question: SopQuestion): string {
  const english = englishAnswerText(question);
  if (english !== '' && english === question.textAnswer?.trim()) return english;
  const key = WORD_KEYS.get(english);
  return key ? translate(sopAnswerWords, key) : english;
}
