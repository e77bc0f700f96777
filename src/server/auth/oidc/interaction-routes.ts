import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction, InteractionResults } from 'oidc-provider';
import type { MailAdapter } from '../../adapters/mail/mail-adapter.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { checkCredentials } from './accounts.ts';
import { autoConsent } from './consent.ts';
import { messagePage } from './html.ts';
import { checkEmailPage, INVALID_CREDENTIALS, loginPage } from './login-pages.ts';
import { LoginThrottle, lockedMessage } from './login-throttle.ts';
import { consumeSignInLink, requestSignInLink } from './passwordless.ts';

export interface InteractionRoutesOptions {
  provider: Provider;
  config: AppConfig;
  db: Db;
  mail: MailAdapter;
  mountPath: string;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
const FORM = 'application/x-www-form-urlencoded';
const routeOptions = { schema: { hide: true }, config: { public: true } } as const;

function field(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function html(reply: FastifyReply, page: string, status = 200): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

/**
 * The sign-in pages of the embedded provider: password login, passwordless link request and
 * link use. Consent never shows a page (first-party client). Everything else is oidc-provider's.
 */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { provider, config, db, mail, mountPath } = options;
  const base = `${mountPath}/interaction/:uid`;
  const throttle = new LoginThrottle(
    { maxFailures: config.oidc.loginMaxFailures, lockSeconds: config.oidc.loginLockSeconds },
    db,
  );
  const startAgain = { href: `${config.publicUrl}/`, label: 'Start again' };

  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  const actionOf = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}`;

  /** The interaction of this browser (cookie) for this uid, or null when gone or not ours. */
  async function loadInteraction(request: UidRequest, reply: FastifyReply): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : null;
    } catch {
      return null;
    }
  }

  /** Only a pending login prompt accepts credentials or links. */
  async function loadLoginInteraction(request: UidRequest, reply: FastifyReply): Promise<Interaction | null> {
    const interaction = await loadInteraction(request, reply);
    return interaction?.prompt.name === 'login' ? interaction : null;
  }

  function expired(reply: FastifyReply): FastifyReply {
    return html(
      reply,
      messagePage('Sign-in expired', 'This sign-in page has expired. Please start again.', startAgain),
      400,
    );
  }

  async function finish(request: UidRequest, reply: FastifyReply, result: InteractionResults): Promise<FastifyReply> {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  app.get(base, routeOptions, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(reply);
    if (interaction.prompt.name === 'consent') {
      const grantId = await autoConsent(provider, interaction, config.oidc.audience);
      return finish(request, reply, { consent: { grantId } });
    }
    const hint = interaction.params.login_hint;
    return html(
      reply,
      loginPage({
        action: actionOf(interaction.uid),
        email: typeof hint === 'string' ? hint : undefined,
        passwordless: interaction.params.passwordless === '1',
      }),
    );
  });

  app.post(`${base}/login`, routeOptions, async (request: UidRequest, reply) => {
    const interaction = await loadLoginInteraction(request, reply);
    if (!interaction) return expired(reply);
    const email = field(request.body, 'email').trim();
    const page = (error: string, status = 200) =>
      html(reply, loginPage({ action: actionOf(interaction.uid), email, error, passwordless: false }), status);
    const wait = await throttle.waitSeconds(email, request.ip);
    if (wait > 0) {
      request.log.warn('sign-in refused: too many attempts');
      return page(lockedMessage(wait), 429);
    }
    const login = await checkCredentials(db, email, field(request.body, 'password'));
    if (!login) {
      request.log.info('sign-in refused: invalid e-mail or password');
      await throttle.failed(email, request.ip);
      return page(INVALID_CREDENTIALS);
    }
    await throttle.succeeded(email);
    return finish(request, reply, { login: { accountId: login.id, amr: ['pwd'] } });
  });

  app.post(`${base}/passwordless`, routeOptions, async (request: UidRequest, reply) => {
    const interaction = await loadLoginInteraction(request, reply);
    if (!interaction) return expired(reply);
    const email = field(request.body, 'email').trim();
    // Every link sent counts like an attempt: nobody can flood an inbox from the form.
    const wait = await throttle.waitSeconds(email, request.ip);
    if (wait > 0) {
      request.log.warn('sign-in link refused: too many attempts');
      return html(
        reply,
        loginPage({ action: actionOf(interaction.uid), email, error: lockedMessage(wait), passwordless: true }),
        429,
      );
    }
    if (email) {
      await throttle.failed(email, request.ip);
      await requestSignInLink({ db, mail, log: request.log, issuer: config.oidc.issuer }, interaction.uid, email);
    }
    return html(reply, checkEmailPage());
  });

  app.get(`${base}/link`, routeOptions, async (request: UidRequest, reply) => {
    const interaction = await loadLoginInteraction(request, reply);
    if (!interaction) {
      // Usually the link was opened in another browser than the one that asked for it.
      const message = 'Open the sign-in link in the browser where you asked for it, or start again.';
      return html(reply, messagePage('Sign-in link', message, startAgain), 400);
    }
    const { token } = request.query as { token?: unknown };
    const loginId = await consumeSignInLink(db, interaction.uid, typeof token === 'string' ? token : '');
    if (!loginId) {
      return html(
        reply,
        messagePage(
          'Link not valid',
          'This sign-in link is invalid, expired or already used. Please start again.',
          startAgain,
        ),
        400,
      );
    }
    return finish(request, reply, { login: { accountId: loginId, amr: ['email'] } });
  });
}
