import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../schemas/session.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { callEndpoint } from '../helpers/endpoint-call.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** GET /api/company/{id}/ping: the guarded no-op the benchmark measures against. */
let t: TestApp;
let harborId: string;
let summitId: string;
beforeAll(async () => {
  t = await buildTestApp();
  harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
  summitId = await companyIdByName(t.database.db, DEMO_COMPANIES.summit.name);
});
afterAll(() => t.close());

describe('GET /api/company/{companyId}/ping', () => {
  it('answers a member { ok: true }', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    const response = await callEndpoint(t.app, sessionEndpoints.ping, { companyId: harborId, token: accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('is 401 without a token and 403 for a company the caller is not a member of', async () => {
    expect((await callEndpoint(t.app, sessionEndpoints.ping, { companyId: harborId })).statusCode).toBe(401);
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    const other = await callEndpoint(t.app, sessionEndpoints.ping, { companyId: summitId, token: accessToken });
    expect(other.statusCode).toBe(403);
  });
});
