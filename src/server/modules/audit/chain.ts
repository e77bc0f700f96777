import crypto from 'node:crypto';
import { canonicalJson } from './canonical-json.ts';

/**
 * The audit trail's hash chain (docs/integrations.md 'Audit trail'), pure: what one entry is, how its hash is
 * made, and how a walk over a company's entries finds the first broken link. The sealer
 * (seal.ts), the verifier (verify.ts), the exports and the command all use these.
 */

/** The previous hash of a company's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: the domain event as recorded, its company and its place in the chain. */
export interface ChainEntry {
  companyId: string;
  seq: number;
  domainEventId: string;
  type: string;
  subjectId: string | null;
  eventId: string | null;
  actorPersonId: string | null;
  actorApiKeyId: string | null;
  payload: Record<string, unknown>;
  /** ISO 8601 with milliseconds, UTC (Date.toISOString). */
  occurredAt: string;
}

/** hash = SHA-256(previousHash ‖ canonical JSON of the entry), lower-case hex. */
export function entryHash(previousHash: string, entry: ChainEntry): string {
  return crypto
    .createHash('sha256')
    .update(previousHash + canonicalJson(entry), 'utf8')
    .digest('hex');
}

/** The fields of a ChainEntry, from a row that has them (and more). */
export function chainEntryOf(row: Omit<ChainEntry, 'occurredAt'> & { occurredAt: Date | string }): ChainEntry {
  return {
    companyId: row.companyId,
    seq: row.seq,
    domainEventId: row.domainEventId,
    type: row.type,
    subjectId: row.subjectId,
    eventId: row.eventId,
    actorPersonId: row.actorPersonId,
    actorApiKeyId: row.actorApiKeyId,
    payload: row.payload,
    occurredAt: typeof row.occurredAt === 'string' ? row.occurredAt : row.occurredAt.toISOString(),
  };
}

/** A stored entry: the chain fields and the two hashes kept with it. */
export interface SealedEntry extends ChainEntry {
  previousHash: string;
  hash: string;
}

export type BrokenLinkReason = 'gap' | 'previousHash' | 'hash';

export type ChainCheck =
  | { ok: true; count: number; headSeq: number; headHash: string }
  | { ok: false; count: number; brokenAtSeq: number; reason: BrokenLinkReason };

/**
 * Checks entries in seq order, batch by batch, holding only the last link: each seq follows the
 * one before (1 first), each previousHash is the hash before (GENESIS_HASH first) and each hash is
 * recomputed. Stops at the first broken link; `count` is the entries found sound before it.
 */
export class ChainWalker {
  private count = 0;
  private lastSeq = 0;
  private lastHash = GENESIS_HASH;
  private broken: { brokenAtSeq: number; reason: BrokenLinkReason } | null = null;

  /** Takes the next entries; false once a link is broken (the walk may stop reading). */
  take(entries: readonly SealedEntry[]): boolean {
    for (const entry of entries) {
      if (this.broken) return false;
      if (entry.seq !== this.lastSeq + 1) this.broken = { brokenAtSeq: this.lastSeq + 1, reason: 'gap' };
      else if (entry.previousHash !== this.lastHash) this.broken = { brokenAtSeq: entry.seq, reason: 'previousHash' };
      else if (entryHash(entry.previousHash, chainEntryOf(entry)) !== entry.hash) {
        this.broken = { brokenAtSeq: entry.seq, reason: 'hash' };
      } else {
        this.count += 1;
        this.lastSeq = entry.seq;
        this.lastHash = entry.hash;
      }
    }
    return !this.broken;
  }

  result(): ChainCheck {
    if (this.broken) return { ok: false, count: this.count, ...this.broken };
    return { ok: true, count: this.count, headSeq: this.lastSeq, headHash: this.lastHash };
  }
}
