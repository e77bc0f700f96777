import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEndpoints } from '../../schemas/company.ts';
import { sessionEndpoints } from '../../schemas/session.ts';
import { companies } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, unchecked } from '../helpers/endpoint-call.ts';
import { databaseFingerprint } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const read = (companyId = harborId, token = adminToken) => api.call(companyEndpoints.detail, { companyId, token });

/** Any body: the validation tests send what the contract refuses. */
const save = (payload: unknown, companyId = harborId, token = adminToken) =>
  api.call(companyEndpoints.save, { body: unchecked(payload), companyId, token });

const current = (companyId = harborId, token = adminToken) => api.ok(companyEndpoints.detail, { companyId, token });

async function companyRow(id: string) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

describe('GET (company path)', () => {
  it('answers the company as the form edits it', async () => {
    expect(await current()).toEqual({
      id: harborId,
      name: 'Harbor Property Management',
      type: 1,
      trackEventManagementReportChanges: false,
      address: { streetAddress1: '100 Main Street', city: 'Springfield', state: 'IL', postalCode: '62701' },
    });
    expect((await current(summitId, summitToken)).name).toBe('Summit Residential');
  });

  it("answers 403 for another company's path and to a member without manageCompanyProfile", async () => {
    expect((await read(summitId)).statusCode).toBe(403);
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.manager.email);
    expect((await read(harborId, accessToken)).statusCode).toBe(403);
    expect((await save({ type: 1, name: 'By a manager' }, harborId, accessToken)).statusCode).toBe(403);
  });
});

describe('POST /save', () => {
  it('saves every field, trims text and leaves out cleared address lines', async () => {
    const response = await save({
      id: harborId,
      type: 99,
      name: '  Harbor Property Group ',
      trackEventManagementReportChanges: true,
      address: { streetAddress1: '200 Dock Road', city: 'Peoria', state: 'IL', postalCode: '  ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      id: harborId,
      type: 99,
      name: 'Harbor Property Group',
      trackEventManagementReportChanges: true,
      address: { streetAddress1: '200 Dock Road', city: 'Peoria', state: 'IL' },
    };
    expect(response.json()).toEqual(expected);
    expect(await current()).toEqual(expected);
    expect((await companyRow(harborId)).postalCode).toBeNull();
  });

  it('fills the defaults when only type and name are sent (no id needed: the path says which)', async () => {
    const response = await save({ name: 'Harbor Property Management', address: { city: null } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: harborId,
      type: 1,
      name: 'Harbor Property Management',
      trackEventManagementReportChanges: false,
      address: {},
    });
  });

  it("shows the new name in the session's company list", async () => {
    await save({ type: 1, name: 'Harbor Renamed' });
    const response = await api.call(sessionEndpoints.handleLogin, { body: {} });
    expect(response.json().companies).toContainEqual({ companyId: harborId, companyName: 'Harbor Renamed' });
  });

  it('cannot change the feature switches', async () => {
    const before = (await companyRow(summitId)).features;
    expect(before).toEqual({ routineTasks: false });
    const response = await save(
      { type: 1, name: 'Summit Residential', features: { routineTasks: true } },
      summitId,
      summitToken,
    );
    expect(response.statusCode).toBe(200);
    expect((await companyRow(summitId)).features).toEqual(before);
  });

  it('answers 404 when the body names another company, changing nothing', async () => {
    const before = await databaseFingerprint(t.database);
    const response = await save({ id: summitId, type: 1, name: 'Hijacked' });
    expect(response.statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect((await current(summitId, summitToken)).name).toBe('Summit Residential');
  });

  it("answers 403 for another company's path, changing nothing", async () => {
    const before = await databaseFingerprint(t.database);
    expect((await save({ type: 1, name: 'Hijacked' }, summitId)).statusCode).toBe(403);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it.each<[string, unknown, { field: string; message?: string }[]]>([
    ['a missing name', { type: 1 }, [{ field: 'name', message: 'is required' }]],
    ['a blank name', { type: 1, name: '' }, [{ field: 'name', message: 'is required' }]],
    ['a name of spaces', { type: 1, name: '   ' }, [{ field: 'name', message: 'is required' }]],
    ['an unknown company type', { type: 5, name: 'x' }, [{ field: 'type' }]],
    ['a company type that is not a number', { type: 'Other', name: 'x' }, [{ field: 'type' }]],
    ['an address that is not an object', { type: 1, name: 'x', address: 'Main St' }, [{ field: 'address' }]],
    ['an id that is not a uuid', { id: '1', type: 1, name: 'x' }, [{ field: 'id', message: 'must be a valid uuid' }]],
    [
      'several bad fields at once',
      { type: 2, name: '', trackEventManagementReportChanges: 'often' },
      [{ field: 'type' }, { field: 'name' }, { field: 'trackEventManagementReportChanges' }],
    ],
  ])('refuses %s with 400 and field errors, changing nothing', async (_title, payload, expected) => {
    const before = await databaseFingerprint(t.database);
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.validationErrors).toEqual(
      expect.arrayContaining(expected.map((item) => expect.objectContaining(item))),
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the company operations with the form schema', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    };
    expect(document.paths['/api/company/{companyId}'].get.tags).toEqual(['company']);
    const post = document.paths['/api/company/{companyId}/save'].post;
    expect(post.tags).toEqual(['company']);
    expect(JSON.stringify(post.requestBody)).toContain('Audit Event Manager Report');
  });
});
