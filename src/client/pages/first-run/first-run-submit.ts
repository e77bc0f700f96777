import { type FirstRunInput, firstRunSchema, onboardingEndpoints } from '../../../../schemas/onboarding.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { ApiError } from '../../api/http.ts';
import { firstRunText } from '../../i18n/en/first-run.ts';
import { translate } from '../../i18n/language.ts';
import { fieldRefusal } from '../common/field-errors.ts';

export type FirstRunReply = ReplyOf<typeof onboardingEndpoints.firstRun>;

/** The form's fields, in the contract's order. */
export const FIRST_RUN_FIELDS = Object.keys(firstRunSchema.properties) as (keyof FirstRunInput)[];

/** What came of 'Set up company'. */
export type FirstRunOutcome =
  /** The company exists and its administrator's invitation is on its way (or in the server's log). */
  | { kind: 'sent'; reply: FirstRunReply; companyName: string }
  /** Someone else set the installation up first (404): sign in instead. */
  | { kind: 'taken' }
  /** The server refused the input (400): messages on the fields, or one for the form. */
  | { kind: 'invalid'; fields: Record<string, string>; message: string | null }
  /** No answer, or an answer the form cannot help with. */
  | { kind: 'failed'; message: string };

/**
 * POST /api/first-run with the form's values. Quiet: the page says what happened (a 404 here is
 * 'already set up', not the global 'not found' toast).
 */
export async function submitFirstRun(values: FirstRunInput): Promise<FirstRunOutcome> {
  try {
    const reply = await callEndpoint(onboardingEndpoints.firstRun, { body: values, quiet: true });
    return { kind: 'sent', reply, companyName: values.companyName };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'taken' };
    const refusal = fieldRefusal(error, FIRST_RUN_FIELDS);
    if (refusal) return { kind: 'invalid', fields: refusal.fields, message: refusal.other };
    const reason = error instanceof ApiError ? error.message : translate(firstRunText, 'unreachable');
    return { kind: 'failed', message: translate(firstRunText, 'notSetUp', { reason }) };
  }
}
