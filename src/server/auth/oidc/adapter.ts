import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/connect.ts';
import { oidcPayloads } from '../../db/schema/identity.ts';

const notExpired = or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

function toPayload(row: { payload: unknown; consumedAt: Date | null } | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  // oidc-provider detects reuse (codes, rotated refresh tokens) through `consumed`.
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

/**
 * oidc-provider's storage in the oidc_payloads table: sessions, grants, codes, refresh tokens and
 * interactions survive restarts and are shared by every server process.
 */
export class DrizzleOidcAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      accountId: payload.accountId ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: payload.consumed ? new Date() : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, kind: this.kind, ...values })
      .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: values });
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const rows = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, this.kind), condition, notExpired))
      .limit(1);
    return toPayload(rows[0]);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Only this model's rows: oidc-provider calls this per grantable model, and an Interaction
    // or Session that mentions the grant must survive (e.g. the sign-out before an account switch).
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.grantId, grantId)));
  }
}

/** Deletes rows past their expiry; run now and then, the rows are already invisible to find(). */
export async function purgeExpiredOidcPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}
