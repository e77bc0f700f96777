import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import { roleEndpoints } from '../../schemas/role.ts';
import { PERMISSION_NAMES, permissionSet } from '../../src/domain/company/permissions.ts';
import { domainEvents, positionTypes } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { type Query, signInDemoAdmins } from '../helpers/api-call.ts';
import { expectDuplicateNamesRefused } from '../helpers/duplicate-names.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import { createMember, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;

type RoleList = ReplyOf<typeof roleEndpoints.list>;

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const list = (query: QueryInputOf<typeof roleEndpoints.list> = {}, token = adminToken, companyId = harborId) =>
  api.ok(roleEndpoints.list, { query, token, companyId });

/** Any body: the validation tests send what the contract refuses. */
const save = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(roleEndpoints.save, { body: unchecked(payload), token, companyId });

const saved = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.ok(roleEndpoints.save, { body: unchecked(payload), token, companyId });

const roleCount = (companyId = harborId) =>
  rowCount(t.database.db, positionTypes, eq(positionTypes.companyId, companyId));

const names = (body: RoleList) => body.types.map((role) => role.name);

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t, { companyIdsFrom: 'handlelogin' }));
  expect(harborId).not.toBe(summitId);
});
afterAll(() => t?.close());

describe('GET /positiontypes', () => {
  it("lists only the company's roles, name descending by default, with the total", async () => {
    const body = await list();
    expect(body.total).toBe(await roleCount());
    expect(body.types.length).toBe(body.total);
    const lower = names(body).map((name) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort().reverse());
    expect(names(body)).toContain('Administrator');
    expect(body.types[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      active: expect.any(Boolean),
      isPocForEvents: expect.any(Boolean),
      seesAllCompanyItems: expect.any(Boolean),
      permissions: expect.objectContaining({ manageRoles: expect.any(Boolean) }),
    });
    expect(Object.keys(body.types[0].permissions)).toEqual([...PERMISSION_NAMES]);
  });

  it('sorts by name or by status in either direction', async () => {
    expect(names(await list({ sortBy: 'name', sortDirection: 'asc' }))[0]).toBe('Administrator');
    const byStatus = await list({ sortBy: 'active', sortDirection: 'asc' });
    const active = byStatus.types.map((role) => role.active);
    expect(active).toEqual([...active].sort((a, b) => Number(a) - Number(b)));
    expect(byStatus.types[0].name).toBe('Former Contractor');
  });

  it('searches case-insensitively, treating % and _ literally', async () => {
    for (const name of ['Srch 100% Sure', 'Srch 1000 Sure', 'Srch a_b', 'Srch axb']) await saved({ name });
    await saved({ name: 'Srch in Summit' }, summitToken, summitId);

    expect(names(await list({ search: 'srch', sortDirection: 'asc' }))).toEqual([
      'Srch 100% Sure',
      'Srch 1000 Sure',
      'Srch a_b',
      'Srch axb',
    ]);
    expect(names(await list({ search: '100%' }))).toEqual(['Srch 100% Sure']);
    expect(names(await list({ search: 'A_B' }))).toEqual(['Srch a_b']);
    expect(await list({ search: 'no such role' })).toEqual({ types: [], total: 0, totalIsExact: true });
  });

  it('pages with a stable order and the total of all matches', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) await saved({ name: `Paged ${n}` });
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(await list({ search: 'Paged', sortDirection: 'asc', page, pageSize: 2 }));
    }
    expect(pages.map((body) => body.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((body) => body.types.length)).toEqual([2, 2, 2, 0]);
    const ids = pages.flatMap((body) => body.types.map((role) => role.id));
    expect(new Set(ids).size).toBe(6);
    expect(pages.flatMap(names)).toEqual(['Paged 1', 'Paged 2', 'Paged 3', 'Paged 4', 'Paged 5', 'Paged 6']);
  });

  it.each<[string, Query, string]>([
    ['an unknown sort column', { sortBy: 'createdAt' }, 'querystring.sortBy'],
    ['an unknown direction', { sortDirection: 'sideways' }, 'querystring.sortDirection'],
    ['page 0', { page: 0 }, 'querystring.page'],
    ['a page size over 1000', { pageSize: 1001 }, 'querystring.pageSize'],
  ])('refuses %s with 400', async (_title, query, field) => {
    const response = await api.call(roleEndpoints.list, { query: unchecked(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('needs manageRoles (or a form that picks roles: users, procedures)', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    const response = await api.call(roleEndpoints.list, { token: accessToken });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /positiontype', () => {
  it('refuses a name another role of the company has, in any case (400 naming the field)', async () => {
    await expectDuplicateNamesRefused({
      save: (name, id) => save({ ...(id ? { id } : {}), name }),
      saveInOtherCompany: (name) => save({ name }, summitToken, summitId),
      count: () => roleCount(),
      takenName: 'Property Manager',
    });
  });

  it('creates a role with the spec defaults', async () => {
    const role = await saved({ name: 'Night Supervisor' });
    expect(role).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Night Supervisor',
      active: true,
      isPocForEvents: true,
      seesAllCompanyItems: false,
      permissions: permissionSet(false),
    });
    const [row] = await t.database.db.select().from(positionTypes).where(eq(positionTypes.id, role.id));
    expect(row.companyId).toBe(harborId);
  });

  it('records role.created and role.updated in Harbor, and nothing for a refused save', async () => {
    const eventsOf = async (subjectId: string) =>
      (
        await t.database.db
          .select({ type: domainEvents.type, companyId: domainEvents.companyId })
          .from(domainEvents)
          .where(eq(domainEvents.subjectId, subjectId))
      )
        .map((event) => `${event.companyId === harborId ? 'harbor' : 'other'} ${event.type}`)
        .sort();
    const role = await saved({ name: 'Event Recorder' });
    await saved({ id: role.id, name: 'Event Recorder 2' });
    expect((await save({ id: role.id, name: 'Property Manager' })).statusCode).toBe(400);
    expect(await eventsOf(role.id)).toEqual(['harbor role.created', 'harbor role.updated']);
  });

  it('round-trips every field through save, one and list', async () => {
    const sent = {
      name: 'Round Trip Lead',
      active: false,
      isPocForEvents: false,
      seesAllCompanyItems: true,
      permissions: { ...permissionSet(false), manageEvents: true, deleteEvents: true },
    };
    const role = await saved(sent);
    expect(role).toEqual({ ...sent, id: role.id });

    const one = await api.call(roleEndpoints.detail, { params: { id: role.id } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ type: role });
    expect((await list({ search: 'Round Trip' })).types).toEqual([role]);
  });

  it('updates a role of the company, replacing every field', async () => {
    const role = await saved({ name: 'Before', permissions: { reportEvents: true } });
    const updated = await saved({ id: role.id, name: '  After  ', active: false, permissions: { manageRoles: true } });
    expect(updated).toEqual({
      ...role,
      name: 'After',
      active: false,
      permissions: { ...permissionSet(false), manageRoles: true },
    });
    expect(await roleCount()).toBe((await list()).total);
    const one = await api.call(roleEndpoints.detail, { params: { id: role.id } });
    expect(one.json().type).toEqual(updated);
  });

  it("answers 404 for another company's role and leaves it unchanged", async () => {
    const theirs = await saved({ name: 'Summit Only', permissions: { viewDashboard: true } }, summitToken, summitId);
    const response = await save({ id: theirs.id, name: 'Hijacked', permissions: permissionSet(true) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested resource was not found.' });

    const read = await api.call(roleEndpoints.detail, { params: { id: theirs.id } });
    expect(read.statusCode).toBe(404);
    const own = await api.call(roleEndpoints.detail, {
      params: { id: theirs.id },
      companyId: summitId,
      token: summitToken,
    });
    expect(own.json().type).toEqual(theirs);
    expect(names(await list({ search: 'Hijacked' }))).toEqual([]);
  });

  it('answers 404 for an id that does not exist, creating nothing', async () => {
    const before = await roleCount();
    const response = await save({ id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' });
    expect(response.statusCode).toBe(404);
    expect(await roleCount()).toBe(before);
  });

  it.each<[string, unknown, { field: string; message?: string }[]]>([
    ['a missing name', { active: true }, [{ field: 'name', message: 'is required' }]],
    ['an empty name', { name: '' }, [{ field: 'name', message: 'is required' }]],
    ['a name of spaces', { name: '   ' }, [{ field: 'name', message: 'is required' }]],
    ['a 101-character name', { name: 'x'.repeat(101) }, [{ field: 'name', message: 'must be at most 100 characters' }]],
    [
      'wrong types',
      { name: { first: 'x' }, active: 'yes', permissions: 'all' },
      [{ field: 'name' }, { field: 'active' }, { field: 'permissions' }],
    ],
    [
      'a permission that is not a boolean',
      { name: 'x', permissions: { manageRoles: 'maybe' } },
      [{ field: 'permissions.manageRoles' }],
    ],
    ['an id that is not a uuid', { id: '42', name: 'x' }, [{ field: 'id', message: 'must be a valid uuid' }]],
    ['a body that is not an object', [], [{ field: '(body)' }]],
  ])('refuses %s with 400 and field errors, saving nothing', async (_title, payload, expected) => {
    const before = await roleCount();
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.validationErrors).toEqual(
      expect.arrayContaining(expected.map((item) => expect.objectContaining(item))),
    );
    expect(await roleCount()).toBe(before);
  });

  it('refuses an unknown permission name with 400 rather than dropping it', async () => {
    const before = await roleCount();
    const response = await save({ name: 'Pilot', permissions: { flyPlanes: true } });
    expect(response.statusCode).toBe(400);
    const [error] = response.json().validationErrors;
    expect(error.field).toMatch(/^permissions/);
    expect(error.message).toEqual(expect.any(String));
    expect(await roleCount()).toBe(before);
  });

  it('accepts a 100-character name', async () => {
    expect((await saved({ name: 'y'.repeat(100) })).name).toBe('y'.repeat(100));
  });

  it('takes effect on the next request of a member holding the role', async () => {
    const email = await createMember(t.database.db, harborId, 'role-editor@test.example', ['manageRoles']);
    const { accessToken } = await loginAs(t.app, email);
    expect((await api.call(roleEndpoints.list, { token: accessToken })).statusCode).toBe(200);

    const [row] = await t.database.db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(and(eq(positionTypes.companyId, harborId), eq(positionTypes.name, `Test role for ${email}`)));
    await saved({ id: row.id, name: 'Demoted', permissions: { reportEvents: true } });
    expect((await api.call(roleEndpoints.list, { token: accessToken })).statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the three role operations under the roles tag with their schemas', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    };
    const base = '/api/company/{companyId}';
    expect(document.paths[`${base}/positiontypes`].get.tags).toEqual(['roles']);
    expect(document.paths[`${base}/positiontypes/{id}`].get.tags).toEqual(['roles']);
    const post = document.paths[`${base}/positiontype`].post;
    expect(post.tags).toEqual(['roles']);
    expect(JSON.stringify(post.requestBody)).toContain('Show Role as POC for Events');
  });
});
