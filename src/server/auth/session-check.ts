import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connect.ts';
import { oidcPayloads } from '../db/schema/identity.ts';
import type { VerifiedIdentity } from './identity.ts';

/** The access-token claim with the embedded provider's grant id (the sign-in the token belongs to). */
export const GRANT_CLAIM = 'gid';
const CACHE_SIZE = 10_000;

/** Whether the sign-in behind a verified token still stands (logout revokes it at once). */
export interface SessionCheck {
  isActive(identity: VerifiedIdentity): Promise<boolean>;
  /** Told by the provider when it revoked a grant in this process (logout, token revocation). */
  ended(grantId: string): void;
}

/** External providers: their tokens live until they expire (revocation is theirs to offer). */
export const tokenLifetimeOnly: SessionCheck = { isActive: async () => true, ended: () => {} };

async function grantExists(db: Db, grantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.kind, 'Grant'),
        eq(oidcPayloads.id, grantId),
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The embedded provider's check: a token counts while its grant exists (oidc-provider deletes the
 * grant on logout, on refresh-token revocation and on an account switch). A live grant is
 * remembered for `ttlMs` like the guard's memberships; a grant revoked in this process is known at
 * once, one revoked by another process within `ttlMs`. An ended grant never comes back.
 */
export function grantSessionCheck(db: Db, ttlMs: number): SessionCheck {
  const known = new LRUCache<string, { active: boolean; until: number }>({ max: CACHE_SIZE });
  let revocations = 0;
  return {
    async isActive(identity) {
      const { grantId } = identity;
      if (!grantId) return false;
      const cached = known.get(grantId);
      if (cached && (!cached.active || cached.until > Date.now())) return cached.active;
      const started = revocations;
      const active = await grantExists(db, grantId);
      // A revocation that overtook the query must not be hidden behind a stale "active".
      if (!active) known.set(grantId, { active, until: Number.POSITIVE_INFINITY });
      else if (ttlMs > 0 && started === revocations) known.set(grantId, { active, until: Date.now() + ttlMs });
      return active;
    },
    ended(grantId) {
      revocations++;
      known.set(grantId, { active: false, until: Number.POSITIVE_INFINITY });
    },
  };
}
