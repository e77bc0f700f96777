import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Language, languageOfAcceptLanguage } from '../../../domain/common/language.ts';
import type { Db } from '../../db/connect.ts';
import { passwordProblem } from '../password-rules.ts';
import { hashPassword } from '../passwords.ts';
import type { SessionCheck } from '../session-check.ts';
import { resetPassword, resetTargetOf } from './account-links.ts';
import { passwordChangedPage, resetNotValidPage, resetPasswordPage } from './account-pages.ts';
import { field, html, routeOptions } from './form-replies.ts';
import { pageText } from './html.ts';
import type { LoginThrottle } from './login-throttle.ts';

export interface PasswordResetRoutesOptions {
  db: Db;
  mountPath: string;
  /** Where 'Sign in' goes: the product, which starts a new sign-in. */
  signIn: string;
  sessions: SessionCheck;
  throttle: LoginThrottle;
  /** The page's language once the login is known (their choice, else the browser's). */
  personLanguage(request: FastifyRequest, email: string): Promise<Language>;
}

/**
 * The page a reset e-mail opens, `${mountPath}/password-reset?token=…` (passwordResetLink). It is
 * not part of a sign-in: the e-mail may be read on another device. The token travels in the
 * form; a refused password leaves it unspent. Registered in the interaction routes' scope (their
 * form parser); the path is more specific than the provider's mount, so Fastify routes it here.
 */
export async function passwordResetRoutes(app: FastifyInstance, options: PasswordResetRoutesOptions): Promise<void> {
  const { db, mountPath, signIn, sessions, throttle, personLanguage } = options;
  const browserLanguage = (request: FastifyRequest) => languageOfAcceptLanguage(request.headers['accept-language']);
  const action = `${mountPath}/password-reset`;

  // The token is in this page's address: no referrer carries it on.
  const page = (reply: FastifyReply, body: string, status = 200) =>
    html(reply.header('referrer-policy', 'no-referrer'), body, status);

  app.get(action, routeOptions, async (request, reply) => {
    const token = field(request.query, 'token');
    const login = await resetTargetOf(db, token);
    if (!login) return page(reply, resetNotValidPage(browserLanguage(request), signIn), 400);
    const language = await personLanguage(request, login.email);
    return page(reply, resetPasswordPage({ language, action, token, email: login.email }));
  });

  app.post(action, routeOptions, async (request, reply) => {
    const token = field(request.body, 'token');
    const login = await resetTargetOf(db, token);
    if (!login) return page(reply, resetNotValidPage(browserLanguage(request), signIn), 400);
    const language = await personLanguage(request, login.email);
    const password = field(request.body, 'password');
    const refuse = (error: string) =>
      page(reply, resetPasswordPage({ language, action, token, email: login.email, error }));
    if (password !== field(request.body, 'confirm')) return refuse(pageText(language).plain('passwordsDiffer'));
    const problem = passwordProblem(password, { email: login.email, name: login.name }, language);
    if (problem) return refuse(problem);

    const reset = await resetPassword(db, token, await hashPassword(password));
    // Used in another tab meanwhile.
    if (!reset) return page(reply, resetNotValidPage(language, signIn), 400);
    for (const grantId of reset.endedGrants) sessions.ended(grantId);
    // Whoever holds the mailbox may sign in again at once, whatever was tried before.
    await throttle.succeeded(login.email);
    request.log.info({ endedSignIns: reset.endedGrants.length }, 'password reset');
    return page(reply, passwordChangedPage(language, signIn));
  });
}
