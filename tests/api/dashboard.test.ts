import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoints } from '../../schemas/dashboard.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { callEndpoint, type ReplyOf } from '../helpers/endpoint-call.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function dashboardOf(email: string, companyName: string) {
  const { accessToken } = await loginAs(t.app, email);
  const companyId = await companyIdByName(t.database.db, companyName);
  const response = await callEndpoint(t.app, dashboardEndpoints.dashboard, { companyId, token: accessToken });
  expect(response.statusCode).toBe(200);
  return response.json() as ReplyOf<typeof dashboardEndpoints.dashboard>;
}

describe('GET /dashboard', () => {
  it('counts the events the member may see per status, with an all-events card first', async () => {
    const body = await dashboardOf(DEMO_LOGINS.admin.email, DEMO_COMPANIES.harbor.name);
    const stats = body.eventStatistics;
    expect(stats[0]).toMatchObject({ statusType: null, displayName: 'All Events', eventCount: 12 });
    expect(stats.find((s) => s.statusType === 0)).toMatchObject({ displayName: 'New', eventCount: 3 });
    expect(stats.find((s) => s.statusType === 4)).toMatchObject({ displayName: 'Complete', eventCount: 2 });
    expect(stats.slice(1).reduce((sum, s) => sum + s.eventCount, 0)).toBe(12);
  });

  it('groups events by type and category for the chart', async () => {
    const body = await dashboardOf(DEMO_LOGINS.admin.email, DEMO_COMPANIES.harbor.name);
    const reports = body.eventReports;
    const total = reports.flatMap((r) => r.eventCategoryReports).reduce((sum, c) => sum + c.eventCount, 0);
    expect(total).toBe(12);
    expect(reports.every((r) => r.type.length > 0)).toBe(true);
  });

  it("counts each company's own events", async () => {
    const body = await dashboardOf(DEMO_LOGINS.summitAdmin.email, DEMO_COMPANIES.summit.name);
    expect(body.eventStatistics[0].eventCount).toBe(6);
  });

  it('shows zero counts, not an error, to a member who sees no property (the events visibility rule)', async () => {
    const body = await dashboardOf(DEMO_LOGINS.viewer.email, DEMO_COMPANIES.harbor.name);
    expect(body.eventReports).toEqual([]);
    expect(body.eventStatistics.length).toBe(8);
    expect(body.eventStatistics.every((s) => s.eventCount === 0)).toBe(true);
  });
});
