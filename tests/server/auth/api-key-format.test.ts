import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX } from '../../../schemas/api-key.ts';
import {
  apiKeyHash,
  displayPrefix,
  isWellFormedApiKey,
  looksLikeApiKey,
  newApiKeySecret,
  sameHash,
} from '../../../src/server/auth/api-key-format.ts';

describe('API key secrets', () => {
  it('are pok_ and 43 base64url characters (32 random bytes), different every time', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newApiKeySecret()));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) {
      expect(secret).toMatch(/^pok_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
      expect(isWellFormedApiKey(secret)).toBe(true);
      expect(looksLikeApiKey(secret)).toBe(true);
    }
  });

  it('tell a key from an access token, and a well-formed key from a damaged one', () => {
    expect(looksLikeApiKey('eyJhbGciOiJSUzI1NiJ9.e30.sig')).toBe(false);
    const secret = newApiKeySecret();
    expect(isWellFormedApiKey(secret.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${secret}A`)).toBe(false);
    expect(isWellFormedApiKey(`${secret.slice(0, -1)}=`)).toBe(false);
    expect(isWellFormedApiKey(`POK_${secret.slice(4)}`)).toBe(false);
  });

  it('are stored as their hex SHA-256, and shown by their first 12 characters', () => {
    const secret = newApiKeySecret();
    expect(apiKeyHash(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(apiKeyHash(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(displayPrefix(secret)).toBe(secret.slice(0, 12));
    expect(displayPrefix(secret).startsWith(API_KEY_PREFIX)).toBe(true);
  });

  it('compare hashes exactly', () => {
    const hash = apiKeyHash(newApiKeySecret());
    expect(sameHash(hash, hash)).toBe(true);
    expect(sameHash(hash, apiKeyHash(newApiKeySecret()))).toBe(false);
    expect(sameHash(hash, hash.slice(0, 62))).toBe(false);
    expect(sameHash('', '')).toBe(false);
  });
});
