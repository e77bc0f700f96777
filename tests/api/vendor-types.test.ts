import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import { MAX_PAGE_SIZE } from '../../schemas/protocol/list.ts';
import { vendorTypeEndpoints } from '../../schemas/vendor-type.ts';
import { vendorTypes } from '../../src/server/db/schema/index.ts';
import { vendorTypeSearchMatch } from '../../src/server/modules/vendor-types/service.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { type Query, signInDemoAdmins } from '../helpers/api-call.ts';
import { expectDuplicateNamesRefused } from '../helpers/duplicate-names.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import { rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;

type TypeList = ReplyOf<typeof vendorTypeEndpoints.list>;

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const list = (query: QueryInputOf<typeof vendorTypeEndpoints.list> = {}, token = adminToken, companyId = harborId) =>
  api.ok(vendorTypeEndpoints.list, { query, token, companyId });

const one = (id: string, token = adminToken, companyId = harborId) =>
  api.call(vendorTypeEndpoints.detail, { params: { id }, token, companyId });

/** Any body: the validation tests send what the contract refuses. */
const save = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(vendorTypeEndpoints.save, { body: unchecked(payload), token, companyId });

const saved = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.ok(vendorTypeEndpoints.save, { body: unchecked(payload), token, companyId });

const typeCount = (companyId = harborId) => rowCount(t.database.db, vendorTypes, eq(vendorTypes.companyId, companyId));

const names = (body: TypeList) => body.types.map((type) => type.name);

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t, { companyIdsFrom: 'handlelogin' }));
  expect(harborId).not.toBe(summitId);
});
afterAll(() => t?.close());

describe('GET /vendortypes', () => {
  it("lists only the company's types, name descending by default, with the total", async () => {
    const body = await list();
    expect(body.total).toBe(await typeCount());
    expect(names(body)).toEqual(['Roofing', 'Plumbing', 'General Contractor', 'Electrical', 'Disaster Recovery']);
    expect(body.types[0]).toEqual({ id: expect.any(String), name: 'Roofing', active: false });
  });

  it('sorts by name or by status in either direction', async () => {
    expect(names(await list({ sortBy: 'name', sortDirection: 'asc' }))[0]).toBe('Disaster Recovery');
    const byStatus = await list({ sortBy: 'active', sortDirection: 'asc' });
    expect(byStatus.types.map((type) => type.active)).toEqual([false, true, true, true, true]);
    expect(names(await list({ sortBy: 'active', sortDirection: 'desc' })).at(-1)).toBe('Roofing');
  });

  it('lists only active (or only inactive) types when asked, as the vendor form does', async () => {
    const active = await list({ active: true, sortDirection: 'asc' });
    expect(names(active)).toEqual(['Disaster Recovery', 'Electrical', 'General Contractor', 'Plumbing']);
    expect(active.total).toBe(4);
    expect(names(await list({ active: false }))).toEqual(['Roofing']);
  });

  it('searches case-insensitively, treating % and _ literally', async () => {
    for (const name of ['Vt 100% Sure', 'Vt 1000 Sure', 'Vt a_b', 'Vt axb']) await saved({ name });
    await saved({ name: 'Vt in Summit' }, summitToken, summitId);

    expect(names(await list({ search: 'VT ', sortDirection: 'asc' }))).toEqual([
      'Vt 100% Sure',
      'Vt 1000 Sure',
      'Vt a_b',
      'Vt axb',
    ]);
    expect(names(await list({ search: '100%' }))).toEqual(['Vt 100% Sure']);
    expect(names(await list({ search: 'A_B' }))).toEqual(['Vt a_b']);
    expect(await list({ search: 'no such type' })).toEqual({ types: [], total: 0, totalIsExact: true });
  });

  it('searches through the trigram index vendor_types_search_idx', async () => {
    const query = t.database.db
      .select({ id: vendorTypes.id })
      .from(vendorTypes)
      .where(vendorTypeSearchMatch('%plumb%'))
      .toSQL();
    await t.database.query('set enable_seqscan = off');
    try {
      const plan = await t.database.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('vendor_types_search_idx');
    } finally {
      await t.database.query('set enable_seqscan = on');
    }
  });

  it('pages with a stable order and the total of all matches', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) await saved({ name: `Paged ${n}` });
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(await list({ search: 'Paged', sortDirection: 'asc', page, pageSize: 2 }));
    }
    expect(pages.map((body) => body.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((body) => body.types.length)).toEqual([2, 2, 2, 0]);
    expect(new Set(pages.flatMap((body) => body.types.map((type) => type.id))).size).toBe(6);
    expect(pages.flatMap(names)).toEqual(['Paged 1', 'Paged 2', 'Paged 3', 'Paged 4', 'Paged 5', 'Paged 6']);
  });

  it.each<[string, Query, string]>([
    ['an unknown sort column', { sortBy: 'createdAt' }, 'querystring.sortBy'],
    ['an unknown direction', { sortDirection: 'up' }, 'querystring.sortDirection'],
    ['page 0', { page: 0 }, 'querystring.page'],
    ['a page size over the maximum', { pageSize: MAX_PAGE_SIZE + 1 }, 'querystring.pageSize'],
    ['an active filter that is not a boolean', { active: 'maybe' }, 'querystring.active'],
  ])('refuses %s with 400', async (_title, query, field) => {
    const response = await api.call(vendorTypeEndpoints.list, { query: unchecked(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('is readable by vendor managers too (the vendor form picks from it), not by every member', async () => {
    const reporter = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
    const listed = await api.call(vendorTypeEndpoints.list, { token: reporter, query: {} });
    expect(listed.statusCode).toBe(403);
    const [first] = (await list()).types;
    expect((await one(first.id, reporter)).statusCode).toBe(403);
    expect((await save({ name: 'By a reporter' }, reporter)).statusCode).toBe(403);
  });
});

describe('GET /vendortypes/{id}', () => {
  it('answers { type }', async () => {
    const [first] = (await list({ sortDirection: 'asc' })).types;
    const response = await one(first.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: first });
  });

  it("answers 404 for another company's type and for an unknown id", async () => {
    const [theirs] = (await list({}, summitToken, summitId)).types;
    expect((await one(theirs.id)).statusCode).toBe(404);
    expect((await one('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /vendorType', () => {
  it('refuses a name another vendor type of the company has, in any case (400 naming the field)', async () => {
    await expectDuplicateNamesRefused({
      save: (name, id) => save({ ...(id ? { id } : {}), name }),
      saveInOtherCompany: (name) => save({ name }, summitToken, summitId),
      count: () => typeCount(),
      takenName: 'Roofing',
    });
  });

  it('creates an active type by default', async () => {
    const type = await saved({ name: 'Landscaping' });
    expect(type).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Landscaping', active: true });
    const [row] = await t.database.db.select().from(vendorTypes).where(eq(vendorTypes.id, type.id));
    expect(row.companyId).toBe(harborId);
    expect((await one(type.id)).json()).toEqual({ type });
  });

  it('updates a type of the company, trimming the name', async () => {
    const type = await saved({ name: 'Painting' });
    const before = await typeCount();
    const updated = await saved({ id: type.id, name: '  Painting & Drywall ', active: false });
    expect(updated).toEqual({ id: type.id, name: 'Painting & Drywall', active: false });
    expect(await typeCount()).toBe(before);
    expect(names(await list({ active: false, sortDirection: 'asc' }))).toEqual(['Painting & Drywall', 'Roofing']);
  });

  it("answers 404 for another company's type and leaves it unchanged", async () => {
    const theirs = await saved({ name: 'Summit HVAC' }, summitToken, summitId);
    const response = await save({ id: theirs.id, name: 'Hijacked', active: false });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested resource was not found.' });
    expect((await one(theirs.id, summitToken, summitId)).json()).toEqual({ type: theirs });
    expect(names(await list({ search: 'Hijacked' }))).toEqual([]);
  });

  it('answers 404 for an id that does not exist, creating nothing', async () => {
    const before = await typeCount();
    const response = await save({ id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' });
    expect(response.statusCode).toBe(404);
    expect(await typeCount()).toBe(before);
  });

  it.each<[string, unknown, { field: string; message?: string }[]]>([
    ['a missing name', { active: true }, [{ field: 'name', message: 'is required' }]],
    ['an empty name', { name: '' }, [{ field: 'name', message: 'is required' }]],
    ['a name of spaces', { name: '   ' }, [{ field: 'name', message: 'is required' }]],
    ['a 101-character name', { name: 'x'.repeat(101) }, [{ field: 'name', message: 'must be at most 100 characters' }]],
    ['wrong types', { name: { first: 'x' }, active: 'yes' }, [{ field: 'name' }, { field: 'active' }]],
    ['an id that is not a uuid', { id: '42', name: 'x' }, [{ field: 'id', message: 'must be a valid uuid' }]],
    ['a body that is not an object', [], [{ field: '(body)' }]],
  ])('refuses %s with 400 and field errors, saving nothing', async (_title, payload, expected) => {
    const before = await typeCount();
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.validationErrors).toEqual(
      expect.arrayContaining(expected.map((item) => expect.objectContaining(item))),
    );
    expect(await typeCount()).toBe(before);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the three vendor-type operations with their schemas', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    };
    const base = '/api/company/{companyId}';
    expect(document.paths[`${base}/vendortypes`].get.tags).toEqual(['vendor types']);
    expect(document.paths[`${base}/vendortypes/{id}`].get.tags).toEqual(['vendor types']);
    expect(JSON.stringify(document.paths[`${base}/vendorType`].post.requestBody)).toContain('"Active"');
  });
});
