import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD } from '../../src/server/plugins/compression.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { firstCompany } from '../helpers/api-call.ts';
import { clientOf, loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Issue 26 item 1: the API's JSON on the wire (the client's files: client-delivery.test.ts). */
describe('API responses compressed by Accept-Encoding', () => {
  let t: TestApp;
  let token: string;
  let companyId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = (await loginAs(t.app, DEMO_LOGINS.admin.email)).accessToken;
    companyId = await firstCompany(t.app, token);
  });
  afterAll(() => t?.close());

  /** The roles list: JSON well over the threshold on the demo data. */
  const roles = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({
      method,
      url: `/api/company/${companyId}/positiontypes`,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  it('sends a JSON list plain to a client that accepts no encoding, with its length', async () => {
    const plain = await roles();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    // No cache keeps it, so none can hand the plain body to a browser that takes brotli (no Vary needed).
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.json()).toHaveProperty('types');
  });

  it('sends it brotli-compressed to a browser that takes brotli: the same JSON, smaller', async () => {
    const plain = await roles();
    const br = await roles({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that takes only gzip, and nothing refused with q=0', async () => {
    const plain = await roles();
    const gzip = await roles({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const refused = await roles({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.length).toBe(plain.rawPayload.length);
  });

  it('leaves small bodies and HEAD answers alone', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/client-config',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    const head = await roles({ 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the security headers on a compressed JSON answer', async () => {
    const br = await roles({ 'accept-encoding': 'br' });
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(br.headers['content-security-policy']).toBeUndefined();
  });
});

/** What the identity provider writes itself (hijacked replies) and its sign-in page, on the wire. */
describe("the identity provider's replies compressed by Accept-Encoding", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const BROWSER = 'gzip, deflate, br, zstd';
  const discovery = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers });

  /** The sign-in page of a fresh authorization request, asked for with `headers`. */
  async function signInPage(headers: Record<string, string> = {}) {
    const client = clientOf(t.app);
    const query = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: client.redirectUri,
      scope: 'openid profile email',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'compression-test',
    });
    const start = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers });
    const location = start.headers.location as string;
    expect(location).toMatch(/\/oidc\/interaction\//);
    const setCookie = [start.headers['set-cookie'] ?? []].flat();
    const cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    return t.app.inject({
      method: 'GET',
      url: new URL(location, t.app.config.publicUrl).pathname,
      headers: { ...headers, cookie },
    });
  }

  it('sends the discovery document brotli-compressed to a browser, plain otherwise', async () => {
    const plain = await discovery();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const br = await discovery({ 'accept-encoding': BROWSER });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await discovery({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // The security headers set on the raw response before the provider writes stay; the CSP is for pages.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toBeUndefined();
    expect(br.headers['cross-origin-resource-policy']).toBe(plain.headers['cross-origin-resource-policy']);
  });

  it('sends the sign-in page brotli-compressed to a browser, plain otherwise, with its policy', async () => {
    const plain = await signInPage();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Sign in');
    const br = await signInPage({ 'accept-encoding': BROWSER });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Sign in');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(br.headers['x-frame-options']).toBe(plain.headers['x-frame-options']);
  });

  it("keeps the CSP on the provider's own pages (sign-out confirmation, errors), compressed or not", async () => {
    for (const url of ['/oidc/session/end', '/oidc/auth']) {
      for (const headers of [{}, { 'accept-encoding': BROWSER }]) {
        const page = await t.app.inject({ method: 'GET', url, headers });
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
        expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
        expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    }
  });
});
