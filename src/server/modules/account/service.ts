import { eq } from 'drizzle-orm';
import type { accountEndpoints } from '../../../../schemas/account.ts';
import type { preferencesEndpoints } from '../../../../schemas/preferences.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { languageOfAcceptLanguage } from '../../../domain/common/language.ts';
import { endSessionsOfLogin } from '../../auth/accounts/end-sessions.ts';
import { preferencesOf, savePreferences as storePreferences } from '../../auth/accounts/preferences.ts';
import type { VerifiedIdentity } from '../../auth/identity.ts';
import { findLoginById, type LoginRecord } from '../../auth/oidc/accounts.ts';
import { passwordProblem } from '../../auth/password-rules.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/connect.ts';
import { logins } from '../../db/schema/index.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';

export interface AccountDependencies {
  db: Db;
  /** Only the embedded provider keeps logins here; with an external one these answer 404. */
  embedded: boolean;
  /** Told of each grant ended, so this process refuses its tokens at once. */
  ended(grantId: string): void;
}

async function loginOf(deps: AccountDependencies, identity: VerifiedIdentity): Promise<LoginRecord> {
  const login = deps.embedded ? await findLoginById(deps.db, identity.subject) : null;
  if (!login) throw new NotFoundError('Passwords are kept by your sign-in provider.');
  return login;
}

/** GET /account: the caller's login and whether it has a password yet. */
export async function getAccount(
  deps: AccountDependencies,
  identity: VerifiedIdentity,
): Promise<ReplyOf<typeof accountEndpoints.detail>> {
  const login = await loginOf(deps, identity);
  return { email: login.email, hasPassword: login.passwordHash !== null };
}

/**
 * POST /account/password: checks the current password (when the login has one), applies the
 * password rule, stores the new hash and ends every other sign-in of the login.
 */
export async function changePassword(
  deps: AccountDependencies,
  identity: VerifiedIdentity,
  input: BodyOf<typeof accountEndpoints.changePassword>,
): Promise<ReplyOf<typeof accountEndpoints.changePassword>> {
  const login = await loginOf(deps, identity);
  if (login.passwordHash && !(await verifyPassword(input.currentPassword ?? '', login.passwordHash))) {
    throw invalidField('currentPassword', 'The current password is not correct.');
  }
  const problem = passwordProblem(input.newPassword, { email: login.email, name: login.name });
  if (problem) throw invalidField('newPassword', problem);
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await deps.db.transaction(async (tx) => {
    await tx.update(logins).set({ passwordHash }).where(eq(logins.id, login.id));
    return endSessionsOfLogin(tx, login.id, identity.grantId);
  });
  for (const grantId of ended) deps.ended(grantId);
  return { changed: true };
}

/**
 * GET /account/preferences: what the caller chose, or, before their first sign-in recorded a
 * choice, the language their browser asks for (nothing is stored by reading).
 */
export async function getPreferences(
  db: Db,
  identity: VerifiedIdentity,
  acceptLanguage: string | undefined,
): Promise<ReplyOf<typeof preferencesEndpoints.preferences>> {
  return (await preferencesOf(db, identity.email)) ?? { language: languageOfAcceptLanguage(acceptLanguage) };
}

/** POST /account/preferences: the caller's choice, kept for every company and sign-in. */
export function savePreferences(
  db: Db,
  identity: VerifiedIdentity,
  input: BodyOf<typeof preferencesEndpoints.savePreferences>,
): Promise<ReplyOf<typeof preferencesEndpoints.savePreferences>> {
  return storePreferences(db, identity.email, { language: input.language });
}
