import { accountEndpoints } from '../../../../schemas/account.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLengthProblem,
} from '../../../domain/company/password-policy.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { profileText } from '../../i18n/en/profile.ts';
import { translate } from '../../i18n/language.ts';
import { fieldRefusal } from '../common/field-errors.ts';

export type Account = ReplyOf<typeof accountEndpoints.detail>;

/** The change-password form's values; `confirmPassword` never leaves the browser. */
export interface ChangePasswordValues {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/** The fields the server may refuse (400, validationErrors). */
export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

/** The form's messages, in the app's language when read (i18n/en/profile.ts). */
export const PASSWORD_MESSAGES = {
  get changed() {
    return translate(profileText, 'changed');
  },
  get mismatch() {
    return translate(profileText, 'mismatch');
  },
  get otherDevices() {
    return translate(profileText, 'otherDevices');
  },
};

/** The password rule shown under the field: the domain's PASSWORD_HINT, in the app's language. */
export function passwordHint(): string {
  return translate(profileText, 'passwordHint', { min: PASSWORD_MIN_LENGTH });
}

/** The domain's length refusal (passwordLengthProblem), in the app's language; null when the length is right. */
export function passwordLengthText(password: string): string | null {
  if (!passwordLengthProblem(password)) return null;
  return [...password].length < PASSWORD_MIN_LENGTH
    ? translate(profileText, 'tooShort', { min: PASSWORD_MIN_LENGTH })
    : translate(profileText, 'tooLong', { max: PASSWORD_MAX_LENGTH });
}

/** The confirmation's problem: it must repeat the new password exactly. */
export function confirmationProblem(newPassword: string | undefined, confirmation: string | undefined): string | null {
  return (newPassword ?? '') === (confirmation ?? '') ? null : PASSWORD_MESSAGES.mismatch;
}

/** The card's title: a login without a password sets its first one. */
export function passwordCardTitle(hasPassword: boolean): string {
  return translate(profileText, hasPassword ? 'changePassword' : 'setPassword');
}

/** What came of Save: changed, or the server's messages on the fields (or one for the form). */
export type ChangePasswordOutcome =
  | { kind: 'changed' }
  | { kind: 'refused'; fields: Record<string, string>; message: string | null }
  | { kind: 'failed' };

/**
 * POST /account/password: the current password only when the login has one. No answer, 401 and
 * 5xx were toasted by the HTTP client's global handler.
 */
export async function changePassword(
  values: ChangePasswordValues,
  hasPassword: boolean,
): Promise<ChangePasswordOutcome> {
  const body = hasPassword
    ? { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword }
    : { newPassword: values.newPassword };
  try {
    await callEndpoint(accountEndpoints.changePassword, { body });
    return { kind: 'changed' };
  } catch (error) {
    const refusal = fieldRefusal(error, CHANGE_PASSWORD_FIELDS);
    return refusal ? { kind: 'refused', fields: refusal.fields, message: refusal.other } : { kind: 'failed' };
  }
}
