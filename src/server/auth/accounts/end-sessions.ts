import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { oidcPayloads } from '../../db/schema/identity.ts';

/** The provider's stored models that keep a login signed in somewhere. */
const SIGNED_IN_KINDS = ['Session', 'Grant', 'RefreshToken', 'AccessToken', 'AuthorizationCode'];

/**
 * Ends every sign-in of a login (a password reset or change): its sessions, grants, refresh and
 * access tokens are deleted, so the API refuses its tokens (the grant check) and no browser can
 * renew. `keepGrantId` spares the sign-in that made the change. Returns the ended grants' ids.
 */
export async function endSessionsOfLogin(db: Runner, loginId: string, keepGrantId?: string): Promise<string[]> {
  // The kept sign-in: its Grant row (whose id is the grant id), the rows that name it, and the
  // browser session that holds it (its refresh tokens are bound to that session).
  const keep = keepGrantId
    ? and(
        or(ne(oidcPayloads.kind, 'Grant'), ne(oidcPayloads.id, keepGrantId)),
        or(isNull(oidcPayloads.grantId), ne(oidcPayloads.grantId, keepGrantId)),
        sql`not (${oidcPayloads.kind} = 'Session' and exists (
          select 1 from jsonb_each(${oidcPayloads.payload}->'authorizations') as authorization_of(client, value)
          where authorization_of.value->>'grantId' = ${keepGrantId}))`,
      )
    : undefined;
  const rows = await db
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.accountId, loginId), inArray(oidcPayloads.kind, SIGNED_IN_KINDS), keep))
    .returning({ kind: oidcPayloads.kind, id: oidcPayloads.id, grantId: oidcPayloads.grantId });
  return [...new Set(rows.filter((row) => row.kind === 'Grant').map((row) => row.id))];
}
