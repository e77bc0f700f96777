import { eq, sql } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { logins, signInActivity } from '../../db/schema/identity.ts';
import type { AccountMailData } from './account-mail-job.ts';

/** Whom a new person of a company is, for the e-mail that tells them. */
export interface Newcomer {
  email: string;
  name: string;
  companyId: string;
  /** Who added them ("Pat Lee"); null from the operator's command and the first run. */
  inviterName: string | null;
}

/**
 * The e-mail a person added to a company (or given a new address) gets, decided in the save's
 * transaction. With the embedded provider a login is created for a new e-mail (no password) and
 * invited; a login that already signs in (has a password, or has signed in) is only told it was
 * added — a second company never resets a login. With an external provider logins live there:
 * only a plain 'you were added' e-mail.
 */
export async function welcomeMailFor(db: Runner, newcomer: Newcomer, embedded: boolean): Promise<AccountMailData> {
  const added: AccountMailData = { kind: 'added', ...newcomer };
  if (!embedded) return added;
  const [created] = await db
    .insert(logins)
    .values({ email: newcomer.email, name: newcomer.name })
    .onConflictDoNothing()
    .returning({ id: logins.id });
  if (created)
    return {
      kind: 'invitation',
      loginId: created.id,
      companyId: newcomer.companyId,
      inviterName: newcomer.inviterName,
    };
  const [existing] = await db
    .select({ id: logins.id, passwordHash: logins.passwordHash, signedInAt: signInActivity.lastSignInAt })
    .from(logins)
    .leftJoin(signInActivity, eq(signInActivity.emailKey, sql`lower(${logins.email})`))
    .where(sql`lower(${logins.email}) = lower(${newcomer.email})`)
    .limit(1);
  if (!existing || existing.passwordHash || existing.signedInAt) return added;
  return { kind: 'invitation', loginId: existing.id, companyId: newcomer.companyId, inviterName: newcomer.inviterName };
}

/** Records that an e-mail started a session now (POST /users/handlelogin); at most one write a minute per e-mail. */
export async function recordSignIn(db: Runner, email: string): Promise<void> {
  const emailKey = email.trim().toLowerCase();
  if (!emailKey) return;
  await db
    .insert(signInActivity)
    .values({ emailKey })
    .onConflictDoUpdate({
      target: signInActivity.emailKey,
      set: { lastSignInAt: sql`now()` },
      setWhere: sql`${signInActivity.lastSignInAt} < now() - interval '1 minute'`,
    });
}
