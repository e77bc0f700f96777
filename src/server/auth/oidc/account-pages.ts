import type { Language } from '../../../domain/common/language.ts';
import { PASSWORD_MIN_LENGTH } from '../../../domain/company/password-policy.ts';
import { PRODUCT_NAME } from '../../../domain/company/product.ts';
import { signInText } from '../../../domain/i18n/en/sign-in.ts';
import { escapeHtml, messagePage, pageText, renderPage } from './html.ts';
import { emailField, errorBlock } from './login-pages.ts';

/**
 * The account pages of the embedded provider: the welcome page an invitation link opens, the
 * forgot-password request and the page that sets a new password from a reset link; in the
 * page's language.
 */

export const INVITATION_NOT_VALID = signInText.en.invitationNotValidTitle;
export const RESET_REQUESTED = signInText.en.resetRequested;
export const PASSWORDS_DIFFER = signInText.en.passwordsDiffer;
export const EMAIL_MISSING = signInText.en.emailMissing;

/** The login's e-mail, shown and offered to password managers as the username (never submitted). */
function accountField(language: Language, email: string): string {
  return `<label for="account-email">${pageText(language).html('email')}</label>
<input id="account-email" type="email" autocomplete="username" readonly value="${escapeHtml(email)}">`;
}

/** A new-password field with the rule written under its label (read with the field). */
function newPasswordField(
  language: Language,
  input: { label: 'passwordOptional' | 'newPassword'; required: boolean; invalid: boolean },
): string {
  const t = pageText(language).html;
  return `<label for="password">${t(input.label)}</label>
<p id="password-hint" class="hint">${t('passwordHint', { min: PASSWORD_MIN_LENGTH })}</p>
<input id="password" name="password" type="password" autocomplete="new-password" aria-describedby="password-hint"${
    input.required ? ' required' : ''
  }${input.invalid ? ' aria-invalid="true"' : ''} autofocus>`;
}

export interface WelcomePageOptions {
  language: Language;
  /** Base path of this interaction, e.g. /oidc/interaction/abc. */
  action: string;
  /** The company the invitation is to; null when it names none. */
  companyName: string | null;
  email: string;
  error?: string;
}

/** What an invitation link opens: who is signing in, and an optional password before going on. */
export function welcomePage({ language, action, companyName, email, error }: WelcomePageOptions): string {
  const { plain, html: t } = pageText(language);
  const heading = plain('welcome', { name: companyName ?? PRODUCT_NAME });
  return renderPage({
    language,
    title: heading,
    body: `<h1>${escapeHtml(heading)}</h1>${errorBlock(error)}
<p>${t('welcomeIntro')}</p>
<form method="post" action="${escapeHtml(`${action}/invitation`)}" novalidate>
${accountField(language, email)}
${newPasswordField(language, { label: 'passwordOptional', required: false, invalid: Boolean(error) })}
<button type="submit" name="action" value="password">${t('setPasswordAndContinue')}</button>
<button type="submit" name="action" value="skip" class="secondary">${t('continueWithoutPassword')}</button>
</form>`,
  });
}

/** An invitation link that is unknown, expired or already used. */
export function invitationNotValidPage(language: Language, signInUrl: string): string {
  const { plain } = pageText(language);
  return messagePage(language, plain('invitationNotValidTitle'), plain('invitationNotValid'), {
    href: signInUrl,
    label: plain('signIn'),
  });
}

/** Asks for the e-mail a reset link goes to. */
export function forgotPasswordPage(input: {
  language: Language;
  action: string;
  email?: string;
  error?: string;
}): string {
  const { plain, html: t } = pageText(input.language);
  return renderPage({
    language: input.language,
    title: plain('forgotPasswordTitle'),
    body: `<h1>${t('forgotPasswordHeading')}</h1>${errorBlock(input.error)}
<p>${t('forgotPasswordIntro')}</p>
<form method="post" action="${escapeHtml(`${input.action}/forgot`)}" novalidate>
${emailField(input.language, input.email, true)}
<button type="submit">${t('sendResetLink')}</button>
</form>
<p class="links"><a href="${escapeHtml(input.action)}">${t('backToSignIn')}</a></p>`,
  });
}

/** Shown after a reset link was asked for, whether or not the e-mail has a login. */
export function resetRequestedPage(language: Language, validMinutes: number): string {
  const { plain, html: t } = pageText(language);
  return renderPage({
    language,
    title: plain('checkEmailTitle'),
    body: `<h1>${t('checkEmailTitle')}</h1><div class="notice" role="status">${t('resetRequested')}</div>
<p class="muted">${t('resetLinkValidity', { minutes: validMinutes })}</p>`,
  });
}

/** The page of a reset link: a new password, typed twice. */
export function resetPasswordPage(input: {
  language: Language;
  action: string;
  token: string;
  email: string;
  error?: string;
}): string {
  const { language } = input;
  const { plain, html: t } = pageText(language);
  return renderPage({
    language,
    title: plain('choosePasswordTitle'),
    body: `<h1>${t('choosePasswordTitle')}</h1>${errorBlock(input.error)}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
${accountField(language, input.email)}
${newPasswordField(language, { label: 'newPassword', required: true, invalid: Boolean(input.error) })}
<label for="confirm">${t('confirmPassword')}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">${t('changePassword')}</button>
</form>
<p class="muted">${t('changeSignsOut')}</p>`,
  });
}

/** A reset link that is unknown, expired or already used. */
export function resetNotValidPage(language: Language, signInUrl: string): string {
  const { plain } = pageText(language);
  return messagePage(language, plain('resetNotValidTitle'), plain('resetNotValid'), {
    href: signInUrl,
    label: plain('signIn'),
  });
}

export function passwordChangedPage(language: Language, signInUrl: string): string {
  const { plain } = pageText(language);
  return messagePage(language, plain('passwordChangedTitle'), plain('passwordChanged'), {
    href: signInUrl,
    label: plain('signIn'),
  });
}
