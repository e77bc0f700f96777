import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { auditEntries, auditPending, domainEvents } from '../../db/schema/index.ts';
import { chainEntryOf, entryHash, GENESIS_HASH } from './chain.ts';

/** Domain events sealed per transaction: short transactions, so a long backlog never holds the lock for long. */
export const SEAL_BATCH = 500;

/** The advisory lock of a company's chain: one sealer at a time appends to it. */
const lockChain = (tx: Runner, companyId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`property-ops:audit:${companyId}`}, 0))`);

/**
 * Appends a company's pending domain events (audit_pending, noted by a trigger when each was
 * recorded) to its hash chain: per batch, in one transaction under the company's advisory lock,
 * reads the chain head, the oldest pending events (occurred_at, id), seals them as seq head+1… and
 * deletes them from the pending list. The writers take no lock of their own, and an event whose
 * transaction commits late is simply sealed in a later round: seal order is chain order.
 * Answers how many entries it appended.
 */
export async function sealCompany(db: Runner, companyId: string, batchSize = SEAL_BATCH): Promise<number> {
  let sealed = 0;
  for (;;) {
    const appended = await db.transaction(async (tx) => {
      await lockChain(tx, companyId);
      const [head] = await tx
        .select({ seq: auditEntries.seq, hash: auditEntries.hash })
        .from(auditEntries)
        .where(eq(auditEntries.companyId, companyId))
        .orderBy(desc(auditEntries.seq))
        .limit(1);
      const pending = await tx
        .select({
          domainEventId: domainEvents.id,
          type: domainEvents.type,
          subjectId: domainEvents.subjectId,
          eventId: domainEvents.eventId,
          actorPersonId: domainEvents.actorPersonId,
          actorApiKeyId: domainEvents.actorApiKeyId,
          payload: domainEvents.payload,
          occurredAt: domainEvents.occurredAt,
        })
        .from(auditPending)
        .innerJoin(domainEvents, eq(domainEvents.id, auditPending.domainEventId))
        .where(eq(auditPending.companyId, companyId))
        .orderBy(asc(auditPending.occurredAt), asc(auditPending.domainEventId))
        .limit(batchSize);
      if (pending.length === 0) return 0;
      let seq = head?.seq ?? 0;
      let previousHash = head?.hash ?? GENESIS_HASH;
      const rows = pending.map((event) => {
        seq += 1;
        const entry = chainEntryOf({ ...event, companyId, seq, payload: event.payload ?? {} });
        const hash = entryHash(previousHash, entry);
        // The stored time is the hashed one (milliseconds), so the row reads back as it was sealed.
        const row = { ...entry, occurredAt: new Date(entry.occurredAt), previousHash, hash };
        previousHash = hash;
        return row;
      });
      await tx.insert(auditEntries).values(rows);
      await tx.delete(auditPending).where(
        inArray(
          auditPending.domainEventId,
          pending.map((event) => event.domainEventId),
        ),
      );
      return rows.length;
    });
    sealed += appended;
    if (appended < batchSize) return sealed;
  }
}

/** The companies with domain events waiting to be sealed (a walk of audit_pending_company_idx). */
export async function companiesWithPending(db: Runner): Promise<string[]> {
  const companies: string[] = [];
  let after: string | null = null;
  for (;;) {
    // A loose index scan: the next company id after the last, one index probe each.
    const [next]: { companyId: string }[] = await db
      .select({ companyId: auditPending.companyId })
      .from(auditPending)
      .where(after ? gt(auditPending.companyId, after) : undefined)
      .orderBy(asc(auditPending.companyId))
      .limit(1);
    if (!next) return companies;
    companies.push(next.companyId);
    after = next.companyId;
  }
}

/** Seals every company that has pending events (the periodic job); answers the entries appended. */
export async function sealAll(db: Runner): Promise<number> {
  let sealed = 0;
  for (const companyId of await companiesWithPending(db)) sealed += await sealCompany(db, companyId);
  return sealed;
}

/** A company's chain head: its last entry's seq and hash (seq 0 and GENESIS_HASH when it has none). */
export async function chainHead(
  db: Runner,
  companyId: string,
): Promise<{ seq: number; hash: string; sealedAt: Date | null }> {
  const [head] = await db
    .select({ seq: auditEntries.seq, hash: auditEntries.hash, sealedAt: auditEntries.sealedAt })
    .from(auditEntries)
    .where(and(eq(auditEntries.companyId, companyId)))
    .orderBy(desc(auditEntries.seq))
    .limit(1);
  return head ?? { seq: 0, hash: GENESIS_HASH, sealedAt: null };
}
