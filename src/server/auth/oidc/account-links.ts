import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { companies, logins } from '../../db/schema/index.ts';
import { consumeAccountToken, peekAccountToken } from '../accounts/account-tokens.ts';
import { endSessionsOfLogin } from '../accounts/end-sessions.ts';
import { findLoginById, type LoginRecord } from './accounts.ts';

/**
 * What the invitation and reset pages do with their links (src/server/auth/accounts/account-tokens.ts):
 * a page only peeks; the token is consumed once, in the transaction that acts on it.
 */

export interface Invitation {
  login: LoginRecord;
  /** The company it is to; null when the token names none (or the company is gone). */
  companyName: string | null;
}

/** The invitation of a usable token; null when unknown, expired or used. */
export async function invitationOf(db: Db, token: string): Promise<Invitation | null> {
  const target = await peekAccountToken(db, token, 'invitation');
  const login = target ? await findLoginById(db, target.loginId) : null;
  if (!target || !login) return null;
  if (!target.companyId) return { login, companyName: null };
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, target.companyId))
    .limit(1);
  return { login, companyName: company?.name ?? null };
}

/** Spends the invitation and sets the password hash when one was chosen; the login id, or null when no longer usable. */
export async function acceptInvitation(db: Db, token: string, passwordHash: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const loginId = await consumeAccountToken(tx, token, 'invitation');
    if (loginId && passwordHash) await tx.update(logins).set({ passwordHash }).where(eq(logins.id, loginId));
    return loginId;
  });
}

/** The login a usable reset token is for; null when unknown, expired or used. */
export async function resetTargetOf(db: Db, token: string): Promise<LoginRecord | null> {
  const target = await peekAccountToken(db, token, 'password-reset');
  return target ? findLoginById(db, target.loginId) : null;
}

/**
 * Spends the reset token, stores the new hash and ends every sign-in of the login, all or nothing.
 * Returns the ended grants (for the session check), or null when the token is no longer usable.
 */
export async function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<{ loginId: string; endedGrants: string[] } | null> {
  return db.transaction(async (tx) => {
    const loginId = await consumeAccountToken(tx, token, 'password-reset');
    if (!loginId) return null;
    await tx.update(logins).set({ passwordHash }).where(eq(logins.id, loginId));
    return { loginId, endedGrants: await endSessionsOfLogin(tx, loginId) };
  });
}
