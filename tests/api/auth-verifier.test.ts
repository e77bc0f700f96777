import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DrizzleOidcAdapter } from '../../src/server/auth/oidc/adapter.ts';
import { createRemoteVerifier } from '../../src/server/auth/remote-verifier.ts';
import { loadProviderSecrets } from '../../src/server/auth/secrets.ts';
import { createJwtVerifier, createLocalVerifier } from '../../src/server/auth/verify-token.ts';
import { loadConfig } from '../../src/server/config.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
const { issuer, audience } = config.oidc;
let privateJwk: JWK;
let otherJwk: JWK;

async function rsaJwk(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
}

interface TokenOptions {
  claims?: Record<string, unknown>;
  iss?: string;
  aud?: string;
  expiresIn?: number | null;
  typ?: string;
  key?: JWK;
}

async function sign({ claims, iss = issuer, aud = audience, expiresIn = 300, typ = 'at+jwt', key }: TokenOptions = {}) {
  const jwk = key ?? privateJwk;
  const jwt = new SignJWT({ email: 'Admin@Harbor.Example', gid: 'grant-1', ...claims })
    .setProtectedHeader({ alg: 'RS256', typ, kid: jwk.kid })
    .setSubject('subject-1')
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt();
  if (expiresIn !== null) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn);
  return jwt.sign(await importJWK(jwk, 'RS256'));
}

beforeAll(async () => {
  privateJwk = await rsaJwk('key-1');
  otherJwk = await rsaJwk('key-1'); // same kid, different key: a forgery
});
afterEach(() => vi.useRealTimers());

describe('local verifier (embedded provider)', () => {
  const verifier = () => createLocalVerifier(config, [privateJwk]);

  it('accepts a good token and reports subject, lower-cased e-mail and expiry', async () => {
    const identity = await verifier().verify(await sign());
    expect(identity).toMatchObject({ subject: 'subject-1', email: 'admin@harbor.example' });
    expect(identity.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it.each([
    ['a wrong audience', { aud: 'http://localhost:3000/other' }],
    ['a wrong issuer', { iss: 'http://evil.example/oidc' }],
    ['an expired token', { expiresIn: -10 }],
    ['a token without exp', { expiresIn: null }],
    ['a plain JWT instead of an access token (typ)', { typ: 'JWT' }],
    ['a token without the e-mail claim', { claims: { email: undefined } }],
    ['a token that names no grant (sign-in)', { claims: { gid: undefined } }],
  ] as [string, TokenOptions][])('rejects %s', async (_label, options) => {
    await expect(verifier().verify(await sign(options))).rejects.toThrow();
  });

  it('rejects a token signed by another key with the same kid', async () => {
    await expect(verifier().verify(await sign({ key: otherJwk }))).rejects.toThrow();
  });

  it('rejects alg none', async () => {
    const token = new UnsecuredJWT({ email: 'admin@harbor.example' })
      .setSubject('subject-1')
      .setIssuer(issuer)
      .setAudience(audience)
      .setExpirationTime('5m')
      .encode();
    await expect(verifier().verify(token)).rejects.toThrow();
  });

  it('rejects HS256 signed with the public key as the secret (algorithm confusion)', async () => {
    const publicKey = crypto.createPublicKey({ key: privateJwk as crypto.JsonWebKey, format: 'jwk' });
    const secret = new Uint8Array(Buffer.from(publicKey.export({ type: 'spki', format: 'pem' })));
    const token = await new SignJWT({ email: 'admin@harbor.example' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: privateJwk.kid })
      .setSubject('subject-1')
      .setIssuer(issuer)
      .setAudience(audience)
      .setExpirationTime('5m')
      .sign(secret);
    await expect(verifier().verify(token)).rejects.toThrow();
  });

  it('rejects a tampered payload or signature', async () => {
    const [header, payload, signature] = (await sign()).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: 'boss@harbor.example' })).toString(
      'base64url',
    );
    await expect(verifier().verify(`${header}.${forgedPayload}.${signature}`)).rejects.toThrow();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(verifier().verify(`${header}.${payload}.${flipped}`)).rejects.toThrow();
  });

  it('remembers a verified token, but not past its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const local = verifier();
    const token = await sign({ expiresIn: 60 });
    const first = await local.verify(token);
    expect(await local.verify(token)).toBe(first);
    vi.setSystemTime(Date.now() + 120_000);
    await expect(local.verify(token)).rejects.toThrow();
  });

  it('remembers at most cacheSize tokens, forgetting the least recently used first', async () => {
    const { kty, n, e, kid, alg } = privateJwk;
    const small = createJwtVerifier({
      issuer,
      audience,
      emailClaim: 'email',
      keys: createLocalJWKSet({ keys: [{ kty, n, e, kid, alg }] }),
      cacheSize: 2,
    });
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((jti) => sign({ claims: { jti } })));
    const first = { a: await small.verify(a), b: await small.verify(b) };
    expect(await small.verify(a)).toBe(first.a); // a is now the most recently used
    await small.verify(c); // a third token: b goes
    expect(await small.verify(a)).toBe(first.a);
    const again = await small.verify(b);
    expect(again).not.toBe(first.b);
    expect(again).toEqual(first.b);
  });
});

describe('remote verifier (external provider)', () => {
  let server: http.Server;
  let externalIssuer: string;
  let userinfoCalls = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const send = (body: unknown) => response.setHeader('content-type', 'application/json').end(JSON.stringify(body));
      if (request.url === '/.well-known/openid-configuration') {
        return send({
          issuer: externalIssuer,
          jwks_uri: `${externalIssuer}/jwks`,
          userinfo_endpoint: `${externalIssuer}/me`,
        });
      }
      if (request.url === '/jwks') {
        const { kty, n, e, kid, alg } = privateJwk;
        return send({ keys: [{ kty, n, e, kid, alg, use: 'sig' }] });
      }
      if (request.url === '/me' && request.headers.authorization?.startsWith('Bearer ')) {
        userinfoCalls++;
        return send({ sub: 'subject-1', email: 'Manager@Harbor.Example' });
      }
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    externalIssuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies with the jwks_uri of the discovery document and fetches the e-mail from userinfo once', async () => {
    const external = loadConfig({ OIDC_ISSUER: externalIssuer, OIDC_AUDIENCE: 'api://property-ops' });
    const verifier = createRemoteVerifier(external);
    const options = { iss: externalIssuer, aud: 'api://property-ops', typ: 'JWT', claims: { email: undefined } };
    const identity = await verifier.verify(await sign(options));
    expect(identity).toMatchObject({ subject: 'subject-1', email: 'manager@harbor.example' });
    await verifier.verify(await sign(options));
    expect(userinfoCalls).toBe(1);
    await expect(verifier.verify(await sign({ ...options, aud: audience }))).rejects.toThrow();
  });
});

describe('the guard with the embedded provider’s keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const handlelogin = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/handlelogin',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });

  it('accepts a token signed with the stored key for the API audience, and 401s any other audience', async () => {
    const { signingKeys } = await loadProviderSecrets(t.database.db);
    const key = signingKeys[0];
    // The grant the token names must exist (a sign-in that has not ended).
    await new DrizzleOidcAdapter(t.database.db, 'Grant').upsert('grant-of-test', { accountId: 'subject-1' }, 600);
    const claims = { email: DEMO_LOGINS.admin.email, gid: 'grant-of-test' };
    const good = await sign({ key, claims, iss: t.config.oidc.issuer, aud: t.config.oidc.audience });
    expect((await handlelogin(good)).statusCode).toBe(200);
    const unknownGrant = await sign({
      key,
      claims: { ...claims, gid: 'no-such-grant' },
      iss: t.config.oidc.issuer,
      aud: t.config.oidc.audience,
    });
    expect((await handlelogin(unknownGrant)).statusCode).toBe(401);
    const wrongAudience = await sign({ key, claims, iss: t.config.oidc.issuer, aud: 'http://localhost:3000/other' });
    expect((await handlelogin(wrongAudience)).statusCode).toBe(401);
    const expired = await sign({ key, claims, iss: t.config.oidc.issuer, aud: t.config.oidc.audience, expiresIn: -5 });
    expect((await handlelogin(expired)).statusCode).toBe(401);
  });
});
