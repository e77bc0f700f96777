import crypto from 'node:crypto';
import { API_KEY_PREFIX } from '../../../schemas/api-key.ts';

/**
 * An API key's secret (issue 28): `pok_` followed by 32 random bytes in base64url (43 characters),
 * so a key is recognisable in a log, a secret scanner or an `Authorization` header at a glance.
 * Only its SHA-256 is stored (a plain hash is enough: the secret has 256 bits of entropy, nothing
 * to guess); the list shows its first characters (`displayPrefix`) so a key can be recognised.
 */
const SECRET_BYTES = 32;
/** base64url of 32 bytes, without padding. */
const SECRET_CHARS = Math.ceil((SECRET_BYTES * 4) / 3);
/** How many characters of the secret (after `pok_`) the list shows. */
const DISPLAY_CHARS = 8;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{${SECRET_CHARS}}$`);

/** A new secret: `pok_` + 43 base64url characters. */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${crypto.randomBytes(SECRET_BYTES).toString('base64url')}`;
}

/** Whether a bearer token is meant as an API key (the guard then never treats it as an access token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** Whether a token has exactly the shape of a key (anything else is refused before the database is asked). */
export function isWellFormedApiKey(token: string): boolean {
  return KEY_PATTERN.test(token);
}

/** The hex SHA-256 of a secret: what api_keys.secret_hash holds. */
export function apiKeyHash(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The part of a secret the list shows: `pok_` and its next 8 characters. */
export function displayPrefix(secret: string): string {
  return secret.slice(0, API_KEY_PREFIX.length + DISPLAY_CHARS);
}

/** Compares two hex hashes in constant time (false when their lengths differ). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && crypto.timingSafeEqual(left, right);
}
