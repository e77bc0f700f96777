import type { Language } from '../../../domain/common/language.ts';
import { signInText } from '../../../domain/i18n/en/sign-in.ts';
import { escapeHtml, pageText, renderPage } from './html.ts';
import { LINK_TTL_MINUTES } from './passwordless.ts';

export const INVALID_CREDENTIALS = signInText.en.invalidCredentials;
export const CHECK_EMAIL = signInText.en.checkEmail;

export interface LoginPageOptions {
  language: Language;
  /** Base path of this interaction, e.g. /oidc/interaction/abc. */
  action: string;
  email?: string;
  error?: string;
  passwordless: boolean;
}

export function errorBlock(error: string | undefined): string {
  return error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '';
}

export function emailField(language: Language, email: string | undefined, autofocus: boolean): string {
  return `<label for="email">${pageText(language).html('email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required ${autofocus ? 'autofocus ' : ''}value="${escapeHtml(email ?? '')}">`;
}

/** The forgot-password page of this interaction, with the e-mail the page knows (no script reads the field). */
export function forgotPasswordHref(action: string, email: string | undefined): string {
  const query = email ? `?${new URLSearchParams({ email })}` : '';
  return `${action}/forgot${query}`;
}

/** The sign-in card: e-mail + password, or e-mail only for the passwordless variant. */
export function loginPage({ language, action, email, error, passwordless }: LoginPageOptions): string {
  const { plain: translate, html: t } = pageText(language);
  if (passwordless) {
    return renderPage({
      language,
      title: translate('signIn'),
      body: `<h1>${t('signIn')}</h1>${errorBlock(error)}
<form method="post" action="${escapeHtml(`${action}/passwordless`)}" novalidate>
${emailField(language, email, true)}
<button type="submit">${t('sendSignInLink')}</button>
</form>
<p class="muted">${t('signInLinkExplained')}</p>`,
    });
  }
  return renderPage({
    language,
    title: translate('signIn'),
    body: `<h1>${t('signIn')}</h1>${errorBlock(error)}
<form method="post" action="${escapeHtml(`${action}/login`)}" novalidate>
${emailField(language, email, !email)}
<label for="password">${t('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">${t('signIn')}</button>
</form>
<p class="links"><a href="${escapeHtml(forgotPasswordHref(action, email))}">${t('forgotPasswordLink')}</a></p>`,
  });
}

/** Shown after a sign-in link was requested, whether or not the e-mail has a login. */
export function checkEmailPage(language: Language): string {
  const { plain, html: t } = pageText(language);
  return renderPage({
    language,
    title: plain('checkEmailTitle'),
    body: `<h1>${t('checkEmailTitle')}</h1><div class="notice" role="status">${t('checkEmail')}</div>
<p class="muted">${t('signInLinkValidity', { minutes: LINK_TTL_MINUTES })}</p>`,
  });
}
