import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { fileEndpoints } from '../../schemas/file.ts';
import { type Endpoint, IDEMPOTENCY_KEY_HEADER } from '../../schemas/protocol/contract.ts';
import {
  FINISHED_STATE,
  IN_PROGRESS_STATE,
  refusedWizardSaveMessage,
} from '../../src/domain/events/event-wizard-saves.ts';
import { domainEvents, events, files, idempotentRequests } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointUrl } from '../helpers/endpoint-call.ts';
import {
  databaseFingerprint,
  eventCategoryIdByName,
  eventTypeIdByName,
  linkedPropertyOf,
  rowCount,
} from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { fileParts, multipartBody } from '../helpers/multipart.ts';
import { png } from '../helpers/sample-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 27: a save the offline queue replays is made once. Each carries the client's
 * Idempotency-Key; a repeat answers the first reply and changes nothing.
 */

let t: TestApp;
let harborId: string;
let adminToken: string;
let reporterToken: string;
let reporterProperty: string;

interface Sent {
  statusCode: number;
  body: string;
  json(): Record<string, unknown>;
}

/** Sends a JSON save as `token`, with `key` as its Idempotency-Key when given. */
function send(
  endpoint: Endpoint,
  options: { params?: object; body?: unknown; key?: string; token?: string },
): Promise<Sent> {
  return t.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, harborId, options.params),
    headers: {
      authorization: `Bearer ${options.token ?? reporterToken}`,
      ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  }) as Promise<Sent>;
}

async function createBody(location: string) {
  return {
    typeId: await eventTypeIdByName(t.database.db, harborId, 'Water Intrusion'),
    categoryId: await eventCategoryIdByName(t.database.db, harborId, 'Water Intrusion', 'Pipe Burst'),
    propertyId: reporterProperty,
    location,
  };
}

const eventsAt = (location: string) =>
  rowCount(t.database.db, events, and(eq(events.companyId, harborId), eq(events.location, location)));

/** A new event, created without a key; answers its id. */
async function newEvent(location: string): Promise<string> {
  const created = await send(eventEndpoints.create, { body: await createBody(location) });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json().eventProgress as { id: string }).id;
}

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: path.join(os.tmpdir(), `idempotent-saves-${process.pid}-${Date.now()}`) });
  ({ adminToken, harborId } = await signInDemoAdmins(t));
  reporterToken = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
  reporterProperty = await linkedPropertyOf(t.database.db, DEMO_LOGINS.reporter.email);
});
afterAll(() => t?.close());

describe('Idempotency-Key on the wizard saves', () => {
  it('creates one event when the same create is sent three times, and answers the same reply each time', async () => {
    const key = randomUUID();
    const body = await createBody('Replay 1');
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await send(eventEndpoints.create, { body, key }));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(replies[1].json()).toEqual(replies[0].json());
    expect(replies[2].json()).toEqual(replies[0].json());
    expect(await eventsAt('Replay 1')).toBe(1);
  });

  it('creates one event when the three copies arrive at once', async () => {
    const key = randomUUID();
    const body = await createBody('Replay 2');
    const replies = await Promise.all([1, 2, 3].map(() => send(eventEndpoints.create, { body, key })));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const ids = new Set(replies.map((reply) => (reply.json().eventProgress as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(await eventsAt('Replay 2')).toBe(1);
  });

  it('records a replayed progress save once', async () => {
    const id = await newEvent('Replay 3');
    const key = randomUUID();
    const body = { eventProgress: { eventSeverityLevel: 1, dateOccurredUtc: '2026-10-05T18:30:00.000Z' } };
    for (let i = 0; i < 3; i++) {
      const saved = await send(eventEndpoints.saveProgress, { params: { id }, body, key });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const saves = await rowCount(
      t.database.db,
      domainEvents,
      and(eq(domainEvents.eventId, id), eq(domainEvents.type, 'event.progressSaved')),
    );
    expect(saves).toBe(1);
  });

  it('stores a replayed photo upload once', async () => {
    const id = await newEvent('Replay 4');
    const key = randomUUID();
    const content = await png();
    const replies = [];
    for (let i = 0; i < 3; i++) {
      const { payload, headers } = multipartBody(fileParts({ fileName: 'leak.png', content }));
      replies.push(
        await t.app.inject({
          method: 'POST',
          url: endpointUrl(fileEndpoints.uploadEventMedia, harborId, { id }),
          payload,
          headers: { ...headers, authorization: `Bearer ${reporterToken}`, [IDEMPOTENCY_KEY_HEADER]: key },
        }),
      );
    }
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(replies[2].json()).toEqual(replies[0].json());
    expect(await rowCount(t.database.db, files, eq(files.eventId, id))).toBe(1);
  });

  it('refuses the same key with another request (422) and changes nothing', async () => {
    const key = randomUUID();
    const first = await send(eventEndpoints.create, { body: await createBody('Replay 5'), key });
    expect(first.statusCode, first.body).toBe(200);
    const before = await databaseFingerprint(t.database);
    const other = await send(eventEndpoints.create, { body: await createBody('Replay 5, changed'), key });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request.');
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("keeps each person's keys apart: another person's save with the same key is their own", async () => {
    const key = randomUUID();
    const body = await createBody('Replay 6');
    const mine = await send(eventEndpoints.create, { body, key });
    const theirs = await send(eventEndpoints.create, { body, key, token: adminToken });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((theirs.json().eventProgress as { id: string }).id).not.toBe(
      (mine.json().eventProgress as { id: string }).id,
    );
    expect(await eventsAt('Replay 6')).toBe(2);
  });

  it('remembers no key of a refused save: its repeat is decided again by the same rules', async () => {
    const id = await newEvent('Replay 7');
    const finish = await send(eventEndpoints.saveProgress, {
      params: { id },
      body: { eventProgress: { status: 0, isSopComplete: true } },
    });
    expect(finish.statusCode, finish.body).toBe(200);
    // A save queued offline before the event was finished arrives after it: refused, each time.
    const key = randomUUID();
    const late = { eventProgress: { ...IN_PROGRESS_STATE, eventSeverityLevel: 1 } };
    for (let i = 0; i < 2; i++) {
      const refused = await send(eventEndpoints.saveProgress, { params: { id }, body: late, key });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ message: refusedWizardSaveMessage(FINISHED_STATE) });
    }
    expect(await rowCount(t.database.db, idempotentRequests, eq(idempotentRequests.key, key))).toBe(0);
  });

  it('saves twice without a key, and answers 400 naming the header for a malformed key', async () => {
    const body = await createBody('Replay 8');
    await send(eventEndpoints.create, { body });
    await send(eventEndpoints.create, { body });
    expect(await eventsAt('Replay 8')).toBe(2);
    const bad = await send(eventEndpoints.create, { body, key: 'no spaces allowed' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.body).toContain(IDEMPOTENCY_KEY_HEADER);
    expect(await eventsAt('Replay 8')).toBe(2);
  });
});
