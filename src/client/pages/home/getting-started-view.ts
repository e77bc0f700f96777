import type { onboardingEndpoints } from '../../../../schemas/onboarding.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { GETTING_STARTED_STEPS, type GettingStartedKey } from '../../../domain/company/getting-started.ts';
import { homeText } from '../../i18n/en/home.ts';
import { translate } from '../../i18n/language.ts';

export type GettingStarted = ReplyOf<typeof onboardingEndpoints.gettingStarted>;

/** One line of the card: what to do, where, and whether it is done. */
export interface GettingStartedLine {
  key: GettingStartedKey;
  label: string;
  path: string;
  done: boolean;
}

/**
 * The server's steps in the card's order, with their words (in the app's language; the English
 * is the domain's) and pages; a step the server does not name is open.
 */
export function gettingStartedLines(state: GettingStarted): GettingStartedLine[] {
  const done = new Map(state.steps.map((step) => [step.key, step.done]));
  return GETTING_STARTED_STEPS.map(({ key, path }) => ({
    key,
    label: translate(homeText, `step.${key}`),
    path,
    done: done.get(key) === true,
  }));
}

/** '3 of 6 done'. */
export function progressText(lines: readonly { done: boolean }[]): string {
  return translate(homeText, 'progress', { done: lines.filter((line) => line.done).length, total: lines.length });
}
