import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { INVOLVED_PERSON_MESSAGES } from '../../src/domain/events/involved-person.ts';
import { eventInvolvedPeople } from '../../src/server/db/schema/index.ts';
import { endpointCaller, unchecked } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  expectRefused,
  memberToken,
  recordsOf,
  seededEventId,
  signInEventPersonas,
  withFailingRecords,
} from '../helpers/event-fixtures.ts';
import { databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;
let pipeBurst: string;
let garage: string;
let breakIn: string;
let summitEvent: string;

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

const witness = {
  type: 2 as const,
  firstName: ' Rosa ',
  lastName: 'Diaz',
  address: { streetAddress1: '12 Elm St', city: 'Springfield', state: 'il', postalCode: '62701' },
  phoneNumber: '217.555.0101',
  affiliation: 1 as const,
  natureOfInvolvement: 'Heard the pipe burst and called maintenance.',
};

function save(eventId: string, involvedPerson: unknown, token = p.adminToken) {
  return api.call(manage.saveInvolvedPerson, {
    params: { id: eventId },
    token,
    body: unchecked({ eventId, involvedPerson }),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  p = await signInEventPersonas(t);
  pipeBurst = await seededEventId(t.database.db, p.harborId, 'Unit 204 kitchen');
  garage = await seededEventId(t.database.db, p.harborId, 'Parking garage');
  breakIn = await seededEventId(t.database.db, p.harborId, 'Storage room B');
  summitEvent = await seededEventId(t.database.db, p.summitId, 'Building A attic');
});
afterAll(() => t?.close());

describe('involved people and witnesses', () => {
  it('adds a witness and an involved person, lists them in order, reads one, and records event.person.created', async () => {
    const response = await save(pipeBurst, witness);
    expect(response.statusCode, response.body).toBe(200);
    const added = (response.json() as { involvedPerson: { id: string } }).involvedPerson;
    expect(added).toMatchObject({
      eventId: pipeBurst,
      type: 2,
      typeName: 'Witness',
      firstName: 'Rosa',
      lastName: 'Diaz',
      address: { streetAddress1: '12 Elm St', city: 'Springfield', state: 'IL', postalCode: '62701' },
      // The product's one phone rule stores the US display form.
      phoneNumber: '(217) 555-0101',
      affiliation: 1,
      otherAffiliationDescription: null,
    });
    const involved = await save(pipeBurst, {
      type: 1,
      firstName: 'Sam',
      lastName: 'Lee',
      affiliation: 0,
      otherAffiliationDescription: 'Delivery driver',
    });
    expect(involved.statusCode, involved.body).toBe(200);
    const { involvedPeople } = await api.ok(manage.involvedPeople, { params: { id: pipeBurst } });
    expect(involvedPeople.map((person) => [person.typeName, person.firstName])).toEqual([
      ['Witness', 'Rosa'],
      ['Involved', 'Sam'],
    ]);
    expect(involvedPeople[1]).toMatchObject({
      address: { streetAddress1: null, city: null, state: null, postalCode: null },
      phoneNumber: null,
      otherAffiliationDescription: 'Delivery driver',
    });
    const one = await api.ok(manage.involvedPerson, { params: { id: pipeBurst, personId: added.id } });
    expect(one.involvedPerson).toEqual(added);
    const records = (await recordsOf(t.database.db, pipeBurst)).filter((record) =>
      record.type.startsWith('event.person'),
    );
    expect(records.map((record) => [record.type, record.payload])).toEqual([
      ['event.person.created', { name: 'Rosa Diaz', type: 2 }],
      ['event.person.created', { name: 'Sam Lee', type: 1 }],
    ]);
  });

  it('changes a person of the event and records event.person.updated; a person of another event is not found', async () => {
    const added = (await save(garage, witness)).json() as { involvedPerson: { id: string } };
    const id = added.involvedPerson.id;
    const changed = await save(garage, { ...witness, id, type: 1, lastName: 'Diaz-Ortiz', phoneNumber: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      involvedPerson: { id, type: 1, lastName: 'Diaz-Ortiz', phoneNumber: null },
    });
    const types = (await recordsOf(t.database.db, garage)).map((record) => record.type);
    expect(types).toEqual(['event.created', 'event.person.created', 'event.person.updated']);
    const before = await databaseFingerprint(t.database);
    expect((await save(pipeBurst, { ...witness, id })).statusCode).toBe(404);
    expect((await api.call(manage.involvedPerson, { params: { id: pipeBurst, personId: id } })).statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const before = await databaseFingerprint(t.database);
    await expectRefused(save(pipeBurst, { ...witness, firstName: '   ' }), 'involvedPerson.firstName');
    await expectRefused(save(pipeBurst, { ...witness, lastName: '' }), 'involvedPerson.lastName');
    const { lastName: _, ...noLastName } = witness;
    await expectRefused(save(pipeBurst, noLastName), 'involvedPerson.lastName');
    await expectRefused(save(pipeBurst, { ...witness, phoneNumber: '555-0101' }), 'involvedPerson.phoneNumber');
    await expectRefused(save(pipeBurst, { ...witness, type: 3 }), 'involvedPerson.type');
    await expectRefused(save(pipeBurst, { ...witness, affiliation: 5 }), 'involvedPerson.affiliation');
    await expectRefused(
      save(pipeBurst, { ...witness, affiliation: 2, otherAffiliationDescription: 'Courier' }),
      'involvedPerson.otherAffiliationDescription',
      INVOLVED_PERSON_MESSAGES.otherOnly,
    );
    await expectRefused(save(pipeBurst, { ...witness, firstName: 'x'.repeat(101) }), 'involvedPerson.firstName');
    await expectRefused(
      api.call(manage.saveInvolvedPerson, {
        params: { id: pipeBurst },
        body: { eventId: garage, involvedPerson: witness },
      }),
      'eventId',
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("another company's or a hidden event answers 404 and nothing changes; without manageEvents 403", async () => {
    const outsider = await memberToken(t, p.harborId, 'people-outsider@manage.example', ['manageEvents'], {
      allProperties: true,
    });
    const before = await databaseFingerprint(t.database);
    expect((await save(summitEvent, witness)).statusCode).toBe(404);
    expect((await save(breakIn, witness, outsider)).statusCode).toBe(404);
    expect((await api.call(manage.involvedPeople, { params: { id: breakIn }, token: outsider })).statusCode).toBe(404);
    expect((await api.call(manage.involvedPeople, { params: { id: summitEvent } })).statusCode).toBe(404);
    expect((await save(pipeBurst, witness, p.reporterToken)).statusCode).toBe(403);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('cannot keep a person without the activity entry: when the record fails, nothing is added', async () => {
    const people = () => rowCount(t.database.db, eventInvolvedPeople, eq(eventInvolvedPeople.eventId, pipeBurst));
    const count = await people();
    const response = await withFailingRecords(t, () => save(pipeBurst, witness));
    expect(response.statusCode).toBe(500);
    expect(await people()).toBe(count);
  });
});
