import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { EVENT_MESSAGES } from '../../schemas/event/entity.ts';
import { type Endpoint, IDEMPOTENCY_KEY_HEADER } from '../../schemas/protocol/contract.ts';
import { events } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointUrl } from '../helpers/endpoint-call.ts';
import { databaseFingerprint, linkedPropertyOf, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 27: what a wizard needs to report offline. It builds the event from the procedures of
 * GET /events/reportingProcedures, and names it by an id it made, which POST /events/create takes.
 */

let t: TestApp;
let harborId: string;
let summitId: string;
let summitToken: string;
let reporterToken: string;
let reporterProperty: string;

interface Sent {
  statusCode: number;
  body: string;
  json(): Record<string, unknown>;
}

function send(
  endpoint: Endpoint,
  options: { params?: object; body?: unknown; key?: string; token?: string; companyId?: string },
): Promise<Sent> {
  return t.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, options.companyId ?? harborId, options.params),
    headers: {
      authorization: `Bearer ${options.token ?? reporterToken}`,
      ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  }) as Promise<Sent>;
}

type Reporting = { type: { id: string }; category: { id: string }; procedureId: string; questions: unknown[] };

async function reportingProcedures(token = reporterToken, companyId = harborId): Promise<Reporting[]> {
  const reply = await send(eventEndpoints.reportingProcedures, { token, companyId });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().reportingProcedures as Reporting[];
}

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: path.join(os.tmpdir(), `offline-reporting-${process.pid}-${Date.now()}`) });
  ({ harborId, summitId, summitToken } = await signInDemoAdmins(t));
  reporterToken = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
  reporterProperty = await linkedPropertyOf(t.database.db, DEMO_LOGINS.reporter.email);
});
afterAll(() => t?.close());

describe('GET /events/reportingProcedures', () => {
  it('gives, for each type and category, the questions create copies into the event, as the copy starts', async () => {
    const pairs = await reportingProcedures();
    expect(pairs.length).toBeGreaterThan(3);
    // Every pair of the demo company, created online: the event's questions are the listed ones.
    for (const pair of pairs) {
      const created = await send(eventEndpoints.create, {
        body: { typeId: pair.type.id, categoryId: pair.category.id, propertyId: reporterProperty },
      });
      expect(created.statusCode, created.body).toBe(200);
      const progress = created.json().eventProgress as { procedure: { id: string; questions: unknown[] } };
      expect(progress.procedure.id).toBe(pair.procedureId);
      expect(progress.procedure.questions).toEqual(pair.questions);
    }
  });

  it("answers only the caller's company", async () => {
    const harbor = await reportingProcedures();
    const summit = await reportingProcedures(summitToken, summitId);
    const harborIds = new Set(harbor.map((pair) => pair.procedureId));
    expect(summit.some((pair) => harborIds.has(pair.procedureId))).toBe(false);
    const foreign = await send(eventEndpoints.reportingProcedures, { companyId: summitId });
    expect([403, 404]).toContain(foreign.statusCode);
  });
});

describe('POST /events/create with an id the client made', () => {
  async function body(id?: string) {
    const [pair] = await reportingProcedures();
    return {
      ...(id ? { id } : {}),
      typeId: pair.type.id,
      categoryId: pair.category.id,
      propertyId: reporterProperty,
      location: 'Boiler room',
    };
  }

  it('creates the event under that id, and the saves queued behind it reach it', async () => {
    const id = randomUUID();
    const created = await send(eventEndpoints.create, { body: await body(id.toUpperCase()) });
    expect(created.statusCode, created.body).toBe(200);
    expect((created.json().eventProgress as { id: string }).id).toBe(id);
    const saved = await send(eventEndpoints.saveProgress, {
      params: { id },
      body: { eventProgress: { eventSeverityLevel: 1 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json().eventProgress as { eventSeverityLevel: number }).eventSeverityLevel).toBe(1);
  });

  it('answers 409 for an id already taken, in this company or another, and changes nothing', async () => {
    const id = randomUUID();
    expect((await send(eventEndpoints.create, { body: await body(id) })).statusCode).toBe(200);
    const [summitEvent] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.companyId, summitId))
      .limit(1);
    const before = await databaseFingerprint(t.database);
    for (const taken of [id, summitEvent.id]) {
      const again = await send(eventEndpoints.create, { body: await body(taken) });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().message).toBe(EVENT_MESSAGES.idTaken);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('makes one event when the queued create is replayed with its key', async () => {
    const id = randomUUID();
    const key = randomUUID();
    const payload = await body(id);
    for (let i = 0; i < 3; i++) {
      const reply = await send(eventEndpoints.create, { body: payload, key });
      expect(reply.statusCode, reply.body).toBe(200);
      expect((reply.json().eventProgress as { id: string }).id).toBe(id);
    }
    expect(await rowCount(t.database.db, events, eq(events.id, id))).toBe(1);
  });

  it('refuses an id that is not a UUID with a 400 naming the field', async () => {
    const reply = await send(eventEndpoints.create, { body: { ...(await body()), id: 'offline-1' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('id');
  });
});
