import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { passwordLengthProblem } from '../../domain/company/password-policy.ts';

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

/** What the page says for each of zxcvbn's warnings (its message keys, not its English text). */
const WARNING_MESSAGES: Record<string, string> = {
  userInputs: 'Do not use your name or e-mail address in your password.',
  simpleRepeat: 'Avoid repeated characters like "aaa".',
  extendedRepeat: 'Avoid repeated patterns like "abcabcabc".',
  sequences: 'Avoid sequences like "abc" or "6543".',
  straightRow: 'Avoid rows of keys on your keyboard.',
  keyPattern: 'Avoid keyboard patterns like "qwerty".',
  dates: 'Avoid dates and years that are linked to you.',
  recentYears: 'Avoid recent years.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is one of the most used passwords.',
  common: 'This password is on lists of common and leaked passwords.',
  similarToCommon: 'This password is too close to a common or leaked password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
};

export const WEAK_PASSWORD = 'This password is too easy to guess. A few unrelated words make a strong one.';

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

/** Why `password` is refused, in words for the page; null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  const length = passwordLengthProblem(password);
  if (length) return length;
  // The user name (the e-mail's part before @) anywhere in it is the first thing an attacker tries.
  const userName = context.email?.trim().toLowerCase().split('@')[0] ?? '';
  if (userName.length >= 4 && password.toLowerCase().includes(userName)) return WARNING_MESSAGES.userInputs;
  const result = strength().check(password, ownWords(context));
  if (result.score >= MIN_SCORE) return null;
  const warning = result.feedback.warning;
  return (warning && WARNING_MESSAGES[warning]) || WEAK_PASSWORD;
}
