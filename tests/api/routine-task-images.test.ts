import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, IDEMPOTENCY_KEY_HEADER } from '../../schemas/protocol/contract.ts';
import { routineTaskEndpoints as rt } from '../../schemas/routine-task/endpoints.ts';
import type { PerformReply } from '../../schemas/routine-task/replies.ts';
import {
  domainEvents,
  people,
  procedures,
  routineTaskResultFiles,
  routineTaskResults,
} from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { endpointCaller, endpointUrl } from '../helpers/endpoint-call.ts';
import { type EventPersonas, memberToken, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { rowCount } from '../helpers/fixtures.ts';
import { fileParts, multipartBody, storedObjects as objectsIn, type Part } from '../helpers/multipart.ts';
import { weeklySchedule } from '../helpers/routine-schedule.ts';
import { html, pdf, png } from '../helpers/sample-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Photos of a task's Image Upload step (issue 23 item 1, and item 12's 'Skipped'): the demo's own
 * inspection procedure (Monthly Fire Extinguisher Inspection: in place? → where (on No) →
 * inspect checklist → photograph the tag), performed by its assignee through the upload pipeline
 * of the event media, shown by Task Details, read only by whoever may open the location.
 */

let t: TestApp;
let p: EventPersonas;
let dataDir: string;
/** Wednesday 11/25/2026 10:00 in New York (the demo properties' zone). */
const now = new Date('2026-11-25T15:00:00.000Z');
const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));
const storedObjects = () => objectsIn(dataDir);

let procedureId: string;
let reporterId: string;
/** The demo procedure's steps, by what they ask. */
let step: { place: string; where: string; inspect: string; tag: string };
/** The two locations of the task's instance due Thursday 11/26: begun by the reporter, and not begun. */
let begun: { id: string; resultId: string };
let notBegun: { id: string; resultId: string };

/** POSTs photos to the step as `token`. */
function upload(
  params: { id: string; resultId: string; questionId: string },
  parts: readonly Part[],
  token = p.reporterToken,
) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: endpointUrl(rt.uploadStepImages as Endpoint, p.harborId, params),
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

function download(url: string, token = p.reporterToken) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

const photoRows = (resultId: string) =>
  rowCount(t.database.db, routineTaskResultFiles, eq(routineTaskResultFiles.resultId, resultId));

beforeAll(async () => {
  dataDir = path.join(os.tmpdir(), `routine-task-images-${process.pid}-${Date.now()}`);
  t = await buildTestApp({ DATA_DIR: dataDir }, undefined, { clock: { now: () => now } });
  p = await signInEventPersonas(t);
  const [procedure] = await t.database.db
    .select({ id: procedures.id })
    .from(procedures)
    .where(and(eq(procedures.companyId, p.harborId), eq(procedures.name, 'Monthly Fire Extinguisher Inspection')));
  procedureId = procedure.id;
  const [reporter] = await t.database.db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.companyId, p.harborId), eq(people.emailAddress, DEMO_LOGINS.reporter.email)));
  reporterId = reporter.id;
  await api.ok(rt.save, {
    body: {
      name: 'Tag photos',
      propertyId: p.reporterProperty,
      procedureId,
      startDateLocal: '2026-11-01',
      schedule: weeklySchedule(['thursday']),
      locations: [{ name: 'Lobby' }, { name: 'Garage' }],
      assignedPeople: [reporterId],
    },
  });
  const mine = await api.ok(rt.mine, { token: p.reporterToken });
  const rows = mine.instances.filter((row) => row.name === 'Tag photos' && row.dueDateLocal === '2026-11-26');
  const at = (location: string) => {
    const row = rows.find((candidate) => candidate.location === location);
    if (!row) throw new Error(`${location} is not in My Tasks`);
    return { id: row.instanceId, resultId: row.resultId };
  };
  begun = at('Lobby');
  notBegun = at('Garage');
  const opened: PerformReply = await api.ok(rt.begin, { token: p.reporterToken, params: begun });
  const [place, where, inspect, tag] = opened.procedure.questions.map((question) => question.id);
  step = { place, where, inspect, tag };
  expect(opened.procedure.questions[3]).toMatchObject({
    typeId: 'ImageUpload',
    text: 'Photograph the inspection tag.',
  });
});
afterAll(() => t?.close());

describe('photos of an Image Upload step', () => {
  it('the assignee uploads photos at the step, sees them listed and downloads them with their thumbnail', async () => {
    const content = await png(640, 480);
    const response = await upload(
      { ...begun, questionId: step.tag },
      fileParts({ fileName: 'tag front.png', content }, { fileName: 'tag back.png', content: await png() }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as {
      success: boolean;
      images: { id: string; publicUrl: string; thumbnailUrl: string }[];
    };
    expect(reply.success).toBe(true);
    expect(reply.images.map((image) => image)).toEqual([
      expect.objectContaining({ name: 'tag front.png', contentType: 'image/png' }),
      expect.objectContaining({ name: 'tag back.png', contentType: 'image/png' }),
    ]);
    const [front] = reply.images;
    expect(front.publicUrl).toBe(
      `/api/company/${p.harborId}/routineTaskInstance/${begun.id}/result/${begun.resultId}/images/${front.id}`,
    );
    expect(front.thumbnailUrl).toBe(`${front.publicUrl}?thumbnail=true`);
    expect(await api.ok(rt.stepImages, { token: p.reporterToken, params: { ...begun, questionId: step.tag } })).toEqual(
      {
        images: reply.images,
      },
    );

    const image = await download(front.publicUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="tag front.png"/);
    expect(image.rawPayload.equals(content)).toBe(true);
    const thumbnail = await download(front.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 100, 100]);
    // A manager of the property reads it too (Task Details' viewer).
    expect((await download(front.publicUrl, p.adminToken)).statusCode).toBe(200);

    const [record] = await t.database.db
      .select()
      .from(domainEvents)
      .where(
        and(eq(domainEvents.type, 'routineTaskResult.images.uploaded'), eq(domainEvents.subjectId, begun.resultId)),
      );
    expect(record.payload).toEqual({
      instanceId: begun.id,
      questionId: step.tag,
      files: ['tag front.png', 'tag back.png'],
    });
  });

  it('refuses what is not a photo, or not this step’s, and a refused upload keeps nothing', async () => {
    const before = await storedObjects();
    const rows = await photoRows(begun.resultId);
    const tag = { ...begun, questionId: step.tag };
    // A document, and an image with an HTML page after it: 400, and neither rows nor objects.
    expect((await upload(tag, fileParts({ fileName: 'tag.pdf', content: pdf() }))).statusCode).toBe(400);
    const mixed = await upload(
      tag,
      fileParts({ fileName: 'good.png', content: await png() }, { fileName: 'bad.jpg', content: html }),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().validationErrors[0].field).toBe('file');
    // A step that is not an Image Upload step; a step of no procedure; a location not begun.
    const notImage = await upload(
      { ...begun, questionId: step.place },
      fileParts({ fileName: 'a.png', content: await png() }),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().validationErrors).toEqual([
      { field: 'questionId', message: "must be an Image Upload step of the location's procedure" },
    ]);
    const unknown = { ...begun, questionId: '00000000-0000-4000-8000-000000000000' };
    expect((await upload(unknown, fileParts({ fileName: 'a.png', content: await png() }))).statusCode).toBe(404);
    const early = await upload(
      { ...notBegun, questionId: step.tag },
      fileParts({ fileName: 'a.png', content: await png() }),
    );
    expect(early.statusCode).toBe(400);
    expect(await photoRows(begun.resultId)).toBe(rows);
    expect(await photoRows(notBegun.resultId)).toBe(0);
    expect(await storedObjects()).toEqual(before);
  });

  it('is read and added only by whoever may open the location, checked at every read', async () => {
    const [photo] = (
      await api.ok(rt.stepImages, { token: p.reporterToken, params: { ...begun, questionId: step.tag } })
    ).images;
    const stranger = await memberToken(t, p.harborId, 'tech-photos@harbor.example', ['reportEvents'], {
      allProperties: true,
    });
    expect((await download(photo.publicUrl, stranger)).statusCode).toBe(403);
    expect((await download(photo.thumbnailUrl as string, stranger)).statusCode).toBe(403);
    expect(
      (await api.call(rt.stepImages, { token: stranger, params: { ...begun, questionId: step.tag } })).statusCode,
    ).toBe(403);
    expect(
      (
        await upload(
          { ...begun, questionId: step.tag },
          fileParts({ fileName: 'a.png', content: await png() }),
          stranger,
        )
      ).statusCode,
    ).toBe(403);
    // Someone without the permission at all, and another company (routine tasks off there): refused too.
    expect((await download(photo.publicUrl, p.viewerToken)).statusCode).toBe(403);
    const summitUrl = photo.publicUrl.replace(p.harborId, p.summitId);
    expect((await download(summitUrl, p.summitToken)).statusCode).toBe(404);
    // The photo under another location's address is not found.
    expect((await download(photo.publicUrl.replace(begun.resultId, notBegun.resultId))).statusCode).toBe(404);
  });

  it("Task Details shows the photos with the answers, 'Skipped' for the step the branch passed by; a completed location takes no more", async () => {
    const params = begun;
    // In the place (Yes): the 'where' step can no longer be reached; the tag step still can.
    await api.ok(rt.saveProgress, {
      token: p.reporterToken,
      params,
      body: {
        procedure: { questions: [{ id: step.place, answer: true, answered: true }] },
        answeredQuestionTrail: [step.place, step.inspect],
        isSopComplete: false,
      },
    });
    const midway = await api.ok(rt.forDisplay, { params });
    const skipped = (result: typeof midway.result) =>
      Object.fromEntries(result.sopQuestions.map((question) => [question.id, question.skipped]));
    expect(skipped(midway.result)).toEqual({
      [step.place]: false,
      [step.where]: true,
      [step.inspect]: false,
      [step.tag]: false,
    });

    await api.ok(rt.saveProgress, {
      token: p.reporterToken,
      params,
      body: {
        procedure: {
          questions: [
            { id: step.inspect, answered: true, checklistItems: [{ sortKey: 1, checked: true }] },
            { id: step.tag, answered: true },
          ],
        },
        answeredQuestionTrail: [step.place, step.inspect, step.tag],
        isSopComplete: true,
      },
    });
    const done = await api.ok(rt.forDisplay, { params });
    expect(done.result.status).toBe('Complete');
    expect(skipped(done.result)[step.where]).toBe(true);
    const tag = done.result.sopQuestions.find((question) => question.id === step.tag);
    expect(tag?.images.map((image) => image.name)).toEqual(['tag front.png', 'tag back.png']);
    expect(
      done.result.sopQuestions.filter((question) => question.id !== step.tag).every((q) => q.images.length === 0),
    ).toBe(true);

    const late = await upload(
      { ...params, questionId: step.tag },
      fileParts({ fileName: 'late.png', content: await png() }),
    );
    expect(late.statusCode).toBe(409);
    expect(await photoRows(params.resultId)).toBe(2);
    const [result] = await t.database.db
      .select({ status: routineTaskResults.status })
      .from(routineTaskResults)
      .where(eq(routineTaskResults.id, params.resultId));
    expect(result.status).toBe('Complete');
  });
});

describe('a perform save and a photo sent again by the offline queue (issue 27)', () => {
  /** Sends a request as the reporter with `key` as its Idempotency-Key. */
  const replay = (request: { url: string; payload: unknown; headers?: Record<string, string> }, key: string) =>
    t.app.inject({
      method: 'POST',
      url: request.url,
      payload: request.payload as string,
      headers: { ...request.headers, authorization: `Bearer ${p.reporterToken}`, [IDEMPOTENCY_KEY_HEADER]: key },
    });

  it('with the same Idempotency-Key three times: one photo stored, the location completed once, the same answer', async () => {
    const params = notBegun;
    await api.ok(rt.begin, { token: p.reporterToken, params });
    const photo = multipartBody(fileParts({ fileName: 'replayed.png', content: await png() }));
    const photoKey = randomUUID();
    const url = endpointUrl(rt.uploadStepImages as Endpoint, p.harborId, { ...params, questionId: step.tag });
    const photos = [];
    for (let i = 0; i < 3; i++) photos.push(await replay({ url, ...photo }, photoKey));
    for (const reply of photos) expect(reply.statusCode, reply.body).toBe(200);
    expect(await photoRows(params.resultId)).toBe(1);

    const saveKey = randomUUID();
    const save = {
      url: endpointUrl(rt.saveProgress as Endpoint, p.harborId, params),
      payload: {
        procedure: {
          questions: [
            { id: step.place, answer: true, answered: true },
            { id: step.inspect, answered: true, checklistItems: [{ sortKey: 1, checked: true }] },
            { id: step.tag, answered: true },
          ],
        },
        answeredQuestionTrail: [step.place, step.inspect, step.tag],
        isSopComplete: true,
      },
    };
    const saves = [];
    for (let i = 0; i < 3; i++) saves.push(await replay(save, saveKey));
    for (const reply of saves) expect(reply.statusCode, reply.body).toBe(200);
    expect(saves[1].json()).toEqual(saves[0].json());
    expect(saves[2].json()).toEqual(saves[0].json());
    const completed = and(
      eq(domainEvents.subjectId, params.resultId),
      eq(domainEvents.type, 'routineTaskResult.completed'),
    );
    expect(await rowCount(t.database.db, domainEvents, completed)).toBe(1);
  });
});
