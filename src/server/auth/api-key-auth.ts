import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { companyFeatures } from '../../domain/company/company.ts';
import { grantedPermissions } from '../../domain/company/permissions.ts';
import { apiMessagesText } from '../../domain/i18n/en/api-messages.ts';
import type { Db } from '../db/connect.ts';
import { apiKeys, companies, positionTypes } from '../db/schema/index.ts';
import { UnauthorizedError } from '../http/errors.ts';
import { apiKeyHash, isWellFormedApiKey, sameHash } from './api-key-format.ts';
import type { CompanyContext } from './membership.ts';

const CACHE_SIZE = 10_000;
/** last_used_at is written at most this often per key: a key in use is not a write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
const RATE_WINDOW_SECONDS = 60;

/** A key as the guard needs it: its company context and what decides whether it still works. */
interface KeyRecord {
  id: string;
  secretHash: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  context: CompanyContext;
}

export interface ApiKeyAuthOptions {
  db: Db;
  /** The services' clock (app.clock): what expiry and last use are read against. */
  clock: { now(): Date };
  /** How long a found key is reused (the membership cache's time): another process's revocation takes at most this long. */
  ttlMs: number;
  /** Requests per key per minute on this process; 0: no limit. */
  requestsPerMinute: number;
}

const refused = () => new UnauthorizedError(apiMessagesText.en.apiKeyInvalid);

async function findKey(db: Db, hash: string): Promise<KeyRecord | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      secretHash: apiKeys.secretHash,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      roleId: positionTypes.id,
      roleName: positionTypes.name,
      permissions: positionTypes.permissions,
      seesAll: positionTypes.seesAllCompanyItems,
      features: companies.features,
    })
    .from(apiKeys)
    // The role of the key's own company only (the foreign key does not say so; the create call does).
    .innerJoin(
      positionTypes,
      and(eq(positionTypes.id, apiKeys.positionTypeId), eq(positionTypes.companyId, apiKeys.companyId)),
    )
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(eq(apiKeys.secretHash, hash))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    secretHash: row.secretHash,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
    context: {
      companyId: row.companyId,
      personId: '',
      email: '',
      positionId: row.roleId,
      positionName: row.roleName,
      permissions: grantedPermissions(row.permissions ?? {}),
      seesAllCompanyItems: row.seesAll,
      features: companyFeatures(row.features),
      apiKeyId: row.id,
    },
  };
}

/**
 * The guard's API-key half (issue 28): `Authorization: Bearer pok_…` is looked up by the SHA-256
 * of the secret and compared in constant time; an unknown, revoked or expired key is 401 (one
 * message for the three). A found key is reused for `ttlMs` like the guard's memberships; `forget`
 * (called on every successful company write: a revocation is one) drops them, so a revocation is
 * known on this process at once and on the others within `ttlMs`. Expiry is checked on every request.
 */
export class ApiKeyAuthenticator {
  private readonly found = new LRUCache<string, { record: KeyRecord; until: number }>({ max: CACHE_SIZE });
  private generation = 0;
  private readonly limiter: RateLimiterMemory | null;

  constructor(private readonly options: ApiKeyAuthOptions) {
    this.limiter =
      options.requestsPerMinute > 0
        ? new RateLimiterMemory({
            keyPrefix: 'api-key',
            points: options.requestsPerMinute,
            duration: RATE_WINDOW_SECONDS,
          })
        : null;
  }

  /** The company context the key acts with; 401 when the key is unknown, revoked or expired. */
  async authenticate(token: string): Promise<CompanyContext> {
    if (!isWellFormedApiKey(token)) throw refused();
    const hash = apiKeyHash(token);
    const record = await this.lookup(hash);
    const now = this.options.clock.now();
    if (!record || !sameHash(record.secretHash, hash) || record.revokedAt) throw refused();
    if (record.expiresAt && record.expiresAt.getTime() <= now.getTime()) throw refused();
    await this.noteUse(record, now);
    return record.context;
  }

  /** Counts one request of the key: seconds to wait when it is over its limit, else 0. */
  async consume(keyId: string): Promise<number> {
    if (!this.limiter) return 0;
    try {
      await this.limiter.consume(keyId);
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** Forgets every found key (a company write may have revoked one, or changed a role). */
  forget(): void {
    this.generation++;
    this.found.clear();
  }

  private async lookup(hash: string): Promise<KeyRecord | null> {
    const { ttlMs, db } = this.options;
    if (ttlMs > 0) {
      const cached = this.found.get(hash);
      if (cached && cached.until > Date.now()) return cached.record;
    }
    const started = this.generation;
    const record = await findKey(db, hash);
    // Only working keys are remembered, and not when a write overtook the query.
    if (ttlMs > 0 && record && !record.revokedAt && started === this.generation) {
      this.found.set(hash, { record, until: Date.now() + ttlMs });
    } else {
      this.found.delete(hash);
    }
    return record;
  }

  /** last_used_at, to the minute: written when it is unset or older than a minute. */
  private async noteUse(record: KeyRecord, now: Date): Promise<void> {
    if (record.lastUsedAt && now.getTime() - record.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
    record.lastUsedAt = now;
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await this.options.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, record.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
  }
}
