import { eq, sql } from 'drizzle-orm';
import type { Account, FindAccount } from 'oidc-provider';
import { CANONICAL_UUID } from '../../../domain/common/uuid.ts';
import type { Db } from '../../db/connect.ts';
import { logins } from '../../db/schema/identity.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

export interface LoginRecord {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
}

const columns = { id: logins.id, email: logins.email, name: logins.name, passwordHash: logins.passwordHash };

export async function findLoginById(db: Db, id: string): Promise<LoginRecord | null> {
  if (!CANONICAL_UUID.test(id)) return null;
  const rows = await db.select(columns).from(logins).where(eq(logins.id, id)).limit(1);
  return rows[0] ?? null;
}

/** No login's e-mail holds a control character; PostgreSQL would even refuse NUL with an error. */
const CONTROL = /\p{Cc}/u;

export async function findLoginByEmail(db: Db, email: string): Promise<LoginRecord | null> {
  const normalized = email.trim();
  if (!normalized || CONTROL.test(normalized)) return null;
  const rows = await db.select(columns).from(logins).where(sql`lower(${logins.email}) = lower(${normalized})`).limit(1);
  return rows[0] ?? null;
}

/** Hashed once; unknown e-mails are checked against it so both answers take the same time. */
let decoyHash: Promise<string> | undefined;

/** The login when e-mail and password match, else null (never says which one was wrong). */
export async function checkCredentials(db: Db, email: string, password: string): Promise<LoginRecord | null> {
  const login = await findLoginByEmail(db, email);
  if (!login?.passwordHash) {
    decoyHash ??= hashPassword('decoy-password-never-matches');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, login.passwordHash)) ? login : null;
}

/** An oidc-provider account over a logins row; `email` rides along for the access-token claim. */
export function toAccount(login: LoginRecord): Account {
  return {
    accountId: login.id,
    email: login.email,
    claims: () => ({ sub: login.id, email: login.email, name: login.name }),
  };
}

export function accountFinder(db: Db): FindAccount {
  return async (_ctx, sub) => {
    const login = await findLoginById(db, sub);
    return login ? toAccount(login) : undefined;
  };
}
