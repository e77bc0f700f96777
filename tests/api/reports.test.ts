import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowOf } from '../../schemas/protocol/contract.ts';
import { REPORT_MESSAGES, reportEndpoints } from '../../schemas/report.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, endpointUrl, unchecked } from '../helpers/endpoint-call.ts';
import { expectRefused } from '../helpers/event-fixtures.ts';
import { eventCategoryIdByName, eventTypeIdByName } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The two reports (spec 001 §2 'Reports', §7): Event Counts read event_month_counts, kept by the
 * triggers of migration 0018 — checked here against hand-computed figures after inserts, archive,
 * moves, deletes, renames and a time-zone change — and the Insurance Claims report by claim date.
 */

type CountRow = RowOf<typeof reportEndpoints.eventCountByProperty>;

let t: TestApp;
let adminToken: string;
let summitToken: string;
let reporterToken: string;
let harborId: string;
let summitId: string;
/** A property of Harbor's made here, in Los Angeles time, so every figure below is hand-computed. */
let westId: string;
let eastId: string;
let waterId: string;
let pipeBurstId: string;
let roofLeakId: string;
let fireId: string;
let nextNumber = 1;

const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

async function newProperty(companyId: string, name: string, timeZone: string): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    `insert into properties (company_id, property_number, name, time_zone) values ($1, $2, $2, $3) returning id`,
    [companyId, name, timeZone],
  );
  return row.id;
}

/** Inserts events directly (as a bulk load would), one per UTC instant; returns their ids. */
async function insertEvents(
  companyId: string,
  propertyId: string,
  typeId: string,
  categoryId: string | null,
  instants: string[],
): Promise<string[]> {
  const rows = await t.database.query<{ id: string }>(
    `insert into events (company_id, number_year, number, property_id, event_type_id, event_category_id, date_occurred_utc)
     select $1, 2099, $2 + i, $3, $4, $5, instant::timestamptz
       from unnest($6::text[]) with ordinality as x(instant, i) returning id`,
    [companyId, nextNumber, propertyId, typeId, categoryId, instants],
  );
  nextNumber += instants.length + 1;
  return rows.map((row) => row.id);
}

/** The report's rows of one property (searched by its unique name), by type, category and month. */
async function countsOf(propertyName: string): Promise<Omit<CountRow, 'id' | 'propertyId'>[]> {
  const reply = await api.ok(reportEndpoints.eventCountByProperty, {
    query: { search: propertyName, sortBy: 'property', sortDirection: 'asc', pageSize: 1000 },
  });
  return reply.reportItems
    .filter((row) => row.property === propertyName)
    .map(({ id: _, propertyId: __, ...row }) => row)
    .sort((a, b) => `${a.type}|${a.category}|${a.month}`.localeCompare(`${b.type}|${b.category}|${b.month}`));
}

/** The kept counts of every company equal grouping the events themselves (the invariant of the triggers). */
async function expectKeptEqualsCounted() {
  const kept = await t.database.query(
    `select company_id, property_id, event_type_id, event_category_id, to_char(month, 'YYYY-MM') as month,
            property_name, type_name, category_name, events
       from event_month_counts order by 1, 2, 3, 4, 5`,
  );
  const counted = await t.database.query(
    `select e.company_id, e.property_id, e.event_type_id, e.event_category_id,
            to_char(e.date_occurred_utc at time zone p.time_zone, 'YYYY-MM') as month,
            p.name as property_name, ty.name as type_name, c.name as category_name, count(*)::int as events
       from events e join properties p on p.id = e.property_id join event_types ty on ty.id = e.event_type_id
       left join event_categories c on c.id = e.event_category_id
      where e.archived_at is null group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5`,
  );
  expect(counted.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  reporterToken = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
  const db = t.database.db;
  waterId = await eventTypeIdByName(db, harborId, 'Water Intrusion');
  fireId = await eventTypeIdByName(db, harborId, 'Fire');
  pipeBurstId = await eventCategoryIdByName(db, harborId, 'Water Intrusion', 'Pipe Burst');
  roofLeakId = await eventCategoryIdByName(db, harborId, 'Water Intrusion', 'Roof Leak');
  westId = await newProperty(harborId, 'Report West', 'America/Los_Angeles');
  eastId = await newProperty(harborId, 'Report East', 'America/New_York');
});
afterAll(() => t?.close());

describe('permissions and companies', () => {
  it('answers 403 to a member without manageProperties, for each report', async () => {
    for (const endpoint of Object.values(reportEndpoints)) {
      const query =
        endpoint === reportEndpoints.insuranceClaim
          ? { claimDateOnOrAfter: '2026-01-01', claimDateOnOrBefore: '2026-12-31' }
          : {};
      const response = await api.call(endpoint, { token: reporterToken, query: unchecked(query) });
      expect(response.statusCode, endpoint.path).toBe(403);
    }
  });

  it("answers 403 for another company's reports", async () => {
    const response = await api.call(reportEndpoints.eventCountByProperty, { companyId: summitId });
    expect(response.statusCode).toBe(403);
  });

  it("counts only the company's own events", async () => {
    const harbor = await api.ok(reportEndpoints.eventCountByProperty, { query: { pageSize: 1000 } });
    const summit = await api.ok(reportEndpoints.eventCountByProperty, {
      token: summitToken,
      companyId: summitId,
      query: { pageSize: 1000 },
    });
    const harborProperties = await t.database.query<{ id: string }>('select id from properties where company_id = $1', [
      harborId,
    ]);
    const ours = new Set(harborProperties.map((row) => row.id));
    expect(harbor.reportItems.length).toBeGreaterThan(0);
    expect(summit.reportItems.length).toBeGreaterThan(0);
    expect(harbor.reportItems.every((row) => ours.has(row.propertyId))).toBe(true);
    expect(summit.reportItems.some((row) => ours.has(row.propertyId))).toBe(false);
    const total = (rows: CountRow[]) => rows.reduce((sum, row) => sum + row.count, 0);
    const [counted] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from events where company_id = $1 and archived_at is null',
      [harborId],
    );
    expect(total(harbor.reportItems)).toBe(counted.n);
  });
});

describe('Event Counts', () => {
  it('holds the seeded events (the migration counted them, the triggers kept them)', async () => {
    await expectKeptEqualsCounted();
  });

  it("counts by property, type, category and month in the property's time zone", async () => {
    // 05:30 UTC on March 1st is still February 28th in Los Angeles.
    await insertEvents(harborId, westId, waterId, pipeBurstId, [
      '2026-03-01T05:30:00Z',
      '2026-03-01T09:00:00Z',
      '2026-03-20T12:00:00Z',
    ]);
    await insertEvents(harborId, westId, waterId, roofLeakId, ['2026-03-05T12:00:00Z']);
    await insertEvents(harborId, westId, fireId, null, ['2026-04-02T12:00:00Z', '2026-04-03T12:00:00Z']);
    expect(await countsOf('Report West')).toEqual([
      { property: 'Report West', type: 'Fire', category: null, month: '2026-04', count: 2 },
      { property: 'Report West', type: 'Water Intrusion', category: 'Pipe Burst', month: '2026-02', count: 1 },
      { property: 'Report West', type: 'Water Intrusion', category: 'Pipe Burst', month: '2026-03', count: 2 },
      { property: 'Report West', type: 'Water Intrusion', category: 'Roof Leak', month: '2026-03', count: 1 },
    ]);
    await expectKeptEqualsCounted();
  });

  it('leaves archived events out, and counts them again when restored', async () => {
    const [archived] = await t.database.query<{ id: string }>(
      `update events set archived_at = now() where id = (
         select id from events where property_id = $1 and event_category_id = $2 order by date_occurred_utc desc limit 1)
       returning id`,
      [westId, roofLeakId],
    );
    expect((await countsOf('Report West')).find((row) => row.category === 'Roof Leak')).toBeUndefined();
    await t.database.query('update events set archived_at = null where id = $1', [archived.id]);
    expect((await countsOf('Report West')).find((row) => row.category === 'Roof Leak')?.count).toBe(1);
    await expectKeptEqualsCounted();
  });

  it('moves an event between groups when its property, category or date changes', async () => {
    const [moved] = await insertEvents(harborId, westId, waterId, pipeBurstId, ['2026-05-10T12:00:00Z']);
    await t.database.query('update events set property_id = $2 where id = $1', [moved, eastId]);
    expect(await countsOf('Report East')).toEqual([
      { property: 'Report East', type: 'Water Intrusion', category: 'Pipe Burst', month: '2026-05', count: 1 },
    ]);
    expect((await countsOf('Report West')).find((row) => row.month === '2026-05')).toBeUndefined();
    await t.database.query(
      `update events set event_category_id = $2, date_occurred_utc = '2026-06-01T03:00:00Z' where id = $1`,
      [moved, roofLeakId],
    );
    // 03:00 UTC on June 1st is May 31st in New York.
    expect(await countsOf('Report East')).toEqual([
      { property: 'Report East', type: 'Water Intrusion', category: 'Roof Leak', month: '2026-05', count: 1 },
    ]);
    await t.database.query('update events set event_type_id = $2, event_category_id = null where id = $1', [
      moved,
      fireId,
    ]);
    expect(await countsOf('Report East')).toEqual([
      { property: 'Report East', type: 'Fire', category: null, month: '2026-05', count: 1 },
    ]);
    await expectKeptEqualsCounted();
  });

  it('writes nothing when an update moves no event (a status, a location)', async () => {
    const before = await t.database.query('select id, xmin::text from event_month_counts order by id');
    await t.database.query(`update events set status = 1, location = 'Checked' where property_id = $1`, [westId]);
    expect(await t.database.query('select id, xmin::text from event_month_counts order by id')).toEqual(before);
  });

  it('follows deletes, and drops a group whose last event is gone', async () => {
    await t.database.query('delete from events where property_id = $1 and event_type_id = $2', [westId, fireId]);
    expect((await countsOf('Report West')).map((row) => row.type)).not.toContain('Fire');
    await expectKeptEqualsCounted();
    const [zero] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from event_month_counts where events <= 0',
    );
    expect(zero.n).toBe(0);
  });

  it('follows renames of the property, type and category, and a new time zone of the property', async () => {
    await t.database.query(`update properties set name = 'Report West Renamed' where id = $1`, [westId]);
    await t.database.query(`update event_categories set name = 'Pipe Burst (renamed)' where id = $1`, [pipeBurstId]);
    await t.database.query(`update event_types set name = 'Water Intrusion (renamed)' where id = $1`, [waterId]);
    await t.database.query(`update properties set time_zone = 'UTC' where id = $1`, [westId]);
    // In UTC the 05:30 event of March 1st is a March event.
    expect(await countsOf('Report West Renamed')).toEqual([
      {
        property: 'Report West Renamed',
        type: 'Water Intrusion (renamed)',
        category: 'Pipe Burst (renamed)',
        month: '2026-03',
        count: 3,
      },
      {
        property: 'Report West Renamed',
        type: 'Water Intrusion (renamed)',
        category: 'Roof Leak',
        month: '2026-03',
        count: 1,
      },
    ]);
    await expectKeptEqualsCounted();
    await t.database.query(`update event_categories set name = 'Pipe Burst' where id = $1`, [pipeBurstId]);
    await t.database.query(`update event_types set name = 'Water Intrusion' where id = $1`, [waterId]);
  });

  it('follows a bulk insert of many events in one statement', async () => {
    const instants = Array.from({ length: 300 }, (_, i) => new Date(Date.UTC(2025, i % 12, 1 + (i % 27), 12)));
    await insertEvents(
      harborId,
      eastId,
      waterId,
      pipeBurstId,
      instants.map((instant) => instant.toISOString()),
    );
    const months = (await countsOf('Report East')).filter((row) => row.month.startsWith('2025'));
    expect(months).toHaveLength(12);
    expect(months.every((row) => row.count === 25)).toBe(true);
    await expectKeptEqualsCounted();
  });

  it('sorts by every column, both ways, on the server', async () => {
    const keyOf: Record<string, (row: CountRow) => string | number> = {
      property: (row) => row.property.toLowerCase(),
      type: (row) => row.type.toLowerCase(),
      category: (row) => row.category?.toLowerCase() ?? '\uffff',
      month: (row) => row.month,
      count: (row) => row.count,
    };
    for (const sortBy of ['property', 'type', 'category', 'month', 'count'] as const) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const reply = await api.ok(reportEndpoints.eventCountByProperty, {
          query: { sortBy, sortDirection, pageSize: 1000 },
        });
        const keys = reply.reportItems.map(keyOf[sortBy]);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (sortDirection === 'desc') sorted.reverse();
        expect(keys, `${sortBy} ${sortDirection}`).toEqual(sorted);
      }
    }
  });

  it('pages with a total', async () => {
    const all = await api.ok(reportEndpoints.eventCountByProperty, { query: { pageSize: 1000, sortBy: 'month' } });
    const second = await api.ok(reportEndpoints.eventCountByProperty, {
      query: { pageSize: 5, page: 2, sortBy: 'month' },
    });
    expect(second.reportItems).toEqual(all.reportItems.slice(5, 10));
    expect(all.total).toBe(all.reportItems.length);
    expect(all.totalIsExact).toBe(true);
  });

  it('refuses an unknown sort field with 400 naming it', async () => {
    await expectRefused(
      api.call(reportEndpoints.eventCountByProperty, { query: unchecked({ sortBy: 'location' }) }),
      'querystring.sortBy',
    );
  });
});

describe('Insurance Claims', () => {
  let claimEvent: string;
  let claimNumberText: string;

  async function insertClaim(companyId: string, eventId: string, propertyId: string, title: string, date: string) {
    await t.database.query(
      `insert into insurance_claims (company_id, event_id, property_id, title, claim_date, claim_type, claim_status,
         insurance_company, adjuster_name, policy_number, claim_number, deductible, adjustment, cost_estimate)
       values ($1, $2, $3, $4, $5, 2, 8, 'Acme Mutual', 'Ann Adjuster', 'POL-1', $4, 1000, 250.5, 12000.25)`,
      [companyId, eventId, propertyId, title, date],
    );
  }

  beforeAll(async () => {
    [claimEvent] = await insertEvents(harborId, eastId, waterId, pipeBurstId, ['2025-12-20T15:00:00Z']);
    [{ number_text: claimNumberText }] = await t.database.query<{ number_text: string }>(
      'select number_text from events where id = $1',
      [claimEvent],
    );
    await insertClaim(harborId, claimEvent, eastId, 'Claim A', '2026-01-01');
    await insertClaim(harborId, claimEvent, eastId, 'Claim B', '2026-01-31');
    await insertClaim(harborId, claimEvent, eastId, 'Claim C', '2026-02-01');
    await insertClaim(harborId, claimEvent, eastId, 'Claim Z', '2024-06-15');
    const summitProperty = await newProperty(summitId, 'Summit Report', 'America/Denver');
    const summitType = await eventTypeIdByName(t.database.db, summitId, 'Fire');
    const [summitEvent] = await insertEvents(summitId, summitProperty, summitType, null, ['2026-01-10T12:00:00Z']);
    await insertClaim(summitId, summitEvent, summitProperty, 'Summit claim', '2023-01-15');
  });

  it('lists the claims of the range, both ends included, oldest first, with their events', async () => {
    const reply = await api.ok(reportEndpoints.insuranceClaim, {
      query: { claimDateOnOrAfter: '2026-01-01', claimDateOnOrBefore: '2026-01-31' },
    });
    const ours = reply.insuranceClaimsWithEvents.filter((row) => row.eventId === claimEvent);
    expect(ours.map((row) => row.title)).toEqual(['Claim A', 'Claim B']);
    expect(ours[0]).toMatchObject({
      eventNumber: claimNumberText,
      dateOccurredUtc: '2025-12-20T15:00:00Z',
      dateOccurredLocal: '2025-12-20T10:00:00',
      propertyName: 'Report East',
      type: 'Water Intrusion',
      category: 'Pipe Burst',
      claimType: 2,
      claimTypeString: 'Property Casualty',
      claimDate: '2026-01-01',
      insuranceCompany: 'Acme Mutual',
      adjusterName: 'Ann Adjuster',
      policyNumber: 'POL-1',
      claimNumber: 'Claim A',
      deductible: 1000,
      adjustment: 250.5,
      costEstimate: 12000.25,
      status: 8,
    });
    expect(reply).toMatchObject({ total: reply.insuranceClaimsWithEvents.length, totalIsExact: true });
    const dates = reply.insuranceClaimsWithEvents.map((row) => row.claimDate);
    expect(dates.every((date) => date >= '2026-01-01' && date <= '2026-01-31')).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it("shows only the company's claims, and none of a deleted event", async () => {
    const range = { claimDateOnOrAfter: '2000-01-01', claimDateOnOrBefore: '2100-01-01' };
    const harbor = await api.ok(reportEndpoints.insuranceClaim, { query: range });
    expect(harbor.insuranceClaimsWithEvents.map((row) => row.title)).not.toContain('Summit claim');
    const summit = await api.ok(reportEndpoints.insuranceClaim, {
      token: summitToken,
      companyId: summitId,
      query: range,
    });
    expect(summit.insuranceClaimsWithEvents.map((row) => row.title)).toContain('Summit claim');
    expect(summit.insuranceClaimsWithEvents.map((row) => row.title)).not.toContain('Claim A');
    await t.database.query('update events set archived_at = now() where id = $1', [claimEvent]);
    const hidden = await api.ok(reportEndpoints.insuranceClaim, { query: range });
    expect(hidden.insuranceClaimsWithEvents.map((row) => row.title)).not.toContain('Claim A');
    await t.database.query('update events set archived_at = null where id = $1', [claimEvent]);
  });

  it('pages the range on the server in its order, with the total of the range', async () => {
    const range = { claimDateOnOrAfter: '2000-01-01', claimDateOnOrBefore: '2100-01-01' };
    const all = await api.ok(reportEndpoints.insuranceClaim, { query: { ...range, pageSize: 1000 } });
    expect(all.total).toBe(all.insuranceClaimsWithEvents.length);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const ids = all.insuranceClaimsWithEvents.map((row) => row.id);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(ids.length / 2); page++) {
      const reply = await api.ok(reportEndpoints.insuranceClaim, { query: { ...range, page, pageSize: 2 } });
      expect(reply.totalIsExact || reply.total > page * 2).toBe(true);
      paged.push(...reply.insuranceClaimsWithEvents.map((row) => row.id));
    }
    expect(paged).toEqual(ids);
    // The default page is the list protocol's; past the end: no rows, the total still told.
    const first = await api.ok(reportEndpoints.insuranceClaim, { query: range });
    expect(first.insuranceClaimsWithEvents.map((row) => row.id)).toEqual(ids.slice(0, 25));
    const beyond = await api.ok(reportEndpoints.insuranceClaim, { query: { ...range, page: 99, pageSize: 10 } });
    expect(beyond).toEqual({ insuranceClaimsWithEvents: [], total: ids.length, totalIsExact: true });
  });

  it("'Download as CSV' streams every claim of the range as download.csv, in words", async () => {
    const range = { claimDateOnOrAfter: '2026-01-01', claimDateOnOrBefore: '2026-01-31' };
    const response = await api.call(reportEndpoints.insuranceClaimExport, { query: range });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="download.csv"');
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header?.split(',')).toHaveLength(16);
    expect(header).toMatch(/^Title,Event Number,Date of Incident,Property,/);
    const listed = await api.ok(reportEndpoints.insuranceClaim, { query: { ...range, pageSize: 1000 } });
    expect(lines).toHaveLength(listed.total);
    const claimA = lines.find((line) => line.startsWith('Claim A,'));
    expect(claimA).toBe(
      `Claim A,${claimNumberText},12/20/2025,Report East,Water Intrusion,Pipe Burst,Property Casualty,01/01/2026,Acme Mutual,Ann Adjuster,POL-1,Claim A,"$1,000.00",$250.50,"$12,000.25",Closed Paid`,
    );
    expect(
      (await api.call(reportEndpoints.insuranceClaimExport, { query: range, token: reporterToken })).statusCode,
    ).toBe(403);
    await expectRefused(
      api.call(reportEndpoints.insuranceClaimExport, {
        query: { claimDateOnOrAfter: '2026-02-01', claimDateOnOrBefore: '2026-01-01' },
      }),
      'claimDateOnOrBefore',
      REPORT_MESSAGES.rangeReversed,
    );
  });

  it("'Download as CSV' in Spanish: the titles and the status in the viewer's language, the data as entered", async () => {
    const range = { claimDateOnOrAfter: '2026-01-01', claimDateOnOrBefore: '2026-01-31' };
    const response = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(reportEndpoints.insuranceClaimExport, harborId)}?${new URLSearchParams(range)}`,
      headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'es-US' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/^Título,Número de evento,Fecha del incidente,Propiedad,.*,Estado actual$/);
    expect(lines.find((line) => line.startsWith('Claim A,'))).toMatch(
      /,Acme Mutual,Ann Adjuster,POL-1,Claim A,.*,Cerrado: pagado$/,
    );
  });

  it('refuses a missing or malformed date with 400 naming the field', async () => {
    await expectRefused(
      api.call(reportEndpoints.insuranceClaim, { query: unchecked({ claimDateOnOrAfter: '2026-01-01' }) }),
      'querystring.claimDateOnOrBefore',
    );
    await expectRefused(
      api.call(reportEndpoints.insuranceClaim, { query: unchecked({ claimDateOnOrBefore: '2026-01-01' }) }),
      'querystring.claimDateOnOrAfter',
    );
    await expectRefused(
      api.call(reportEndpoints.insuranceClaim, {
        query: unchecked({ claimDateOnOrAfter: '01/15/2026', claimDateOnOrBefore: '2026-01-31' }),
      }),
      'querystring.claimDateOnOrAfter',
    );
    await expectRefused(
      api.call(reportEndpoints.insuranceClaim, {
        query: unchecked({ claimDateOnOrAfter: '2026-01-01', claimDateOnOrBefore: '2026-02-30' }),
      }),
      'querystring.claimDateOnOrBefore',
    );
    await expectRefused(
      api.call(reportEndpoints.insuranceClaim, {
        query: { claimDateOnOrAfter: '2026-02-01', claimDateOnOrBefore: '2026-01-01' },
      }),
      'claimDateOnOrBefore',
      REPORT_MESSAGES.rangeReversed,
    );
  });

  it('answers the earliest and latest claim date of the company', async () => {
    const [edges] = await t.database.query<{ first: string; last: string }>(
      `select min(c.claim_date)::text as first, max(c.claim_date)::text as last
         from insurance_claims c join events e on e.id = c.event_id
        where c.company_id = $1 and e.archived_at is null`,
      [harborId],
    );
    const harbor = await api.ok(reportEndpoints.insuranceClaimDateRange);
    expect(harbor).toEqual({ item1: edges.first, item2: edges.last });
    expect((harbor.item1 ?? '') <= '2024-06-15').toBe(true);
    expect((harbor.item2 ?? '') >= '2026-02-01').toBe(true);
    const summit = await api.ok(reportEndpoints.insuranceClaimDateRange, { token: summitToken, companyId: summitId });
    expect(summit.item1).toBe('2023-01-15');
  });

  it('answers nulls when the company has no claims', async () => {
    await t.database.query('delete from insurance_claims where company_id = $1', [summitId]);
    const summit = await api.ok(reportEndpoints.insuranceClaimDateRange, { token: summitToken, companyId: summitId });
    expect(summit).toEqual({ item1: null, item2: null });
  });
});
