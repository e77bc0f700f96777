import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personEndpoints } from '../../schemas/person.ts';
import { DEMO_COMPANIES } from '../../src/server/seed/demo-logins.ts';
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
    expect(await countIn('people', result.companyId)).toBe(ROWS + 1);
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

  it('lets the admin sign in and list the 301 people of the company', async () => {
    const tokens = await loginAs(t.app, result.adminEmail);
    const response = await callEndpoint(t.app, personEndpoints.list, {
      companyId: result.companyId,
      token: tokens.accessToken,
      query: { pageSize: 500 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ReplyOf<typeof personEndpoints.list>;
    expect(body).toMatchObject({ total: ROWS + 1, totalIsExact: true });
    expect(body.people).toHaveLength(ROWS + 1);
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
