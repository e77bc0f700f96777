import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * event_status_counts (migration 0015) is what the status cards of a company's administrators
 * read: after every kind of write to events it must equal counting the events themselves.
 */

let t: TestApp;
let adminToken: string;
let harborId: string;

const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

/** The kept counts and the counted ones, per company and status, with no zero rows. */
async function keptAndCounted() {
  const kept = await t.database.query<{ company_id: string; status: number; n: number }>(
    'select company_id, status, events as n from event_status_counts where events <> 0 order by 1, 2',
  );
  const counted = await t.database.query<{ company_id: string; status: number; n: number }>(
    'select company_id, status, count(*)::int as n from events group by 1, 2 order by 1, 2',
  );
  return { kept, counted };
}

async function expectKeptCounts() {
  const { kept, counted } = await keptAndCounted();
  expect(counted.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, harborId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

describe('event_status_counts', () => {
  it('holds the seeded events of every company', async () => {
    await expectKeptCounts();
  });

  it('follows a report through the API: created in SOP In Progress, finished as New', async () => {
    const [pick] = await t.database.query<{ type_id: string; category_id: string; property_id: string }>(
      `select e.event_type_id as type_id, e.event_category_id as category_id, e.property_id
         from events e where e.company_id = $1 and e.event_category_id is not null limit 1`,
      [harborId],
    );
    const created = await api.ok(eventEndpoints.create, {
      body: { typeId: pick.type_id, categoryId: pick.category_id, propertyId: pick.property_id, location: 'Lobby' },
    });
    const progress = created.eventProgress;
    if (!progress) throw new Error('a created event answers its progress');
    await expectKeptCounts();
    await api.ok(eventEndpoints.saveProgress, {
      params: { id: progress.id },
      body: { eventProgress: { status: 0, isSopComplete: true }, convertNumberIfNeeded: true },
    });
    const [row] = await t.database.query<{ status: number }>('select status from events where id = $1', [progress.id]);
    expect(row.status).toBe(0);
    await expectKeptCounts();
  });

  it('follows updates of many events at once, and an update that keeps the statuses writes no count', async () => {
    await t.database.query(
      `update events set status = case status when 4 then 1 when 1 then 8 else 4 end
        where id in (select id from events order by id limit 9)`,
    );
    await expectKeptCounts();
    const before = await t.database.query<{ xmin: string }>(
      'select xmin::text from event_status_counts order by company_id, status',
    );
    await t.database.query(`update events set location = coalesce(location, '') || ' (checked)'`);
    expect(
      await t.database.query<{ xmin: string }>(
        'select xmin::text from event_status_counts order by company_id, status',
      ),
    ).toEqual(before);
  });

  it('follows deletes', async () => {
    await t.database.query('delete from events where id in (select id from events order by id desc limit 3)');
    await expectKeptCounts();
  });

  it("is what the admin's status cards show", async () => {
    const reply = await api.ok(eventEndpoints.list, { query: { statusType: -1 } });
    const counted = await t.database.query<{ status: number; n: number }>(
      'select status, count(*)::int as n from events where company_id = $1 group by status',
      [harborId],
    );
    const byStatus = new Map(counted.map((row) => [row.status, row.n]));
    for (const card of reply.eventStatistics) {
      const expected =
        card.statusType === null ? counted.reduce((sum, row) => sum + row.n, 0) : (byStatus.get(card.statusType) ?? 0);
      expect(card.eventCount, card.displayName).toBe(expected);
    }
  });
});
