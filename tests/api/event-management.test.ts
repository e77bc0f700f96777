import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { fileEndpoints } from '../../schemas/file.ts';
import { EVENT_DETAILS_MESSAGES } from '../../src/domain/events/event-details.ts';
import type { EventStatus } from '../../src/domain/events/event-status.ts';
import { events, eventVisibleRoles, positionTypes } from '../../src/server/db/schema/index.ts';
import { endpointCaller, endpointUrl, unchecked } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  expectRefused,
  memberToken,
  recordsOf,
  reportEvent,
  seededEventId,
  signInEventPersonas,
  withFailingRecords,
} from '../helpers/event-fixtures.ts';
import { databaseFingerprint } from '../helpers/fixtures.ts';
import { fileParts, multipartBody } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;
/** Pipe burst at 'Unit 204 kitchen': New, High, answered along its procedure, demo photos. */
let pipeBurst: string;
/** The managers-only break-in (Administrator and Property Manager). */
let breakIn: string;
let summitEvent: string;
/** A member with manageEvents and 'all properties' whose role is neither of the managers'. */
let outsiderToken: string;
let roles: Record<string, string>;

/** A small picture sharp draws (the test app's store is a fresh folder of its own). */
const SAMPLE_IMAGE = { create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 90, b: 160 } } } as const;

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

const display = (id: string, token = p.adminToken) => api.ok(manage.forDisplay, { params: { id }, token });

type Details = {
  status: EventStatus;
  summary: string | null;
  location: string | null;
  visibleToPositionTypeIds: string[];
};

/** The event's details as the form would send them back unchanged. */
async function detailsOf(id: string): Promise<Details> {
  const { event } = await display(id);
  return {
    status: event.status,
    summary: event.summary,
    location: event.location,
    visibleToPositionTypeIds: event.visibleToPositionTypes.map((role) => role.id),
  };
}

function saveDetails(id: string, details: Details | ReturnType<typeof unchecked>, token = p.adminToken) {
  return api.call(manage.saveDetails, {
    params: { id },
    token,
    body: unchecked({ eventId: id, details }),
  });
}

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: path.join(os.tmpdir(), `event-management-${process.pid}-${Date.now()}`) });
  p = await signInEventPersonas(t);
  pipeBurst = await seededEventId(t.database.db, p.harborId, 'Unit 204 kitchen');
  breakIn = await seededEventId(t.database.db, p.harborId, 'Storage room B');
  summitEvent = await seededEventId(t.database.db, p.summitId, 'Building A attic');
  outsiderToken = await memberToken(t, p.harborId, 'outsider@manage.example', ['manageEvents'], {
    allProperties: true,
  });
  const rows = await t.database.db
    .select({ id: positionTypes.id, name: positionTypes.name })
    .from(positionTypes)
    .where(eq(positionTypes.companyId, p.harborId));
  roles = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(() => t?.close());

describe('GET /events/{id}/canuserviewevent', () => {
  it('answers whether the visibility rule lets the caller see the event; false for unknown and other companies’ ids', async () => {
    const can = async (id: string, token = p.adminToken) =>
      (await api.ok(manage.canView, { params: { id }, token })).canUserViewEvent;
    expect(await can(pipeBurst)).toBe(true);
    expect(await can(breakIn)).toBe(true);
    expect(await can(breakIn, outsiderToken)).toBe(false);
    expect(await can(pipeBurst, outsiderToken)).toBe(true);
    expect(await can(summitEvent)).toBe(false);
    expect(await can('00000000-0000-4000-8000-00000000abcd')).toBe(false);
  });

  it('needs manageEvents: a reporter or a viewer is refused with 403', async () => {
    for (const token of [p.reporterToken, p.viewerToken]) {
      const response = await api.call(manage.canView, { params: { id: pipeBurst }, token });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /events/fordisplay/{id}', () => {
  it("answers the spec's Event (for display): property, local time, type, details, privacy, lock, SOP answers, images", async () => {
    const { event } = await display(pipeBurst);
    expect(event).toMatchObject({
      id: pipeBurst,
      location: 'Unit 204 kitchen',
      type: { name: 'Water Intrusion' },
      category: { name: 'Pipe Burst' },
      severityLevel: 1,
      emergencyServicesInvolved: true,
      summary: null,
      status: 0,
      statusName: 'New',
      visibleToPositionTypes: [],
      isEventStatusLockedByClaimStatus: false,
      isSopComplete: true,
    });
    expect(event.number).toMatch(/^E-\d{4}-\d{5}$/);
    expect(event.property.name.length).toBeGreaterThan(0);
    expect(event.property.number.length).toBeGreaterThan(0);
    expect(Object.keys(event.property.address).sort()).toEqual(['city', 'postalCode', 'state', 'streetAddress1']);
    // Seeded at 13:00 UTC on 2 Sep 2026: 09:00 in the property's New York time.
    expect(event.dateOccurredLocal).toBe('2026-09-02T09:00:00');
    // The instant and the property's zone: the header names the zone ('EDT') for that instant (issue 23, 5).
    expect(event.dateOccurredUtc).toBe('2026-09-02T13:00:00.000Z');
    expect(event.property.timeZone).toBe('America/New_York');
    expect(event.sopQuestions.length).toBeGreaterThan(1);
    expect(event.sopQuestions.every((question) => question.answered)).toBe(true);
    const text = event.sopQuestions.find((question) => question.typeId === 'TextInput');
    expect(text?.textAnswer).toBe('Handled on site; see notes.');
    const checklist = event.sopQuestions.find((question) => question.typeId === 'Checklist');
    expect(checklist?.checklistItems.every((item) => item.checked)).toBe(true);
    expect(event.images).toEqual([]);
    const { payload, headers } = multipartBody(
      fileParts({ fileName: 'riser.png', content: await sharp(SAMPLE_IMAGE).png().toBuffer() }),
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: endpointUrl(fileEndpoints.uploadEventMedia, p.harborId, { id: pipeBurst }),
      payload,
      headers: { ...headers, authorization: `Bearer ${p.adminToken}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [image] = (await display(pipeBurst)).event.images;
    expect(image).toMatchObject({ name: 'riser.png', contentType: 'image/png' });
    expect(image.publicUrl).toMatch(new RegExp(`^/api/company/${p.harborId}/files/`));
    const roleLimited = (await display(breakIn)).event.visibleToPositionTypes.map((role) => role.name);
    expect(roleLimited).toEqual(['Administrator', 'Property Manager']);
  });

  it('lists only the steps the report went through, in their order: none yet for a new report', async () => {
    const progress = await reportEvent(t, p.reporterToken, p.harborId, p.reporterProperty);
    const { event } = await display(progress.id);
    expect(event).toMatchObject({ status: 5, isSopComplete: false, sopQuestions: [] });
  });

  it('answers 404 for a hidden, unknown or other company’s event, 403 without manageEvents', async () => {
    for (const [id, token] of [
      [breakIn, outsiderToken],
      [summitEvent, p.adminToken],
      ['00000000-0000-4000-8000-00000000abcd', p.adminToken],
    ] as const) {
      expect((await api.call(manage.forDisplay, { params: { id }, token })).statusCode).toBe(404);
    }
    expect((await api.call(manage.forDisplay, { params: { id: pipeBurst }, token: p.reporterToken })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /events/{id}/details', () => {
  it('saves status, management report, location and roles; records event.detailsSaved (before/after) and event.statusChanged', async () => {
    const progress = await reportEvent(t, p.reporterToken, p.harborId, p.reporterProperty);
    const id = progress.id;
    const response = await saveDetails(id, {
      status: 1,
      summary: '  Plumber fixed the riser.  ',
      location: 'Unit 5 bathroom',
      visibleToPositionTypeIds: [roles['Property Manager'], roles.Administrator],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { event } = response.json() as { event: Awaited<ReturnType<typeof display>>['event'] };
    expect(event).toMatchObject({
      status: 1,
      statusName: 'In Progress',
      summary: 'Plumber fixed the riser.',
      location: 'Unit 5 bathroom',
    });
    expect(event.visibleToPositionTypes.map((role) => role.name)).toEqual(['Administrator', 'Property Manager']);
    const records = await recordsOf(t.database.db, id);
    const saved = records.find((record) => record.type === 'event.detailsSaved');
    expect(saved?.payload).toEqual({
      before: { status: 5, summary: null, location: 'Unit 5', visibleToPositionTypes: [] },
      after: {
        status: 1,
        summary: 'Plumber fixed the riser.',
        location: 'Unit 5 bathroom',
        visibleToPositionTypes: [
          { id: roles.Administrator, name: 'Administrator' },
          { id: roles['Property Manager'], name: 'Property Manager' },
        ],
      },
    });
    expect(records.find((record) => record.type === 'event.statusChanged')?.payload).toEqual({ from: 5, to: 1 });
    // Visible to all again.
    const cleared = await saveDetails(id, { ...(await detailsOf(id)), visibleToPositionTypeIds: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await display(id)).event.visibleToPositionTypes).toEqual([]);
  });

  it('writes nothing, not even a record, when nothing differs', async () => {
    const before = await databaseFingerprint(t.database);
    const response = await saveDetails(pipeBurst, await detailsOf(pipeBurst));
    expect(response.statusCode, response.body).toBe(200);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('offers Complete only with completeEvents; keeping Complete needs no permission', async () => {
    const token = await memberToken(t, p.harborId, 'no-complete@manage.example', ['manageEvents'], {
      allProperties: true,
    });
    const before = await databaseFingerprint(t.database);
    await expectRefused(
      saveDetails(pipeBurst, { ...(await detailsOf(pipeBurst)), status: 4 }, token),
      'details.status',
      EVENT_DETAILS_MESSAGES.completeNeedsPermission,
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
    // Every other status, in any order.
    for (const status of [3, 8, 0] as const) {
      const response = await saveDetails(pipeBurst, { ...(await detailsOf(pipeBurst)), status }, token);
      expect(response.statusCode, response.body).toBe(200);
    }
    const laundry = await seededEventId(t.database.db, p.harborId, 'Laundry room');
    const kept = await saveDetails(laundry, { ...(await detailsOf(laundry)), summary: 'Closed out.' }, token);
    expect(kept.statusCode, kept.body).toBe(200);
    const completed = await saveDetails(pipeBurst, { ...(await detailsOf(pipeBurst)), status: 4 });
    expect(completed.statusCode, completed.body).toBe(200);
  });

  it('takes active roles of the company (an inactive one already set may stay) and your own role unless you see all', async () => {
    const db = t.database.db;
    const [inactive] = await db
      .insert(positionTypes)
      .values({ companyId: p.harborId, name: 'Retired role', active: false })
      .returning({ id: positionTypes.id });
    const [summitRole] = await db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(eq(positionTypes.companyId, p.summitId))
      .limit(1);
    const details = await detailsOf(pipeBurst);
    const before = await databaseFingerprint(t.database);
    await expectRefused(
      saveDetails(pipeBurst, { ...details, visibleToPositionTypeIds: [roles.Administrator, inactive.id] }),
      'details.visibleToPositionTypeIds.1',
    );
    await expectRefused(
      saveDetails(pipeBurst, { ...details, visibleToPositionTypeIds: [summitRole.id] }),
      'details.visibleToPositionTypeIds.0',
    );
    // The manager may not hide the event from their own role.
    await expectRefused(
      saveDetails(pipeBurst, { ...details, visibleToPositionTypeIds: [roles.Administrator] }, p.managerToken),
      'details.visibleToPositionTypeIds',
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
    // A role set while active and made inactive since stays on a save.
    await db
      .insert(eventVisibleRoles)
      .values({ companyId: p.harborId, eventId: pipeBurst, positionTypeId: inactive.id });
    const kept = await saveDetails(pipeBurst, { ...(await detailsOf(pipeBurst)), summary: 'Kept the old role.' });
    expect(kept.statusCode, kept.body).toBe(200);
    await db.delete(eventVisibleRoles).where(eq(eventVisibleRoles.eventId, pipeBurst));
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const details = await detailsOf(pipeBurst);
    const before = await databaseFingerprint(t.database);
    await expectRefused(saveDetails(pipeBurst, unchecked({ ...details, status: 6 })), 'details.status');
    await expectRefused(saveDetails(pipeBurst, { ...details, location: 'x'.repeat(501) }), 'details.location');
    await expectRefused(saveDetails(pipeBurst, unchecked({ ...details, summary: 12 })), 'details.summary');
    await expectRefused(
      saveDetails(pipeBurst, unchecked({ ...details, visibleToPositionTypeIds: ['admin'] })),
      'details.visibleToPositionTypeIds.0',
    );
    const { summary: _, ...noSummary } = details;
    await expectRefused(saveDetails(pipeBurst, unchecked(noSummary)), 'details.summary');
    await expectRefused(
      api.call(manage.saveDetails, { params: { id: pipeBurst }, body: { eventId: breakIn, details } }),
      'eventId',
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("another company's or a hidden event is not found (404), another company's route is forbidden (403), nothing changes", async () => {
    const details = await detailsOf(pipeBurst);
    const before = await databaseFingerprint(t.database);
    const viaSummit = await api.call(manage.saveDetails, {
      params: { id: pipeBurst },
      body: { eventId: pipeBurst, details: { ...details, status: 2 } },
      token: p.summitToken,
      companyId: p.summitId,
    });
    expect(viaSummit.statusCode).toBe(404);
    const intoHarbor = await api.call(manage.saveDetails, {
      params: { id: pipeBurst },
      body: { eventId: pipeBurst, details: { ...details, status: 2 } },
      token: p.summitToken,
    });
    expect(intoHarbor.statusCode).toBe(403);
    const hidden = await saveDetails(breakIn, { ...(await detailsOf(breakIn)), status: 0 }, outsiderToken);
    expect(hidden.statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('cannot keep a change without its activity entry: when the record fails, the save rolls back', async () => {
    const details = await detailsOf(pipeBurst);
    const before = await databaseFingerprint(t.database);
    const response = await withFailingRecords(t, () =>
      saveDetails(pipeBurst, { ...details, status: 2, summary: 'Never stored' }),
    );
    expect(response.statusCode).toBe(500);
    expect(await databaseFingerprint(t.database)).toEqual(before);
    const [row] = await t.database.db
      .select({ status: events.status, summary: events.summary })
      .from(events)
      .where(and(eq(events.id, pipeBurst)));
    expect(row).toEqual({ status: details.status, summary: details.summary });
  });
});
