import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAdapter } from '../../adapters/mail/mail-adapter.ts';
import type { Db } from '../../db/connect.ts';
import { companies, logins } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { addedToCompanyMail, invitationMail, passwordResetMail, type RenderedMail } from './account-mail.ts';
import { issueAccountToken, TOKEN_TTL_MINUTES } from './account-tokens.ts';
import { languageOf } from './preferences.ts';

export const ACCOUNT_MAIL_JOB = 'account-mail';

/** What one account e-mail is; the token (a credential) is made when it is sent, never stored in the job. */
export type AccountMailData =
  | { kind: 'invitation'; loginId: string; companyId: string; inviterName: string | null }
  | { kind: 'added'; email: string; name: string; companyId: string; inviterName: string | null }
  | { kind: 'password-reset'; loginId: string };

export interface AccountMailDependencies {
  db: Db;
  mail: MailAdapter;
  /** The services' clock (a test's fixed one): when a link is issued. */
  clock: { now(): Date };
  log: Pick<FastifyBaseLogger, 'info'>;
  /** PUBLIC_URL: invitations open the product, which starts the sign-in. */
  publicUrl: string;
  /** The embedded issuer: reset links open its page. */
  issuer: string;
}

/** Where an invitation link goes: the product, which signs in with the token (src/client/session/auth-actions.ts). */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/?invitation=${token}`;
export const passwordResetLink = (issuer: string, token: string) => `${issuer}/password-reset?token=${token}`;

export interface SentAccountMail {
  to: string;
  subject: string;
  /** The link in it; null when there is none that signs in (the 'added' e-mail). */
  link: string | null;
}

async function companyName(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

async function loginOf(db: Db, loginId: string) {
  const [row] = await db.select({ email: logins.email, name: logins.name }).from(logins).where(eq(logins.id, loginId));
  return row ?? null;
}

/** Renders the e-mail in its recipient's language (issuing its token when it has one); null when what it is about is gone. */
async function compose(
  deps: AccountMailDependencies,
  data: AccountMailData,
): Promise<{ to: string; mail: RenderedMail; link: string | null; companyId?: string } | null> {
  const now = deps.clock.now();
  if (data.kind === 'added') {
    const company = await companyName(deps.db, data.companyId);
    if (!company) return null;
    const mail = addedToCompanyMail(await languageOf(deps.db, data.email), {
      ...data,
      companyName: company,
      signInUrl: `${deps.publicUrl}/`,
    });
    return { to: data.email, mail, link: null, companyId: data.companyId };
  }
  const login = await loginOf(deps.db, data.loginId);
  if (!login) return null;
  if (data.kind === 'invitation') {
    const company = await companyName(deps.db, data.companyId);
    if (!company) return null;
    const { token } = await issueAccountToken(deps.db, { ...data, purpose: 'invitation', now });
    const link = invitationLink(deps.publicUrl, token);
    const mail = invitationMail(await languageOf(deps.db, login.email), {
      name: login.name,
      companyName: company,
      inviterName: data.inviterName,
      link,
      validDays: TOKEN_TTL_MINUTES.invitation / (24 * 60),
    });
    return { to: login.email, mail, link, companyId: data.companyId };
  }
  const { token } = await issueAccountToken(deps.db, { loginId: data.loginId, purpose: 'password-reset', now });
  const link = passwordResetLink(deps.issuer, token);
  const mail = passwordResetMail(await languageOf(deps.db, login.email), {
    name: login.name,
    link,
    validMinutes: TOKEN_TTL_MINUTES['password-reset'],
  });
  return { to: login.email, mail, link };
}

/**
 * Sends one account e-mail through the mail adapter. With the embedded outbox nothing leaves the
 * server, so the link is written to the log for whoever runs it; once mail is really delivered
 * the link (a credential) never reaches the log.
 */
export async function deliverAccountMail(
  deps: AccountMailDependencies,
  data: AccountMailData,
  messageId?: string,
): Promise<SentAccountMail | null> {
  const composed = await compose(deps, data);
  if (!composed) {
    deps.log.info({ kind: data.kind }, 'account e-mail not sent: its login or company is gone');
    return null;
  }
  const { to, mail, link, companyId } = composed;
  await deps.mail.send({ to, subject: mail.subject, body: mail.text, html: mail.html, companyId, messageId });
  if (link && !deps.mail.deliversMail)
    deps.log.info({ email: to, kind: data.kind, link }, 'account link issued (no mail server: SMTP_URL is unset)');
  else deps.log.info({ email: to, kind: data.kind }, 'account e-mail sent');
  return { to, subject: mail.subject, link };
}

/** The job: account e-mails leave the request that asked for them, and are retried while SMTP fails. */
export function accountMailJob(deps: AccountMailDependencies): JobDefinition<AccountMailData> {
  return {
    name: ACCOUNT_MAIL_JOB,
    retryLimit: 6,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    handle: async (run) => {
      await deliverAccountMail(deps, run.data, run.id);
    },
  };
}
