import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '../../schemas/analytics.ts';
import { eventManagementEndpoints } from '../../schemas/event-management/endpoints.ts';
import { ANALYTICS_MESSAGES } from '../../src/domain/analytics/analytics-range.ts';
import { endpointCaller, unchecked } from '../helpers/endpoint-call.ts';
import { type EventPersonas, expectRefused, memberToken, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { eventTypeIdByName } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The analytics dashboard (GET /analytics): its figures against hand-computed ones, on events and
 * claims seeded in March 2020 (no demo data is that old), through both paths — the rollups an
 * administrator reads and the events a limited viewer reads — and the rollups kept by the
 * triggers of migration 0021 after every kind of write.
 */

let t: TestApp;
let who: EventPersonas;
let propertyA: string;
let propertyB: string;
let summitProperty: string;
let waterId: string;
let fireId: string;
const ids: Record<string, string> = {};

const api = endpointCaller(() => ({ app: t.app, token: who.adminToken, companyId: who.harborId }));
const march = { from: '2020-03-01', to: '2020-03-31' } as const;

/** One event of Harbor, inserted as a bulk load would (the triggers do the rest). */
async function insertEvent(
  name: string,
  e: { property: string; type: string; status: number; severity: number; at: string; sopMinutes?: number },
) {
  const completed =
    e.sopMinutes === undefined ? null : new Date(Date.parse(e.at) + e.sopMinutes * 60_000).toISOString();
  const [row] = await t.database.query<{ id: string }>(
    `insert into events (company_id, number_year, number, property_id, event_type_id, status, severity_level,
       date_occurred_utc, created_at, updated_at, is_sop_complete)
     values ($1, 2020, 9000 + $2::int, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz, coalesce($8::timestamptz, $7::timestamptz), $9) returning id`,
    [
      who.harborId,
      Object.keys(ids).length + 1,
      e.property,
      e.type,
      e.status,
      e.severity,
      e.at,
      completed,
      completed !== null,
    ],
  );
  ids[name] = row.id;
}

async function insertClaim(event: string, property: string, date: string, totalLoss: string, settlement: string) {
  await t.database.query(
    `insert into insurance_claims (company_id, event_id, property_id, title, claim_date, total_loss, settlement_amount)
     values ($1, $2, $3, 'Test claim', $4, $5, $6)`,
    [who.harborId, ids[event], property, date, totalLoss, settlement],
  );
}

/** The rollups equal the figures counted from the events and claims themselves (every company, every day). */
async function expectRollupsKept() {
  const kept = await t.database.query(
    `select company_id, day::text, event_type_id, status, severity_level, events, sop_complete, sop_minutes::int
       from event_daily_rollups where events <> 0 or sop_complete <> 0 or sop_minutes <> 0 order by 1, 2, 3, 4, 5`,
  );
  const counted = await t.database.query(
    `select e.company_id, (e.date_occurred_utc at time zone p.time_zone)::date::text as day, e.event_type_id, e.status,
        e.severity_level, count(*)::int as events, (count(*) filter (where e.is_sop_complete))::int as sop_complete,
        sum(event_rollup_minutes(e.sop_completed_at, e.created_at))::int as sop_minutes
       from events e join properties p on p.id = e.property_id where e.archived_at is null
       group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  );
  expect(kept).toEqual(counted);
  const keptClaims = await t.database.query(
    `select company_id, day::text, claims, total_loss::text, settlement::text from claim_daily_rollups
      where claims <> 0 or total_loss <> 0 or settlement <> 0 order by 1, 2`,
  );
  const countedClaims = await t.database.query(
    `select c.company_id, c.claim_date::text as day, count(*)::int as claims, sum(c.total_loss)::numeric(16, 2)::text as total_loss,
        sum(c.settlement_amount)::numeric(16, 2)::text as settlement
       from insurance_claims c join events e on e.id = c.event_id and e.archived_at is null group by 1, 2 order by 1, 2`,
  );
  expect(keptClaims).toEqual(countedClaims);
}

beforeAll(async () => {
  t = await buildTestApp();
  who = await signInEventPersonas(t);
  const harbor = await t.database.query<{ id: string }>(
    'select id from properties where company_id = $1 order by name limit 2',
    [who.harborId],
  );
  [propertyA, propertyB] = harbor.map((row) => row.id);
  await t.database.query(`update properties set time_zone = 'America/New_York' where id in ($1, $2)`, [
    propertyA,
    propertyB,
  ]);
  [{ id: summitProperty }] = await t.database.query<{ id: string }>(
    'select id from properties where company_id = $1 limit 1',
    [who.summitId],
  );
  waterId = await eventTypeIdByName(t.database.db, who.harborId, 'Water Intrusion');
  fireId = await eventTypeIdByName(t.database.db, who.harborId, 'Fire');
  // Two hours from report to SOP finished; another not finished (same day, New York).
  await insertEvent('done', {
    property: propertyA,
    type: waterId,
    status: 4,
    severity: 1,
    at: '2020-03-02T15:00:00Z',
    sopMinutes: 120,
  });
  await insertEvent('open', { property: propertyA, type: waterId, status: 1, severity: 0, at: '2020-03-02T16:00:00Z' });
  // 03:00 UTC on March 1st is February 29th in New York: outside the range.
  await insertEvent('february', {
    property: propertyB,
    type: fireId,
    status: 1,
    severity: 0,
    at: '2020-03-01T03:00:00Z',
  });
  // 02:00 UTC on April 1st is March 31st in New York: inside.
  await insertEvent('lastDay', {
    property: propertyB,
    type: fireId,
    status: 0,
    severity: 1,
    at: '2020-04-01T02:00:00Z',
  });
  await insertEvent('archived', {
    property: propertyA,
    type: fireId,
    status: 8,
    severity: 0,
    at: '2020-03-10T12:00:00Z',
    sopMinutes: 30,
  });
  await t.database.query('update events set archived_at = now() where id = $1', [ids.archived]);
  await insertClaim('done', propertyA, '2020-03-05', '1000.50', '800.25');
  await insertClaim('lastDay', propertyB, '2020-03-20', '200.00', '0.00');
  await insertClaim('archived', propertyA, '2020-03-12', '999.00', '999.00');
});
afterAll(() => t?.close());

/** What March 2020 holds for Harbor, computed by hand from the events above. */
const HAND_COMPUTED = {
  eventsByStatus: [
    { period: '2020-03-02', status: 1, events: 1 },
    { period: '2020-03-02', status: 4, events: 1 },
    { period: '2020-03-31', status: 0, events: 1 },
  ],
  sopByPeriod: [
    { period: '2020-03-02', complete: 1, incomplete: 1, completeMinutes: 120 },
    { period: '2020-03-31', complete: 0, incomplete: 1, completeMinutes: 0 },
  ],
  bySeverity: [
    { severityLevel: 0, events: 1 },
    { severityLevel: 1, events: 2 },
  ],
  claimsByMonth: [{ month: '2020-03-01', claims: 2, totalLoss: '1200.50', settlement: '800.25' }],
};

describe('GET /analytics', () => {
  it('answers the hand-computed figures from the rollups (an administrator, every property)', async () => {
    const reply = await api.ok(analyticsEndpoints.analytics, { query: march });
    expect(reply).toMatchObject({ ...march, granularity: 'day', ...HAND_COMPUTED });
    expect(reply.eventsByType).toEqual([
      { period: '2020-03-02', eventTypeId: waterId, type: 'Water Intrusion', events: 2 },
      { period: '2020-03-31', eventTypeId: fireId, type: 'Fire', events: 1 },
    ]);
    const [a, b] = reply.openByProperty;
    expect(reply.openByProperty).toHaveLength(2);
    expect([a.events, b.events]).toEqual([1, 1]);
    expect(new Set([a.propertyId, b.propertyId])).toEqual(new Set([propertyA, propertyB]));
  });

  it("answers the same figures to a member of 'all properties' whose role does not see every event", async () => {
    const token = await memberToken(t, who.harborId, 'analyst@harbor.example', ['viewDashboard'], {
      allProperties: true,
    });
    const rollups = await api.ok(analyticsEndpoints.analytics, { query: march });
    const direct = await api.ok(analyticsEndpoints.analytics, { query: march, token });
    // The headlines are of every day, the demo's events limited to roles too (analytics-headlines.test.ts).
    expect({ ...direct, headlines: null }).toEqual({ ...rollups, headlines: null });
  });

  it('hides from a limited viewer the events limited to other roles, and their claims', async () => {
    const token = await memberToken(t, who.harborId, 'analyst2@harbor.example', ['viewDashboard'], {
      allProperties: true,
    });
    const [admin] = await t.database.query<{ id: string }>(
      'select position_id as id from people where company_id = $1 and email_address = $2',
      [who.harborId, 'admin@harbor.example'],
    );
    await t.database.query(
      'insert into event_visible_roles (company_id, event_id, position_type_id) values ($1, $2, $3)',
      [who.harborId, ids.done, admin.id],
    );
    try {
      const reply = await api.ok(analyticsEndpoints.analytics, { query: march, token });
      expect(reply.bySeverity).toEqual([
        { severityLevel: 0, events: 1 },
        { severityLevel: 1, events: 1 },
      ]);
      expect(reply.claimsByMonth).toEqual([
        { month: '2020-03-01', claims: 1, totalLoss: '200.00', settlement: '0.00' },
      ]);
      // The administrator's role sees every event: the rollups still count it.
      expect((await api.ok(analyticsEndpoints.analytics, { query: march })).bySeverity).toEqual(
        HAND_COMPUTED.bySeverity,
      );
    } finally {
      await t.database.query('delete from event_visible_roles where event_id = $1', [ids.done]);
    }
  });

  it('counts from the events for a member who sees some properties: only theirs', async () => {
    const email = 'analyst3@harbor.example';
    const token = await memberToken(t, who.harborId, email, ['viewDashboard']);
    await t.database.query(
      `insert into person_properties (company_id, person_id, property_id)
       select company_id, id, $2 from people where company_id = $1 and email_address = $3`,
      [who.harborId, propertyB, email],
    );
    const reply = await api.ok(analyticsEndpoints.analytics, { query: march, token });
    expect(reply.eventsByType).toEqual([{ period: '2020-03-31', eventTypeId: fireId, type: 'Fire', events: 1 }]);
    expect(reply.bySeverity).toEqual([{ severityLevel: 1, events: 1 }]);
    expect(reply.claimsByMonth).toEqual([{ month: '2020-03-01', claims: 1, totalLoss: '200.00', settlement: '0.00' }]);
    expect(reply.openByProperty.map((row) => row.propertyId)).toEqual([propertyB]);
    // A property the member does not see is not found.
    const hidden = await api.call(analyticsEndpoints.analytics, { query: { ...march, propertyId: propertyA }, token });
    expect(hidden.statusCode).toBe(404);
  });

  it('filters by property', async () => {
    const reply = await api.ok(analyticsEndpoints.analytics, { query: { ...march, propertyId: propertyB } });
    expect(reply.property).toEqual({ id: propertyB, name: expect.any(String) });
    expect(reply.eventsByType).toEqual([{ period: '2020-03-31', eventTypeId: fireId, type: 'Fire', events: 1 }]);
    expect(reply.openByProperty).toEqual([{ propertyId: propertyB, property: expect.any(String), events: 1 }]);
    expect(reply.claimsByMonth).toEqual([{ month: '2020-03-01', claims: 1, totalLoss: '200.00', settlement: '0.00' }]);
  });

  it('groups by month over a long range, and counts a range by local days', async () => {
    const year = await api.ok(analyticsEndpoints.analytics, { query: { from: '2020-01-01', to: '2020-12-31' } });
    expect(year.granularity).toBe('month');
    expect(year.eventsByStatus).toEqual([
      { period: '2020-02-01', status: 1, events: 1 },
      { period: '2020-03-01', status: 0, events: 1 },
      { period: '2020-03-01', status: 1, events: 1 },
      { period: '2020-03-01', status: 4, events: 1 },
    ]);
    const leapDay = await api.ok(analyticsEndpoints.analytics, { query: { from: '2020-02-29', to: '2020-02-29' } });
    expect(leapDay.bySeverity).toEqual([{ severityLevel: 0, events: 1 }]);
  });

  it('shows another company nothing of Harbor, and an empty range answers empty lists', async () => {
    const summit = await api.ok(analyticsEndpoints.analytics, {
      query: march,
      token: who.summitToken,
      companyId: who.summitId,
    });
    for (const key of [
      'eventsByType',
      'eventsByStatus',
      'openByProperty',
      'sopByPeriod',
      'bySeverity',
      'claimsByMonth',
    ] as const) {
      expect(summit[key], key).toEqual([]);
    }
    const otherCompany = await api.call(analyticsEndpoints.analytics, { query: march, companyId: who.summitId });
    expect(otherCompany.statusCode).toBe(403);
  });

  it('needs viewDashboard: the viewer may, the reporter may not', async () => {
    expect((await api.call(analyticsEndpoints.analytics, { query: march, token: who.viewerToken })).statusCode).toBe(
      200,
    );
    expect((await api.call(analyticsEndpoints.analytics, { query: march, token: who.reporterToken })).statusCode).toBe(
      403,
    );
  });

  it('refuses bad dates, a reversed range and another company’s property', async () => {
    await expectRefused(
      api.call(analyticsEndpoints.analytics, { query: unchecked({ from: '2020-02-30' }) }),
      'querystring.from',
    );
    await expectRefused(
      api.call(analyticsEndpoints.analytics, { query: unchecked({ to: 'yesterday' }) }),
      'querystring.to',
    );
    await expectRefused(
      api.call(analyticsEndpoints.analytics, { query: { from: '2020-03-31', to: '2020-03-01' } }),
      'querystring.to',
      ANALYTICS_MESSAGES.rangeReversed,
    );
    const foreign = await api.call(analyticsEndpoints.analytics, { query: { ...march, propertyId: summitProperty } });
    expect(foreign.statusCode).toBe(404);
  });

  it('defaults to the last twelve months', async () => {
    const reply = await api.ok(analyticsEndpoints.analytics);
    const today = new Date().toISOString().slice(0, 10);
    expect(reply.to).toBe(today);
    expect(reply.from.endsWith('-01')).toBe(true);
    expect(reply.granularity).toBe('month');
  });
});

describe('the rollups of migration 0021', () => {
  it('hold the seeded data of every company', async () => {
    await expectRollupsKept();
  });

  it('follow status, type, property, severity and time changes of many events at once', async () => {
    await t.database.query(
      `update events set status = case status when 4 then 1 else 4 end, severity_level = 1 - severity_level
        where id in (select id from events order by id limit 7)`,
    );
    await t.database.query('update events set event_type_id = $1, property_id = $2 where id = $3', [
      fireId,
      propertyB,
      ids.open,
    ]);
    await t.database.query(
      `update events set date_occurred_utc = date_occurred_utc + interval '20 hours' where id = $1`,
      [ids.lastDay],
    );
    await expectRollupsKept();
  });

  it('write nothing for an update that changes no rolled-up column', async () => {
    const before = await t.database.query('select xmin::text from event_daily_rollups order by 1');
    await t.database.query(`update events set location = coalesce(location, '') || ' (checked)'`);
    expect(await t.database.query('select xmin::text from event_daily_rollups order by 1')).toEqual(before);
  });

  it('stamp the SOP finish time and follow it', async () => {
    await t.database.query(
      `update events set is_sop_complete = true, updated_at = created_at + interval '45 minutes'
      where id = $1`,
      [ids.lastDay],
    );
    const [row] = await t.database.query<{ minutes: number }>(
      'select event_rollup_minutes(sop_completed_at, created_at)::int as minutes from events where id = $1',
      [ids.lastDay],
    );
    expect(row.minutes).toBe(45);
    await expectRollupsKept();
    await t.database.query('update events set is_sop_complete = false where id = $1', [ids.lastDay]);
    const [cleared] = await t.database.query<{ at: string | null }>(
      'select sop_completed_at as at from events where id = $1',
      [ids.lastDay],
    );
    expect(cleared.at).toBeNull();
    await expectRollupsKept();
  });

  it('follow an archive through the API: the event and its claims leave the figures', async () => {
    const before = await api.ok(analyticsEndpoints.analytics, { query: march });
    await api.ok(eventManagementEndpoints.archive, {
      params: { id: ids.done },
      body: { selectedEventId: ids.done, verifiedEventId: ids.done },
    });
    await expectRollupsKept();
    const after = await api.ok(analyticsEndpoints.analytics, { query: march });
    const total = (reply: typeof before) => reply.bySeverity.reduce((sum, row) => sum + row.events, 0);
    expect(total(after)).toBe(total(before) - 1);
    expect(after.claimsByMonth).toEqual([{ month: '2020-03-01', claims: 1, totalLoss: '200.00', settlement: '0.00' }]);
    // Restoring it (no API does; a data fix might) brings them back.
    await t.database.query('update events set archived_at = null where id = $1', [ids.done]);
    await expectRollupsKept();
  });

  it('follow claim inserts, updates and deletes', async () => {
    await insertClaim('open', propertyA, '2020-03-07', '10.00', '5.00');
    await t.database.query(
      `update insurance_claims set total_loss = total_loss + 1, claim_date = '2020-04-02'
      where company_id = $1 and claim_date = '2020-03-05'`,
      [who.harborId],
    );
    await expectRollupsKept();
    await t.database.query(`delete from insurance_claims where company_id = $1 and claim_date = '2020-03-07'`, [
      who.harborId,
    ]);
    await expectRollupsKept();
  });

  it("move events to their new local day when their property's time zone changes", async () => {
    await t.database.query(`update properties set time_zone = 'Asia/Tokyo' where id = $1`, [propertyB]);
    await expectRollupsKept();
    const reply = await api.ok(analyticsEndpoints.analytics, { query: { from: '2020-03-01', to: '2020-03-01' } });
    // 03:00 UTC on March 1st is noon in Tokyo: the 'february' event is on March 1st now.
    expect(reply.eventsByType).toContainEqual({ period: '2020-03-01', eventTypeId: fireId, type: 'Fire', events: 1 });
  });

  it('follow deletes, the claims of a deleted event included', async () => {
    await t.database.query('delete from events where id in ($1, $2)', [ids.lastDay, ids.archived]);
    await t.database.query('delete from events where id in (select id from events order by id desc limit 3)');
    await expectRollupsKept();
  });
});
