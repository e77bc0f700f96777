import { and, desc, eq, isNull } from 'drizzle-orm';
import type { apiKeyEndpoints } from '../../../../schemas/api-key.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { personDisplayName } from '../../../domain/events/involved-person.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { apiKeyHash, displayPrefix, newApiKeySecret } from '../../auth/api-key-format.ts';
import { actingPersonId } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { apiKeys, people, positionTypes } from '../../db/schema/index.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';

type ApiKeyRow = ReplyOf<typeof apiKeyEndpoints.create>['apiKey'];
const MESSAGES = apiMessagesText.en;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The company's keys as the list shows them (one key when `id` is given), newest first. */
async function readKeys(db: Runner, companyId: string, id?: string): Promise<ApiKeyRow[]> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      roleId: positionTypes.id,
      roleName: positionTypes.name,
      creatorId: people.id,
      creatorFirstName: people.firstName,
      creatorLastName: people.lastName,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(positionTypes, eq(positionTypes.id, apiKeys.positionTypeId))
    .leftJoin(people, eq(people.id, apiKeys.createdByPersonId))
    .where(and(eq(apiKeys.companyId, companyId), id ? eq(apiKeys.id, id) : undefined))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    role: { id: row.roleId, name: row.roleName },
    createdBy: row.creatorId
      ? { id: row.creatorId, name: personDisplayName(row.creatorFirstName, row.creatorLastName) }
      : null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
  }));
}

/** GET /apikeys: every key of the company, revoked ones included; never a secret or its hash. */
export async function listApiKeys(ctx: ServiceContext): Promise<ReplyOf<typeof apiKeyEndpoints.list>> {
  return { apiKeys: await readKeys(ctx.db, ctx.company.companyId) };
}

/**
 * POST /apikeys: a new key acting with an active role of the company. The secret is answered
 * here and only here; the database keeps its SHA-256 and its first characters.
 */
export async function createApiKey(
  ctx: ServiceContext,
  input: BodyOf<typeof apiKeyEndpoints.create>,
): Promise<ReplyOf<typeof apiKeyEndpoints.create>> {
  const { companyId } = ctx.company;
  const name = input.name.trim();
  if (!name) throw invalidField('name', MESSAGES.isRequired);
  const now = ctx.clock.now();
  let expiresAt: Date | null = null;
  if (input.expiresAt) {
    expiresAt = new Date(input.expiresAt);
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) {
      throw invalidField('expiresAt', MESSAGES.apiKeyExpiryPast);
    }
  }
  const roleId = input.positionTypeId.toLowerCase();
  return ctx.transaction(async (tx) => {
    const [role] = await tx.db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(and(eq(positionTypes.companyId, companyId), eq(positionTypes.id, roleId), eq(positionTypes.active, true)));
    if (!role) throw invalidField('positionTypeId', MESSAGES.mustBeActiveRole);
    const secret = newApiKeySecret();
    const [created] = await tx.db
      .insert(apiKeys)
      .values({
        companyId,
        name,
        prefix: displayPrefix(secret),
        secretHash: apiKeyHash(secret),
        positionTypeId: role.id,
        // A key made with another key has no person behind it.
        createdByPersonId: actingPersonId(tx.company),
        createdAt: now,
        expiresAt,
      })
      .returning({ id: apiKeys.id });
    const id = (created as { id: string }).id;
    await tx.record({ type: 'apiKey.created', subjectId: id, payload: { name, positionTypeId: role.id } });
    const [apiKey] = await readKeys(tx.db, companyId, id);
    return { apiKey: apiKey as ApiKeyRow, secret };
  });
}

/**
 * DELETE /apikeys/{id}: the key stops working — at once on this process (a successful company
 * write empties the guard's caches), on the others within the membership cache's time. Revoking
 * a revoked key answers it unchanged; another company's key is not found.
 */
export async function revokeApiKey(ctx: ServiceContext, id: string): Promise<ReplyOf<typeof apiKeyEndpoints.revoke>> {
  const { companyId } = ctx.company;
  const keyId = id.toLowerCase();
  return ctx.transaction(async (tx) => {
    const [revoked] = await tx.db
      .update(apiKeys)
      .set({ revokedAt: tx.clock.now() })
      .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name });
    if (revoked) await tx.record({ type: 'apiKey.revoked', subjectId: revoked.id, payload: { name: revoked.name } });
    const [apiKey] = await readKeys(tx.db, companyId, keyId);
    if (!apiKey) throw new NotFoundError();
    return { apiKey };
  });
}
