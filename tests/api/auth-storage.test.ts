import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleOidcAdapter, purgeExpiredOidcPayloads } from '../../src/server/auth/oidc/adapter.ts';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords.ts';
import { loadOrCreateSecret, loadProviderSecrets } from '../../src/server/auth/secrets.ts';
import { oidcPayloads } from '../../src/server/db/schema/identity.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('passwords', () => {
  it('hashes as scrypt$N$r$p$salt$hash and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('correct horse')).not.toBe(stored); // salted
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
  });

  it('treats missing or malformed hashes as a mismatch', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$x$8$1$AAAA$AAAA', 'bcrypt$1$2$3$AAAA$AAAA']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});

describe('secrets', () => {
  it('creates a secret once and returns the stored value afterwards', async () => {
    const first = await loadOrCreateSecret(t.database.db, 'test.secret', async () => ({ value: 1 }));
    const second = await loadOrCreateSecret(t.database.db, 'test.secret', async () => ({ value: 2 }));
    expect(second).toEqual(first);
  });

  it('keeps the provider keys across restarts (same signing key and cookie keys)', async () => {
    const a = await loadProviderSecrets(t.database.db);
    const b = await loadProviderSecrets(t.database.db);
    expect(b).toEqual(a);
    expect(a.signingKeys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(a.signingKeys[0].d).toBeTruthy();
  });
});

describe('oidc-provider storage adapter', () => {
  const adapter = () => new DrizzleOidcAdapter(t.database.db, 'RefreshToken');

  it('stores, finds and consumes a model', async () => {
    await adapter().upsert('rt-1', { accountId: 'a', grantId: 'g-1', exp: 0 }, 60);
    expect(await adapter().find('rt-1')).toMatchObject({ accountId: 'a', grantId: 'g-1' });
    expect(await new DrizzleOidcAdapter(t.database.db, 'AccessToken').find('rt-1')).toBeUndefined();
    await adapter().consume('rt-1');
    expect((await adapter().find('rt-1'))?.consumed).toBeTypeOf('number');
  });

  it('honours the expiry and purges expired rows', async () => {
    await adapter().upsert('rt-2', { accountId: 'a' }, 60);
    await t.database.db
      .update(oidcPayloads)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(oidcPayloads.kind, 'RefreshToken'), eq(oidcPayloads.id, 'rt-2')));
    expect(await adapter().find('rt-2')).toBeUndefined();
    await purgeExpiredOidcPayloads(t.database.db);
    const rows = await t.database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'rt-2'));
    expect(rows).toHaveLength(0);
  });

  it('finds sessions by uid and revokes by grant only within its own model', async () => {
    const sessions = new DrizzleOidcAdapter(t.database.db, 'Session');
    await sessions.upsert('s-1', { uid: 'uid-1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'a' });

    const interactions = new DrizzleOidcAdapter(t.database.db, 'Interaction');
    await interactions.upsert('i-1', { grantId: 'g-3' }, 60);
    await adapter().upsert('rt-3', { grantId: 'g-3' }, 60);
    await adapter().revokeByGrantId('g-3');
    expect(await adapter().find('rt-3')).toBeUndefined();
    expect(await interactions.find('i-1')).toBeDefined();
    await interactions.destroy('i-1');
    expect(await interactions.find('i-1')).toBeUndefined();
  });
});
