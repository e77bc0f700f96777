import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCategoryEndpoints } from '../../schemas/event-category.ts';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { propertyGroupEndpoints } from '../../schemas/property-group.ts';
import { roleEndpoints } from '../../schemas/role.ts';
import { vendorTypeEndpoints } from '../../schemas/vendor-type.ts';
import { DEMO_COMPANIES } from '../../src/server/seed/demo-logins.ts';
import { callEndpoint, unchecked } from '../helpers/endpoint-call.ts';
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

/** The status a member gets from a list (GET) or from a save (POST, with an empty body). */
async function statusOf(token: string, endpoint: PickedEndpoint) {
  const body = endpoint.method === 'POST' ? unchecked({}) : undefined;
  return (await callEndpoint(t.app, endpoint, { companyId: harborId, token, body })).statusCode;
}

const lists = {
  roles: roleEndpoints.list,
  properties: propertyEndpoints.list,
  groups: propertyGroupEndpoints.list,
  vendorTypes: vendorTypeEndpoints.list,
  eventTypes: eventCategoryEndpoints.list,
};
const saves = {
  role: roleEndpoints.save,
  property: propertyEndpoints.save,
  group: propertyGroupEndpoints.create,
  vendorType: vendorTypeEndpoints.save,
};
type PickedEndpoint = (typeof lists)[keyof typeof lists] | (typeof saves)[keyof typeof saves];

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
    for (const endpoint of [lists.roles, lists.properties, lists.groups]) {
      expect(await statusOf(accessToken, endpoint), endpoint.path).toBe(200);
    }
    expect(await statusOf(accessToken, lists.vendorTypes)).toBe(403);
    for (const endpoint of [saves.role, saves.property, saves.group]) {
      expect(await statusOf(accessToken, endpoint), endpoint.path).toBe(403);
    }
  });

  it('lets a vendor manager read vendor types, properties and groups, but not roles', async () => {
    const { accessToken } = await loginAs(t.app, 'vendors-only@test.example');
    for (const endpoint of [lists.vendorTypes, lists.properties, lists.groups]) {
      expect(await statusOf(accessToken, endpoint), endpoint.path).toBe(200);
    }
    expect(await statusOf(accessToken, lists.roles)).toBe(403);
    expect(await statusOf(accessToken, saves.vendorType)).toBe(403);
  });

  it('lets a procedure author read event types and roles, but not change them', async () => {
    await createMember(t.database.db, harborId, 'procedures-only@test.example', ['manageProcedures']);
    const { accessToken } = await loginAs(t.app, 'procedures-only@test.example');
    for (const endpoint of [lists.eventTypes, lists.roles]) {
      expect(await statusOf(accessToken, endpoint), endpoint.path).toBe(200);
    }
    expect(await statusOf(accessToken, saves.role)).toBe(403);
    expect(await statusOf(accessToken, lists.properties)).toBe(403);
  });

  it('lets an event manager read roles (an event is made visible to some), and keeps the other lists from them', async () => {
    const { accessToken } = await loginAs(t.app, 'events-only@test.example');
    expect(await statusOf(accessToken, lists.roles)).toBe(200);
    expect(await statusOf(accessToken, saves.role)).toBe(403);
    const { roles: _, ...others } = lists;
    for (const endpoint of Object.values(others)) {
      expect(await statusOf(accessToken, endpoint), endpoint.path).toBe(403);
    }
  });
});
