import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryInputOf, SortFieldOf } from '../../schemas/protocol/contract.ts';
import { MAX_PAGE_SIZE } from '../../schemas/protocol/list.ts';
import { vendorEndpoints } from '../../schemas/vendor.ts';
import {
  properties,
  propertyGroups,
  vendorProperties,
  vendorPropertyGroups,
  vendors,
  vendorTypes,
} from '../../src/server/db/schema/index.ts';
import { vendorSearchMatch } from '../../src/server/modules/vendors/service.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { type Query, signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import { databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;

/** Ids of the seeded rows of a company, by name. */
interface Refs {
  types: Record<string, string>;
  properties: Record<string, string>;
  groups: Record<string, string>;
}
let harbor: Refs;
let summit: Refs;

type VendorList = ReplyOf<typeof vendorEndpoints.list>;

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const list = (query: QueryInputOf<typeof vendorEndpoints.list> = {}, token = adminToken, companyId = harborId) =>
  api.ok(vendorEndpoints.list, { query, token, companyId });

const one = (id: string, token = adminToken, companyId = harborId) =>
  api.call(vendorEndpoints.detail, { params: { id }, token, companyId });

/** Any body: the validation tests send what the contract refuses. */
const save = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(vendorEndpoints.save, { body: unchecked(payload), token, companyId });

const saved = (payload: Record<string, unknown>, token = adminToken, companyId = harborId) =>
  api.ok(vendorEndpoints.save, { body: unchecked(payload), token, companyId });

/** A valid body for Harbor, with `extra` on top. */
function body(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Acme Services', typeId: harbor.types.Plumbing, ...extra };
}

async function refsOf(companyId: string): Promise<Refs> {
  const db = t.database.db;
  const byName = (rows: { id: string; name: string }[]) => Object.fromEntries(rows.map((row) => [row.name, row.id]));
  return {
    types: byName(
      await db
        .select({ id: vendorTypes.id, name: vendorTypes.name })
        .from(vendorTypes)
        .where(eq(vendorTypes.companyId, companyId)),
    ),
    properties: byName(
      await db
        .select({ id: properties.id, name: properties.name })
        .from(properties)
        .where(eq(properties.companyId, companyId)),
    ),
    groups: byName(
      await db
        .select({ id: propertyGroups.id, name: propertyGroups.name })
        .from(propertyGroups)
        .where(eq(propertyGroups.companyId, companyId)),
    ),
  };
}

const vendorCount = (companyId = harborId) => rowCount(t.database.db, vendors, eq(vendors.companyId, companyId));

const names = (result: VendorList) => result.vendors.map((vendor) => vendor.name);

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  harbor = await refsOf(harborId);
  summit = await refsOf(summitId);
});
afterAll(() => t?.close());

describe('GET /vendors', () => {
  it("lists only the company's vendors in the spec's shape, name descending by default", async () => {
    const result = await list();
    expect(result.total).toBe(await vendorCount());
    expect(names(result)).toEqual(['Rapid Restoration Co.', 'FlowRight Plumbing', 'BrightSpark Electric']);
    expect(result.vendors[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Rapid Restoration Co.',
      type: 'Disaster Recovery',
      typeId: harbor.types['Disaster Recovery'],
      email: 'dispatch@rapidrestore.example',
      phone: '(217) 555-0150',
      location: 'Springfield, IL',
      address: { city: 'Springfield', state: 'IL' },
      allPropertiesAssociated: true,
    });
  });

  it.each<[SortFieldOf<typeof vendorEndpoints.list>, 'asc' | 'desc', string[]]>([
    ['name', 'asc', ['BrightSpark Electric', 'FlowRight Plumbing', 'Rapid Restoration Co.']],
    ['type', 'asc', ['Rapid Restoration Co.', 'BrightSpark Electric', 'FlowRight Plumbing']],
    ['type', 'desc', ['FlowRight Plumbing', 'BrightSpark Electric', 'Rapid Restoration Co.']],
    ['email', 'asc', ['Rapid Restoration Co.', 'FlowRight Plumbing', 'BrightSpark Electric']],
    ['phone', 'desc', ['FlowRight Plumbing', 'BrightSpark Electric', 'Rapid Restoration Co.']],
    ['location', 'asc', ['BrightSpark Electric', 'FlowRight Plumbing', 'Rapid Restoration Co.']],
  ])('sorts by %s %s', async (sortBy, sortDirection, expected) => {
    expect(names(await list({ sortBy, sortDirection, search: 'example' }))).toEqual(expected);
  });

  it('searches name, e-mail, city and state case-insensitively, treating % and _ literally', async () => {
    expect(names(await list({ search: 'FLOWRIGHT' }))).toEqual(['FlowRight Plumbing']);
    expect(names(await list({ search: 'service@bright' }))).toEqual(['BrightSpark Electric']);
    expect(names(await list({ search: 'peoria' }))).toEqual(['FlowRight Plumbing']);
    expect((await list({ search: 'il' })).total).toBe(3);
    await saved(body({ name: 'Srch 100% Clean' }));
    await saved(body({ name: 'Srch 1000 Clean' }));
    await saved(body({ name: 'Srch a_b' }));
    await saved(body({ name: 'Srch axb' }));
    await saved({ name: 'Srch in Summit', typeId: summit.types.Plumbing }, summitToken, summitId);
    expect(names(await list({ search: 'srch', sortDirection: 'asc' }))).toEqual([
      'Srch 100% Clean',
      'Srch 1000 Clean',
      'Srch a_b',
      'Srch axb',
    ]);
    expect(names(await list({ search: '100%' }))).toEqual(['Srch 100% Clean']);
    expect(names(await list({ search: 'A_B' }))).toEqual(['Srch a_b']);
    expect(await list({ search: 'nothing like this' })).toEqual({ vendors: [], total: 0, totalIsExact: true });
  });

  it('searches through the trigram index vendors_search_idx', async () => {
    const query = t.database.db.select({ id: vendors.id }).from(vendors).where(vendorSearchMatch('%flow%')).toSQL();
    await t.database.query('set enable_seqscan = off');
    try {
      const plan = await t.database.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('vendors_search_idx');
    } finally {
      await t.database.query('set enable_seqscan = on');
    }
  });

  it('pages with a stable order and the total of all matches', async () => {
    for (const n of [1, 2, 3, 4, 5]) await saved(body({ name: `Paged ${n}` }));
    await saved(body({ name: 'Paged 3' }));
    const pages: VendorList[] = [];
    for (const page of [1, 2, 3, 4])
      pages.push(await list({ search: 'Paged', sortDirection: 'asc', page, pageSize: 2 }));
    expect(pages.map((result) => result.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((result) => result.vendors.length)).toEqual([2, 2, 2, 0]);
    expect(new Set(pages.flatMap((result) => result.vendors.map((vendor) => vendor.id))).size).toBe(6);
    expect(pages.flatMap(names)).toEqual(['Paged 1', 'Paged 2', 'Paged 3', 'Paged 3', 'Paged 4', 'Paged 5']);
  });

  it.each<[string, Query, string]>([
    ['an unknown sort column', { sortBy: 'createdAt' }, 'querystring.sortBy'],
    ['an unknown direction', { sortDirection: 'up' }, 'querystring.sortDirection'],
    ['page 0', { page: 0 }, 'querystring.page'],
    ['a page size over the maximum', { pageSize: MAX_PAGE_SIZE + 1 }, 'querystring.pageSize'],
  ])('refuses %s with 400', async (_title, query, field) => {
    const response = await api.call(vendorEndpoints.list, { query: unchecked(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('needs manageVendors', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    expect((await api.call(vendorEndpoints.list, { token: accessToken })).statusCode).toBe(403);
    const manager = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
    expect((await list({}, manager)).total).toBe(await vendorCount());
  });
});

describe('GET /vendors/{id}', () => {
  it('answers { vendor, propertyAssociations, propertyGroupAssociations }', async () => {
    const created = await saved(
      body({
        name: 'Detail Co',
        propertyAssociations: [harbor.properties['Oak Street Lofts'], harbor.properties['Lakeview Apartments']],
        propertyGroupAssociations: [harbor.groups['South Portfolio']],
      }),
    );
    const response = await one(created.vendor.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    expect(created).toEqual({
      vendor: {
        id: expect.any(String),
        name: 'Detail Co',
        typeId: harbor.types.Plumbing,
        address: {},
        allPropertiesAssociated: false,
        propertyAssociations: [harbor.properties['Lakeview Apartments'], harbor.properties['Oak Street Lofts']],
        propertyGroupAssociations: [harbor.groups['South Portfolio']],
      },
      propertyAssociations: [
        {
          id: harbor.properties['Lakeview Apartments'],
          propertyNumber: '101',
          name: 'Lakeview Apartments',
          city: 'Springfield',
          state: 'IL',
        },
        {
          id: harbor.properties['Oak Street Lofts'],
          propertyNumber: '102',
          name: 'Oak Street Lofts',
          city: 'Champaign',
          state: 'IL',
        },
      ],
      propertyGroupAssociations: [{ id: harbor.groups['South Portfolio'], name: 'South Portfolio' }],
    });
  });

  it("answers 404 for another company's vendor and for an unknown id", async () => {
    const [theirs] = (await list({}, summitToken, summitId)).vendors;
    expect((await one(theirs.id)).statusCode).toBe(404);
    expect((await one('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /vendor', () => {
  it('creates a vendor with the defaults, storing the phone in one US form', async () => {
    const created = await saved(
      body({ name: '  New Vendor ', email: 'ops@new.example', phone: '217.555.0199', address: { city: 'Urbana' } }),
    );
    expect(created.vendor).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'New Vendor',
      typeId: harbor.types.Plumbing,
      email: 'ops@new.example',
      phone: '(217) 555-0199',
      address: { city: 'Urbana' },
      allPropertiesAssociated: false,
      propertyAssociations: [],
      propertyGroupAssociations: [],
    });
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, created.vendor.id));
    expect(row.companyId).toBe(harborId);
    const [listed] = (await list({ search: 'New Vendor' })).vendors;
    expect(listed).toMatchObject({ type: 'Plumbing', location: 'Urbana', address: { city: 'Urbana' } });
  });

  it('treats a blank e-mail or phone as not given', async () => {
    const created = await saved(
      body({ name: 'Blank Fields', email: '', phone: '  ', address: { city: '', state: '' } }),
    );
    expect(created.vendor).not.toHaveProperty('email');
    expect(created.vendor).not.toHaveProperty('phone');
    expect(created.vendor.address).toEqual({});
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, created.vendor.id));
    expect([row.email, row.phone, row.city, row.state]).toEqual([null, null, null, null]);
  });

  it('updates a vendor of the company, replacing its fields and associations', async () => {
    const created = await saved(
      body({
        name: 'Before',
        email: 'before@x.example',
        propertyAssociations: [harbor.properties['Maple Court']],
        propertyGroupAssociations: [harbor.groups['North Portfolio']],
      }),
    );
    const before = await vendorCount();
    const updated = await saved({
      ...created.vendor,
      name: 'After',
      typeId: harbor.types.Electrical,
      email: null,
      address: { city: 'Peoria', state: 'IL' },
      propertyAssociations: [harbor.properties['Riverside Commons']],
      propertyGroupAssociations: [],
    });
    expect(updated.vendor).toEqual({
      id: created.vendor.id,
      name: 'After',
      typeId: harbor.types.Electrical,
      address: { city: 'Peoria', state: 'IL' },
      allPropertiesAssociated: false,
      propertyAssociations: [harbor.properties['Riverside Commons']],
      propertyGroupAssociations: [],
    });
    expect(updated.propertyAssociations.map((property) => property.name)).toEqual(['Riverside Commons']);
    expect(await vendorCount()).toBe(before);
    expect((await one(created.vendor.id)).json()).toEqual(updated);
  });

  it('collapses duplicate associations', async () => {
    const lake = harbor.properties['Lakeview Apartments'];
    const north = harbor.groups['North Portfolio'];
    const created = await saved(
      body({
        name: 'Duplicates',
        propertyAssociations: [lake, lake.toUpperCase(), lake],
        propertyGroupAssociations: [north, north],
      }),
    );
    expect(created.vendor.propertyAssociations).toEqual([lake]);
    expect(created.vendor.propertyGroupAssociations).toEqual([north]);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(vendorProperties)
      .where(eq(vendorProperties.vendorId, created.vendor.id));
    expect(Number(rows.n)).toBe(1);
  });

  it('keeps the chosen properties beside "all properties", so switching it off restores them', async () => {
    const maple = harbor.properties['Maple Court'];
    const created = await saved(
      body({ name: 'Everywhere', allPropertiesAssociated: true, propertyAssociations: [maple] }),
    );
    expect(created.vendor.allPropertiesAssociated).toBe(true);
    expect(created.vendor.propertyAssociations).toEqual([maple]);
    expect((await list({ search: 'Everywhere' })).vendors[0].allPropertiesAssociated).toBe(true);
    const off = await saved({ ...created.vendor, allPropertiesAssociated: false });
    expect(off.vendor).toMatchObject({ allPropertiesAssociated: false, propertyAssociations: [maple] });
  });

  it("answers 404 for another company's vendor, changing nothing", async () => {
    const [theirs] = (await list({}, summitToken, summitId)).vendors;
    const before = await databaseFingerprint(t.database);
    const response = await save(body({ id: theirs.id, name: 'Hijacked' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested resource was not found.' });
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect((await one(theirs.id, summitToken, summitId)).json().vendor.name).toBe(theirs.name);
  });

  it('answers 404 for an id that does not exist, creating nothing', async () => {
    const before = await vendorCount();
    const response = await save(body({ id: '00000000-0000-4000-8000-000000000000' }));
    expect(response.statusCode).toBe(404);
    expect(await vendorCount()).toBe(before);
  });

  it.each<[string, () => Record<string, unknown>, { field: string; message?: string }[]]>([
    ['a missing name', () => ({ typeId: harbor.types.Plumbing }), [{ field: 'name', message: 'is required' }]],
    ['a blank name', () => body({ name: '' }), [{ field: 'name', message: 'is required' }]],
    ['a name of spaces', () => body({ name: '   ' }), [{ field: 'name', message: 'is required' }]],
    ['a missing type', () => ({ name: 'No Type' }), [{ field: 'typeId', message: 'is required' }]],
    [
      'a bad e-mail',
      () => body({ email: 'not-an-email' }),
      [{ field: 'email', message: 'must be a valid e-mail address' }],
    ],
    ['a bad phone', () => body({ phone: '12345' }), [{ field: 'phone', message: '12345 is not a valid phone number' }]],
    [
      'a phone outside the US',
      () => body({ phone: '+44 20 7946 0958' }),
      [{ field: 'phone', message: '+44 20 7946 0958 is not a valid phone number' }],
    ],
    [
      'an inactive vendor type',
      () => body({ typeId: harbor.types.Roofing }),
      [{ field: 'typeId', message: 'must be an active vendor type of the company' }],
    ],
    [
      "another company's vendor type",
      () => body({ typeId: summit.types.Plumbing }),
      [{ field: 'typeId', message: 'must be an active vendor type of the company' }],
    ],
    [
      "another company's property",
      () => body({ propertyAssociations: [harbor.properties['Maple Court'], summit.properties['Maple Court']] }),
      [{ field: 'propertyAssociations', message: 'must be properties of the company' }],
    ],
    [
      'an unknown property',
      () => body({ propertyAssociations: ['00000000-0000-4000-8000-000000000000'] }),
      [{ field: 'propertyAssociations' }],
    ],
    [
      "another company's property group",
      () => body({ propertyGroupAssociations: [summit.groups['North Portfolio']] }),
      [{ field: 'propertyGroupAssociations', message: 'must be property groups of the company' }],
    ],
    [
      'every database rule at once',
      () =>
        body({
          name: ' ',
          typeId: harbor.types.Roofing,
          propertyAssociations: [summit.properties['Oak Street Lofts']],
          propertyGroupAssociations: [summit.groups['South Portfolio']],
        }),
      [
        { field: 'name' },
        { field: 'typeId' },
        { field: 'propertyAssociations' },
        { field: 'propertyGroupAssociations' },
      ],
    ],
    [
      'an association that is not a uuid',
      () => body({ propertyAssociations: ['lakeview'] }),
      [{ field: 'propertyAssociations.0' }],
    ],
    [
      'a type id that is not a uuid',
      () => body({ typeId: 'Plumbing' }),
      [{ field: 'typeId', message: 'must be a valid uuid' }],
    ],
    ['an address that is not an object', () => body({ address: 'Peoria' }), [{ field: 'address' }]],
    ['a body that is not an object', () => [] as unknown as Record<string, unknown>, [{ field: '(body)' }]],
  ])('refuses %s with 400 and field errors, saving nothing', async (_title, payload, expected) => {
    const before = await databaseFingerprint(t.database);
    const response = await save(payload());
    expect(response.statusCode, response.body).toBe(400);
    const result = response.json();
    expect(result.message).toEqual(expect.any(String));
    expect(result.validationErrors).toEqual(
      expect.arrayContaining(expected.map((item) => expect.objectContaining(item))),
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses a bad update without touching the vendor or its associations', async () => {
    const lake = harbor.properties['Lakeview Apartments'];
    const created = await saved(body({ name: 'Keep Me', propertyAssociations: [lake] }));
    const before = await databaseFingerprint(t.database);
    const response = await save({
      ...created.vendor,
      name: 'Changed',
      propertyAssociations: [summit.properties['Lakeview Apartments']],
    });
    expect(response.statusCode).toBe(400);
    expect(await databaseFingerprint(t.database)).toEqual(before);
    const links = await t.database.db
      .select()
      .from(vendorProperties)
      .where(and(eq(vendorProperties.vendorId, created.vendor.id), eq(vendorProperties.propertyId, lake)));
    expect(links).toHaveLength(1);
    const groups = await t.database.db
      .select()
      .from(vendorPropertyGroups)
      .where(eq(vendorPropertyGroups.vendorId, created.vendor.id));
    expect(groups).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the three vendor operations with their schemas', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    };
    const base = '/api/company/{companyId}';
    expect(document.paths[`${base}/vendors`].get.tags).toEqual(['vendors']);
    expect(document.paths[`${base}/vendors/{id}`].get.tags).toEqual(['vendors']);
    expect(JSON.stringify(document.paths[`${base}/vendor`].post.requestBody)).toContain('us-phone');
  });
});
