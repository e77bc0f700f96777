import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionSet } from '../../src/domain/company/permissions.ts';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { positionTypes } from '../../src/server/db/schema/index.ts';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';
import { apiCall } from '../helpers/api-call.ts';
import { companyIdByName, createMember } from '../helpers/fixtures.ts';
import {
  clientOf,
  loginAs,
  logOut,
  passwordFlow,
  startAuthorization,
  submitPassword,
  TestBrowser,
  tokensFrom,
} from '../helpers/login.ts';
import { openSecondConnection } from '../helpers/template-db.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Two server processes on one PostgreSQL database: two apps, each with its own pool (and its own
 * in-memory caches), as `npm start` twice would run. Only PostgreSQL can be shared like this.
 */
const SKIPPED = process.env.DATABASE_URL ? '' : ' — skipped: needs PostgreSQL, set DATABASE_URL';
const CACHE_TTL_MS = 400;
const ENV = { MEMBERSHIP_CACHE_TTL_MS: String(CACHE_TTL_MS), LOGIN_MAX_FAILURES: '2', LOGIN_LOCK_SECONDS: '600' };
/** How long a change may take to reach the other process: the cache time plus a margin for a slow machine. */
const BOUND_MS = CACHE_TTL_MS + 1_500;

/** Polls `status()` until it answers `expected`; returns how long that took, or fails after BOUND_MS. */
async function becomes(expected: number, status: () => Promise<number>): Promise<number> {
  const started = Date.now();
  let last = await status();
  while (last !== expected && Date.now() - started < BOUND_MS) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    last = await status();
  }
  expect(last, `status after ${Date.now() - started} ms`).toBe(expected);
  return Date.now() - started;
}

describe.skipIf(SKIPPED)(`two server processes on one PostgreSQL database${SKIPPED}`, () => {
  let t: TestApp;
  let secondDatabase: Database;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let harborId: string;

  beforeAll(async () => {
    t = await buildTestApp(ENV);
    one = t.app;
    secondDatabase = await openSecondConnection(t.database);
    two = await buildApp(t.config, secondDatabase, { logger: false });
    await two.ready();
    harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
  });
  afterAll(async () => {
    await two?.close();
    await secondDatabase?.close();
    await t?.close();
  });

  const ping = (app: FastifyInstance, token: string) =>
    apiCall(app, 'GET', `/api/company/${harborId}/ping`, { token }).then((response) => response.statusCode);

  it('accepts on the other a sign-in made on one (same keys, provider state in the database)', async () => {
    const keysOf = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/oidc/jwks' })).json();
    expect(await keysOf(two)).toEqual(await keysOf(one));

    const tokens = await loginAs(one, DEMO_LOGINS.admin.email, DEMO_PASSWORD, { fresh: true });
    expect(await ping(two, tokens.accessToken)).toBe(200);
    const companies = await apiCall(two, 'POST', '/api/users/handlelogin', { token: tokens.accessToken, payload: {} });
    expect(companies.statusCode).toBe(200);

    // The refresh token one issued renews on two, and two's token works on one.
    const renewed = tokensFrom(
      await TestBrowser.forApp(two).request('POST', '/oidc/token', {
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        client_id: clientOf(two).clientId,
      }),
    );
    expect(await ping(one, renewed.accessToken)).toBe(200);
  });

  it('sees on the other a sign-in lock reached on one', async () => {
    const client = clientOf(one);
    const browser = TestBrowser.forApp(one, { remoteAddress: '192.0.2.10' });
    const { page } = await startAuthorization(browser, client);
    for (let i = 0; i < 2; i++) {
      const refused = await submitPassword(browser, client, page, DEMO_LOGINS.viewer.email, 'wrong-password');
      expect(refused.body).toContain('Invalid e-mail or password.');
    }
    const elsewhere = TestBrowser.forApp(two, { remoteAddress: '192.0.2.20' });
    const other = await startAuthorization(elsewhere, clientOf(two));
    const locked = await submitPassword(elsewhere, clientOf(two), other.page, DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toContain('Too many sign-in attempts. Try again in 10 minutes.');
  });

  it('makes a role change through one effective on the other within MEMBERSHIP_CACHE_TTL_MS', async () => {
    const email = await createMember(t.database.db, harborId, 'two.processes@test.example', ['manageCompanyProfile']);
    const [role] = await t.database.db
      .select({ id: positionTypes.id, name: positionTypes.name })
      .from(positionTypes)
      .where(and(eq(positionTypes.companyId, harborId), eq(positionTypes.name, `Test role for ${email}`)));
    const member = (await loginAs(one, email)).accessToken;
    const admin = (await loginAs(one, DEMO_LOGINS.admin.email)).accessToken;
    const companyProfile = (app: FastifyInstance) =>
      apiCall(app, 'GET', `/api/company/${harborId}`, { token: member }).then((response) => response.statusCode);
    expect(await companyProfile(two)).toBe(200); // two now holds the membership in its cache

    const saved = await apiCall(one, 'POST', `/api/company/${harborId}/positiontype`, {
      token: admin,
      payload: { id: role.id, name: role.name, permissions: { ...permissionSet(false), viewDashboard: true } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await companyProfile(one)).toBe(403); // the writing process knows at once
    await becomes(403, () => companyProfile(two));
  });

  it('makes a logout on one effective on the other within the same cache time', async () => {
    const client = clientOf(one);
    const browser = TestBrowser.forApp(one);
    const tokens = await passwordFlow(browser, client, DEMO_LOGINS.reporter.email, DEMO_PASSWORD);
    expect(await ping(two, tokens.accessToken)).toBe(200); // two now holds the sign-in as active

    expect(await logOut(browser, one, tokens)).toBe(303);

    expect(await ping(one, tokens.accessToken)).toBe(401);
    await becomes(401, () => ping(two, tokens.accessToken));
  });
});
