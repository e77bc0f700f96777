import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { fileEndpoints } from '../../schemas/file.ts';
import type { Endpoint } from '../../schemas/protocol/contract.ts';
import type { StepTypeId } from '../../src/domain/procedures/procedure-model.ts';
import { ACCEPTED_FILE_TYPES } from '../../src/domain/resources/accepted-file-types.ts';
import { eventSteps, eventVisibleRoles, files, positionTypes } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, endpointUrl } from '../helpers/endpoint-call.ts';
import { eventCategoryIdByName, eventTypeIdByName, linkedPropertyOf, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { fileParts, multipartBody, storedObjects as objectsIn, type Part } from '../helpers/multipart.ts';
import { html, mp4, pdf, png } from '../helpers/sample-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let adminToken: string;
let summitToken: string;
let reporterToken: string;
let viewerToken: string;
let harborId: string;
let summitId: string;
let reporterProperty: string;

const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

/** Objects in the embedded store (DATA_DIR/files/<company>/…). */
const storedObjects = () => objectsIn(dataDir);

/** POSTs a multipart body to an upload endpoint. */
function upload(
  endpoint: Endpoint,
  params: Record<string, string>,
  parts: readonly Part[],
  token = reporterToken,
  companyId = harborId,
) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoint, companyId, params),
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

function download(url: string, token = reporterToken) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

/** A new Pipe Burst event reported by the reporter at their property. */
async function newEvent() {
  const reply = await api.ok(eventEndpoints.create, {
    token: reporterToken,
    body: {
      typeId: await eventTypeIdByName(t.database.db, harborId, 'Water Intrusion'),
      categoryId: await eventCategoryIdByName(t.database.db, harborId, 'Water Intrusion', 'Pipe Burst'),
      propertyId: reporterProperty,
      location: 'Unit 9',
    },
  });
  if (!reply.eventProgress) throw new Error('the event was not created');
  return reply.eventProgress;
}

async function stepOfType(eventId: string, typeId: StepTypeId, other = false): Promise<string> {
  const [step] = await t.database.db
    .select({ id: eventSteps.id })
    .from(eventSteps)
    .where(and(eq(eventSteps.eventId, eventId), other ? ne(eventSteps.typeId, typeId) : eq(eventSteps.typeId, typeId)));
  return step.id;
}

async function fileRows(eventId: string): Promise<number> {
  return rowCount(t.database.db, files, eq(files.eventId, eventId));
}

beforeAll(async () => {
  dataDir = path.join(os.tmpdir(), `event-media-${process.pid}-${Date.now()}`);
  t = await buildTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_IMAGE_BYTES: String(200_000) });
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  reporterToken = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
  viewerToken = (await loginAs(t.app, DEMO_LOGINS.viewer.email)).accessToken;
  reporterProperty = await linkedPropertyOf(t.database.db, DEMO_LOGINS.reporter.email);
});
afterAll(() => t?.close());

describe('GET /acceptedFileTypes', () => {
  it("answers the spec's list (1 document, 2 image, 3 video) with icon and colour, to any member", async () => {
    const types = await api.ok(fileEndpoints.acceptedTypes, { token: viewerToken });
    expect(types.acceptedFileTypes.map((type) => `${type.type}:${type.ext}`)).toEqual(
      ACCEPTED_FILE_TYPES.map((type) => `${type.type}:${type.ext}`),
    );
    expect(types.acceptedFileTypes.filter((type) => type.type === 2).map((type) => type.ext)).toEqual([
      'jpg',
      'jpeg',
      'gif',
      'png',
      'heic',
      'heif',
    ]);
    expect(types.acceptedFileTypes.every((type) => type.class && type.color)).toBe(true);
  });
});

describe('event media: upload, list, download', () => {
  it('stores images and videos of the event, lists them, and shows them in the wizard progress', async () => {
    const event = await newEvent();
    const response = await upload(fileEndpoints.uploadEventMedia, { id: event.id }, [
      ...fileParts(
        { fileName: 'burst pipe.PNG', content: await png() },
        { fileName: 'walkthrough.mp4', content: mp4() },
      ),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply.success).toBe(true);
    expect(reply.images).toHaveLength(1);
    expect(reply.images[0]).toMatchObject({ name: 'burst pipe.PNG', contentType: 'image/png' });
    expect(reply.images[0].publicUrl).toBe(`/api/company/${harborId}/files/${reply.images[0].id}`);
    expect(reply.images[0].thumbnailUrl).toBe(`${reply.images[0].publicUrl}?thumbnail=true`);
    expect(reply.videos).toEqual([
      expect.objectContaining({ name: 'walkthrough.mp4', contentType: 'video/mp4', thumbnailUrl: null }),
    ]);

    const listed = await api.ok(fileEndpoints.eventMedia, { params: { id: event.id }, token: reporterToken });
    expect(listed).toEqual({ images: reply.images, videos: reply.videos });
    const resumed = await api.ok(eventEndpoints.resume, { params: { id: event.id }, token: reporterToken });
    expect(resumed.eventProgress?.images).toEqual(reply.images);
    expect(resumed.eventProgress?.videos).toEqual(reply.videos);
  });

  it('serves an image inline and anything else as an attachment, never sniffed, with a 100×100 JPEG thumbnail', async () => {
    const event = await newEvent();
    const content = await png(640, 480);
    const reply = (
      await upload(
        fileEndpoints.uploadEventMedia,
        { id: event.id },
        fileParts({ fileName: 'kitchen.png', content }, { fileName: 'clip.mp4', content: mp4() }),
      )
    ).json();
    const image = await download(reply.images[0].publicUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="kitchen.png"/);
    expect(image.rawPayload.equals(content)).toBe(true);

    const thumbnail = await download(reply.images[0].thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 100, 100]);

    // Its print copy (what the incident report reads): a JPEG of at most 640 px, kept in the store.
    const [stored] = await t.database.db
      .select({ printKey: files.printKey })
      .from(files)
      .where(eq(files.id, reply.images[0].id));
    const printMeta = await sharp(fs.readFileSync(path.join(dataDir, 'files', stored.printKey as string))).metadata();
    expect([printMeta.format, printMeta.width, printMeta.height]).toEqual(['jpeg', 640, 480]);

    const video = await download(reply.videos[0].publicUrl);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-disposition']).toMatch(/^attachment; filename="clip.mp4"/);
    expect(video.headers['x-content-type-options']).toBe('nosniff');
    // A video has no thumbnail.
    expect((await download(`${reply.videos[0].publicUrl}?thumbnail=true`)).statusCode).toBe(404);
  });

  it('stores files under random keys, never under the uploaded name', async () => {
    const event = await newEvent();
    const before = await storedObjects();
    await upload(
      fileEndpoints.uploadEventMedia,
      { id: event.id },
      fileParts({ fileName: '../../etc/passwd.png', content: await png() }),
    );
    const added = (await storedObjects()).filter((object) => !before.includes(object));
    // The image, its thumbnail and its print copy, each with the disk store's content-type sidecar.
    expect(added).toHaveLength(6);
    for (const object of added) {
      expect(path.relative(path.join(dataDir, 'files', harborId), object)).toMatch(/^[0-9a-f-]{36}(\.meta\.json)?$/);
    }
    const [row] = await t.database.db.select({ name: files.name }).from(files).where(eq(files.eventId, event.id));
    expect(row.name).toBe('passwd.png');
  });
});

describe('event media: what is refused, and that a refused upload leaves nothing behind', () => {
  it('refuses a .jpg that is really HTML with 400 naming the file, and stores nothing', async () => {
    const event = await newEvent();
    const before = await storedObjects();
    const response = await upload(
      fileEndpoints.uploadEventMedia,
      { id: event.id },
      fileParts({ fileName: 'photo.jpg', content: html }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'file', message: "'photo.jpg' is not an image: its content is HTML, XML or a script." },
    ]);
    expect(await fileRows(event.id)).toBe(0);
    expect(await storedObjects()).toEqual(before);
  });

  it('refuses a document where only images and videos go', async () => {
    const event = await newEvent();
    const response = await upload(
      fileEndpoints.uploadEventMedia,
      { id: event.id },
      fileParts({ fileName: 'report.pdf', content: pdf() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("'report.pdf' cannot be uploaded here: it must be an image or a video.");
    expect(await fileRows(event.id)).toBe(0);
  });

  it('answers 413 above the kind size limit (UPLOAD_MAX_IMAGE_BYTES) and keeps neither that file nor the good one before it', async () => {
    const event = await newEvent();
    const before = await storedObjects();
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#888' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(200_000);
    const response = await upload(
      fileEndpoints.uploadEventMedia,
      { id: event.id },
      fileParts({ fileName: 'small.png', content: await png() }, { fileName: 'huge.png', content: big }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^'huge.png' is larger than/);
    expect(await fileRows(event.id)).toBe(0);
    expect(await storedObjects()).toEqual(before);
  });

  it('a bad second file undoes the first: no rows, no objects', async () => {
    const event = await newEvent();
    const before = await storedObjects();
    const response = await upload(
      fileEndpoints.uploadEventMedia,
      { id: event.id },
      fileParts({ fileName: 'good.png', content: await png() }, { fileName: 'bad.png', content: html }),
    );
    expect(response.statusCode).toBe(400);
    expect(await fileRows(event.id)).toBe(0);
    expect(await storedObjects()).toEqual(before);
  });

  it('answers 400 for a request that is not multipart, and for no file at all', async () => {
    const event = await newEvent();
    const json = await t.app.inject({
      method: 'POST',
      url: endpointUrl(fileEndpoints.uploadEventMedia, harborId, { id: event.id }),
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${reporterToken}` },
    });
    expect(json.statusCode).toBe(400);
    const none = await upload(fileEndpoints.uploadEventMedia, { id: event.id }, [{ field: 'note', value: 'no file' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().validationErrors).toEqual([{ field: 'file', message: 'must be at least one file' }]);
  });
});

describe('event media: who may', () => {
  it('needs reportEvents or manageEvents: a viewer gets 403', async () => {
    const event = await newEvent();
    const response = await upload(
      fileEndpoints.uploadEventMedia,
      { id: event.id },
      fileParts({ fileName: 'a.png', content: await png() }),
      viewerToken,
    );
    expect(response.statusCode).toBe(403);
    expect(await fileRows(event.id)).toBe(0);
  });

  it("another company's event or file answers 404 and changes nothing", async () => {
    const event = await newEvent();
    const reply = (
      await upload(
        fileEndpoints.uploadEventMedia,
        { id: event.id },
        fileParts({ fileName: 'a.png', content: await png() }),
      )
    ).json();
    const before = await storedObjects();
    const foreign = await upload(
      fileEndpoints.uploadEventMedia,
      { id: event.id },
      fileParts({ fileName: 'b.png', content: await png() }),
      summitToken,
      summitId,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await storedObjects()).toEqual(before);
    expect(await fileRows(event.id)).toBe(1);
    const url = endpointUrl(fileEndpoints.download, summitId, { id: reply.images[0].id });
    expect((await download(url, summitToken)).statusCode).toBe(404);
    expect(
      (await api.call(fileEndpoints.eventMedia, { params: { id: event.id }, token: summitToken, companyId: summitId }))
        .statusCode,
    ).toBe(404);
  });

  it('an event limited to roles the caller lacks hides its files (404); a sees-all admin still gets them', async () => {
    const event = await newEvent();
    const reply = (
      await upload(
        fileEndpoints.uploadEventMedia,
        { id: event.id },
        fileParts({ fileName: 'a.png', content: await png() }),
      )
    ).json();
    const [role] = await t.database.db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(and(eq(positionTypes.companyId, harborId), eq(positionTypes.name, 'Property Manager')));
    await t.database.db
      .insert(eventVisibleRoles)
      .values({ companyId: harborId, eventId: event.id, positionTypeId: role.id });
    expect((await download(reply.images[0].publicUrl, reporterToken)).statusCode).toBe(404);
    const again = await upload(
      fileEndpoints.uploadEventMedia,
      { id: event.id },
      fileParts({ fileName: 'b.png', content: await png() }),
    );
    expect(again.statusCode).toBe(404);
    expect((await download(reply.images[0].publicUrl, adminToken)).statusCode).toBe(200);
  });

  it('a row whose object is missing answers 404, not 500', async () => {
    const event = await newEvent();
    const reply = (
      await upload(
        fileEndpoints.uploadEventMedia,
        { id: event.id },
        fileParts({ fileName: 'a.png', content: await png() }),
      )
    ).json();
    const [row] = await t.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.id, reply.images[0].id));
    await t.app.adapters.files.delete(row.key);
    const response = await download(reply.images[0].publicUrl);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The file is no longer stored.');
  });
});

describe('media of an Image Upload step', () => {
  it('stores them against the step, lists them, and shows them on the step in the progress', async () => {
    const event = await newEvent();
    const stepId = await stepOfType(event.id, 'ImageUpload');
    const response = await upload(
      fileEndpoints.uploadQuestionMedia,
      { id: event.id, questionId: stepId },
      fileParts({ fileName: 'pipe.png', content: await png() }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().images).toHaveLength(1);
    // The event's own media are not the step's.
    expect((await api.ok(fileEndpoints.eventMedia, { params: { id: event.id }, token: reporterToken })).images).toEqual(
      [],
    );
    const listed = await api.ok(fileEndpoints.questionMedia, {
      params: { id: event.id, questionId: stepId },
      token: reporterToken,
    });
    expect(listed.images.map((image) => image.name)).toEqual(['pipe.png']);
    const resumed = await api.ok(eventEndpoints.resume, { params: { id: event.id }, token: reporterToken });
    const step = resumed.eventProgress?.procedure.questions.find((question) => question.id === stepId);
    expect(step?.images.map((image) => image.name)).toEqual(['pipe.png']);
  });

  it('refuses a step that is not an Image Upload step (400) and an unknown step (404)', async () => {
    const event = await newEvent();
    const yesNo = await stepOfType(event.id, 'ImageUpload', true);
    const wrong = await upload(
      fileEndpoints.uploadQuestionMedia,
      { id: event.id, questionId: yesNo },
      fileParts({ fileName: 'a.png', content: await png() }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validationErrors).toEqual([
      { field: 'questionId', message: 'must be an Image Upload step of the event' },
    ]);
    const unknown = await upload(
      fileEndpoints.uploadQuestionMedia,
      { id: event.id, questionId: '00000000-0000-4000-8000-000000000000' },
      fileParts({ fileName: 'a.png', content: await png() }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(await fileRows(event.id)).toBe(0);
  });
});
