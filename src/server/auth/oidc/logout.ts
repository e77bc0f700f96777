import type { FastifyInstance } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { languageOfAcceptLanguage } from '../../../domain/common/language.ts';
import { messagePage, pageText, renderPage } from './html.ts';

export const LOGOUT_SCRIPT_PATH = '/oidc-assets/logout.js';

/** Submits the sign-out form as soon as the page is parsed; the button remains for no-JS browsers. */
const LOGOUT_SCRIPT = `(function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
})();
`;

/**
 * oidc-provider's end_session confirmation, replaced by a page that signs out at once (the
 * product's "Logout" already was the confirmation). The provider's form carries the xsrf value;
 * `logout=yes` ends the whole session, not just this client's part.
 */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  const signOutForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const language = languageOfAcceptLanguage(ctx.get('accept-language'));
  const { plain, html: t } = pageText(language);
  ctx.type = 'html';
  ctx.body = renderPage({
    language,
    title: plain('signingOutTitle'),
    body: `<h1>${t('signingOut')}</h1>${signOutForm}
<p>${t('ifNothingHappens')}</p>
<button type="submit" form="op.logoutForm">${t('signOut')}</button>`,
    scripts: [LOGOUT_SCRIPT_PATH],
  });
}

/** Shown only when the client gave no post_logout_redirect_uri. */
export function postLogoutSuccessSource(publicUrl: string) {
  return (ctx: KoaContextWithOIDC): void => {
    const language = languageOfAcceptLanguage(ctx.get('accept-language'));
    const { plain } = pageText(language);
    ctx.type = 'html';
    ctx.body = messagePage(language, plain('signedOutTitle'), plain('signedOut'), {
      href: `${publicUrl}/`,
      label: plain('signInAgain'),
    });
  };
}

/** Serves the logout script from this origin (CSP script-src 'self' forbids the inline one). */
export function registerLogoutAsset(app: FastifyInstance): void {
  app.get(LOGOUT_SCRIPT_PATH, { schema: { hide: true }, config: { public: true } }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOGOUT_SCRIPT),
  );
}
