import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEndpoints } from '../../schemas/claim/endpoints.ts';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { eventResourceEndpoints as docs } from '../../schemas/resource/endpoints.ts';
import { ROOT_FOLDER_ID } from '../../src/domain/resources/resource-folders.ts';
import { documentTypes } from '../../src/server/db/schema/index.ts';
import { endpointCaller, endpointUrl } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  memberToken,
  reportFinishedEvent,
  seededEventId,
  signInEventPersonas,
} from '../helpers/event-fixtures.ts';
import { fileParts, injectUpload, type Part } from '../helpers/multipart.ts';
import { pdf, png } from '../helpers/sample-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 23 item 22, where the API differed from the specification: GET /events/{id} (spec 001
 * §7), the event for display with its documents and claims (001 §3), a property's points of
 * contact with email and phone (000 §7, 001 §3) and images with notes (001 §3 'Image'). The old
 * names stay for one release, marked deprecated in the published document.
 */

let t: TestApp;
let p: EventPersonas;
/** A finished report of the admin's with one document, one image and one claim. */
let eventId: string;
/** The managers-only break-in (Administrator and Property Manager). */
let breakIn: string;
let summitEvent: string;
/** A member with manageEvents and 'all properties' whose role is neither of the managers'. */
let outsiderToken: string;

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

function upload(fields: Record<string, string>, file: Part[]) {
  const parts = [...Object.entries(fields).map(([field, value]) => ({ field, value })), ...file];
  return injectUpload(t.app, endpointUrl(docs.upload, p.harborId, { id: eventId }), parts, p.adminToken);
}

/** A property of the schema of a path's 200 answer in the published document, at `at` (property names and 'items'). */
async function publishedSchema(pathKey: string, at: string[]): Promise<Record<string, unknown>> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const content = document.paths[pathKey].get.responses['200'].content['application/json'];
  return at.reduce(
    (node, key) => (key === 'items' ? node.items : node.properties[key]),
    content.schema as { items: never; properties: Record<string, never> },
  );
}

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: path.join(os.tmpdir(), `spec-api-names-${process.pid}-${Date.now()}`) });
  p = await signInEventPersonas(t);
  breakIn = await seededEventId(t.database.db, p.harborId, 'Storage room B');
  summitEvent = await seededEventId(t.database.db, p.summitId, 'Building A attic');
  outsiderToken = await memberToken(t, p.harborId, 'outsider@names.example', ['manageEvents'], {
    allProperties: true,
  });
  eventId = (await reportFinishedEvent(t, p.adminToken, p.harborId, p.reporterProperty)).id;
  const [invoice] = await t.database.db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, p.harborId), eq(documentTypes.name, 'Invoice')));
  const document = await upload(
    { kind: '1', name: 'Plumber invoice', folderId: ROOT_FOLDER_ID, note: 'Paid', documentTypeId: invoice.id },
    fileParts({ fileName: 'invoice.pdf', content: pdf() }),
  );
  expect(document.statusCode, document.body).toBe(200);
  const image = await upload(
    { kind: '2', name: 'Wet ceiling', folderId: ROOT_FOLDER_ID, note: 'Before drying' },
    fileParts({ fileName: 'ceiling.png', content: await png() }),
  );
  expect(image.statusCode, image.body).toBe(200);
  await api.ok(claimEndpoints.save, {
    params: { id: eventId },
    body: {
      insuranceClaim: { eventId, title: 'Ceiling damage', claimStatus: 0, claimType: 2, claimDate: '2026-11-20' },
    },
  });
});
afterAll(() => t?.close());

describe('GET /events/{id}', () => {
  it('answers the event as event management loads it: the same as GET /events/fordisplay/{id}', async () => {
    const { event } = await api.ok(manage.detail, { params: { id: eventId } });
    expect(event).toMatchObject({ id: eventId, location: 'Unit 5', type: { name: 'Water Intrusion' } });
    expect(event.number).toMatch(/^E-\d{4}-\d{5}$/);
    expect(event.property.name.length).toBeGreaterThan(0);
    expect(event).toEqual((await api.ok(manage.forDisplay, { params: { id: eventId } })).event);
  });

  it('keeps the privacy of the management read: 404 for a hidden, unknown or other company’s event, 403 otherwise', async () => {
    for (const [id, token] of [
      [breakIn, outsiderToken],
      [summitEvent, p.adminToken],
      ['00000000-0000-4000-8000-00000000abcd', p.adminToken],
    ] as const) {
      expect((await api.call(manage.detail, { params: { id }, token })).statusCode).toBe(404);
      expect((await api.call(manage.forDisplay, { params: { id }, token })).statusCode).toBe(404);
    }
    // The managers-only event, to one of the roles it names.
    expect((await api.call(manage.detail, { params: { id: breakIn } })).statusCode).toBe(200);
    expect((await api.call(manage.detail, { params: { id: eventId }, token: p.reporterToken })).statusCode).toBe(403);
    const intoHarbor = await api.call(manage.detail, { params: { id: eventId }, token: p.summitToken });
    expect(intoHarbor.statusCode).toBe(403);
  });
});

describe('GET /events/fordisplay/{id}', () => {
  it("carries the event's documents (spec 001 §3 'Document') and insurance claims (§3 'Claim')", async () => {
    const { event } = await api.ok(manage.forDisplay, { params: { id: eventId } });
    expect(event.documents).toEqual([
      expect.objectContaining({
        name: 'Plumber invoice',
        fileName: 'invoice.pdf',
        typeName: 'Invoice',
        note: 'Paid',
        folderId: ROOT_FOLDER_ID,
        eventId,
        propertyId: null,
      }),
    ]);
    const [document] = event.documents;
    expect(document.documentId).toBe(document.id);
    expect(event.insuranceClaims).toEqual([
      expect.objectContaining({
        title: 'Ceiling damage',
        claimStatusString: 'New',
        claimTypeString: 'Property Casualty',
      }),
    ]);
    // Its claim as the Claim tab lists it.
    const { claims } = await api.ok(claimEndpoints.list, { params: { id: eventId } });
    expect(event.insuranceClaims).toEqual(claims);
  });
});

describe("a property's points of contact (GET /property/{id}/poc)", () => {
  it('carry email and phone (spec 000 §7, 001 §3), and emailAddress and phoneNumber for one release', async () => {
    const { people } = await api.ok(propertyEndpoints.contacts, { params: { id: p.reporterProperty } });
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) {
      expect(person.email.length).toBeGreaterThan(0);
      expect(person).toHaveProperty('phone');
      expect(person.emailAddress).toBe(person.email);
      expect(person.phoneNumber).toBe(person.phone);
    }
    const contact = await publishedSchema('/api/company/{companyId}/property/{id}/poc', ['people', 'items']);
    const fields = contact.properties as Record<string, { deprecated?: boolean }>;
    expect(fields.emailAddress?.deprecated).toBe(true);
    expect(fields.phoneNumber?.deprecated).toBe(true);
    expect(fields.email?.deprecated).toBeUndefined();
    expect(contact.required).toEqual(expect.arrayContaining(['email', 'phone']));
  });
});

describe("a folder's images (spec 001 §3 'Image')", () => {
  it('carry notes, and note for one release; documents keep their note', async () => {
    const root = await api.ok(docs.root, { params: { id: eventId } });
    const [image] = root.images;
    expect(image).toMatchObject({ name: 'Wet ceiling', notes: 'Before drying', note: 'Before drying' });
    const [document] = root.documents;
    expect(document.note).toBe('Paid');
    expect(document).not.toHaveProperty('notes');
    const images = await publishedSchema('/api/company/{companyId}/events/{id}/resources', ['images', 'items']);
    const fields = images.properties as Record<string, { deprecated?: boolean }>;
    expect(fields.note?.deprecated).toBe(true);
    expect(images.required).toContain('notes');
    const documents = await publishedSchema('/api/company/{companyId}/events/{id}/resources', ['documents', 'items']);
    expect((documents.properties as Record<string, { deprecated?: boolean }>).note?.deprecated).toBeUndefined();
  });
});
