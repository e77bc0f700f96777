import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lookupEndpoints } from '../../schemas/lookups.ts';
import { US_STATES } from '../../src/domain/common/us-states.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { callEndpoint, type ReplyOf } from '../helpers/endpoint-call.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { cloneTemplate } from '../helpers/template-db.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let harborId: string;
let summitId: string;
let viewerToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
  summitId = await companyIdByName(t.database.db, DEMO_COMPANIES.summit.name);
  // The viewer holds nothing but viewDashboard: the lookup needs only membership.
  viewerToken = (await loginAs(t.app, DEMO_LOGINS.viewer.email)).accessToken;
});
afterAll(() => t?.close());

const getStates = (companyId: string, token?: string) =>
  callEndpoint(t.app, lookupEndpoints.states, { companyId, token });

describe('GET /lookup/states', () => {
  it('gives any member the states, DC and territories as { name, abbreviation }, by name', async () => {
    const response = await getStates(harborId, viewerToken);
    expect(response.statusCode).toBe(200);
    const { states } = response.json() as ReplyOf<typeof lookupEndpoints.states>;
    expect(states).toEqual(US_STATES);
    expect(states).toContainEqual({ name: 'Illinois', abbreviation: 'IL' });
    expect(states).toContainEqual({ name: 'District of Columbia', abbreviation: 'DC' });
    expect(states).toContainEqual({ name: 'Puerto Rico', abbreviation: 'PR' });
    expect(states).toHaveLength(56);
    const names = states.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(states.map((state) => state.abbreviation)).size).toBe(states.length);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('needs a token (401) and membership of the company (403)', async () => {
    expect((await getStates(harborId)).statusCode).toBe(401);
    const other = await getStates(summitId, viewerToken);
    expect(other.statusCode).toBe(403);
    expect(Object.keys(other.json())).toEqual(['message']);
  });
});

describe("the 'us-phone' format on the server (Fastify's ajv, as app.ts configures it)", () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await cloneTemplate(inject('templateDumpPath'));
    const config = loadConfig({
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: path.join(os.tmpdir(), 'property-ops-unused'),
      CLIENT_DIR: path.join(os.tmpdir(), 'property-ops-no-client'),
      LOG_LEVEL: 'silent',
    });
    app = await buildApp(config, database, { logger: false });
    const body = {
      type: 'object',
      required: ['phone'],
      additionalProperties: false,
      properties: {
        phone: { type: 'string', format: 'us-phone' },
        other: { type: ['string', 'null'], format: 'us-phone' },
      },
    } as const;
    // Outside /api: a probe route with exactly the schema features the entity routes use.
    app.post(
      '/probe/phone',
      { schema: { body, response: { 200: { anyOf: [body, { type: 'object' }] } } } },
      async (request) => request.body,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const probe = (payload: object) => app.inject({ method: 'POST', url: '/probe/phone', payload });

  it.each(['(217) 555-0101', '217-555-0101', '+1 217 555 0101', '2175550101', ''])('accepts %j', async (phone) => {
    const response = await probe({ phone, other: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().phone).toBe(phone);
  });

  it("refuses other text with 400 '{value} is not a valid phone number' on the field", async () => {
    const response = await probe({ phone: '555-555-5555', other: 'call me' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'phone 555-555-5555 is not a valid phone number',
      validationErrors: [
        { field: 'phone', message: '555-555-5555 is not a valid phone number' },
        { field: 'other', message: 'call me is not a valid phone number' },
      ],
    });
  });
});
