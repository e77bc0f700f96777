import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/server/modules/audit/canonical-json.ts';
import {
  type ChainEntry,
  ChainWalker,
  chainEntryOf,
  entryHash,
  GENESIS_HASH,
  type SealedEntry,
} from '../../../src/server/modules/audit/chain.ts';
import { companyArgument } from '../../../src/server/modules/audit/verify-command.ts';

describe('canonicalJson (RFC 8785)', () => {
  it('sorts keys by UTF-16 code units at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: true }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":true,"z":null}]},"b":1}',
    );
    // RFC 8785 §3.2.3: "\r" < "1" < "\u0080" < "\u00f6" < "\u20ac" < "\ud83d\ude00" < "\ufb33".
    const keys = {
      '\u20ac': 'Euro',
      '\r': 'CR',
      '\ufb33': 'Hebrew',
      '1': 'One',
      '\ud83d\ude00': 'Smiley',
      '\u0080': 'Ctl',
      '\u00f6': 'o',
    };
    expect(canonicalJson(keys)).toBe(
      '{"\\r":"CR","1":"One","\u0080":"Ctl","\u00f6":"o","\u20ac":"Euro","\ud83d\ude00":"Smiley","\ufb33":"Hebrew"}',
    );
  });

  it('writes numbers and strings as ECMAScript does (RFC 8785 §3.2.2)', () => {
    expect(canonicalJson([1e21, 1e-7, -0, 0.1 + 0.2, 333333333.3333333, 1.0])).toBe(
      '[1e+21,1e-7,0,0.30000000000000004,333333333.3333333,1]',
    );
    expect(canonicalJson('\u2028"\\\n\u0001é')).toBe('"\u2028\\"\\\\\\n\\u0001é"');
  });

  it('is the same text whatever the key order, leaves out undefined members and refuses what JSON cannot hold', () => {
    expect(canonicalJson({ x: 1, y: [1, 2] })).toBe(canonicalJson({ y: [1, 2], x: 1 }));
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
  });
});

const companyId = '7b0d6f1e-3c1a-4c55-9a57-0f2f2c1d9e01';
function entry(seq: number, payload: Record<string, unknown> = { seq }): ChainEntry {
  return {
    companyId,
    seq,
    domainEventId: crypto.randomUUID(),
    type: 'vendor.updated',
    subjectId: crypto.randomUUID(),
    eventId: null,
    actorPersonId: crypto.randomUUID(),
    actorApiKeyId: null,
    payload,
    occurredAt: new Date(Date.UTC(2026, 0, seq)).toISOString(),
  };
}

/** A sound chain of n entries. */
function chain(n: number): SealedEntry[] {
  const sealed: SealedEntry[] = [];
  let previousHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const e = entry(seq);
    const hash = entryHash(previousHash, e);
    sealed.push({ ...e, previousHash, hash });
    previousHash = hash;
  }
  return sealed;
}

const walk = (entries: SealedEntry[], batch = 2) => {
  const walker = new ChainWalker();
  for (let i = 0; i < entries.length; i += batch) if (!walker.take(entries.slice(i, i + batch))) break;
  return walker.result();
};

describe('the hash chain', () => {
  it('hashes SHA-256 of the previous hash followed by the canonical JSON of the entry', () => {
    const e = entry(1);
    const expected = crypto
      .createHash('sha256')
      .update(GENESIS_HASH + canonicalJson(e))
      .digest('hex');
    expect(entryHash(GENESIS_HASH, e)).toBe(expected);
    expect(entryHash(GENESIS_HASH, { ...e, payload: { seq: 2 } })).not.toBe(expected);
    expect(GENESIS_HASH).toMatch(/^0{64}$/);
  });

  it('holds when every link holds, with the count and the head', () => {
    const sealed = chain(5);
    expect(walk(sealed)).toEqual({ ok: true, count: 5, headSeq: 5, headHash: sealed[4]!.hash });
    expect(walk([])).toEqual({ ok: true, count: 0, headSeq: 0, headHash: GENESIS_HASH });
  });

  it('finds the first broken link: a changed entry, a rewritten hash, a missing entry', () => {
    const changed = chain(5);
    changed[2] = { ...changed[2]!, payload: { seq: 99 } };
    expect(walk(changed)).toEqual({ ok: false, count: 2, brokenAtSeq: 3, reason: 'hash' });

    // Its hash recomputed too: the next entry no longer names it.
    const rehashed = chain(5);
    const tampered = { ...rehashed[2]!, payload: { seq: 99 } };
    rehashed[2] = { ...tampered, hash: entryHash(tampered.previousHash, chainEntryOf(tampered)) };
    expect(walk(rehashed)).toEqual({ ok: false, count: 3, brokenAtSeq: 4, reason: 'previousHash' });

    const gap = chain(5);
    gap.splice(1, 1);
    expect(walk(gap)).toEqual({ ok: false, count: 1, brokenAtSeq: 2, reason: 'gap' });

    const notFirst = chain(2).slice(1);
    expect(walk(notFirst)).toEqual({ ok: false, count: 0, brokenAtSeq: 1, reason: 'gap' });
  });
});

describe('audit:verify arguments', () => {
  it('takes exactly --company <uuid> (or --company=<uuid>)', () => {
    expect(companyArgument(['--company', companyId.toUpperCase()])).toBe(companyId);
    expect(companyArgument([`--company=${companyId}`])).toBe(companyId);
    expect(companyArgument([])).toBeNull();
    expect(companyArgument(['--company'])).toBeNull();
    expect(companyArgument(['--company', 'acme'])).toBeNull();
    expect(companyArgument(['--company', companyId, '--extra'])).toBeNull();
  });
});
