import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoints } from '../../schemas/dashboard.ts';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { fileEndpoints } from '../../schemas/file.ts';
import type { Endpoint } from '../../schemas/protocol/contract.ts';
import { domainEvents, eventInvolvedPeople, eventSteps, events, files } from '../../src/server/db/schema/index.ts';
import { endpointCaller, endpointUrl, unchecked } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  expectRefused,
  recordsOf,
  reportEvent,
  seededEventId,
  signInEventPersonas,
  withFailingRecords,
} from '../helpers/event-fixtures.ts';
import { databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { fileParts, multipartBody } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

const archive = (id: string, body: unknown = { selectedEventId: id, verifiedEventId: id }, token = p.adminToken) =>
  api.call(manage.archive, { params: { id }, body: unchecked(body), token });

/** The status cards of the events list and of the home page. */
async function counts(token = p.adminToken) {
  const list = await api.ok(eventEndpoints.list, { query: { statusType: -1 }, token });
  const home = await api.ok(dashboardEndpoints.dashboard, { token });
  return { list: list.eventStatistics, home: home.eventStatistics, total: list.total };
}

function upload(endpoint: Endpoint, id: string, content: Buffer) {
  const { payload, headers } = multipartBody(fileParts({ fileName: 'leak.png', content }));
  return t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoint, p.harborId, { id }),
    payload,
    headers: { ...headers, authorization: `Bearer ${p.reporterToken}` },
  });
}

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: path.join(os.tmpdir(), `event-archive-${process.pid}-${Date.now()}`) });
  p = await signInEventPersonas(t);
});
afterAll(() => t?.close());

describe('POST /events/{id}/archive', () => {
  it('archives the event: gone from the list, the counts, the in-progress modal and every event call, its rows all kept', async () => {
    const progress = await reportEvent(t, p.reporterToken, p.harborId, p.reporterProperty);
    const id = progress.id;
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const uploaded = await upload(fileEndpoints.uploadEventMedia, id, image);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileUrl = (uploaded.json() as { images: { publicUrl: string }[] }).images[0].publicUrl;
    await api.ok(manage.saveInvolvedPerson, {
      params: { id },
      body: { eventId: id, involvedPerson: { type: 2, firstName: 'Rosa', lastName: 'Diaz' } },
    });
    const before = await counts();
    const inProgress = () =>
      api.ok(eventEndpoints.inProgress, { params: { id: p.reporterProperty }, token: p.reporterToken });
    expect((await inProgress()).eventsInProgress.map((row) => row.id)).toContain(id);

    const response = await archive(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const after = await counts();
    expect(after.total).toBe(before.total - 1);
    const sopInProgress = (stats: typeof before.list) => stats.find((s) => s.statusType === 5)?.eventCount;
    expect(sopInProgress(after.list)).toBe((sopInProgress(before.list) ?? 0) - 1);
    expect(sopInProgress(after.home)).toBe((sopInProgress(before.home) ?? 0) - 1);
    expect((await api.ok(eventEndpoints.list, { query: { statusType: -1, search: progress.number } })).events).toEqual(
      [],
    );
    expect((await inProgress()).eventsInProgress.map((row) => row.id)).not.toContain(id);

    // Every event call answers 404, as for an unknown id.
    const params = { id };
    const questionId = progress.procedure.questions[0].id;
    const calls = [
      api.call(manage.canView, { params }).then((r) => (r.json().canUserViewEvent === false ? 404 : r.statusCode)),
      api.call(manage.forDisplay, { params }).then((r) => r.statusCode),
      api.call(manage.involvedPeople, { params }).then((r) => r.statusCode),
      api.call(manage.activityLogs, { params }).then((r) => r.statusCode),
      archive(id).then((r) => r.statusCode),
      api
        .call(manage.saveDetails, {
          params,
          body: { eventId: id, details: { status: 1, summary: null, location: null, visibleToPositionTypeIds: [] } },
        })
        .then((r) => r.statusCode),
      api.call(eventEndpoints.resume, { params, token: p.reporterToken }).then((r) => r.statusCode),
      api
        .call(eventEndpoints.saveProgress, {
          params,
          body: { eventProgress: { location: 'x' } },
          token: p.reporterToken,
        })
        .then((r) => r.statusCode),
      api
        .call(eventEndpoints.answer, { params: { id, questionId }, body: { answered: false }, token: p.reporterToken })
        .then((r) => r.statusCode),
      api.call(fileEndpoints.eventMedia, { params }).then((r) => r.statusCode),
      upload(fileEndpoints.uploadEventMedia, id, image).then((r) => r.statusCode),
      t.app
        .inject({ method: 'GET', url: fileUrl, headers: { authorization: `Bearer ${p.adminToken}` } })
        .then((r) => r.statusCode),
    ];
    expect(await Promise.all(calls)).toEqual(calls.map(() => 404));

    // Archived, not removed: the event and all its rows stay.
    const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
    expect(row.archivedAt).not.toBeNull();
    expect(await rowCount(t.database.db, eventSteps, eq(eventSteps.eventId, id))).toBeGreaterThan(0);
    expect(await rowCount(t.database.db, files, eq(files.eventId, id))).toBe(1);
    expect(await rowCount(t.database.db, eventInvolvedPeople, eq(eventInvolvedPeople.eventId, id))).toBe(1);
    const types = (await recordsOf(t.database.db, id)).map((record) => record.type);
    expect(types.at(-1)).toBe('event.archived');
    expect(types).toContain('event.created');
  });

  it('needs deleteEvents: the demo manager (no deleteEvents) is refused with 403 and nothing changes', async () => {
    const id = await seededEventId(t.database.db, p.harborId, 'Unit 204 kitchen');
    const before = await databaseFingerprint(t.database);
    expect((await archive(id, undefined, p.managerToken)).statusCode).toBe(403);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('checks both ids against the event: 400 naming the field; other company’s event 404; nothing changes', async () => {
    const id = await seededEventId(t.database.db, p.harborId, 'Unit 204 kitchen');
    const other = await seededEventId(t.database.db, p.harborId, 'Unit 12');
    const summitEvent = await seededEventId(t.database.db, p.summitId, 'Building A attic');
    const before = await databaseFingerprint(t.database);
    await expectRefused(archive(id, { selectedEventId: other, verifiedEventId: id }), 'selectedEventId');
    await expectRefused(archive(id, { selectedEventId: id, verifiedEventId: other }), 'verifiedEventId');
    await expectRefused(archive(id, { selectedEventId: id }), 'verifiedEventId');
    await expectRefused(archive(id, { selectedEventId: id, verifiedEventId: 'E-2026-00001' }), 'verifiedEventId');
    expect((await archive(summitEvent)).statusCode).toBe(404);
    expect(
      (
        await api.call(manage.archive, {
          params: { id },
          body: { selectedEventId: id, verifiedEventId: id },
          token: p.summitToken,
          companyId: p.summitId,
        })
      ).statusCode,
    ).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('cannot archive without the activity entry: when the record fails, the event stays', async () => {
    const id = await seededEventId(t.database.db, p.harborId, 'Unit 12');
    const records = await rowCount(t.database.db, domainEvents);
    const response = await withFailingRecords(t, () => archive(id));
    expect(response.statusCode).toBe(500);
    const [row] = await t.database.db.select({ archivedAt: events.archivedAt }).from(events).where(eq(events.id, id));
    expect(row.archivedAt).toBeNull();
    expect(await rowCount(t.database.db, domainEvents)).toBe(records);
    expect((await api.call(manage.forDisplay, { params: { id } })).statusCode).toBe(200);
  });
});
