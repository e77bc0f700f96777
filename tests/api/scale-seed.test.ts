import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { personEndpoints } from '../../schemas/person/endpoints.ts';
import { EVENT_STATUS_VALUES } from '../../src/domain/events/event-status.ts';
import { DEMO_COMPANIES } from '../../src/server/seed/demo-logins.ts';
import { EVENTS_PER_PROPERTY } from '../../src/server/seed/scale-events.ts';
import { type ScaleSeedResult, seedScale } from '../../src/server/seed/scale-seed.ts';
import { callEndpoint, type ReplyOf } from '../helpers/endpoint-call.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const ROWS = 300;
const COMPANY_TABLES = [
  'position_types',
  'properties',
  'property_groups',
  'property_group_properties',
  'people',
  'person_properties',
  'person_property_groups',
  'vendor_types',
  'vendors',
  'vendor_properties',
  'vendor_property_groups',
  'event_types',
  'event_categories',
  'procedures',
  'events',
  'event_steps',
  'event_checklist_items',
  'event_visible_roles',
  'event_number_counters',
];

let t: TestApp;
let result: ScaleSeedResult;
let demoIds: string[];
/** Every company-owned table's digest per demo company, before the seed. */
let demoBefore: Record<string, string>;
/** The definitions of every index before the seed (it drops and rebuilds some). */
let indexesBefore: string[];

async function indexDefinitions(): Promise<string[]> {
  const rows = await t.database.query<{ indexdef: string }>(
    "select indexdef from pg_indexes where schemaname = 'public' order by indexname",
  );
  return rows.map((row) => row.indexdef);
}

async function demoDigest(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of ['companies', 'logins', ...COMPANY_TABLES]) {
    const where =
      table === 'companies' ? 'id = any($1::uuid[])' : table === 'logins' ? 'true' : 'company_id = any($1::uuid[])';
    const params = table === 'logins' ? [] : [demoIds];
    const [row] = await t.database.query<{ digest: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t where ${where}`,
      params,
    );
    out[table] = row.digest;
  }
  return out;
}

async function countIn(table: string, companyId: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(`select count(*)::int as n from ${table} where company_id = $1`, [
    companyId,
  ]);
  return row.n;
}

beforeAll(async () => {
  t = await buildTestApp();
  demoIds = [
    await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name),
    await companyIdByName(t.database.db, DEMO_COMPANIES.summit.name),
  ];
  demoBefore = await demoDigest();
  indexesBefore = await indexDefinitions();
  result = await seedScale(t.database, { rows: ROWS });
});

afterAll(async () => {
  await t?.close();
});

describe('seedScale', () => {
  it('creates one new company with rows of each kind', async () => {
    const [company] = await t.database.query<{ name: string }>('select name from companies where id = $1', [
      result.companyId,
    ]);
    expect(company.name).toBe(`Scale Co ${ROWS}`);
    expect(demoIds).not.toContain(result.companyId);
    // the administrator and the routine tasks' inspector besides the staff
    expect(await countIn('people', result.companyId)).toBe(ROWS + 2);
    for (const table of ['properties', 'vendors', 'property_groups']) {
      expect(await countIn(table, result.companyId), table).toBe(ROWS);
    }
    expect(await countIn('position_types', result.companyId)).toBeGreaterThanOrEqual(2);
    const vendorTypes = await countIn('vendor_types', result.companyId);
    expect(vendorTypes).toBeGreaterThanOrEqual(3);
    expect(vendorTypes).toBeLessThanOrEqual(10);
    for (const table of COMPANY_TABLES) {
      expect(result.counts[table], table).toBe(await countIn(table, result.companyId));
    }
  });

  it('gives a routine task per 10 properties, with locations, assignees, the inspector and a year of history', async () => {
    const [row] = await t.database.query<{
      tasks: number;
      locations: number;
      fewest: number;
      most: number;
      inspector: number;
      statuses: string[];
      orphans: number;
    }>(
      `select (select count(*)::int from routine_tasks where company_id = $1) as tasks,
         (select count(*)::int from routine_task_locations where company_id = $1) as locations,
         (select min(n)::int from (select count(*) as n from routine_task_assignees where company_id = $1 group by routine_task_id) a) as fewest,
         (select max(n)::int from (select count(*) as n from routine_task_assignees where company_id = $1 group by routine_task_id) a) as most,
         (select count(*)::int from routine_task_assignees a join people p on p.id = a.person_id
           where a.company_id = $1 and p.email_address = $2) as inspector,
         (select array_agg(distinct status order by status) from routine_task_instances where company_id = $1) as statuses,
         (select count(*)::int from routine_task_instances i where i.company_id = $1
           and (select count(*) from routine_task_results r where r.instance_id = i.id) <> 3) as orphans`,
      [result.companyId, result.inspectorEmail],
    );
    expect(row.tasks).toBe(ROWS / 10);
    expect(row.locations).toBe(row.tasks * 3);
    expect([row.fewest, row.most]).toEqual([2, 3]);
    expect(row.inspector).toBe(row.tasks);
    expect(row.statuses).toEqual(['Complete', 'InProgress', 'NotStarted']);
    expect(row.orphans).toBe(0);
    expect(result.counts.routine_task_instances).toBeGreaterThan(row.tasks * 20);
  });

  it('leaves every index as it was (the ones it drops to load faster are built again)', async () => {
    expect(await indexDefinitions()).toEqual(indexesBefore);
    expect(indexesBefore.some((definition) => definition.includes('people_search_idx'))).toBe(true);
  });

  it('associates people, groups and vendors with properties in the documented ranges', async () => {
    const perPerson = await t.database.query<{ n: number }>(
      `select count(pp.property_id)::int as n from people p left join person_properties pp on pp.person_id = p.id
       where p.company_id = $1 and not p.all_properties_associated group by p.id`,
      [result.companyId],
    );
    expect(perPerson).toHaveLength(ROWS);
    expect(Math.min(...perPerson.map((r) => r.n))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perPerson.map((r) => r.n))).toBeLessThanOrEqual(3);

    const groupsPerPerson = await t.database.query<{ n: number }>(
      'select count(*)::int as n from person_property_groups where company_id = $1 group by person_id',
      [result.companyId],
    );
    expect(groupsPerPerson.length).toBeGreaterThan(0);
    expect(groupsPerPerson.every((r) => r.n === 1)).toBe(true);

    const perGroup = await t.database.query<{ n: number }>(
      `select count(gp.property_id)::int as n from property_groups g
       left join property_group_properties gp on gp.property_group_id = g.id where g.company_id = $1 group by g.id`,
      [result.companyId],
    );
    expect(perGroup).toHaveLength(ROWS);
    expect(Math.min(...perGroup.map((r) => r.n))).toBe(2);
    expect(Math.max(...perGroup.map((r) => r.n))).toBe(3);

    const perVendor = await t.database.query<{ n: number }>(
      `select count(vp.property_id)::int as n from vendors v left join vendor_properties vp on vp.vendor_id = v.id
       where v.company_id = $1 group by v.id`,
      [result.companyId],
    );
    expect(perVendor).toHaveLength(ROWS);
    expect(Math.max(...perVendor.map((r) => r.n))).toBeLessThanOrEqual(3);
    expect(perVendor.some((r) => r.n === 0)).toBe(true);
    expect(perVendor.some((r) => r.n > 0)).toBe(true);
  });

  it('links only rows of the new company', async () => {
    const [row] = await t.database.query<{ n: number }>(
      `select (
         (select count(*) from person_properties l join people p on p.id = l.person_id join properties x on x.id = l.property_id
           where l.company_id = $1 and (p.company_id <> $1 or x.company_id <> $1))
       + (select count(*) from person_property_groups l join people p on p.id = l.person_id join property_groups x on x.id = l.property_group_id
           where l.company_id = $1 and (p.company_id <> $1 or x.company_id <> $1))
       + (select count(*) from property_group_properties l join property_groups g on g.id = l.property_group_id join properties x on x.id = l.property_id
           where l.company_id = $1 and (g.company_id <> $1 or x.company_id <> $1))
       + (select count(*) from vendor_properties l join vendors v on v.id = l.vendor_id join properties x on x.id = l.property_id
           where l.company_id = $1 and (v.company_id <> $1 or x.company_id <> $1))
       + (select count(*) from vendor_property_groups l join vendors v on v.id = l.vendor_id join property_groups x on x.id = l.property_group_id
           where l.company_id = $1 and (v.company_id <> $1 or x.company_id <> $1))
       + (select count(*) from vendors v join vendor_types y on y.id = v.vendor_type_id where v.company_id = $1 and y.company_id <> $1)
       + (select count(*) from people p join position_types r on r.id = p.position_id where p.company_id = $1 and r.company_id <> $1)
       + (select count(*) from people p where p.company_id = $1 and p.position_id is null)
       )::int as n`,
      [result.companyId],
    );
    expect(row.n).toBe(0);
    // Every link row points at rows that exist (the seed skips the foreign-key triggers on PGlite).
    const [orphans] = await t.database.query<{ n: number }>(
      `select (
         (select count(*) from person_properties l where l.company_id = $1 and (
           not exists (select 1 from people where id = l.person_id) or not exists (select 1 from properties where id = l.property_id)))
       + (select count(*) from property_group_properties l where l.company_id = $1 and (
           not exists (select 1 from property_groups where id = l.property_group_id) or not exists (select 1 from properties where id = l.property_id)))
       + (select count(*) from vendor_properties l where l.company_id = $1 and (
           not exists (select 1 from vendors where id = l.vendor_id) or not exists (select 1 from properties where id = l.property_id)))
       )::int as n`,
      [result.companyId],
    );
    expect(orphans.n).toBe(0);
  });

  it('has varied, realistic names, places and phones', async () => {
    const [row] = await t.database.query<{ firsts: number; cities: number; states: number; phones: number }>(
      `select (select count(distinct first_name) from people where company_id = $1)::int as firsts,
              (select count(distinct city) from properties where company_id = $1)::int as cities,
              (select count(distinct state) from properties where company_id = $1)::int as states,
              (select count(distinct phone_number) from properties where company_id = $1)::int as phones`,
      [result.companyId],
    );
    expect(row.firsts).toBeGreaterThan(50);
    expect(row.cities).toBeGreaterThan(20);
    expect(row.states).toBeGreaterThan(10);
    expect(row.phones).toBeGreaterThan(ROWS * 0.9);
    const phones = await t.database.query<{ phone_number: string }>(
      'select phone_number from properties where company_id = $1 limit 20',
      [result.companyId],
    );
    for (const { phone_number } of phones) expect(phone_number).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });

  it('lets the admin sign in and list the 302 people of the company (with the inspector)', async () => {
    const tokens = await loginAs(t.app, result.adminEmail);
    const response = await callEndpoint(t.app, personEndpoints.list, {
      companyId: result.companyId,
      token: tokens.accessToken,
      query: { pageSize: 500 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ReplyOf<typeof personEndpoints.list>;
    expect(body).toMatchObject({ total: ROWS + 2, totalIsExact: true });
    expect(body.people).toHaveLength(ROWS + 2);
  });

  it('reuses the admin login for a second company of the same size and leaves the demo companies untouched', async () => {
    const second = await seedScale(t.database, { rows: ROWS, companyName: 'Scale Again' });
    expect(second.companyId).not.toBe(result.companyId);
    expect(second.adminEmail).toBe(result.adminEmail);
    const [logins] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from logins where lower(email) = lower($1)',
      [result.adminEmail],
    );
    expect(logins.n).toBe(1);
    const demoAfter = await demoDigest();
    // The scale admin's login is new in `logins`; everything the demo companies own is unchanged.
    const { logins: _before, ...ownedBefore } = demoBefore;
    const { logins: _after, ...ownedAfter } = demoAfter;
    expect(ownedAfter).toEqual(ownedBefore);
    const [demoLogins] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from logins where email not like '%@scale.example'",
    );
    expect(demoLogins.n).toBeGreaterThan(0);
  });
});

describe('seedScale: events', () => {
  const one = async <Row>(text: string): Promise<Row> =>
    (await t.database.query<Row>(text, [result.companyId]))[0] as Row;

  it('reports EVENTS_PER_PROPERTY events at every property', async () => {
    const row = await one<{ events: number; least: number; most: number }>(
      `select sum(n)::int as events, min(n)::int as least, max(n)::int as most from (
         select count(e.id) as n from properties p left join events e on e.property_id = p.id
         where p.company_id = $1 group by p.id) per_property`,
    );
    expect(row).toEqual({ events: ROWS * EVENTS_PER_PROPERTY, least: EVENTS_PER_PROPERTY, most: EVENTS_PER_PROPERTY });
  });

  it("gives each event its own copy of the procedure its type and category match, with the procedure's items", async () => {
    const row = await one<{ wrong_steps: number; wrong_items: number; wrong_source: number; steps: number }>(
      `select
         (select count(*) from events e where e.company_id = $1
            and (select count(*) from event_steps s where s.event_id = e.id)
             <> (select count(*) from procedure_steps p where p.procedure_id = e.source_procedure_id))::int as wrong_steps,
         (select count(*) from events e where e.company_id = $1
            and (select count(*) from event_checklist_items i where i.event_id = e.id)
             <> (select count(*) from checklist_items c join procedure_steps p on p.id = c.step_id
                 where p.procedure_id = e.source_procedure_id))::int as wrong_items,
         (select count(*) from events e join procedures p on p.id = e.source_procedure_id where e.company_id = $1
            and (p.company_id <> $1 or p.event_type_id <> e.event_type_id
                 or p.event_category_id is distinct from e.event_category_id and p.event_category_id is not null))::int
           as wrong_source,
         (select count(*) from event_steps where company_id = $1)::int as steps`,
    );
    expect(row).toMatchObject({ wrong_steps: 0, wrong_items: 0, wrong_source: 0 });
    expect(row.steps).toBeGreaterThan(ROWS * EVENTS_PER_PROPERTY * 5);
  });

  it('answers exactly the steps of the trail, each as its type asks; SOP In Progress events stop part way', async () => {
    const row = await one<{ off_trail: number; unanswered: number; bad_answer: number; sop_open: number }>(
      `select
         (select count(*) from event_steps s join events e on e.id = s.event_id where e.company_id = $1
            and s.answered <> (e.answered_question_trail ? s.id::text))::int as off_trail,
         (select count(*) from events e where e.company_id = $1 and jsonb_array_length(e.answered_question_trail) = 0)::int
           as unanswered,
         (select count(*) from event_steps s where s.company_id = $1 and s.answered and (
            (s.type_id = 'YesOrNo' and s.answer is null) or (s.type_id = 'Acknowledgement' and s.answer is not true)
            or (s.type_id = 'TextInput' and s.text_answer is null)))::int as bad_answer,
         (select count(*) from events e where e.company_id = $1
            and (e.status = 5) <> (not e.is_sop_complete))::int as sop_open`,
    );
    expect(row).toEqual({ off_trail: 0, unanswered: 0, bad_answer: 0, sop_open: 0 });
    const paths = await t.database.query<{ trail: string[] }>(
      `select distinct answered_question_trail as trail from events where company_id = $1 and status <> 5`,
      [result.companyId],
    );
    // Yes everywhere, No everywhere, taking turns: more than one path per procedure.
    expect(paths.length).toBeGreaterThan(5);
  });

  it('spreads statuses, severities, dates over two years, locations and role limits', async () => {
    const row = await one<{
      statuses: number[];
      severities: number[];
      days: number;
      locations: number;
      limited: number;
      events: number;
    }>(
      `select array_agg(distinct status order by status) as statuses,
              array_agg(distinct severity_level order by severity_level) as severities,
              extract(day from max(date_occurred_utc) - min(date_occurred_utc))::int as days,
              count(distinct location)::int as locations,
              (select count(distinct event_id) from event_visible_roles where company_id = $1)::int as limited,
              count(*)::int as events
         from events where company_id = $1`,
    );
    expect(row.statuses).toEqual([...EVENT_STATUS_VALUES].sort((a, b) => a - b));
    expect(row.severities).toEqual([0, 1]);
    expect(row.days).toBeGreaterThan(700);
    expect(row.locations).toBeGreaterThan(500);
    expect(row.limited).toBeGreaterThan(0);
    expect(row.limited).toBeLessThan(row.events / 4);
  });

  it('numbers each year 1, 2, 3… with the counters at the last number, so the next report continues', async () => {
    const years = await t.database.query<{ year: number; first: number; last: number; n: number; counter: number }>(
      `select e.number_year as year, min(e.number) as first, max(e.number) as last, count(*)::int as n,
              (select c.last_number from event_number_counters c where c.company_id = $1 and c.year = e.number_year) as counter
         from events e where e.company_id = $1 group by e.number_year order by e.number_year`,
      [result.companyId],
    );
    expect(years.length).toBeGreaterThanOrEqual(2);
    for (const year of years) expect(year).toEqual({ ...year, first: 1, last: year.n, counter: year.n });

    const { accessToken } = await loginAs(t.app, result.adminEmail);
    const [pick] = await t.database.query<{ type_id: string; category_id: string; property_id: string }>(
      `select e.event_type_id as type_id, e.event_category_id as category_id, e.property_id
         from events e where e.company_id = $1 limit 1`,
      [result.companyId],
    );
    const response = await callEndpoint(t.app, eventEndpoints.create, {
      companyId: result.companyId,
      token: accessToken,
      body: { typeId: pick.type_id, categoryId: pick.category_id, propertyId: pick.property_id, location: 'Lobby' },
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json() as ReplyOf<typeof eventEndpoints.create>;
    const year = new Date().getUTCFullYear();
    const before = years.find((row) => row.year === year)?.counter ?? 0;
    expect(reply.eventProgress?.number).toBe(`E-${year}-${String(before + 1).padStart(5, '0')}`);
  });

  it('lists them for the admin: searched by location word, all but Complete, newest first', async () => {
    const { accessToken } = await loginAs(t.app, result.adminEmail);
    const response = await callEndpoint(t.app, eventEndpoints.list, {
      companyId: result.companyId,
      token: accessToken,
      query: { search: 'kitchen', statusType: -2, sortBy: 'dateOccurredLocal', sortDirection: 'desc' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ReplyOf<typeof eventEndpoints.list>;
    expect(body.events).toHaveLength(25);
    for (const event of body.events) {
      expect(event.status).not.toBe(4);
      expect(`${event.location} ${event.category}`.toLowerCase()).toContain('kitchen');
    }
    const times = body.events.map((event) => event.dateOccurredUtc);
    expect(times).toEqual([...times].sort().reverse());
    const counts = await t.database.query<{ status: number; n: number }>(
      'select status, count(*)::int as n from events where company_id = $1 group by status',
      [result.companyId],
    );
    const cards = body.eventStatistics.filter((card) => card.statusType !== null);
    expect(
      cards.filter((card) => card.eventCount > 0).map(({ statusType, eventCount }) => [statusType, eventCount]),
    ).toEqual(expect.arrayContaining(counts.map(({ status, n }) => [status, n])));
    expect(body.eventStatistics[0].eventCount).toBe(counts.reduce((sum, { n }) => sum + n, 0));
  });
});
