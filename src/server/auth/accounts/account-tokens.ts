import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { accountTokens } from '../../db/schema/identity.ts';

/**
 * One-time links of the embedded provider that a person opens from an e-mail, in any browser:
 * an invitation signs them in once (then offers a password), a reset sets a new password. Only a
 * hash of the token is stored; a newer link of the same purpose replaces the older ones.
 */
export type AccountTokenPurpose = 'invitation' | 'password-reset';

export const TOKEN_TTL_MINUTES: Record<AccountTokenPurpose, number> = {
  invitation: 7 * 24 * 60,
  'password-reset': 60,
};

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Issues a token (returned once, for the e-mail) and retires the login's earlier unused ones of that purpose. */
export async function issueAccountToken(
  db: Runner,
  input: { loginId: string; purpose: AccountTokenPurpose; companyId?: string | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + TOKEN_TTL_MINUTES[input.purpose] * 60_000);
  await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.loginId, input.loginId),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    loginId: input.loginId,
    purpose: input.purpose,
    companyId: input.companyId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

const usable = (token: string, purpose: AccountTokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** The login and company of a token that can still be used (nothing is consumed); null otherwise. */
export async function peekAccountToken(
  db: Runner,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{ loginId: string; companyId: string | null } | null> {
  if (!token) return null;
  const [row] = await db
    .select({ loginId: accountTokens.loginId, companyId: accountTokens.companyId })
    .from(accountTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row ?? null;
}

/** Marks the token used and returns its login id; null when unknown, used or expired. One UPDATE decides a race. */
export async function consumeAccountToken(
  db: Runner,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  if (!token) return null;
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ loginId: accountTokens.loginId });
  return rows[0]?.loginId ?? null;
}

/** Forgets links a day after they expired (used or not). */
export async function purgeExpiredAccountTokens(db: Runner): Promise<void> {
  await db.delete(accountTokens).where(sql`${accountTokens.expiresAt} < now() - interval '1 day'`);
}
