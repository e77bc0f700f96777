import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loginAttempts } from '../../src/server/db/schema/identity.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';
import { rowCount } from '../helpers/fixtures.ts';
import {
  clientOf,
  codeFrom,
  type InjectOrigin,
  startAuthorization,
  submitPassword,
  TestBrowser,
} from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** One failure locks an e-mail; an address may fail five times (LOGIN_MAX_FAILURES × 5). */
const LIMITS = { LOGIN_MAX_FAILURES: '1', LOGIN_LOCK_SECONDS: '600' };
const ADDRESS_ALLOWANCE = 5;
const LOCKED = 'Too many sign-in attempts. Try again in 10 minutes.';

/** One sign-in attempt in a fresh browser that reaches the server as `origin` says. */
async function attempt(app: FastifyInstance, origin: InjectOrigin, email: string, password: string) {
  const client = clientOf(app);
  const browser = TestBrowser.forApp(app, origin);
  const { page, state } = await startAuthorization(browser, client);
  const response = await submitPassword(browser, client, page, email, password);
  return { response, signedIn: () => codeFrom(response, client, state) };
}

/** Fails `count` times from `origin`, each with another unknown e-mail (so no e-mail lock is involved). */
async function failFrom(t: TestApp, origin: (i: number) => InjectOrigin, count: number, tag: string) {
  for (let i = 0; i < count; i++) {
    const { response } = await attempt(t.app, origin(i), `${tag}-${i}@nowhere.example`, 'wrong-password');
    expect(response.status, `attempt ${i}`).toBe(200);
    expect(response.body).toContain('Invalid e-mail or password.');
  }
}

describe('TRUST_PROXY off (the default): X-Forwarded-For is ignored; counters live in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(LIMITS);
  });
  afterAll(() => t?.close());

  it('does not let a made-up X-Forwarded-For escape the per-address lock', async () => {
    const spoofed = (i: number) => ({ headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
    await failFrom(t, spoofed, ADDRESS_ALLOWANCE, 'spoof');
    // Another made-up address and the right password of a real login: still the same socket, locked.
    const locked = await attempt(t.app, spoofed(99), DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    expect(locked.response.status).toBe(429);
    expect(locked.response.body).toContain(LOCKED);
    // It is this address that is locked, not sign-in as a whole.
    const elsewhere = await attempt(t.app, { remoteAddress: '192.0.2.50' }, DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    expect(elsewhere.signedIn()).toBeTruthy();
  });

  it('keeps a lock across a restart (a new app over the same database)', async () => {
    const refused = await attempt(t.app, { remoteAddress: '192.0.2.61' }, DEMO_LOGINS.reporter.email, 'wrong-password');
    expect(refused.response.body).toContain('Invalid e-mail or password.');
    expect(await rowCount(t.database.db, loginAttempts)).toBeGreaterThan(0);
    await t.app.close();

    const restarted = await buildApp(t.config, t.database, { logger: false });
    try {
      const again = await attempt(
        restarted,
        { remoteAddress: '192.0.2.60' },
        DEMO_LOGINS.reporter.email,
        DEMO_PASSWORD,
      );
      expect(again.response.status).toBe(429);
      expect(again.response.body).toContain(LOCKED);
    } finally {
      await restarted.close();
    }
  });
});

describe('TRUST_PROXY lists the proxy: its X-Forwarded-For is the client address', () => {
  const PROXY = '10.0.0.1';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...LIMITS, TRUST_PROXY: `${PROXY}, 10.8.0.0/16` });
  });
  afterAll(() => t?.close());

  const viaProxy = (client: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });

  it('locks the forwarded client, not the proxy, and ignores the header from anyone else', async () => {
    await failFrom(t, () => viaProxy('198.51.100.7'), ADDRESS_ALLOWANCE, 'proxied');
    const locked = await attempt(t.app, viaProxy('198.51.100.7'), DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    expect(locked.response.status).toBe(429);
    expect(locked.response.body).toContain(LOCKED);

    // Another client behind the same proxy is not locked: the header was honoured.
    const neighbour = await attempt(t.app, viaProxy('198.51.100.8'), DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    expect(neighbour.signedIn()).toBeTruthy();

    // A peer that is not a listed proxy cannot claim to be the locked client, nor hide behind others.
    const untrusted = { remoteAddress: '10.9.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } };
    const claims = await attempt(t.app, untrusted, DEMO_LOGINS.manager.email, DEMO_PASSWORD);
    expect(claims.signedIn()).toBeTruthy();
    await failFrom(
      t,
      (i) => ({ ...untrusted, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } }),
      ADDRESS_ALLOWANCE,
      'direct',
    );
    const hidden = await attempt(
      t.app,
      { ...untrusted, headers: { 'x-forwarded-for': '203.0.113.99' } },
      'x@y.example',
      'p',
    );
    expect(hidden.response.status).toBe(429);

    // A range entry (10.8.0.0/16) is trusted too.
    const inRange = await attempt(
      t.app,
      { remoteAddress: '10.8.3.4', headers: { 'x-forwarded-for': '198.51.100.7' } },
      DEMO_LOGINS.manager.email,
      DEMO_PASSWORD,
    );
    expect(inRange.response.status).toBe(429);
  });
});

describe('the identity provider sees only trusted forwarded headers', () => {
  const discovery = (app: FastifyInstance, remoteAddress?: string) =>
    app
      .inject({
        method: 'GET',
        url: '/oidc/.well-known/openid-configuration',
        ...(remoteAddress ? { remoteAddress } : {}),
        headers: { host: 'localhost:3000', 'x-forwarded-host': 'ops.example.com', 'x-forwarded-proto': 'https' },
      })
      .then((response) => (response.json() as { authorization_endpoint: string }).authorization_endpoint);

  it('ignores X-Forwarded-Host and -Proto by default, and honours them from a listed proxy', async () => {
    const direct = await buildTestApp();
    const proxied = await buildTestApp({ TRUST_PROXY: '10.0.0.1' });
    try {
      expect(await discovery(direct.app)).toBe('http://localhost:3000/oidc/auth');
      expect(await discovery(proxied.app, '10.0.0.2')).toBe('http://localhost:3000/oidc/auth');
      expect(await discovery(proxied.app, '10.0.0.1')).toBe('https://ops.example.com/oidc/auth');
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
