import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_MESSAGES, documentTypeEndpoints } from '../../schemas/document-type.ts';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import { documentTypes } from '../../src/server/db/schema/index.ts';
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

type DocumentTypeList = ReplyOf<typeof documentTypeEndpoints.list>;

const GHOST_ID = '00000000-0000-4000-8000-000000000000';

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const list = (query: QueryInputOf<typeof documentTypeEndpoints.list> = {}, token = adminToken, companyId = harborId) =>
  api.ok(documentTypeEndpoints.list, { query, token, companyId });

/** Any body: the validation tests send what the contract refuses. */
const save = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(documentTypeEndpoints.save, { body: unchecked(payload), token, companyId });

const saved = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.ok(documentTypeEndpoints.save, { body: unchecked(payload), token, companyId });

const typeCount = (companyId = harborId) =>
  rowCount(t.database.db, documentTypes, eq(documentTypes.companyId, companyId));

async function stored(id: string) {
  const [row] = await t.database.db.select().from(documentTypes).where(eq(documentTypes.id, id));
  return row;
}

async function systemType(companyId = harborId) {
  const [row] = await t.database.db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, companyId), eq(documentTypes.isSystemType, true)));
  return row;
}

const names = (body: DocumentTypeList) => body.documentTypes.map((type) => type.name);

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

describe('GET /documentTypes', () => {
  it("lists the company's unarchived types, name descending by default, with the total", async () => {
    const body = await list();
    expect(names(body)).toEqual(['Police Report', 'Invoice', 'Incident Report', 'Estimate']);
    expect(body.total).toBe(4);
    expect(body.documentTypes.find((type) => type.name === 'Incident Report')).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Incident Report',
      active: true,
      isArchived: false,
      isSystemType: true,
    });
  });

  it('sorts by name or status in either direction', async () => {
    expect(names(await list({ sortBy: 'name', sortDirection: 'asc' }))).toEqual([
      'Estimate',
      'Incident Report',
      'Invoice',
      'Police Report',
    ]);
    const inactive = await saved({ name: 'Zz Inactive Sort', active: false });
    const byStatus = await list({ sortBy: 'active', sortDirection: 'asc' });
    expect(byStatus.documentTypes[0].id).toBe(inactive.id);
    const descending = await list({ sortBy: 'active', sortDirection: 'desc' });
    expect(descending.documentTypes.at(-1)?.id).toBe(inactive.id);
  });

  it('hides archived types unless showArchived, and counts accordingly', async () => {
    const type = await saved({ name: 'Archive Me' });
    await saved({ ...type, isArchived: true });
    const hidden = await list({ search: 'archive me' });
    expect(hidden).toEqual({ documentTypes: [], total: 0, totalIsExact: true });
    const shown = await list({ search: 'archive me', showArchived: true });
    expect(shown.total).toBe(1);
    expect(shown.documentTypes[0]).toMatchObject({ id: type.id, isArchived: true });
    expect((await list({ showArchived: false })).documentTypes.some((row) => row.isArchived)).toBe(false);
  });

  it('searches names case-insensitively, treating % and _ literally', async () => {
    for (const name of ['Srch 100% Lien', 'Srch 1000 Lien', 'Srch a_b', 'Srch axb']) await saved({ name });
    await saved({ name: 'Srch in Summit' }, summitToken, summitId);
    expect(names(await list({ search: 'SRCH', sortDirection: 'asc' }))).toEqual([
      'Srch 100% Lien',
      'Srch 1000 Lien',
      'Srch a_b',
      'Srch axb',
    ]);
    expect(names(await list({ search: '100%' }))).toEqual(['Srch 100% Lien']);
    expect(names(await list({ search: 'a_b' }))).toEqual(['Srch a_b']);
    expect(await list({ search: 'no such type' })).toEqual({ documentTypes: [], total: 0, totalIsExact: true });
  });

  it('pages with a stable order and the total of all matches', async () => {
    for (const n of [1, 2, 3, 4, 5]) await saved({ name: `Paged ${n}` });
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list({ search: 'paged', sortDirection: 'asc', page, pageSize: 2 }));
    expect(pages.map((body) => body.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap(names)).toEqual(['Paged 1', 'Paged 2', 'Paged 3', 'Paged 4', 'Paged 5']);
  });

  it.each<[string, Query, string]>([
    ['an unknown sort column', { sortBy: 'isSystemType' }, 'querystring.sortBy'],
    ['an unknown direction', { sortDirection: 'up' }, 'querystring.sortDirection'],
    ['a showArchived that is not a boolean', { showArchived: 'perhaps' }, 'querystring.showArchived'],
    ['page 0', { page: 0 }, 'querystring.page'],
  ])('refuses %s with 400', async (_title, query, field) => {
    const response = await api.call(documentTypeEndpoints.list, { query: unchecked(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('lists only the caller company', async () => {
    const summit = await list({ showArchived: true }, summitToken, summitId);
    expect(names(summit)).not.toContain('Srch 100% Lien');
    expect(summit.documentTypes.every((type) => type.name !== 'Archive Me')).toBe(true);
  });

  it('needs manageEventCategories', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.manager.email);
    const response = await api.call(documentTypeEndpoints.list, { token: accessToken });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /documentTypes/save', () => {
  it('creates a type with the spec defaults: active, not archived, not a system type', async () => {
    const type = await saved({ name: '  Lease Agreement  ' });
    expect(type).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Lease Agreement',
      active: true,
      isArchived: false,
      isSystemType: false,
    });
    expect((await stored(type.id)).companyId).toBe(harborId);
  });

  it('accepts the spec payload (name, id, isArchived, isSystemType) to update, archive and restore', async () => {
    const type = await saved({ name: 'Photo Log', isArchived: false, isSystemType: false });
    const archived = await saved({ id: type.id, name: 'Photo Log (old)', isArchived: true, isSystemType: false });
    expect(archived).toEqual({ ...type, name: 'Photo Log (old)', isArchived: true });
    const restored = await saved({ id: type.id, name: 'Photo Log', isArchived: false });
    expect(restored).toEqual(type);
    expect(await stored(type.id)).toMatchObject({ name: 'Photo Log', isArchived: false, isSystemType: false });
  });

  it('keeps the stored status when an update leaves it out, and changes it when sent', async () => {
    const type = await saved({ name: 'Status Keeper', active: false });
    expect(type.active).toBe(false);
    expect((await saved({ id: type.id, name: 'Status Keeper 2' })).active).toBe(false);
    expect((await saved({ id: type.id, name: 'Status Keeper 2', active: true })).active).toBe(true);
  });

  it("refuses to edit a system type with 400 'System types cannot be edited', changing nothing", async () => {
    const system = await systemType();
    const before = await databaseFingerprint(t.database);
    for (const payload of [
      { id: system.id, name: 'Renamed Report', isSystemType: true },
      { id: system.id, name: system.name, isArchived: true, isSystemType: true },
      { id: system.id, name: system.name, isSystemType: false },
    ]) {
      const response = await save(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: DOCUMENT_TYPE_MESSAGES.systemTypeLocked });
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect(await stored(system.id)).toMatchObject({ name: 'Incident Report', isArchived: false, isSystemType: true });
  });

  it('refuses to create a system type or turn a type into one', async () => {
    const before = await typeCount();
    const create = await save({ name: 'Sneaky System', isSystemType: true });
    expect(create.statusCode).toBe(400);
    expect(create.json().validationErrors).toEqual([expect.objectContaining({ field: 'isSystemType' })]);
    expect(await typeCount()).toBe(before);

    const type = await saved({ name: 'Ordinary' });
    const flip = await save({ id: type.id, name: 'Ordinary', isSystemType: true });
    expect(flip.statusCode).toBe(400);
    expect(flip.json().validationErrors).toEqual([expect.objectContaining({ field: 'isSystemType' })]);
    expect(await stored(type.id)).toMatchObject({ name: 'Ordinary', isSystemType: false });
  });

  it('refuses to create an archived type (the switch exists only for existing types)', async () => {
    const before = await typeCount();
    const response = await save({ name: 'Born Archived', isArchived: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field: 'isArchived' })]);
    expect(await typeCount()).toBe(before);
  });

  it('refuses a name another type of the company already has (any case), but not one of another company', async () => {
    const before = await typeCount();
    const response = await save({ name: 'invoice' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'name', message: 'already exists' }]);
    expect(await typeCount()).toBe(before);

    const type = await saved({ name: 'Unique Name' });
    const rename = await save({ id: type.id, name: 'ESTIMATE' });
    expect(rename.statusCode).toBe(400);
    expect(await stored(type.id)).toMatchObject({ name: 'Unique Name' });
    // Renaming to its own name in another case is fine.
    expect((await saved({ id: type.id, name: 'UNIQUE name' })).name).toBe('UNIQUE name');
    expect((await saved({ name: 'Unique Name' }, summitToken, summitId)).name).toBe('Unique Name');
  });

  it("answers 404 for another company's type and leaves it unchanged", async () => {
    const theirs = await saved({ name: 'Summit Only Type' }, summitToken, summitId);
    const before = await databaseFingerprint(t.database);
    const response = await save({ id: theirs.id, name: 'Hijacked', isArchived: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested resource was not found.' });
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect(await stored(theirs.id)).toMatchObject({ name: 'Summit Only Type', isArchived: false, companyId: summitId });

    const theirSystem = await systemType(summitId);
    expect((await save({ id: theirSystem.id, name: 'Hijacked' })).statusCode).toBe(404);
  });

  it('answers 404 for an id that does not exist, creating nothing', async () => {
    const before = await typeCount();
    expect((await save({ id: GHOST_ID, name: 'Ghost' })).statusCode).toBe(404);
    expect(await typeCount()).toBe(before);
  });

  it.each<[string, unknown, string]>([
    ['a missing name', { isArchived: false }, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a name of spaces', { name: '   ' }, 'name'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name'],
    ['a name that is not a string', { name: { text: 'x' } }, 'name'],
    ['an id that is not a uuid', { id: '42', name: 'x' }, 'id'],
    ['a switch that is not a boolean', { name: 'x', isArchived: 'yes' }, 'isArchived'],
  ])('refuses %s with 400 and a field error, saving nothing', async (_title, payload, field) => {
    const before = await typeCount();
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await typeCount()).toBe(before);
  });

  it('refuses a blank name on update too, leaving the type as it was', async () => {
    const type = await saved({ name: 'Keep My Name' });
    const response = await save({ id: type.id, name: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'name', message: 'is required' }]);
    expect(await stored(type.id)).toMatchObject({ name: 'Keep My Name' });
  });

  it('needs manageEventCategories', async () => {
    const before = await typeCount();
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.manager.email);
    expect((await save({ name: 'Not Allowed' }, accessToken)).statusCode).toBe(403);
    expect(await typeCount()).toBe(before);
  });
});

describe('OpenAPI', () => {
  it('publishes both document type operations', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const base = '/api/company/{companyId}';
    expect(document.paths[`${base}/documentTypes`].get.tags).toEqual(['document types']);
    expect(document.paths[`${base}/documentTypes/save`].post.tags).toEqual(['document types']);
  });
});
