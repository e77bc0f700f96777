import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../../src/server/seed/demo-logins.ts';
import { apiCall } from '../helpers/api-call.ts';
import { companyIdByName, createMember } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The setup forms pick from other setup lists: a user manager picks roles, properties and
 * groups; a vendor manager picks vendor types, properties and groups. Reading those lists is
 * allowed to them; changing the picked entities is not.
 */
let t: TestApp;
let harborId: string;

async function statusOf(token: string, method: 'GET' | 'POST', path: string) {
  const response = await apiCall(t.app, method, `/api/company/${harborId}${path}`, {
    token,
    payload: method === 'POST' ? {} : undefined,
  });
  return response.statusCode;
}

beforeAll(async () => {
  t = await buildTestApp();
  harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
  await createMember(t.database.db, harborId, 'users-only@test.example', ['manageUsers']);
  await createMember(t.database.db, harborId, 'vendors-only@test.example', ['manageVendors']);
  await createMember(t.database.db, harborId, 'events-only@test.example', ['manageEvents']);
});
afterAll(() => t?.close());

describe('lists that setup forms pick from', () => {
  it('lets a user manager read roles, properties and groups, but not change them', async () => {
    const { accessToken } = await loginAs(t.app, 'users-only@test.example');
    for (const path of ['/positiontypes', '/properties', '/propertygroups']) {
      expect(await statusOf(accessToken, 'GET', path), path).toBe(200);
    }
    expect(await statusOf(accessToken, 'GET', '/vendortypes')).toBe(403);
    for (const path of ['/positiontype', '/property', '/propertygroups']) {
      expect(await statusOf(accessToken, 'POST', path), path).toBe(403);
    }
  });

  it('lets a vendor manager read vendor types, properties and groups, but not roles', async () => {
    const { accessToken } = await loginAs(t.app, 'vendors-only@test.example');
    for (const path of ['/vendortypes', '/properties', '/propertygroups']) {
      expect(await statusOf(accessToken, 'GET', path), path).toBe(200);
    }
    expect(await statusOf(accessToken, 'GET', '/positiontypes')).toBe(403);
    expect(await statusOf(accessToken, 'POST', '/vendorType')).toBe(403);
  });

  it('lets a procedure author read event types and roles, but not change them', async () => {
    await createMember(t.database.db, harborId, 'procedures-only@test.example', ['manageProcedures']);
    const { accessToken } = await loginAs(t.app, 'procedures-only@test.example');
    for (const path of ['/eventTypes', '/positiontypes']) {
      expect(await statusOf(accessToken, 'GET', path), path).toBe(200);
    }
    expect(await statusOf(accessToken, 'POST', '/positiontype')).toBe(403);
    expect(await statusOf(accessToken, 'GET', '/properties')).toBe(403);
  });

  it('keeps them from members whose work does not pick from them', async () => {
    const { accessToken } = await loginAs(t.app, 'events-only@test.example');
    for (const path of ['/positiontypes', '/properties', '/propertygroups', '/vendortypes', '/eventTypes']) {
      expect(await statusOf(accessToken, 'GET', path), path).toBe(403);
    }
  });
});
