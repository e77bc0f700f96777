import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRouteNeed, PERMISSION_NAMES, permissionsOfNeed, type RouteNeed } from '../../src/domain/permissions.ts';
import { isCompanyRoute } from '../../src/server/auth/guard.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { apiCall } from '../helpers/api-call.ts';
import { companyIdByName, createMember, databaseFingerprint } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Walks EVERY route the server registered (not a hand list): routes added later are covered
 * without editing this file. Refusals must carry no data and change nothing.
 */
let t: TestApp;
let harborId: string;
let outsiderToken: string;
/** Per declared need (its permissions joined), a member holding every permission but those. */
const lackingTokens = new Map<string, string>();
const needKey = (need: RouteNeed) => permissionsOfNeed(need).join('+');
const SOME_ID = '00000000-0000-4000-8000-000000000000';

function concretePath(url: string, companyId: string): string {
  return url
    .replace(':companyId', companyId)
    .replace(/:[A-Za-z]+\??/g, SOME_ID)
    .replace(/\*$/, 'x');
}

function apiRoutes() {
  return t.app.routeList.filter((route) => route.url.startsWith('/api/') && !route.public);
}

function companyRoutes() {
  return t.app.routeList.filter((route) => isCompanyRoute(route.url));
}

async function call(method: string, url: string, token?: string) {
  const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
  return apiCall(t.app, method as HTTPMethods, url, { token, payload });
}

function expectRefusal(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  // Only the error message: no data leaks with a refusal.
  expect(Object.keys(response.json() as object)).toEqual(['message']);
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  harborId = await companyIdByName(db, DEMO_COMPANIES.harbor.name);
  outsiderToken = (await loginAs(t.app, DEMO_LOGINS.summitAdmin.email)).accessToken;
  const guardedNeeds = companyRoutes()
    .map((route) => route.need)
    .filter((need): need is RouteNeed => need !== undefined && need !== 'member');
  for (const need of guardedNeeds) {
    const key = needKey(need);
    if (lackingTokens.has(key)) continue;
    const refused = permissionsOfNeed(need);
    const email = `lacks-${key.toLowerCase().replaceAll('+', '-')}@test.example`;
    await createMember(
      db,
      harborId,
      email,
      PERMISSION_NAMES.filter((name) => !refused.includes(name)),
    );
    lackingTokens.set(key, (await loginAs(t.app, email)).accessToken);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('route matrix', () => {
  it('finds the company routes, each declaring a permission or membership', () => {
    const routes = companyRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) expect(isRouteNeed(route.need)).toBe(true);
  });

  it('answers 401 without a token, or with a bad one, on every non-public API route', async () => {
    const before = await databaseFingerprint(t.database);
    for (const route of apiRoutes()) {
      const url = concretePath(route.url, harborId);
      expectRefusal(await call(route.method, url), 401);
      expectRefusal(await call(route.method, url, 'not-a-jwt'), 401);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('answers 403 to a user of another company on every company route', async () => {
    const before = await databaseFingerprint(t.database);
    for (const route of companyRoutes()) {
      expectRefusal(await call(route.method, concretePath(route.url, harborId), outsiderToken), 403);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('answers 403 to a member lacking the declared permission(s) on every company route', async () => {
    const before = await databaseFingerprint(t.database);
    const guarded = companyRoutes().filter((route) => route.need !== 'member');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const token = lackingTokens.get(needKey(route.need as RouteNeed));
      expect(token, `${route.method} ${route.url}`).toBeDefined();
      expectRefusal(await call(route.method, concretePath(route.url, harborId), token), 403);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('answers 403 for a company id that is not a uuid, and lets members through to member routes', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.viewer.email);
    const memberRoutes = companyRoutes().filter((route) => route.need === 'member' && route.method === 'GET');
    expect(memberRoutes.length).toBeGreaterThan(0);
    for (const route of memberRoutes) {
      expectRefusal(await call(route.method, concretePath(route.url, 'not-a-uuid'), accessToken), 403);
      const allowed = await call(route.method, concretePath(route.url, harborId), accessToken);
      expect([200, 404], `${route.url}: ${allowed.body}`).toContain(allowed.statusCode);
    }
  });
});
