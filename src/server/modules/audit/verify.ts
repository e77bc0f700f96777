import { and, asc, eq, gt } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { type ChainCheck, ChainWalker, type SealedEntry } from './chain.ts';

/** Entries read per statement while verifying. */
export const VERIFY_BATCH = 1000;

const chainColumns = {
  companyId: auditEntries.companyId,
  seq: auditEntries.seq,
  domainEventId: auditEntries.domainEventId,
  type: auditEntries.type,
  subjectId: auditEntries.subjectId,
  eventId: auditEntries.eventId,
  actorPersonId: auditEntries.actorPersonId,
  actorApiKeyId: auditEntries.actorApiKeyId,
  payload: auditEntries.payload,
  occurredAt: auditEntries.occurredAt,
  previousHash: auditEntries.previousHash,
  hash: auditEntries.hash,
};

/** A company's entries in seq order, a batch at a time (keyset on the primary key). */
export async function* chainBatches(db: Runner, companyId: string, batchSize = VERIFY_BATCH) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(chainColumns)
      .from(auditEntries)
      .where(and(eq(auditEntries.companyId, companyId), gt(auditEntries.seq, after)))
      .orderBy(asc(auditEntries.seq))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row): SealedEntry => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
    after = rows[rows.length - 1]!.seq;
    if (rows.length < batchSize) return;
  }
}

/**
 * Walks a company's chain from seq 1, recomputing every hash, and answers whether it holds (the
 * count and the head) or the first broken link: its seq and why (a gap in seq, a previous hash
 * that is not the hash before, a hash that is not SHA-256 of the previous hash and the entry).
 * Reads batch by batch; memory holds one batch.
 */
export async function verifyChain(db: Runner, companyId: string, batchSize = VERIFY_BATCH): Promise<ChainCheck> {
  const walker = new ChainWalker();
  for await (const batch of chainBatches(db, companyId, batchSize)) {
    if (!walker.take(batch)) break;
  }
  return walker.result();
}
