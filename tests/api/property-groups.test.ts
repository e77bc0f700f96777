import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyGroupEndpoints } from '../../schemas/property-group.ts';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import { properties, propertyGroupProperties, propertyGroups } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { type ApiResponse, okJson, type Query, signInDemoAdmins } from '../helpers/api-call.ts';
import { expectDuplicateNamesRefused } from '../helpers/duplicate-names.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import { databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;
const harborProperties: Record<string, string> = {};
const summitProperties: Record<string, string> = {};

type GroupList = ReplyOf<typeof propertyGroupEndpoints.list>;

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const list = (query: QueryInputOf<typeof propertyGroupEndpoints.list> = {}, token = adminToken, companyId = harborId) =>
  api.ok(propertyGroupEndpoints.list, { query, token, companyId });

/** Any body: the validation tests send what the contract refuses. */
const create = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(propertyGroupEndpoints.create, { body: unchecked(payload), token, companyId });
const update = (id: string, payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(propertyGroupEndpoints.update, { params: { id }, body: unchecked(payload), token, companyId });
const getOne = (id: string, token = adminToken, companyId = harborId) =>
  api.call(propertyGroupEndpoints.detail, { params: { id }, token, companyId });

/** A save's answer (create and update answer alike), which must be a 200. */
const ok = (response: Promise<ApiResponse>) => okJson<ReplyOf<typeof propertyGroupEndpoints.create>>(response);

const groupCount = (companyId = harborId) =>
  rowCount(t.database.db, propertyGroups, eq(propertyGroups.companyId, companyId));

async function propertiesOf(companyId: string, into: Record<string, string>) {
  const rows = await t.database.db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.companyId, companyId));
  for (const row of rows) into[row.name] = row.id;
}

const names = (body: GroupList) => body.propertyGroups.map((group) => group.name);

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  await propertiesOf(harborId, harborProperties);
  await propertiesOf(summitId, summitProperties);
});
afterAll(() => t?.close());

describe('GET /propertygroups', () => {
  it("lists the company's groups by name ascending by default, with property counts and the total", async () => {
    expect(await list()).toEqual({
      propertyGroups: [
        { id: expect.any(String), name: 'North Portfolio', propertyCount: 2 },
        { id: expect.any(String), name: 'South Portfolio', propertyCount: 2 },
      ],
      total: 2,
      totalIsExact: true,
    });
    expect(names(await list({ sortDirection: 'desc' }))).toEqual(['South Portfolio', 'North Portfolio']);
  });

  it("lists only the ids asked for, never another company's", async () => {
    const all = await list();
    const summitGroup = await ok(create({ name: 'Summit Ids Group' }, summitToken, summitId));
    const ids = [all.propertyGroups[1].id, summitGroup.id].join(',');
    expect(names(await list({ ids }))).toEqual([all.propertyGroups[1].name]);
  });

  it('searches case-insensitively, treating % and _ literally', async () => {
    for (const name of ['Find 50% Off', 'Find 500 Off', 'find a_b', 'Find axb']) await ok(create({ name }));
    await ok(create({ name: 'Find in Summit' }, summitToken, summitId));
    expect(names(await list({ search: 'FIND' }))).toEqual(['Find 50% Off', 'Find 500 Off', 'find a_b', 'Find axb']);
    expect(names(await list({ search: '50%' }))).toEqual(['Find 50% Off']);
    expect(names(await list({ search: 'a_b' }))).toEqual(['find a_b']);
    expect(await list({ search: 'no such group' })).toEqual({ propertyGroups: [], total: 0, totalIsExact: true });
  });

  it('pages with a stable order and the total of all matches', async () => {
    for (const n of [1, 2, 3, 4, 5]) await ok(create({ name: `Paged ${n}` }));
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list({ search: 'paged', page, pageSize: 2 }));
    expect(pages.map((body) => body.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap(names)).toEqual(['Paged 1', 'Paged 2', 'Paged 3', 'Paged 4', 'Paged 5']);
  });

  it.each<[string, Query, string]>([
    ['an unknown sort column', { sortBy: 'propertyCount' }, 'querystring.sortBy'],
    ['a page size of 0', { pageSize: 0 }, 'querystring.pageSize'],
  ])('refuses %s with 400', async (_title, query, field) => {
    const response = await api.call(propertyGroupEndpoints.list, { query: unchecked(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('needs managePropertyGroups (the manager has it, the reporter not)', async () => {
    const manager = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
    expect((await list({}, manager)).total).toBeGreaterThanOrEqual(2);
    const reporter = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
    expect((await api.call(propertyGroupEndpoints.list, { token: reporter })).statusCode).toBe(403);
  });
});

describe('GET /propertygroups/{id}', () => {
  it('answers the group with its property ids and, by name, the properties with their location', async () => {
    const [north] = (await list({ search: 'North Portfolio' })).propertyGroups;
    const response = await getOne(north.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      propertyGroup: {
        id: north.id,
        name: 'North Portfolio',
        propertyAssociations: [harborProperties['Lakeview Apartments'], harborProperties['Riverside Commons']],
      },
      properties: [
        {
          id: harborProperties['Lakeview Apartments'],
          propertyNumber: '101',
          name: 'Lakeview Apartments',
          city: 'Springfield',
          state: 'IL',
          isArchived: false,
        },
        {
          id: harborProperties['Riverside Commons'],
          propertyNumber: '201',
          name: 'Riverside Commons',
          city: 'Peoria',
          state: 'IL',
          isArchived: false,
        },
      ],
    });
  });

  it("answers 404 for another company's group or an unknown id, 400 for an id that is not a uuid", async () => {
    const [theirs] = (await list({}, summitToken, summitId)).propertyGroups;
    expect((await getOne(theirs.id)).statusCode).toBe(404);
    expect((await getOne('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getOne('new')).statusCode).toBe(400);
    expect((await getOne(theirs.id, summitToken, summitId)).statusCode).toBe(200);
  });
});

describe('POST /propertygroups and /propertygroups/{id}', () => {
  it('refuses a name another group of the company has, in any case (400 naming the field)', async () => {
    await expectDuplicateNamesRefused({
      save: (name, id) => (id ? update(id, { name }) : create({ name })),
      saveInOtherCompany: (name) => create({ name }, summitToken, summitId),
      count: () => groupCount(),
      takenName: 'North Portfolio',
    });
  });

  it("creates with no id, with id 'new' in the body, or at /propertygroups/new", async () => {
    const lakeview = harborProperties['Lakeview Apartments'];
    const plain = await ok(create({ name: '  Created Plain  ', propertyAssociations: [lakeview] }));
    expect(plain).toEqual({ id: plain.id, name: 'Created Plain', propertyAssociations: [lakeview] });
    const detail = (await getOne(plain.id)).json();
    expect(detail.properties.map((property: { name: string }) => property.name)).toEqual(['Lakeview Apartments']);
    const viaBody = await ok(create({ id: 'new', name: 'Created Via Body' }));
    const viaPath = await ok(update('new', { name: 'Created Via Path' }));
    expect(new Set([plain.id, viaBody.id, viaPath.id]).size).toBe(3);
    for (const group of [plain, viaBody, viaPath]) expect(group.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select().from(propertyGroups).where(eq(propertyGroups.id, viaPath.id));
    expect(row.companyId).toBe(harborId);
  });

  it('updates the name and replaces the property list, storing a repeated property once', async () => {
    const maple = harborProperties['Maple Court'];
    const oak = harborProperties['Oak Street Lofts'];
    const group = await ok(create({ name: 'Before', propertyAssociations: [harborProperties['Lakeview Apartments']] }));
    const updated = await ok(
      update(group.id, { name: 'After', propertyAssociations: [oak, maple, oak, maple.toUpperCase()] }),
    );
    expect(updated).toMatchObject({ id: group.id, name: 'After' });
    // By property name: Maple Court, Oak Street Lofts.
    expect(updated.propertyAssociations).toEqual([maple, oak]);
    expect((await getOne(group.id)).json().propertyGroup).toEqual(updated);
    const [links] = await t.database.db
      .select({ n: count() })
      .from(propertyGroupProperties)
      .where(eq(propertyGroupProperties.propertyGroupId, group.id));
    expect(Number(links.n)).toBe(2);

    // The body's id on POST /propertygroups updates too; an empty list empties the group.
    const emptied = await ok(create({ id: group.id, name: 'After', propertyAssociations: [] }));
    expect(emptied).toEqual({ id: group.id, name: 'After', propertyAssociations: [] });
    expect((await getOne(group.id)).json().properties).toEqual([]);
  });

  it("answers 404 for another company's group and leaves it unchanged", async () => {
    const [theirs] = (await list({}, summitToken, summitId)).propertyGroups;
    const before = await databaseFingerprint(t.database);
    const viaPath = await update(theirs.id, { name: 'Hijacked', propertyAssociations: [] });
    expect(viaPath.statusCode).toBe(404);
    expect(viaPath.json()).toEqual({ message: 'The requested resource was not found.' });
    expect((await create({ id: theirs.id, name: 'Hijacked' })).statusCode).toBe(404);
    expect((await update('00000000-0000-4000-8000-000000000000', { name: 'Ghost' })).statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  const refusals: [string, () => unknown, () => { field: string; message?: string }[]][] = [
    ['a missing name', () => ({ propertyAssociations: [] }), () => [{ field: 'name', message: 'is required' }]],
    ['an empty name', () => ({ name: '' }), () => [{ field: 'name', message: 'is required' }]],
    ['a name of spaces', () => ({ name: '   ' }), () => [{ field: 'name', message: 'is required' }]],
    [
      'a 101-character name',
      () => ({ name: 'x'.repeat(101) }),
      () => [{ field: 'name', message: 'must be at most 100 characters' }],
    ],
    [
      "another company's property",
      () => ({
        name: 'Mixed',
        propertyAssociations: [harborProperties['Maple Court'], summitProperties['Maple Court']],
      }),
      () => [
        {
          field: 'propertyAssociations',
          message: `must be properties of this company (${summitProperties['Maple Court']})`,
        },
      ],
    ],
    [
      'a property id that is not a uuid',
      () => ({ name: 'x', propertyAssociations: ['7'] }),
      () => [{ field: 'propertyAssociations.0' }],
    ],
    ['an id that is neither a uuid nor new', () => ({ id: 'old', name: 'x' }), () => [{ field: 'id' }]],
  ];

  it.each(refusals)('refuses %s with 400 and field errors, saving nothing', async (_title, payload, expected) => {
    const before = await databaseFingerprint(t.database);
    for (const response of [await create(payload()), await update('new', payload())]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().validationErrors).toEqual(
        expect.arrayContaining(expected().map((item) => expect.objectContaining(item))),
      );
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("refuses a body id that differs from the path's id", async () => {
    const group = await ok(create({ name: 'Path Wins' }));
    const other = await ok(create({ name: 'Other' }));
    const before = await databaseFingerprint(t.database);
    const response = await update(group.id, { id: other.id, name: 'Confused' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'id', message: 'must match the id in the path' }]);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses an update of a group with a foreign property without touching it', async () => {
    const group = await ok(create({ name: 'Keep Me', propertyAssociations: [harborProperties['Maple Court']] }));
    const before = await databaseFingerprint(t.database);
    const response = await update(group.id, {
      name: 'Renamed',
      propertyAssociations: [summitProperties['Maple Court']],
    });
    expect(response.statusCode).toBe(400);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('needs managePropertyGroups', async () => {
    const reporter = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
    const before = await groupCount();
    expect((await create({ name: 'Nope' }, reporter)).statusCode).toBe(403);
    expect((await update('new', { name: 'Nope' }, reporter)).statusCode).toBe(403);
    expect(await groupCount()).toBe(before);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the four property-group operations', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const prefix = '/api/company/{companyId}/propertygroups';
    expect(document.paths[prefix].get.tags).toEqual(['property groups']);
    expect(document.paths[prefix].post.tags).toEqual(['property groups']);
    expect(document.paths[`${prefix}/{id}`].get.tags).toEqual(['property groups']);
    expect(document.paths[`${prefix}/{id}`].post.tags).toEqual(['property groups']);
  });
});
