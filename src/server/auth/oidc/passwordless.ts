import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { emailsText } from '../../../domain/i18n/en/emails.ts';
import type { MailAdapter } from '../../adapters/mail/mail-adapter.ts';
import type { Db } from '../../db/connect.ts';
import { oneTimeLogins } from '../../db/schema/identity.ts';
import { textIn } from '../../i18n/translate.ts';
import { languageOf } from '../accounts/preferences.ts';
import { findLoginByEmail } from './accounts.ts';

export const LINK_TTL_MINUTES = 15;
/** The English subject (tests find the e-mail by it). */
export const LINK_SUBJECT = emailsText.en.signInLinkSubject;

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface SignInLinkContext {
  db: Db;
  mail: MailAdapter;
  log: FastifyBaseLogger;
  /** The issuer URL; links go to `${issuer}/interaction/{uid}/link`. */
  issuer: string;
}

/**
 * Sends a one-time sign-in link when the e-mail has a login, and silently does nothing otherwise
 * (the caller shows the same page either way), in the login's language. Only the token's hash is stored.
 */
export async function requestSignInLink(ctx: SignInLinkContext, interactionUid: string, email: string): Promise<void> {
  const login = await findLoginByEmail(ctx.db, email);
  if (!login) {
    ctx.log.info('sign-in link requested for an e-mail without a login; nothing sent');
    return;
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.db.insert(oneTimeLogins).values({
    tokenHash: hashToken(token),
    loginId: login.id,
    interactionUid,
    expiresAt: new Date(Date.now() + LINK_TTL_MINUTES * 60 * 1000),
  });
  const link = `${ctx.issuer}/interaction/${encodeURIComponent(interactionUid)}/link?token=${token}`;
  // With the embedded outbox there is no real mail and developers need the link, so it is logged;
  // once mail is really delivered the link (a credential) must not reach the logs.
  if (ctx.mail.deliversMail) ctx.log.info({ email: login.email }, 'passwordless sign-in link e-mailed');
  else ctx.log.info({ email: login.email, link }, 'passwordless sign-in link issued');
  const t = textIn(await languageOf(ctx.db, login.email), emailsText);
  await ctx.mail.send({
    to: login.email,
    subject: t('signInLinkSubject'),
    body: [
      t('greetingName', { name: login.name }),
      t('signInLinkUse', { minutes: LINK_TTL_MINUTES }),
      link,
      t('signInLinkUnexpected'),
    ].join('\n\n'),
  });
}

/** Marks the link used and returns its login id; null when unknown, used, expired or for another interaction. */
export async function consumeSignInLink(db: Db, interactionUid: string, token: string): Promise<string | null> {
  if (!token) return null;
  // One UPDATE decides: two concurrent clicks cannot both win.
  const rows = await db
    .update(oneTimeLogins)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeLogins.tokenHash, hashToken(token)),
        eq(oneTimeLogins.interactionUid, interactionUid),
        isNull(oneTimeLogins.usedAt),
        gt(oneTimeLogins.expiresAt, sql`now()`),
      ),
    )
    .returning({ loginId: oneTimeLogins.loginId });
  return rows[0]?.loginId ?? null;
}

/** Forgets sign-in links a day after they expired (used or not). */
export async function purgeExpiredSignInLinks(db: Db): Promise<void> {
  await db.delete(oneTimeLogins).where(sql`${oneTimeLogins.expiresAt} < now() - interval '1 day'`);
}
