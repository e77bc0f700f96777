import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { idempotentRequests } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import type { ServiceContext } from './service-context.ts';

/**
 * How long a save's key is remembered: longer than a phone may keep a save queued offline (its
 * queue is kept across restarts and until the same person signs in again).
 */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** The same key sent with another request (IETF draft 'The Idempotency-Key HTTP Header Field': 422). */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(422, 'This Idempotency-Key was already used for a different request.');
  }
}

/** What identifies a request besides its key: method, path and JSON body (an upload's files are not read). */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${body === undefined ? '' : JSON.stringify(body)}`)
    .digest('hex');
}

/**
 * Runs `save` once per key and person: the key is claimed in the save's own transaction, so it is
 * on record exactly when the save committed. A repeat answers the first save's reply and changes
 * nothing; one sent while the first is still running waits for it (the key's row is locked) and
 * then answers its reply. A failed save leaves no key, so its repeat runs again (and is decided by
 * the same rules, e.g. refused once the event was finished).
 */
export async function saveOnce<T>(
  ctx: ServiceContext<Db>,
  request: { key: string; hash: string },
  save: (ctx: ServiceContext<Db>) => Promise<T>,
): Promise<T> {
  // A key is its sender's alone: a person's, or an API key's (which has no person; issue 28).
  const { companyId } = ctx.company;
  const personId = ctx.company.personId || (ctx.company.apiKeyId as string);
  const ofKey = and(
    eq(idempotentRequests.companyId, companyId),
    eq(idempotentRequests.personId, personId),
    eq(idempotentRequests.key, request.key),
  );
  return ctx.transaction(async (tx) => {
    const claimed = await tx.db
      .insert(idempotentRequests)
      .values({
        companyId,
        personId,
        key: request.key,
        requestHash: request.hash,
        reply: {},
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed.length === 0) {
      const [stored] = await tx.db
        .select({ requestHash: idempotentRequests.requestHash, reply: idempotentRequests.reply })
        .from(idempotentRequests)
        .where(ofKey);
      if (!stored || stored.requestHash !== request.hash) throw new IdempotencyKeyReusedError();
      return stored.reply as T;
    }
    // The transaction's context is what the save writes through; a save's own ctx.transaction
    // becomes a savepoint in it.
    const reply = await save(tx as unknown as ServiceContext<Db>);
    await tx.db.update(idempotentRequests).set({ reply }).where(ofKey);
    await forgetOldKeys(tx.db, companyId, personId, ctx.clock.now());
    return reply;
  });
}

async function forgetOldKeys(db: ServiceContext['db'], companyId: string, personId: string, now: Date) {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000);
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.companyId, companyId),
        eq(idempotentRequests.personId, personId),
        lt(idempotentRequests.createdAt, before),
      ),
    );
}
