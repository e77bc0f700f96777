import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connect.ts';
import { appSecrets } from '../db/schema/identity.ts';

/**
 * Returns the named secret, creating it on first use. Insert-if-absent then read back, so when
 * several processes start at once they all end up with the one value that won the race.
 */
export async function loadOrCreateSecret<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  const value = await create();
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing({ target: appSecrets.name });
  const stored = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!stored[0]) throw new Error(`secret ${name} could not be stored`);
  return stored[0].value as T;
}

export interface ProviderSecrets {
  /** Private RSA signing keys (JWK) of the embedded provider. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies (newest first). */
  cookieKeys: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' };
}

/** The embedded provider's keys, generated on first start and shared through the database. */
export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const signingKeys = await loadOrCreateSecret(db, 'oidc.signing-keys', async () => [await newSigningKey()]);
  const cookieKeys = await loadOrCreateSecret(db, 'oidc.cookie-keys', async () => [
    crypto.randomBytes(32).toString('base64url'),
  ]);
  return { signingKeys, cookieKeys };
}

/** The public half of a private JWK (what the JWKS endpoint and the local verifier need). */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
