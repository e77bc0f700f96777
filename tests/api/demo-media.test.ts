import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { fileEndpoints } from '../../schemas/file.ts';
import { events, files } from '../../src/server/db/schema/index.ts';
import { seedDemoMedia } from '../../src/server/seed/demo-media.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let harborId: string;

const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: path.join(os.tmpdir(), `demo-media-${process.pid}-${Date.now()}`) });
  ({ adminToken, harborId } = await signInDemoAdmins(t));
  await seedDemoMedia(t.database.db, t.app.adapters.files);
});
afterAll(() => t?.close());

it("seeds photos on the pipe burst, one of them its Image Upload step's answer, each downloadable with its thumbnail", async () => {
  const [pipeBurst] = await t.database.db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.location, 'Unit 204 kitchen'));
  const own = await api.ok(fileEndpoints.eventMedia, { params: { id: pipeBurst.id } });
  expect(own.images.map((image) => image.name)).toEqual(['kitchen-floor.png', 'ceiling-below.png']);
  const [stepPhoto] = await t.database.db
    .select({ name: files.name, questionId: files.questionId })
    .from(files)
    .where(and(eq(files.eventId, pipeBurst.id), isNotNull(files.questionId)));
  const step = await api.ok(fileEndpoints.questionMedia, {
    params: { id: pipeBurst.id, questionId: stepPhoto.questionId ?? '' },
  });
  expect(step.images.map((image) => image.name)).toEqual(['burst-pipe.png']);
  const { events: rows } = await api.ok(eventEndpoints.list, { query: { search: 'Unit 204 kitchen' } });
  expect(rows).toHaveLength(1);
  const image = await t.app.inject({
    method: 'GET',
    url: own.images[0].publicUrl,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(image.statusCode).toBe(200);
  expect((await sharp(image.rawPayload).metadata()).width).toBe(640);
  const thumbnailUrl = own.images[0].thumbnailUrl ?? '';
  const thumbnail = await t.app.inject({
    method: 'GET',
    url: thumbnailUrl,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(thumbnail.statusCode).toBe(200);
  expect(thumbnail.headers['content-type']).toBe('image/jpeg');
});
