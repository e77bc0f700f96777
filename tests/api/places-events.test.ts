import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personEndpoints } from '../../schemas/person/endpoints.ts';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { propertyGroupEndpoints } from '../../schemas/property-group.ts';
import { domainEvents, positionTypes } from '../../src/server/db/schema/index.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
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

/** The API as Harbor's admin. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

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
    const created = await api.ok(personEndpoints.save, { body });
    expect(created.success).toBe(true);
    if (!created.person) throw new Error('a successful save answers the person');
    await api.ok(personEndpoints.save, { body: { ...body, id: created.person.id, lastName: 'Evented' } });
    expect((await eventsOf(created.person.id)).map((event) => event.type)).toEqual([
      'person.created',
      'person.updated',
    ]);
    // The e-mail is taken: success false, and no event.
    const before = (await t.database.db.select().from(domainEvents)).length;
    const refused = await api.ok(personEndpoints.save, { body: { ...body, firstName: 'Other' } });
    expect(refused.success).toBe(false);
    expect(await t.database.db.select().from(domainEvents)).toHaveLength(before);
  });

  it('records property.created with its first policy, and the on-call number', async () => {
    const property = await api.ok(propertyEndpoints.save, {
      body: {
        propertyNumber: 'EV-1',
        name: 'Event Tower',
        numberOfUnits: 3,
        phoneNumber: '(217) 555-0177',
        insurance: { policyNumber: 'P-1', deductible: 100 },
      },
    });
    expect((await eventsOf(property.id)).map((event) => event.type)).toEqual(['property.created']);
    const [policy] = property.insurancePolicies;
    expect(await eventsOf(policy.id)).toEqual([
      { type: 'insurancePolicy.created', companyId: harborId, payload: { propertyId: property.id } },
    ]);
    await api.ok(propertyEndpoints.createOnCallNumber, { params: { id: property.id } });
    // Asking again answers the same number and records nothing more.
    await api.ok(propertyEndpoints.createOnCallNumber, { params: { id: property.id } });
    expect((await eventsOf(property.id)).map((event) => event.type)).toEqual([
      'property.created',
      'property.onCallNumberCreated',
    ]);
  });

  it('records propertyGroup.created and propertyGroup.updated', async () => {
    const group = await api.ok(propertyGroupEndpoints.create, { body: { name: 'Event Group' } });
    await api.ok(propertyGroupEndpoints.update, { params: { id: group.id }, body: { name: 'Event Group 2' } });
    expect((await eventsOf(group.id)).map((event) => event.type)).toEqual([
      'propertyGroup.created',
      'propertyGroup.updated',
    ]);
  });
});
