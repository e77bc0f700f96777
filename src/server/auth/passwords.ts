import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** N=16384 keeps a check around 40 ms: slow for guessing, fast enough for seeding and tests. */
const COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** scrypt needs 128·N·r bytes; the default 32 MB cap is too tight once N or r grows. */
const MAX_MEMORY = 256 * 1024 * 1024;

/** Hashes a password as `scrypt$N$r$p$saltB64$hashB64`. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(plain, salt, KEY_LENGTH, { ...COST, maxmem: MAX_MEMORY });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True when `plain` matches the stored hash; false for any malformed or foreign format. */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (expected.length === 0) return false;
  try {
    const actual = await scrypt(plain, salt, expected.length, { N, r, p, maxmem: MAX_MEMORY });
    return crypto.timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
