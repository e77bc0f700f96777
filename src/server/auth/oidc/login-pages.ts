import { escapeHtml, renderPage } from './html.ts';

export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';
export const CHECK_EMAIL = 'Check your e-mail for a sign-in link.';

export interface LoginPageOptions {
  /** Base path of this interaction, e.g. /oidc/interaction/abc. */
  action: string;
  email?: string;
  error?: string;
  passwordless: boolean;
}

export function errorBlock(error: string | undefined): string {
  return error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '';
}

export function emailField(email: string | undefined, autofocus: boolean): string {
  return `<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required ${autofocus ? 'autofocus ' : ''}value="${escapeHtml(email ?? '')}">`;
}

/** The forgot-password page of this interaction, with the e-mail the page knows (no script reads the field). */
export function forgotPasswordHref(action: string, email: string | undefined): string {
  const query = email ? `?${new URLSearchParams({ email })}` : '';
  return `${action}/forgot${query}`;
}

/** The sign-in card: e-mail + password, or e-mail only for the passwordless variant. */
export function loginPage({ action, email, error, passwordless }: LoginPageOptions): string {
  if (passwordless) {
    return renderPage({
      title: 'Sign in',
      body: `<h1>Sign in</h1>${errorBlock(error)}
<form method="post" action="${escapeHtml(`${action}/passwordless`)}" novalidate>
${emailField(email, true)}
<button type="submit">Send sign-in link</button>
</form>
<p class="muted">We will e-mail you a link that signs you in.</p>`,
    });
  }
  return renderPage({
    title: 'Sign in',
    body: `<h1>Sign in</h1>${errorBlock(error)}
<form method="post" action="${escapeHtml(`${action}/login`)}" novalidate>
${emailField(email, !email)}
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${escapeHtml(forgotPasswordHref(action, email))}">Forgot password?</a></p>`,
  });
}

/** Shown after a sign-in link was requested, whether or not the e-mail has a login. */
export function checkEmailPage(): string {
  return renderPage({
    title: 'Check your e-mail',
    body: `<h1>Check your e-mail</h1><div class="notice" role="status">${escapeHtml(CHECK_EMAIL)}</div>
<p class="muted">The link works once, in this browser, for 15 minutes.</p>`,
  });
}
