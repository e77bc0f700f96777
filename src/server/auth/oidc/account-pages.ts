import { PASSWORD_HINT } from '../../../domain/company/password-policy.ts';
import { PRODUCT_NAME } from '../../../domain/company/product.ts';
import { escapeHtml, messagePage, renderPage } from './html.ts';
import { emailField, errorBlock } from './login-pages.ts';

/**
 * The account pages of the embedded provider: the welcome page an invitation link opens, the
 * forgot-password request and the page that sets a new password from a reset link.
 */

export const INVITATION_NOT_VALID = 'Invitation link not valid';
export const RESET_REQUESTED = 'If an account exists for that address, we sent a link to choose a new password.';
export const PASSWORDS_DIFFER = 'The passwords do not match.';
export const EMAIL_MISSING = 'Enter your e-mail address.';

/** The login's e-mail, shown and offered to password managers as the username (never submitted). */
function accountField(email: string): string {
  return `<label for="account-email">E-mail</label>
<input id="account-email" type="email" autocomplete="username" readonly value="${escapeHtml(email)}">`;
}

/** A new-password field with the rule written under its label (read with the field). */
function newPasswordField(input: { label: string; required: boolean; invalid: boolean }): string {
  return `<label for="password">${escapeHtml(input.label)}</label>
<p id="password-hint" class="hint">${escapeHtml(PASSWORD_HINT)}</p>
<input id="password" name="password" type="password" autocomplete="new-password" aria-describedby="password-hint"${
    input.required ? ' required' : ''
  }${input.invalid ? ' aria-invalid="true"' : ''} autofocus>`;
}

export interface WelcomePageOptions {
  /** Base path of this interaction, e.g. /oidc/interaction/abc. */
  action: string;
  /** The company the invitation is to; null when it names none. */
  companyName: string | null;
  email: string;
  error?: string;
}

/** What an invitation link opens: who is signing in, and an optional password before going on. */
export function welcomePage({ action, companyName, email, error }: WelcomePageOptions): string {
  const heading = `Welcome to ${companyName ?? PRODUCT_NAME}`;
  return renderPage({
    title: heading,
    body: `<h1>${escapeHtml(heading)}</h1>${errorBlock(error)}
<p>Choose a password to sign in with from now on, or go on without one: you can always sign in with a link e-mailed to this address.</p>
<form method="post" action="${escapeHtml(`${action}/invitation`)}" novalidate>
${accountField(email)}
${newPasswordField({ label: 'Password (optional)', required: false, invalid: Boolean(error) })}
<button type="submit" name="action" value="password">Set password and continue</button>
<button type="submit" name="action" value="skip" class="secondary">Continue without a password</button>
</form>`,
  });
}

/** An invitation link that is unknown, expired or already used. */
export function invitationNotValidPage(signInUrl: string): string {
  return messagePage(
    INVITATION_NOT_VALID,
    'This invitation link is invalid, expired or already used. If you already accepted it, sign in. Otherwise ask your administrator to send you a new invitation.',
    { href: signInUrl, label: 'Sign in' },
  );
}

/** Asks for the e-mail a reset link goes to. */
export function forgotPasswordPage(input: { action: string; email?: string; error?: string }): string {
  return renderPage({
    title: 'Forgot password',
    body: `<h1>Forgot your password?</h1>${errorBlock(input.error)}
<p>Enter the e-mail address you sign in with. We will e-mail you a link to choose a new password.</p>
<form method="post" action="${escapeHtml(`${input.action}/forgot`)}" novalidate>
${emailField(input.email, true)}
<button type="submit">Send reset link</button>
</form>
<p class="links"><a href="${escapeHtml(input.action)}">Back to sign in</a></p>`,
  });
}

/** Shown after a reset link was asked for, whether or not the e-mail has a login. */
export function resetRequestedPage(validMinutes: number): string {
  return renderPage({
    title: 'Check your e-mail',
    body: `<h1>Check your e-mail</h1><div class="notice" role="status">${escapeHtml(RESET_REQUESTED)}</div>
<p class="muted">The link works once, in any browser, for ${validMinutes} minutes.</p>`,
  });
}

/** The page of a reset link: a new password, typed twice. */
export function resetPasswordPage(input: { action: string; token: string; email: string; error?: string }): string {
  return renderPage({
    title: 'Choose a new password',
    body: `<h1>Choose a new password</h1>${errorBlock(input.error)}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
${accountField(input.email)}
${newPasswordField({ label: 'New password', required: true, invalid: Boolean(input.error) })}
<label for="confirm">Confirm new password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">Change password</button>
</form>
<p class="muted">Changing your password signs you out on every other device.</p>`,
  });
}

/** A reset link that is unknown, expired or already used. */
export function resetNotValidPage(signInUrl: string): string {
  return messagePage(
    'Reset link not valid',
    'This password reset link is invalid, expired or already used. Ask for a new one from the sign-in page.',
    { href: signInUrl, label: 'Sign in' },
  );
}

export function passwordChangedPage(signInUrl: string): string {
  return messagePage(
    'Password changed',
    'Your password is changed and you are signed out everywhere else. Sign in with your new password.',
    { href: signInUrl, label: 'Sign in' },
  );
}
