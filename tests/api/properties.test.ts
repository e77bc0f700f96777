import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import { MAX_PAGE_SIZE } from '../../schemas/protocol/list.ts';
import type { PhoneNumberProvider, ProvisionedNumber } from '../../src/server/adapters/phone-numbers/index.ts';
import { findMembership } from '../../src/server/auth/membership.ts';
import { createServiceContext } from '../../src/server/context/service-context.ts';
import {
  insurancePolicies,
  people,
  personProperties,
  personPropertyGroups,
  positionTypes,
  properties,
  propertyGroupProperties,
  propertyGroups,
  propertyInsurancePolicies,
  vendorProperties,
  vendorPropertyGroups,
  vendors,
} from '../../src/server/db/schema/index.ts';
import { createOnCallNumber } from '../../src/server/modules/properties/on-call.ts';
import { ofCompany, pageQuery, searchFilter } from '../../src/server/modules/properties/service.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { type Query, signInDemoAdmins } from '../helpers/api-call.ts';
import { callEndpoint, endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import { createMember, databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;

type PropertyList = ReplyOf<typeof propertyEndpoints.list>;

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const list = (query: QueryInputOf<typeof propertyEndpoints.list> = {}, token = adminToken, companyId = harborId) =>
  api.ok(propertyEndpoints.list, { query, token, companyId });

const userProperties = (token: string, query: QueryInputOf<typeof propertyEndpoints.visibleToMe> = {}) =>
  api.ok(propertyEndpoints.visibleToMe, { token, query });

/** Any body: the validation tests send what the contract refuses. */
const save = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(propertyEndpoints.save, { body: unchecked(payload), token, companyId });

const saved = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.ok(propertyEndpoints.save, { body: unchecked(payload), token, companyId });

async function getOne(id: string, token = adminToken, companyId = harborId) {
  return (await api.ok(propertyEndpoints.detail, { params: { id }, token, companyId })).property;
}

let counter = 0;
/** A valid new property with a unique number. */
function draft(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    propertyNumber: `T-${counter}`,
    name: `Test Property ${counter}`,
    numberOfUnits: 10,
    phoneNumber: '(217) 555-0190',
    ...extra,
  };
}

const countOf = (table: typeof properties | typeof insurancePolicies, companyId = harborId) =>
  rowCount(t.database.db, table, eq(table.companyId, companyId));

async function seededId(number: string, companyId = harborId): Promise<string> {
  const [row] = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.propertyNumber, number)));
  return row.id;
}

/** The service context of Harbor's admin with `phoneNumbers` as the app's phone-number provider. */
async function contextWith(phoneNumbers: PhoneNumberProvider) {
  const company = await findMembership(t.database.db, harborId, DEMO_LOGINS.admin.email);
  if (!company) throw new Error('the demo admin is not a member of Harbor');
  const { app } = t;
  return createServiceContext({
    db: app.database.db,
    company,
    clock: app.clock,
    adapters: { ...app.adapters, phoneNumbers },
  });
}

const numbers = (body: PropertyList) => body.properties.map((property) => property.propertyNumber);

/** A person of Harbor with a role of the given kind; returns the person's id. */
async function addPerson(
  name: string,
  options: { seesAll?: boolean; poc?: boolean; all?: boolean; archived?: boolean; companyId?: string } = {},
): Promise<string> {
  const db = t.database.db;
  const companyId = options.companyId ?? harborId;
  const [role] = await db
    .insert(positionTypes)
    .values({
      companyId,
      name: `Role of ${name}`,
      isPocForEvents: options.poc ?? true,
      seesAllCompanyItems: options.seesAll ?? false,
    })
    .returning({ id: positionTypes.id });
  const [person] = await db
    .insert(people)
    .values({
      companyId,
      firstName: name,
      lastName: 'Contact',
      emailAddress: `${name.toLowerCase()}@contacts.example`,
      positionId: role.id,
      allPropertiesAssociated: options.all ?? false,
      isArchived: options.archived ?? false,
    })
    .returning({ id: people.id });
  return person.id;
}

async function addGroup(name: string, propertyIds: string[]): Promise<string> {
  const db = t.database.db;
  const [group] = await db
    .insert(propertyGroups)
    .values({ companyId: harborId, name })
    .returning({ id: propertyGroups.id });
  if (propertyIds.length > 0) {
    await db
      .insert(propertyGroupProperties)
      .values(propertyIds.map((propertyId) => ({ companyId: harborId, propertyGroupId: group.id, propertyId })));
  }
  return group.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

describe('GET /properties', () => {
  it("lists the company's active properties, number descending by default, with the total", async () => {
    const body = await list();
    expect(body.total).toBe(4);
    expect(numbers(body)).toEqual(['202', '201', '102', '101']);
    expect(body.properties.at(-1)).toEqual({
      id: expect.any(String),
      propertyNumber: '101',
      name: 'Lakeview Apartments',
      numberOfUnits: 120,
      address: { streetAddress1: '12 Lakeview Drive', city: 'Springfield', state: 'IL', postalCode: '62704' },
      phoneNumber: '(217) 555-0120',
      timeZone: 'America/New_York',
      isArchived: false,
      // Seeded: the manager is on call, with the embedded provider's first 217 number.
      onCallPersonId: expect.any(String),
      onCallPhoneNumberFriendlyFormat: '(217) 555-0100',
    });
    expect(body.properties[0]).toMatchObject({ onCallPersonId: null, onCallPhoneNumberFriendlyFormat: null });
  });

  it('sorts by number, name, city, units and archived in either direction', async () => {
    expect(numbers(await list({ sortBy: 'propertyNumber', sortDirection: 'asc' }))).toEqual([
      '101',
      '102',
      '201',
      '202',
    ]);
    expect((await list({ sortBy: 'name', sortDirection: 'asc' })).properties.map((p) => p.name)).toEqual([
      'Lakeview Apartments',
      'Maple Court',
      'Oak Street Lofts',
      'Riverside Commons',
    ]);
    expect(numbers(await list({ sortBy: 'city', sortDirection: 'asc' }))).toEqual(['202', '102', '201', '101']);
    expect(numbers(await list({ sortBy: 'numberOfUnits', sortDirection: 'desc' }))).toEqual([
      '201',
      '101',
      '102',
      '202',
    ]);
    expect(numbers(await list({ sortBy: 'state', sortDirection: 'asc' }))).toEqual(['202', '102', '201', '101']);
    const archived = await list({ sortBy: 'isArchived', sortDirection: 'asc', showArchived: true });
    const flags = archived.properties.map((p) => p.isArchived);
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
  });

  it('searches number, name, city and state case-insensitively, treating % and _ literally', async () => {
    expect(numbers(await list({ search: 'SPRINGFIELD' }))).toEqual(['101']);
    expect(numbers(await list({ search: 'lofts' }))).toEqual(['102']);
    expect(numbers(await list({ search: '20', sortDirection: 'asc' }))).toEqual(['201', '202']);
    expect((await list({ search: 'il' })).total).toBe(4);
    await saved(draft({ propertyNumber: 'S-1', name: 'Srch 100% Sure' }));
    await saved(draft({ propertyNumber: 'S-2', name: 'Srch 1000 Sure' }));
    expect((await list({ search: '100%' })).properties.map((p) => p.name)).toEqual(['Srch 100% Sure']);
    expect(await list({ search: 'no such property' })).toEqual({ properties: [], total: 0, totalIsExact: true });
  });

  it('lists only the ids asked for (a picker showing what a form holds), archived ones with showArchived', async () => {
    const archived = await saved(draft({ propertyNumber: 'ID-2', name: 'Ids Archived', isArchived: true }));
    const wanted = [await seededId('101'), archived.id];
    const summitOnes = (await list({}, summitToken, summitId)).properties.map((property) => property.id);
    const ids = [...wanted, summitOnes[0]].join(',');
    expect(numbers(await list({ ids, showArchived: true, sortDirection: 'asc' }))).toEqual(['101', 'ID-2']);
    expect(numbers(await list({ ids }))).toEqual(['101']);
  });

  it("refuses an ids filter that is not a list of at most 100 ids, naming 'querystring.ids'", async () => {
    for (const ids of [
      'not-an-id',
      `${crypto.randomUUID()},`,
      Array.from({ length: 101 }, () => crypto.randomUUID()).join(','),
    ]) {
      const response = await api.call(propertyEndpoints.list, { query: { ids } });
      expect(response.statusCode, ids.slice(0, 20)).toBe(400);
      expect(response.json().validationErrors).toEqual([expect.objectContaining({ field: 'querystring.ids' })]);
    }
  });

  it('sorts properties without a city last in either direction', async () => {
    await saved(draft({ propertyNumber: 'NC-1', name: 'No City Yet' }));
    for (const sortDirection of ['asc', 'desc'] as const) {
      const body = await list({ sortBy: 'city', sortDirection, pageSize: 200 });
      const cities = body.properties.map((p) => p.address.city);
      expect(cities.indexOf('')).toBe(cities.length - cities.filter((city) => city === '').length);
    }
  });

  it('hides archived properties unless showArchived, and counts them then', async () => {
    const archived = await saved(draft({ name: 'Archived Arms', isArchived: true }));
    expect((await list({ search: 'Archived Arms' })).total).toBe(0);
    const shown = await list({ search: 'Archived Arms', showArchived: true });
    expect(shown.total).toBe(1);
    expect(shown.properties[0]).toMatchObject({ id: archived.id, isArchived: true });
  });

  it('pages with a stable order and the total of all matches', async () => {
    for (const n of [1, 2, 3, 4, 5]) await saved(draft({ propertyNumber: `P-${n}`, name: `Paged ${n}` }));
    await saved(draft({ propertyNumber: 'P-3', name: 'Paged 3' }));
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(await list({ search: 'Paged', sortBy: 'name', sortDirection: 'asc', page, pageSize: 2 }));
    }
    expect(pages.map((body) => body.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((body) => body.properties.length)).toEqual([2, 2, 2, 0]);
    const ids = pages.flatMap((body) => body.properties.map((property) => property.id));
    expect(new Set(ids).size).toBe(6);
    expect(pages.flatMap((body) => body.properties.map((p) => p.name))).toEqual([
      'Paged 1',
      'Paged 2',
      'Paged 3',
      'Paged 3',
      'Paged 4',
      'Paged 5',
    ]);
  });

  it("never shows another company's properties", async () => {
    const theirs = await saved(draft({ name: 'Summit Secret' }), summitToken, summitId);
    expect((await list({ search: 'Summit Secret', showArchived: true })).total).toBe(0);
    expect((await list({ search: 'Summit Secret' }, summitToken, summitId)).properties[0].id).toBe(theirs.id);
  });

  it.each<[string, Query, string]>([
    ['an unknown sort column', { sortBy: 'createdAt' }, 'querystring.sortBy'],
    ['an unknown direction', { sortDirection: 'up' }, 'querystring.sortDirection'],
    ['page 0', { page: 0 }, 'querystring.page'],
    ['a page size over the maximum', { pageSize: MAX_PAGE_SIZE + 1 }, 'querystring.pageSize'],
    ['a showArchived that is not a boolean', { showArchived: 'maybe' }, 'querystring.showArchived'],
  ])('refuses %s with 400', async (_title, query, field) => {
    const response = await api.call(propertyEndpoints.list, { query: unchecked(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('needs manageProperties', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    expect((await api.call(propertyEndpoints.list, { token: accessToken })).statusCode).toBe(403);
  });

  it('reads the trigram index for the search and the btree indexes for the sorts', async () => {
    const plans: Record<string, string> = {};
    const params = { sortBy: 'name', sortDirection: 'asc', page: 1, pageSize: 25, showArchived: false } as const;
    const cases = { byName: params, byNumber: { ...params, sortBy: 'propertyNumber' } } as const;
    await t.database.db
      .transaction(async (tx) => {
        // On a table this small the planner prefers a sequential scan; forbid it to see the index chosen.
        await tx.execute(sql`set local enable_seqscan = off`);
        const search = await tx.execute(
          sql`explain select ${properties.id} from ${properties} where ${searchFilter('lake')}`,
        );
        plans.search = JSON.stringify((search as { rows: unknown[] }).rows);
        for (const [key, query] of Object.entries(cases)) {
          const result = await tx.execute(sql`explain ${pageQuery(tx, ofCompany(harborId), query)}`);
          plans[key] = JSON.stringify((result as { rows: unknown[] }).rows);
        }
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    expect(plans.search).toContain('properties_search_idx');
    expect(plans.byName).toContain('properties_company_name_idx');
    expect(plans.byNumber).toContain('properties_company_number_idx');
  });
});

describe('GET /properties/{id}', () => {
  it('answers the property with its first insurance policy as the form’s insurance', async () => {
    const property = await getOne(await seededId('101'));
    expect(property.insurance).toEqual({
      policyNumber: 'MM-204-5581',
      contactNumber: '(312) 555-0140',
      deductible: 2500,
    });
    expect(property.insurancePolicies).toEqual([
      {
        id: expect.any(String),
        carrierName: 'Midwest Mutual',
        policyNumber: 'MM-204-5581',
        contactNumber: '(312) 555-0140',
        deductible: 2500,
      },
    ]);
  });

  it('answers 404 for an unknown id and for another company’s property', async () => {
    const theirs = await seededId('101', summitId);
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000']) {
      const response = await api.call(propertyEndpoints.detail, { params: { id } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The requested resource was not found.' });
    }
  });

  it('refuses an id that is not a uuid with 400', async () => {
    const response = await api.call(propertyEndpoints.detail, { params: { id: '42' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });
});

describe('POST /property', () => {
  it('creates a property with the defaults and no insurance when none is given', async () => {
    const before = await countOf(insurancePolicies);
    const property = await saved({
      propertyNumber: ' 301 ',
      name: ' Harbor View ',
      numberOfUnits: 0,
      phoneNumber: '217.555.0177',
    });
    expect(property).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      propertyNumber: '301',
      name: 'Harbor View',
      numberOfUnits: 0,
      address: { streetAddress1: '', city: '', state: '', postalCode: '' },
      phoneNumber: '(217) 555-0177',
      timeZone: 'America/New_York',
      isArchived: false,
      onCallPersonId: null,
      onCallPhoneNumberFriendlyFormat: null,
      insurance: { deductible: 0 },
      insurancePolicies: [],
    });
    expect(await countOf(insurancePolicies)).toBe(before);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row.companyId).toBe(harborId);
    expect(await getOne(property.id)).toEqual(property);
  });

  it('round-trips every field, the time zone in its canonical spelling', async () => {
    const sent = draft({
      numberOfUnits: 64,
      address: { streetAddress1: '5 Pier Road', city: 'Chicago', state: 'il', postalCode: '60601' },
      phoneNumber: '+1 312 555 0111',
      timeZone: 'america/chicago',
      isArchived: true,
      insurance: { policyNumber: 'HX-1', contactNumber: '3125550112', deductible: 1234.56 },
    });
    const property = await saved(sent);
    expect(property).toMatchObject({
      numberOfUnits: 64,
      address: { streetAddress1: '5 Pier Road', city: 'Chicago', state: 'IL', postalCode: '60601' },
      phoneNumber: '(312) 555-0111',
      timeZone: 'America/Chicago',
      isArchived: true,
      insurance: { policyNumber: 'HX-1', contactNumber: '(312) 555-0112', deductible: 1234.56 },
    });
    expect(property.insurancePolicies).toHaveLength(1);
    const [link] = await t.database.db
      .select()
      .from(propertyInsurancePolicies)
      .where(eq(propertyInsurancePolicies.propertyId, property.id));
    expect(link).toMatchObject({ companyId: harborId, position: 0, policyId: property.insurancePolicies[0].id });
    const [policy] = await t.database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.id, link.policyId));
    expect(policy).toMatchObject({ companyId: harborId, number: 'HX-1', deductible: '1234.56' });
    // What the form sends back (every field it received) saves unchanged.
    expect(await saved(property)).toEqual(property);
  });

  it('uses the configured default time zone for a property without one', async () => {
    const other = await buildTestApp({ DEFAULT_TIME_ZONE: 'America/Denver' });
    try {
      const token = (await loginAs(other.app, DEMO_LOGINS.admin.email)).accessToken;
      const response = await callEndpoint(other.app, propertyEndpoints.save, {
        companyId: harborId,
        token,
        body: unchecked(draft()),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().timeZone).toBe('America/Denver');
    } finally {
      await other.close();
    }
  });

  it('updates a property of the company, replacing every field as the form sends them all', async () => {
    const property = await saved(draft({ timeZone: 'America/Phoenix' }));
    const updated = await saved({
      id: property.id,
      propertyNumber: 'U-1',
      name: 'Renamed',
      numberOfUnits: 99,
      phoneNumber: '(309) 555-0100',
    });
    expect(updated).toMatchObject({ id: property.id, propertyNumber: 'U-1', name: 'Renamed', numberOfUnits: 99 });
    // No time zone in the update: the configured default (the form always sends its value).
    expect(updated.timeZone).toBe('America/New_York');
    expect(await countOf(properties)).toBe((await list({ showArchived: true, pageSize: 200 })).total);
  });

  it("answers 404 for another company's property and changes nothing", async () => {
    const theirs = await saved(draft({ name: 'Summit Keep' }), summitToken, summitId);
    const before = await databaseFingerprint(t.database);
    const response = await save({ ...draft({ name: 'Hijacked' }), id: theirs.id, insurance: { policyNumber: 'X' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested resource was not found.' });
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect(await getOne(theirs.id, summitToken, summitId)).toEqual(theirs);
  });

  it('answers 404 for an id that does not exist, creating nothing', async () => {
    const before = await countOf(properties);
    const response = await save({ ...draft(), id: '00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(await countOf(properties)).toBe(before);
  });

  it.each<[string, Record<string, unknown>, { field: string; message?: string }[]]>([
    [
      'missing required fields',
      { address: {} },
      [
        { field: 'propertyNumber', message: 'is required' },
        { field: 'name', message: 'is required' },
        { field: 'numberOfUnits', message: 'is required' },
        { field: 'phoneNumber', message: 'is required' },
      ],
    ],
    ['an empty name', draft({ name: '' }), [{ field: 'name', message: 'is required' }]],
    [
      'a number and name of spaces',
      draft({ propertyNumber: '  ', name: ' ' }),
      [
        { field: 'propertyNumber', message: 'is required' },
        { field: 'name', message: 'is required' },
      ],
    ],
    ['units that are not a number', draft({ numberOfUnits: 'many' }), [{ field: 'numberOfUnits' }]],
    ['fractional units', draft({ numberOfUnits: 2.5 }), [{ field: 'numberOfUnits' }]],
    ['negative units', draft({ numberOfUnits: -1 }), [{ field: 'numberOfUnits' }]],
    ['units beyond any building', draft({ numberOfUnits: 5_000_000_000 }), [{ field: 'numberOfUnits' }]],
    [
      'a phone number that is not one',
      draft({ phoneNumber: '555-12' }),
      [{ field: 'phoneNumber', message: '555-12 is not a valid phone number' }],
    ],
    [
      'an insurance contact phone that is not one',
      draft({ insurance: { contactNumber: 'call me' } }),
      [{ field: 'insurance.contactNumber', message: 'call me is not a valid phone number' }],
    ],
    ['a negative deductible', draft({ insurance: { deductible: -5 } }), [{ field: 'insurance.deductible' }]],
    [
      'a deductible with fractions of a cent',
      draft({ insurance: { deductible: 10.005 } }),
      [{ field: 'insurance.deductible', message: 'must be whole cents' }],
    ],
    [
      'a deductible beyond numeric(14,2)',
      draft({ insurance: { deductible: 1e13 } }),
      [{ field: 'insurance.deductible' }],
    ],
    [
      'an unknown time zone',
      draft({ timeZone: 'Mars/Olympus_Mons' }),
      [{ field: 'timeZone', message: "'Mars/Olympus_Mons' is not a known time zone" }],
    ],
    ['an on-call person id that is not a uuid', draft({ onCallPersonId: 'bob' }), [{ field: 'onCallPersonId' }]],
    ['an id that is not a uuid', draft({ id: '42' }), [{ field: 'id', message: 'must be a valid uuid' }]],
    ['a body that is not an object', [] as unknown as Record<string, unknown>, [{ field: '(body)' }]],
  ])('refuses %s with 400 and field errors, saving nothing', async (_title, payload, expected) => {
    const before = [await countOf(properties), await countOf(insurancePolicies)];
    const response = await save(payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.validationErrors).toEqual(
      expect.arrayContaining(expected.map((item) => expect.objectContaining(item))),
    );
    expect([await countOf(properties), await countOf(insurancePolicies)]).toEqual(before);
  });

  it('refuses an on-call person who is not a contact, creating nothing and changing nothing', async () => {
    const stranger = await addPerson('Stranger');
    const summitPerson = await addPerson('Elsewhere', { all: true, companyId: summitId });
    const beforeCount = await countOf(properties);
    for (const personId of [stranger, summitPerson]) {
      const response = await save(draft({ onCallPersonId: personId, insurance: { policyNumber: 'ROLLED-BACK' } }));
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors).toEqual([
        { field: 'onCallPersonId', message: 'must be one of the property’s contacts' },
      ]);
    }
    expect(await countOf(properties)).toBe(beforeCount);
    const [policy] = await t.database.db
      .select({ n: count() })
      .from(insurancePolicies)
      .where(eq(insurancePolicies.number, 'ROLLED-BACK'));
    expect(Number(policy.n)).toBe(0);

    const property = await saved(draft());
    const before = await databaseFingerprint(t.database);
    const response = await save({ ...property, name: 'Changed', onCallPersonId: stranger });
    expect(response.statusCode).toBe(400);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('accepts an on-call person who is a contact and clears it with null', async () => {
    const property = await saved(draft());
    const person = await addPerson('Oncall');
    await t.database.db
      .insert(personProperties)
      .values({ companyId: harborId, personId: person, propertyId: property.id });
    const withPerson = await saved({ ...property, onCallPersonId: person });
    expect(withPerson.onCallPersonId).toBe(person);
    expect((await saved({ ...withPerson, onCallPersonId: null })).onCallPersonId).toBeNull();
  });
});

describe('the insurance rule (spec 000 §5)', () => {
  it('saves an empty deductible as 0 when the number or contact is set', async () => {
    const byNumber = await saved(draft({ insurance: { policyNumber: 'ONLY-NUMBER' } }));
    expect(byNumber.insurance).toEqual({ policyNumber: 'ONLY-NUMBER', deductible: 0 });
    const byContact = await saved(draft({ insurance: { contactNumber: '(217) 555-0131', deductible: null } }));
    expect(byContact.insurance).toEqual({ contactNumber: '(217) 555-0131', deductible: 0 });
    expect(byContact.insurancePolicies).toHaveLength(1);
  });

  it('saves a policy with only a deductible', async () => {
    const property = await saved(draft({ insurance: { deductible: 500 } }));
    expect(property.insurancePolicies).toEqual([
      { id: expect.any(String), carrierName: null, policyNumber: null, contactNumber: null, deductible: 500 },
    ]);
  });

  it('includes no policy when number, contact and deductible are all empty (a 0 deductible is empty)', async () => {
    const before = await countOf(insurancePolicies);
    for (const insurance of [{}, { policyNumber: ' ', contactNumber: '', deductible: null }, { deductible: 0 }]) {
      expect((await saved(draft({ insurance }))).insurancePolicies).toEqual([]);
    }
    expect(await countOf(insurancePolicies)).toBe(before);
  });

  it('updates the first policy in place on later saves, and leaves it alone when the form sends none', async () => {
    const property = await saved(draft({ insurance: { policyNumber: 'V1', deductible: 100 } }));
    const policyId = property.insurancePolicies[0].id;
    const before = await countOf(insurancePolicies);
    const second = await saved({
      ...property,
      insurance: { policyNumber: 'V2', contactNumber: '2175550155', deductible: 250.5 },
    });
    expect(second.insurancePolicies).toEqual([
      { id: policyId, carrierName: null, policyNumber: 'V2', contactNumber: '(217) 555-0155', deductible: 250.5 },
    ]);
    expect(await countOf(insurancePolicies)).toBe(before);
    const third = await saved({ ...second, insurance: {} });
    expect(third.insurancePolicies).toEqual(second.insurancePolicies);
  });

  it('edits the seeded first policy of property 101 in place', async () => {
    const property = await getOne(await seededId('101'));
    const updated = await saved({ ...property, insurance: { ...property.insurance, deductible: 3000 } });
    expect(updated.insurancePolicies[0]).toEqual({ ...property.insurancePolicies[0], deductible: 3000 });
  });
});

describe('GET /property/{id}/poc and /vendors', () => {
  let propertyId: string;
  const contacts: Record<string, string> = {};

  beforeAll(async () => {
    propertyId = (await saved(draft({ name: 'Contact Tower' }))).id;
    const db = t.database.db;
    contacts.direct = await addPerson('Direct');
    await db.insert(personProperties).values({ companyId: harborId, personId: contacts.direct, propertyId });
    contacts.viaGroup = await addPerson('Grouped');
    const group = await addGroup('Contact Group', [propertyId]);
    await db
      .insert(personPropertyGroups)
      .values({ companyId: harborId, personId: contacts.viaGroup, propertyGroupId: group });
    contacts.all = await addPerson('Everywhere', { all: true });
    contacts.seesAll = await addPerson('Overseer', { seesAll: true });
    contacts.none = await addPerson('Unrelated');
    contacts.archived = await addPerson('Gone', { archived: true });
    await db.insert(personProperties).values({ companyId: harborId, personId: contacts.archived, propertyId });
    contacts.notPoc = await addPerson('Quiet', { poc: false });
    await db.insert(personProperties).values({ companyId: harborId, personId: contacts.notPoc, propertyId });

    const [direct, grouped, unrelated] = await db
      .insert(vendors)
      .values([
        { companyId: harborId, name: 'Direct Vendor', city: 'Peoria', state: 'IL' },
        { companyId: harborId, name: 'Grouped Vendor' },
        { companyId: harborId, name: 'Unrelated Vendor' },
      ])
      .returning({ id: vendors.id });
    void unrelated;
    await db.insert(vendorProperties).values({ companyId: harborId, vendorId: direct.id, propertyId });
    await db.insert(vendorPropertyGroups).values({ companyId: harborId, vendorId: grouped.id, propertyGroupId: group });
  });

  it('lists the contacts: direct, through a group, all properties, or a sees-all role', async () => {
    const response = await api.call(propertyEndpoints.contacts, { params: { id: propertyId } });
    expect(response.statusCode).toBe(200);
    const ids = response.json().people.map((person: { id: string }) => person.id);
    for (const key of ['direct', 'viaGroup', 'all', 'seesAll']) expect(ids, key).toContain(contacts[key]);
    for (const key of ['none', 'archived', 'notPoc']) expect(ids, key).not.toContain(contacts[key]);
    // The seeded admin (all properties, sees-all role); the viewer's role is not shown as POC.
    const names = response.json().people.map((person: { name: string }) => person.name);
    expect(names).toContain('Avery Admin');
    expect(names).not.toContain('Val Viewer');
    // Ordered by the name as shown (first then last), as the Users list is.
    const shown = names.map((name: string) => name.toLowerCase());
    expect(shown).toEqual([...shown].sort());
    expect(response.json().people.find((p: { id: string }) => p.id === contacts.direct)).toEqual({
      id: contacts.direct,
      firstName: 'Direct',
      lastName: 'Contact',
      name: 'Direct Contact',
      email: 'direct@contacts.example',
      phone: null,
      // The old names, kept for one release (README 'API names changing').
      phoneNumber: null,
      emailAddress: 'direct@contacts.example',
      positionId: expect.any(String),
      positionName: 'Role of Direct',
    });
  });

  it('accepts exactly the contacts as on-call person', async () => {
    const property = await getOne(propertyId);
    for (const key of ['direct', 'viaGroup', 'all', 'seesAll']) {
      expect((await saved({ ...property, onCallPersonId: contacts[key] })).onCallPersonId).toBe(contacts[key]);
    }
    for (const key of ['none', 'archived', 'notPoc']) {
      expect((await save({ ...property, onCallPersonId: contacts[key] })).statusCode, key).toBe(400);
    }
  });

  it('lists the vendors: direct, through a group, or all properties', async () => {
    const response = await api.call(propertyEndpoints.vendors, { params: { id: propertyId } });
    expect(response.statusCode).toBe(200);
    const list = (response.json() as ReplyOf<typeof propertyEndpoints.vendors>).vendors;
    expect(list.map((vendor) => vendor.name)).toEqual(['Direct Vendor', 'Grouped Vendor', 'Rapid Restoration Co.']);
    // A row of the vendor list (schemas/vendor.ts vendorRowSchema): what the vendor lacks is left out.
    expect(list[0]).toEqual({
      id: expect.any(String),
      name: 'Direct Vendor',
      location: 'Peoria, IL',
      address: { city: 'Peoria', state: 'IL' },
      allPropertiesAssociated: false,
    });
    expect(list[1]).toEqual({
      id: expect.any(String),
      name: 'Grouped Vendor',
      location: '',
      address: {},
      allPropertiesAssociated: false,
    });
    expect(list[2]).toMatchObject({
      type: 'Disaster Recovery',
      allPropertiesAssociated: true,
      location: 'Springfield, IL',
    });
  });

  it("answers 404 for another company's property", async () => {
    const theirs = await seededId('101', summitId);
    for (const endpoint of [propertyEndpoints.contacts, propertyEndpoints.vendors]) {
      expect((await api.call(endpoint, { params: { id: theirs } })).statusCode).toBe(404);
    }
  });
});

describe('POST /property/{id}/oncall/create', () => {
  const create = (id: string, token = adminToken, companyId = harborId) =>
    api.call(propertyEndpoints.createOnCallNumber, { params: { id }, token, companyId });

  it('gives a property a 555-01xx number in its area code, once', async () => {
    const property = await saved(draft({ phoneNumber: '(618) 555-0190' }));
    const first = await create(property.id);
    expect(first.statusCode, first.body).toBe(200);
    const number = first.json();
    expect(number).toEqual({
      newPhoneNumberFriendly: expect.stringMatching(/^\(618\) 555-01\d\d$/),
      newPhoneNumberE164: expect.stringMatching(/^\+161855501\d\d$/),
    });
    expect(number.newPhoneNumberE164.slice(-4)).toBe(number.newPhoneNumberFriendly.slice(-4));
    // Asking again allocates nothing new.
    expect((await create(property.id)).json()).toEqual(number);
    expect((await getOne(property.id)).onCallPhoneNumberFriendlyFormat).toBe(number.newPhoneNumberFriendly);
    // A save does not touch the number (the read-only field is ignored).
    const again = await saved({ ...(await getOne(property.id)), onCallPhoneNumberFriendlyFormat: '(999) 999-9999' });
    expect(again.onCallPhoneNumberFriendlyFormat).toBe(number.newPhoneNumberFriendly);
  });

  it("never gives two properties of a company the same number; another company's numbers do not count", async () => {
    const harborOne = await saved(draft({ phoneNumber: '(815) 555-0190' }));
    const harborTwo = await saved(draft({ phoneNumber: '(815) 555-0191' }));
    const summitOne = await saved(draft({ phoneNumber: '(815) 555-0192' }), summitToken, summitId);
    const numbersGiven = [
      (await create(harborOne.id)).json().newPhoneNumberE164,
      (await create(harborTwo.id)).json().newPhoneNumberE164,
      (await create(summitOne.id, summitToken, summitId)).json().newPhoneNumberE164,
    ];
    expect(numbersGiven).toEqual(['+18155550100', '+18155550101', '+18155550100']);
  });

  it('gives concurrent requests for several properties different numbers, and one number per property', async () => {
    const created = [];
    for (const n of [0, 1, 2, 3, 4]) created.push(await saved(draft({ phoneNumber: `(708) 555-018${n}` })));
    const [first] = created;
    // Five properties at once, and the first one asked for twice more at the same time.
    const responses = await Promise.all([...created, first, first].map((property) => create(property.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(7).fill(200));
    const given = responses.map((response) => response.json().newPhoneNumberE164 as string);
    expect(new Set(given.slice(0, 5)).size).toBe(5);
    expect(given.slice(5)).toEqual([given[0], given[0]]);
    for (const number of given) expect(number).toMatch(/^\+170855501\d\d$/);
  });

  it('asks the provider again when another property took the offered number first', async () => {
    const taken = await saved(draft({ phoneNumber: '(779) 555-0190' }));
    await create(taken.id);
    const property = await saved(draft({ phoneNumber: '(779) 555-0191' }));
    const offers: ProvisionedNumber[] = [
      { e164: '+17795550100', friendly: '(779) 555-0100' },
      { e164: '+17795550142', friendly: '(779) 555-0142' },
    ];
    const provider: PhoneNumberProvider = {
      name: 'stale',
      provision: async () => offers.shift() ?? null,
      release: async () => {},
    };
    const number = await createOnCallNumber(await contextWith(provider), property.id);
    expect(number).toEqual({ newPhoneNumberFriendly: '(779) 555-0142', newPhoneNumberE164: '+17795550142' });
  });

  it('answers 409 when the provider has no number left', async () => {
    const property = await saved(draft());
    const provider: PhoneNumberProvider = { name: 'empty', provision: async () => null, release: async () => {} };
    await expect(createOnCallNumber(await contextWith(provider), property.id)).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('refuses a property without a usable phone number with 400', async () => {
    const property = await saved(draft());
    await t.database.db.update(properties).set({ phoneNumber: null }).where(eq(properties.id, property.id));
    const response = await create(property.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field: 'phoneNumber' })]);
  });

  it("answers 404 for another company's property and gives it no number", async () => {
    const theirs = await seededId('102', summitId);
    expect((await create(theirs)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ e164: properties.onCallPhoneNumberE164 })
      .from(properties)
      .where(eq(properties.id, theirs));
    expect(row.e164).toBeNull();
  });
});

describe('GET /user/properties', () => {
  const tokenOf = async (email: string) => (await loginAs(t.app, email)).accessToken;
  it('shows a person the properties associated directly', async () => {
    // The seeded reporter is associated with property 101 only.
    const body = await userProperties(await tokenOf(DEMO_LOGINS.reporter.email));
    expect(numbers(body)).toEqual(['101']);
    expect(body.total).toBe(1);
  });

  it('shows a person the properties of their groups', async () => {
    // The seeded manager is in North Portfolio (101 and 201).
    const body = await userProperties(await tokenOf(DEMO_LOGINS.manager.email), { sortDirection: 'asc' });
    expect(numbers(body)).toEqual(['101', '201']);
  });

  it('shows a person with all properties every property, and a sees-all role every property', async () => {
    const all = await createMember(t.database.db, harborId, 'all-props@test.example', ['reportEvents']);
    await t.database.db
      .update(people)
      .set({ allPropertiesAssociated: true })
      .where(and(eq(people.companyId, harborId), eq(people.emailAddress, all)));
    const seesAll = await createMember(t.database.db, harborId, 'sees-all@test.example', ['reportEvents']);
    await t.database.db
      .update(positionTypes)
      .set({ seesAllCompanyItems: true })
      .where(and(eq(positionTypes.companyId, harborId), eq(positionTypes.name, `Test role for ${seesAll}`)));
    const everything = (await list({ pageSize: 200 })).total;
    for (const email of [all, seesAll]) {
      const body = await userProperties(await tokenOf(email), { pageSize: 200 });
      expect(body.total, email).toBe(everything);
      expect(body.properties.length).toBe(everything);
    }
  });

  it('shows a person without associations nothing', async () => {
    expect(await userProperties(await tokenOf(DEMO_LOGINS.viewer.email))).toEqual({
      properties: [],
      total: 0,
      totalIsExact: true,
    });
  });

  it('counts a property reached by several paths once, and follows showArchived, search and paging', async () => {
    const email = await createMember(t.database.db, harborId, 'two-paths@test.example', ['reportEvents']);
    const [person] = await t.database.db.select({ id: people.id }).from(people).where(eq(people.emailAddress, email));
    const active = await saved(draft({ name: 'Twice Reached' }));
    const archived = await saved(draft({ name: 'Twice Archived', isArchived: true }));
    const group = await addGroup('Two Paths', [active.id, archived.id]);
    await t.database.db
      .insert(personPropertyGroups)
      .values({ companyId: harborId, personId: person.id, propertyGroupId: group });
    await t.database.db
      .insert(personProperties)
      .values({ companyId: harborId, personId: person.id, propertyId: active.id });
    const token = await tokenOf(email);
    expect(await userProperties(token)).toMatchObject({ total: 1, properties: [{ id: active.id }] });
    const withArchived = await userProperties(token, { showArchived: true, sortBy: 'name', sortDirection: 'asc' });
    expect(withArchived.properties.map((p) => p.name)).toEqual(['Twice Archived', 'Twice Reached']);
    expect((await userProperties(token, { showArchived: true, search: 'archived' })).total).toBe(1);
    expect(await userProperties(token, { showArchived: true, page: 2, pageSize: 1 })).toMatchObject({
      total: 2,
      properties: [expect.anything()],
    });
  });

  it("never shows another company's properties, even to a sees-all role", async () => {
    const body = await userProperties(adminToken, { pageSize: 200, showArchived: true });
    const ids = new Set(body.properties.map((property) => property.id));
    expect(ids.has(await seededId('101', summitId))).toBe(false);
    expect(body.total).toBe(await countOf(properties));
  });

  it('is open to any member (no permission needed)', async () => {
    const email = await createMember(t.database.db, harborId, 'no-permissions@test.example', []);
    expect((await api.call(propertyEndpoints.visibleToMe, { token: await tokenOf(email) })).statusCode).toBe(200);
    expect((await api.call(propertyEndpoints.visibleToMe, { token: summitToken })).statusCode).toBe(403);
  });
});

describe("GET /property/{id}/poc and /vendors for a reporter (the Add Event wizard's side panels)", () => {
  const tokenOf = async (email: string) => (await loginAs(t.app, email)).accessToken;

  it('answers a reporter for a property they see, 404 for one they do not, and 403 without reportEvents', async () => {
    const reporter = await tokenOf(DEMO_LOGINS.reporter.email);
    // The seeded reporter sees property 101 only.
    const [seen] = (await userProperties(reporter)).properties;
    const other = (await list({ search: 'Oak Street' })).properties[0].id;
    const contacts = await api.call(propertyEndpoints.contacts, { params: { id: seen.id }, token: reporter });
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json().people.map((person: { name: string }) => person.name)).toContain(DEMO_LOGINS.reporter.name);
    const vendorList = await api.call(propertyEndpoints.vendors, { params: { id: seen.id }, token: reporter });
    expect(vendorList.statusCode).toBe(200);
    expect(vendorList.json().vendors.map((vendor: { name: string }) => vendor.name)).toContain('Rapid Restoration Co.');
    for (const endpoint of [propertyEndpoints.contacts, propertyEndpoints.vendors]) {
      expect((await api.call(endpoint, { params: { id: other }, token: reporter })).statusCode).toBe(404);
      const viewer = await tokenOf(DEMO_LOGINS.viewer.email);
      expect((await api.call(endpoint, { params: { id: seen.id }, token: viewer })).statusCode).toBe(403);
    }
  });
});

describe('the OpenAPI document', () => {
  it('publishes the property operations under the properties tag', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const prefix = '/api/company/{companyId}';
    const operations: [string, string][] = [
      ['/properties', 'get'],
      ['/properties/{id}', 'get'],
      ['/property', 'post'],
      ['/property/{id}/poc', 'get'],
      ['/property/{id}/vendors', 'get'],
      ['/property/{id}/oncall/create', 'post'],
      ['/user/properties', 'get'],
    ];
    for (const [path, method] of operations)
      expect(document.paths[`${prefix}${path}`][method].tags).toEqual(['properties']);
  });
});
