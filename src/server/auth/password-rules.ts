import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { Language } from '../../domain/common/language.ts';
import { passwordLengthProblem } from '../../domain/company/password-policy.ts';
import { apiMessagesText } from '../../domain/i18n/en/api-messages.ts';
import { textIn, translateApiMessage } from '../i18n/translate.ts';

/**
 * The password rule the server enforces (NIST SP 800-63B §5.1.1.2): the length bounds of
 * src/domain/company/password-policy.ts, then zxcvbn-ts with its bundled common and breached password
 * lists, the person's own name and e-mail as words to avoid. A password an attacker would try
 * within 10^8 guesses (zxcvbn score below 3) is refused; there are no composition rules.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment to index and most requests never need them. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator;
}

type ApiMessageKey = keyof typeof apiMessagesText.en;

/** What the page says for each of zxcvbn's warnings (its message keys, not its English text), by catalogue key. */
const WARNING_MESSAGES: Record<string, ApiMessageKey> = {
  userInputs: 'passwordUserInputs',
  simpleRepeat: 'passwordSimpleRepeat',
  extendedRepeat: 'passwordExtendedRepeat',
  sequences: 'passwordSequences',
  straightRow: 'passwordStraightRow',
  keyPattern: 'passwordKeyPattern',
  dates: 'passwordDates',
  recentYears: 'passwordRecentYears',
  topTen: 'passwordTopPasswords',
  topHundred: 'passwordTopPasswords',
  common: 'passwordCommon',
  similarToCommon: 'passwordSimilarToCommon',
  wordByItself: 'passwordWordByItself',
  namesByThemselves: 'passwordNamesByThemselves',
  commonNames: 'passwordCommonNames',
};

export const WEAK_PASSWORD = apiMessagesText.en.weakPassword;

/** Words of the person's own that a password must not lean on: the e-mail, its parts, the names, the product's. */
function ownWords(context: { email?: string; name?: string }): string[] {
  const words = new Set<string>(['property', 'propertyops', 'ops']);
  const email = context.email?.trim().toLowerCase();
  if (email) {
    words.add(email);
    for (const part of email.split(/[@.+_-]+/)) if (part.length >= 3) words.add(part);
  }
  for (const part of (context.name ?? '').toLowerCase().split(/\s+/)) if (part.length >= 3) words.add(part);
  return [...words];
}

/**
 * Why `password` is refused, in words for the page in `language` (the sign-in pages' own; the
 * account API answers in English and its reply is translated on the way out); null when it is
 * acceptable.
 */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string } = {},
  language: Language = 'en',
): string | null {
  const length = passwordLengthProblem(password);
  if (length) return translateApiMessage(length, language);
  const words = textIn(language, apiMessagesText);
  // The user name (the e-mail's part before @) anywhere in it is the first thing an attacker tries.
  const userName = context.email?.trim().toLowerCase().split('@')[0] ?? '';
  if (userName.length >= 4 && password.toLowerCase().includes(userName)) return words('passwordUserInputs');
  const result = strength().check(password, ownWords(context));
  if (result.score >= MIN_SCORE) return null;
  const warning = result.feedback.warning;
  return words((warning && WARNING_MESSAGES[warning]) || 'weakPassword');
}
