import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction, InteractionResults } from 'oidc-provider';
import { type Language, languageOfAcceptLanguage } from '../../../domain/common/language.ts';
import type { MailAdapter } from '../../adapters/mail/mail-adapter.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { AccountMailData } from '../accounts/account-mail-job.ts';
import { TOKEN_TTL_MINUTES } from '../accounts/account-tokens.ts';
import { preferencesOf } from '../accounts/preferences.ts';
import { passwordProblem } from '../password-rules.ts';
import { hashPassword } from '../passwords.ts';
import type { SessionCheck } from '../session-check.ts';
import { acceptInvitation, invitationOf } from './account-links.ts';
import { forgotPasswordPage, invitationNotValidPage, resetRequestedPage, welcomePage } from './account-pages.ts';
import { checkCredentials, findLoginByEmail } from './accounts.ts';
import { autoConsent } from './consent.ts';
import { field, html, installFormParser, routeOptions } from './form-replies.ts';
import { messagePage, pageText } from './html.ts';
import { checkEmailPage, loginPage } from './login-pages.ts';
import { LoginThrottle, lockedMessage } from './login-throttle.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { consumeSignInLink, requestSignInLink } from './passwordless.ts';

export interface InteractionRoutesOptions {
  provider: Provider;
  config: AppConfig;
  db: Db;
  mail: MailAdapter;
  mountPath: string;
  /** Told of each grant a password reset ends, so this process refuses its tokens at once. */
  sessions: SessionCheck;
  /** Queues an account e-mail (the password-reset link) on the job queue. */
  queueAccountMail(data: AccountMailData): Promise<void>;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

/**
 * The sign-in pages of the embedded provider: password login, passwordless link request and
 * link use, the welcome page of an invitation, the forgot-password request and (not tied to a
 * sign-in) the reset page. Consent never shows a page (first-party client). Everything else is
 * oidc-provider's. Pages speak the browser's language (`Accept-Language`), or, once the person is
 * known (an invitation, a reset link), the language they chose.
 */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { provider, config, db, mail, mountPath, sessions, queueAccountMail } = options;
  const base = `${mountPath}/interaction/:uid`;
  const throttle = new LoginThrottle(
    { maxFailures: config.oidc.loginMaxFailures, lockSeconds: config.oidc.loginLockSeconds },
    db,
  );
  const startAgain = (language: Language) => ({
    href: `${config.publicUrl}/`,
    label: pageText(language).plain('startAgain'),
  });

  const signIn = `${config.publicUrl}/`;
  /** The language of a page for someone not known yet: their browser's. */
  const browserLanguage = (request: FastifyRequest) => languageOfAcceptLanguage(request.headers['accept-language']);
  /** The language of a page for a known login: the person's choice, else their browser's. */
  const personLanguage = async (request: FastifyRequest, email: string) =>
    (await preferencesOf(db, email))?.language ?? browserLanguage(request);
  installFormParser(app);

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

  function expired(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const language = browserLanguage(request);
    const { plain } = pageText(language);
    return html(reply, messagePage(language, plain('expiredTitle'), plain('expired'), startAgain(language)), 400);
  }

  async function finish(request: UidRequest, reply: FastifyReply, result: InteractionResults): Promise<FastifyReply> {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /** The invitation token the sign-in was started with (prompt=login&invitation=…); null without one. */
  function invitationTokenOf(interaction: Interaction): string | null {
    const token = interaction.params.invitation;
    return interaction.prompt.name === 'login' && typeof token === 'string' ? token : null;
  }

  app.get(base, routeOptions, async (request: UidRequest, reply) => {
    const language = browserLanguage(request);
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    if (interaction.prompt.name === 'consent') {
      const grantId = await autoConsent(provider, interaction, config.oidc.audience);
      return finish(request, reply, { consent: { grantId } });
    }
    const invitationToken = invitationTokenOf(interaction);
    if (invitationToken !== null) {
      const invitation = await invitationOf(db, invitationToken);
      if (!invitation) return html(reply, invitationNotValidPage(language, signIn), 400);
      return html(
        reply,
        welcomePage({
          language: await personLanguage(request, invitation.login.email),
          action: actionOf(interaction.uid),
          companyName: invitation.companyName,
          email: invitation.login.email,
        }),
      );
    }
    const hint = interaction.params.login_hint;
    return html(
      reply,
      loginPage({
        language,
        action: actionOf(interaction.uid),
        email: typeof hint === 'string' ? hint : undefined,
        passwordless: interaction.params.passwordless === '1',
      }),
    );
  });

  app.post(`${base}/login`, routeOptions, async (request: UidRequest, reply) => {
    const language = browserLanguage(request);
    const interaction = await loadLoginInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    const email = field(request.body, 'email').trim();
    const page = (error: string, status = 200) =>
      html(
        reply,
        loginPage({ language, action: actionOf(interaction.uid), email, error, passwordless: false }),
        status,
      );
    const wait = await throttle.waitSeconds(email, request.ip);
    if (wait > 0) {
      request.log.warn('sign-in refused: too many attempts');
      return page(lockedMessage(wait, language), 429);
    }
    const login = await checkCredentials(db, email, field(request.body, 'password'));
    if (!login) {
      request.log.info('sign-in refused: invalid e-mail or password');
      await throttle.failed(email, request.ip);
      return page(pageText(language).plain('invalidCredentials'));
    }
    await throttle.succeeded(email);
    return finish(request, reply, { login: { accountId: login.id, amr: ['pwd'] } });
  });

  app.post(`${base}/passwordless`, routeOptions, async (request: UidRequest, reply) => {
    const language = browserLanguage(request);
    const interaction = await loadLoginInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    const email = field(request.body, 'email').trim();
    // Every link sent counts like an attempt: nobody can flood an inbox from the form.
    const wait = await throttle.waitSeconds(email, request.ip);
    if (wait > 0) {
      request.log.warn('sign-in link refused: too many attempts');
      return html(
        reply,
        loginPage({
          language,
          action: actionOf(interaction.uid),
          email,
          error: lockedMessage(wait, language),
          passwordless: true,
        }),
        429,
      );
    }
    if (email) {
      await throttle.failed(email, request.ip);
      await requestSignInLink({ db, mail, log: request.log, issuer: config.oidc.issuer }, interaction.uid, email);
    }
    return html(reply, checkEmailPage(language));
  });

  app.get(`${base}/link`, routeOptions, async (request: UidRequest, reply) => {
    const language = browserLanguage(request);
    const { plain } = pageText(language);
    const interaction = await loadLoginInteraction(request, reply);
    if (!interaction) {
      // Usually the link was opened in another browser than the one that asked for it.
      const page = messagePage(
        language,
        plain('signInLinkTitle'),
        plain('openLinkInSameBrowser'),
        startAgain(language),
      );
      return html(reply, page, 400);
    }
    const { token } = request.query as { token?: unknown };
    const loginId = await consumeSignInLink(db, interaction.uid, typeof token === 'string' ? token : '');
    if (!loginId) {
      return html(
        reply,
        messagePage(language, plain('linkNotValidTitle'), plain('linkNotValid'), startAgain(language)),
        400,
      );
    }
    return finish(request, reply, { login: { accountId: loginId, amr: ['email'] } });
  });

  /**
   * The welcome page's answer. The token is the one the sign-in was started with (never a form
   * field); a refused password leaves it unspent, so the person can try another.
   */
  app.post(`${base}/invitation`, routeOptions, async (request: UidRequest, reply) => {
    const interaction = await loadLoginInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    const token = invitationTokenOf(interaction);
    const invitation = token === null ? null : await invitationOf(db, token);
    if (token === null || !invitation)
      return html(reply, invitationNotValidPage(browserLanguage(request), signIn), 400);
    const language = await personLanguage(request, invitation.login.email);
    let passwordHash: string | null = null;
    if (field(request.body, 'action') === 'password') {
      const password = field(request.body, 'password');
      const problem = passwordProblem(
        password,
        { email: invitation.login.email, name: invitation.login.name },
        language,
      );
      if (problem) {
        const page = welcomePage({
          language,
          action: actionOf(interaction.uid),
          companyName: invitation.companyName,
          email: invitation.login.email,
          error: problem,
        });
        return html(reply, page);
      }
      passwordHash = await hashPassword(password);
    }
    const loginId = await acceptInvitation(db, token, passwordHash);
    // Another tab (or a double click) accepted it in the meantime.
    if (!loginId) return html(reply, invitationNotValidPage(language, signIn), 400);
    request.log.info({ passwordSet: passwordHash !== null }, 'invitation accepted');
    await throttle.succeeded(invitation.login.email);
    return finish(request, reply, { login: { accountId: loginId, amr: ['email'] } });
  });

  app.get(`${base}/forgot`, routeOptions, async (request: UidRequest, reply) => {
    const interaction = await loadLoginInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    const email = field(request.query, 'email').trim();
    return html(
      reply,
      forgotPasswordPage({ language: browserLanguage(request), action: actionOf(interaction.uid), email }),
    );
  });

  /** Like the sign-in link: counted against the e-mail and address, and the same answer whether or not a login has it. */
  app.post(`${base}/forgot`, routeOptions, async (request: UidRequest, reply) => {
    const language = browserLanguage(request);
    const interaction = await loadLoginInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    const action = actionOf(interaction.uid);
    const email = field(request.body, 'email').trim();
    if (!email)
      return html(reply, forgotPasswordPage({ language, action, error: pageText(language).plain('emailMissing') }));
    const wait = await throttle.waitSeconds(email, request.ip);
    if (wait > 0) {
      request.log.warn('password reset refused: too many attempts');
      return html(reply, forgotPasswordPage({ language, action, email, error: lockedMessage(wait, language) }), 429);
    }
    await throttle.failed(email, request.ip);
    const login = await findLoginByEmail(db, email);
    if (login) await queueAccountMail({ kind: 'password-reset', loginId: login.id });
    else request.log.info('password reset asked for an e-mail without a login; nothing sent');
    return html(reply, resetRequestedPage(language, TOKEN_TTL_MINUTES['password-reset']));
  });

  await passwordResetRoutes(app, { db, mountPath, signIn, sessions, throttle, personLanguage });
}
