import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, eventCategoryEndpoints } from '../../schemas/event-category.ts';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import { MAX_PAGE_SIZE } from '../../schemas/protocol/list.ts';
import { eventCategories } from '../../src/server/db/schema/index.ts';
import { DEMO_EVENT_TYPES } from '../../src/server/seed/demo-data.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { type ApiResponse, okJson, type Query, signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import { databaseFingerprint, eventTypeIdByName, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;

type EventTypeList = ReplyOf<typeof eventCategoryEndpoints.list>;

const GHOST_ID = '00000000-0000-4000-8000-000000000000';

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const list = (query: QueryInputOf<typeof eventCategoryEndpoints.list> = {}, token = adminToken, companyId = harborId) =>
  api.ok(eventCategoryEndpoints.list, { query, token, companyId });

/** Any body: the validation tests send what the contract refuses. */
const create = (typeId: string, payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(eventCategoryEndpoints.saveTypeCategory, { params: { typeId }, body: unchecked(payload), token, companyId });

const update = (id: string, payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(eventCategoryEndpoints.update, { params: { id }, body: unchecked(payload), token, companyId });

/** A save's answer (create and update answer alike), which must be a 200. */
const ok = (response: Promise<ApiResponse>) => okJson<ReplyOf<typeof eventCategoryEndpoints.update>>(response);

const typeId = (name: string, companyId = harborId) => eventTypeIdByName(t.database.db, companyId, name);

const categoryCount = () => rowCount(t.database.db, eventCategories);

async function stored(id: string) {
  const [row] = await t.database.db.select().from(eventCategories).where(eq(eventCategories.id, id));
  return row;
}

const typeNames = (body: EventTypeList) => body.eventTypes.map((type) => type.name);
const categoriesOf = (body: EventTypeList, name: string) =>
  body.eventTypes.find((type) => type.name === name)?.categories.map((category) => category.name);
const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

describe('GET /eventTypes', () => {
  it('lists every event type with its categories, both ascending by name by default', async () => {
    const body = await list();
    const expected = DEMO_EVENT_TYPES.map((type) => type.name).sort(byName);
    expect(typeNames(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    for (const seeded of DEMO_EVENT_TYPES) {
      expect(categoriesOf(body, seeded.name)).toEqual([...seeded.categories].sort(byName));
    }
    expect(body.eventTypes[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Crime',
      categories: expect.arrayContaining([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Theft' }]),
    });
  });

  it("sorts descending on request, with the spec's sortBy 'Name' or 'name'", async () => {
    for (const sortBy of ['Name', 'name'] as const) {
      const body = await list({ sortBy, sortDirection: 'desc' });
      expect(typeNames(body)).toEqual(
        DEMO_EVENT_TYPES.map((type) => type.name)
          .sort(byName)
          .reverse(),
      );
      expect(categoriesOf(body, 'Fire')).toEqual(['Smoke Damage', 'Kitchen Fire', 'Electrical Fire']);
    }
  });

  it('searches type names (all their categories) and category names (just the matching ones)', async () => {
    const byType = await list({ search: 'FIRE' });
    // 'Fire' matches by its own name: all its categories; no other type has a '…fire…' category.
    expect(typeNames(byType)).toEqual(['Fire']);
    expect(categoriesOf(byType, 'Fire')).toEqual(['Electrical Fire', 'Kitchen Fire', 'Smoke Damage']);

    const byCategory = await list({ search: 'leak' });
    expect(typeNames(byCategory)).toEqual(['Water Intrusion']);
    expect(categoriesOf(byCategory, 'Water Intrusion')).toEqual(['Appliance Leak', 'Roof Leak']);
    expect(byCategory.total).toBe(1);

    // No type name holds 'and'; 'Vandalism', 'Slip and Fall' and 'Snow and Ice' do.
    const mixed = await list({ search: 'and' });
    expect(typeNames(mixed)).toEqual(['Crime', 'Injury', 'Weather']);
    expect(categoriesOf(mixed, 'Crime')).toEqual(['Vandalism']);
    expect(categoriesOf(mixed, 'Injury')).toEqual(['Slip and Fall']);
    expect(categoriesOf(mixed, 'Weather')).toEqual(['Snow and Ice']);

    expect(await list({ search: 'no such thing' })).toEqual({ eventTypes: [], total: 0, totalIsExact: true });
  });

  it('treats % and _ in the search literally', async () => {
    const crime = await typeId('Crime');
    await ok(create(crime, { name: 'Graffiti 100%' }));
    await ok(create(crime, { name: 'Graffiti_2' }));
    const percent = await list({ search: '100%' });
    expect(categoriesOf(percent, 'Crime')).toEqual(['Graffiti 100%']);
    expect(categoriesOf(await list({ search: 'i_2' }), 'Crime')).toEqual(['Graffiti_2']);
    expect(typeNames(await list({ search: '%' }))).toEqual(['Crime']);
  });

  it('pages by event type with the total of all matching types', async () => {
    const first = await list({ page: 1, pageSize: 4 });
    const second = await list({ page: 2, pageSize: 4 });
    expect(first.total).toBe(DEMO_EVENT_TYPES.length);
    expect(second.total).toBe(DEMO_EVENT_TYPES.length);
    expect([...typeNames(first), ...typeNames(second)]).toEqual(DEMO_EVENT_TYPES.map((type) => type.name).sort(byName));
    expect(second.eventTypes.every((type) => type.categories.length > 0)).toBe(true);
  });

  it("lists only the caller's company", async () => {
    const summitWater = await typeId('Water Intrusion', summitId);
    await ok(create(summitWater, { name: 'Summit Only Drip' }, summitToken, summitId));
    expect(await list({ search: 'summit only drip' })).toEqual({ eventTypes: [], total: 0, totalIsExact: true });
    const theirs = await list({ search: 'summit only drip' }, summitToken, summitId);
    expect(categoriesOf(theirs, 'Water Intrusion')).toEqual(['Summit Only Drip']);
    expect(theirs.eventTypes[0].id).toBe(summitWater);
  });

  it.each<[string, Query, string]>([
    ['an unknown sort column', { sortBy: 'createdAt' }, 'querystring.sortBy'],
    ['an unknown direction', { sortDirection: 'down' }, 'querystring.sortDirection'],
    ['a page size over the maximum', { pageSize: MAX_PAGE_SIZE + 1 }, 'querystring.pageSize'],
  ])('refuses %s with 400', async (_title, query, field) => {
    const response = await api.call(eventCategoryEndpoints.list, { query: unchecked(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('needs manageEventCategories, manageProcedures (the procedure editor picks types from it) or reportEvents (the Add Event wizard does)', async () => {
    const reporter = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
    const reporterList = await api.call(eventCategoryEndpoints.list, { token: reporter });
    expect(reporterList.statusCode).toBe(200);
    expect(reporterList.json().eventTypes.length).toBeGreaterThan(0);
    const viewer = (await loginAs(t.app, DEMO_LOGINS.viewer.email)).accessToken;
    expect((await api.call(eventCategoryEndpoints.list, { token: viewer })).statusCode).toBe(403);
  });
});

describe('POST /eventTypes/{typeId}/categories', () => {
  it('creates a category of the event type, trimmed, and lists it in name order', async () => {
    const mold = await typeId('Mold');
    const category = await ok(create(mold, { name: '  Attic Mold ', typeId: mold }));
    expect(category).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Attic Mold', typeId: mold });
    expect(await stored(category.id)).toMatchObject({ companyId: harborId, eventTypeId: mold, name: 'Attic Mold' });
    expect(categoriesOf(await list(), 'Mold')).toEqual(['Attic Mold', 'Odor Complaint', 'Visible Growth']);
  });

  it('accepts the body without typeId (the path names the type)', async () => {
    const weather = await typeId('Weather');
    expect((await ok(create(weather, { name: 'Lightning' }))).typeId).toBe(weather);
  });

  it('renames a category of that type when the body has its id', async () => {
    const weather = await typeId('Weather');
    const category = await ok(create(weather, { name: 'Tornado' }));
    const renamed = await ok(create(weather, { id: category.id, name: 'Tornado Damage', typeId: weather }));
    expect(renamed).toEqual({ ...category, name: 'Tornado Damage' });
    expect(await stored(category.id)).toMatchObject({ name: 'Tornado Damage', eventTypeId: weather });
  });

  it('refuses a duplicate name within the type (any case), but allows it in another type', async () => {
    const fire = await typeId('Fire');
    const before = await categoryCount();
    const response = await create(fire, { name: 'kitchen fire' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'name', message: CATEGORY_MESSAGES.duplicate }]);
    expect(await categoryCount()).toBe(before);
    expect((await ok(create(await typeId('Injury'), { name: 'Kitchen Fire' }))).name).toBe('Kitchen Fire');
  });

  it.each<[string, unknown, string]>([
    ['a missing name', {}, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a name of spaces', { name: '    ' }, 'name'],
    ['a 101-character name', { name: 'y'.repeat(101) }, 'name'],
    ['an id that is not a uuid', { id: 'seven', name: 'x' }, 'id'],
    ['a typeId that is not a uuid', { typeId: 'fire', name: 'x' }, 'typeId'],
  ])('refuses %s with 400 and a field error, saving nothing', async (_title, payload, field) => {
    const before = await databaseFingerprint(t.database);
    const response = await create(await typeId('Fire'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses a body typeId that is not the type of the path', async () => {
    const before = await categoryCount();
    const response = await create(await typeId('Fire'), { name: 'Misfiled', typeId: await typeId('Crime') });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field: 'typeId' })]);
    expect(await categoryCount()).toBe(before);
  });

  it("answers 404 for another company's or an unknown event type, creating nothing", async () => {
    const before = await databaseFingerprint(t.database);
    const theirs = await typeId('Fire', summitId);
    for (const id of [theirs, GHOST_ID]) {
      const response = await create(id, { name: 'Intruder' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The requested resource was not found.' });
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("answers 404 when the body's id is another company's category or another type's", async () => {
    const theirFire = await typeId('Fire', summitId);
    const theirs = await ok(create(theirFire, { name: 'Summit Ember' }, summitToken, summitId));
    const ownOther = await ok(create(await typeId('Crime'), { name: 'Pickpocket' }));
    const before = await databaseFingerprint(t.database);
    expect((await create(await typeId('Fire'), { id: theirs.id, name: 'Hijacked' })).statusCode).toBe(404);
    expect((await create(await typeId('Fire'), { id: ownOther.id, name: 'Moved' })).statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('needs manageEventCategories', async () => {
    const before = await categoryCount();
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.manager.email);
    expect((await create(await typeId('Fire'), { name: 'Nope' }, accessToken)).statusCode).toBe(403);
    expect(await categoryCount()).toBe(before);
  });
});

describe('POST /categories/{id}', () => {
  it('renames the category; it stays with its type', async () => {
    const mold = await typeId('Mold');
    const category = await ok(create(mold, { name: 'Basement Mould' }));
    const renamed = await ok(update(category.id, { id: category.id, name: ' Basement Mold ', typeId: mold }));
    expect(renamed).toEqual({ id: category.id, name: 'Basement Mold', typeId: mold });
    expect(await ok(update(category.id, { name: 'Basement Mold 2' }))).toMatchObject({ typeId: mold });
    expect(categoriesOf(await list({ search: 'basement' }), 'Mold')).toEqual(['Basement Mold 2']);
  });

  it('allows a change of case of its own name, refuses a sibling name', async () => {
    const water = await typeId('Water Intrusion');
    const category = await ok(create(water, { name: 'Drip' }));
    expect((await ok(update(category.id, { name: 'DRIP' }))).name).toBe('DRIP');
    const response = await update(category.id, { name: 'flooding' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'name', message: CATEGORY_MESSAGES.duplicate }]);
    expect((await stored(category.id)).name).toBe('DRIP');
  });

  it('refuses to move a category to another type, or a body id that is not the path id', async () => {
    const water = await typeId('Water Intrusion');
    const category = await ok(create(water, { name: 'Overflow' }));
    const before = await databaseFingerprint(t.database);
    const move = await update(category.id, { name: 'Overflow', typeId: await typeId('Fire') });
    expect(move.statusCode).toBe(400);
    expect(move.json().validationErrors).toEqual([expect.objectContaining({ field: 'typeId' })]);
    const mismatch = await update(category.id, { id: GHOST_ID, name: 'Overflow' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().validationErrors).toEqual([expect.objectContaining({ field: 'id' })]);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it.each<[string, unknown]>([
    ['an empty name', { name: '' }],
    ['a name of spaces', { name: ' \t ' }],
    ['no name', {}],
  ])('refuses %s with 400, changing nothing', async (_title, payload) => {
    const category = (await list({ search: 'theft' })).eventTypes[0].categories[0];
    const before = await databaseFingerprint(t.database);
    const response = await update(category.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field: 'name' })]);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("answers 404 for another company's or an unknown category, changing nothing", async () => {
    const theirs = (await list({ search: 'hail' }, summitToken, summitId)).eventTypes[0].categories[0];
    const before = await databaseFingerprint(t.database);
    for (const id of [theirs.id, GHOST_ID]) {
      const response = await update(id, { name: 'Hijacked' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The requested resource was not found.' });
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect((await stored(theirs.id)).name).toBe('Hail');
  });

  it('needs manageEventCategories', async () => {
    const category = (await list({ search: 'theft' })).eventTypes[0].categories[0];
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    expect((await update(category.id, { name: 'Nope' }, accessToken)).statusCode).toBe(403);
    expect((await stored(category.id)).name).toBe('Theft');
  });
});

describe('OpenAPI', () => {
  it('publishes the three category operations', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const base = '/api/company/{companyId}';
    expect(document.paths[`${base}/eventTypes`].get.tags).toEqual(['event categories']);
    expect(document.paths[`${base}/eventTypes/{typeId}/categories`].post.tags).toEqual(['event categories']);
    expect(document.paths[`${base}/categories/{id}`].post.tags).toEqual(['event categories']);
  });
});
