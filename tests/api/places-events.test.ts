import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, positionTypes } from '../../src/server/db/schema/index.ts';
import { apiCall, okJson, signInDemoAdmins } from '../helpers/api-call.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** The domain events the people, property and property-group saves record in their transactions. */
let t: TestApp;
let adminToken: string;
let harborId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, harborId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

const post = (path: string, payload: unknown) =>
  apiCall(t.app, 'POST', `/api/company/${harborId}${path}`, { token: adminToken, payload });

async function eventsOf(subjectId: string) {
  return t.database.db
    .select({ type: domainEvents.type, companyId: domainEvents.companyId, payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.companyId, harborId), eq(domainEvents.subjectId, subjectId)))
    .orderBy(asc(domainEvents.occurredAt), asc(domainEvents.type));
}

describe('domain events of people, properties and property groups', () => {
  it('records person.created, then person.updated; a refused save records nothing', async () => {
    const [role] = await t.database.db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(and(eq(positionTypes.companyId, harborId), eq(positionTypes.active, true)))
      .limit(1);
    const body = { firstName: 'Eve', lastName: 'Events', emailAddress: 'eve@events.example', positionId: role.id };
    const created = await okJson<{ success: boolean; person: { id: string } }>(post('/person', body));
    expect(created.success).toBe(true);
    await okJson(post('/person', { ...body, id: created.person.id, lastName: 'Evented' }));
    expect((await eventsOf(created.person.id)).map((event) => event.type)).toEqual([
      'person.created',
      'person.updated',
    ]);
    // The e-mail is taken: success false, and no event.
    const before = (await t.database.db.select().from(domainEvents)).length;
    const refused = await okJson<{ success: boolean }>(post('/person', { ...body, firstName: 'Other' }));
    expect(refused.success).toBe(false);
    expect(await t.database.db.select().from(domainEvents)).toHaveLength(before);
  });

  it('records property.created with its first policy, and the on-call number', async () => {
    const property = await okJson<{ id: string; insurancePolicies: { id: string }[] }>(
      post('/property', {
        propertyNumber: 'EV-1',
        name: 'Event Tower',
        numberOfUnits: 3,
        phoneNumber: '(217) 555-0177',
        insurance: { policyNumber: 'P-1', deductible: 100 },
      }),
    );
    expect((await eventsOf(property.id)).map((event) => event.type)).toEqual(['property.created']);
    const [policy] = property.insurancePolicies;
    expect(await eventsOf(policy.id)).toEqual([
      { type: 'insurancePolicy.created', companyId: harborId, payload: { propertyId: property.id } },
    ]);
    await okJson(post(`/property/${property.id}/oncall/create`, {}));
    // Asking again answers the same number and records nothing more.
    await okJson(post(`/property/${property.id}/oncall/create`, {}));
    expect((await eventsOf(property.id)).map((event) => event.type)).toEqual([
      'property.created',
      'property.onCallNumberCreated',
    ]);
  });

  it('records propertyGroup.created and propertyGroup.updated', async () => {
    const group = await okJson<{ id: string }>(post('/propertygroups', { name: 'Event Group' }));
    await okJson(post(`/propertygroups/${group.id}`, { name: 'Event Group 2' }));
    expect((await eventsOf(group.id)).map((event) => event.type)).toEqual([
      'propertyGroup.created',
      'propertyGroup.updated',
    ]);
  });
});
