import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyEndpoints } from '../../schemas/api-key.ts';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { incidentReportEndpoints } from '../../schemas/incident-report.ts';
import { companyResourceEndpoints } from '../../schemas/resource/endpoints.ts';
import { vendorEndpoints } from '../../schemas/vendor.ts';
import { vendorTypeEndpoints } from '../../schemas/vendor-type.ts';
import { EVENT_STATUS } from '../../src/domain/events/event-status.ts';
import type { Clock } from '../../src/server/context/clock.ts';
import {
  apiKeys,
  domainEvents,
  eventCategories,
  events,
  eventTypes,
  people,
  positionTypes,
  vendors,
  vendorTypes,
} from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { apiCall, signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import { expectRefused, reportEvent } from '../helpers/event-fixtures.ts';
import { databaseFingerprint } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * API keys (issue 28, 1): made and revoked on Setup → Integrations, sent as `Authorization:
 * Bearer pok_…`; a key is a member of exactly its own company with its role's permissions.
 */
let t: TestApp;
let adminToken: string;
let summitToken: string;
let managerToken: string;
let harborId: string;
let summitId: string;
let roles: Record<string, string>;
let summitRoles: Record<string, string>;

/** The services' clock: the system's, moved on by `clockOffsetMs` (the expiry test). */
let clockOffsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + clockOffsetMs) };

const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));
type CreatedKey = ReplyOf<typeof apiKeyEndpoints.create>;

async function rolesOf(companyId: string): Promise<Record<string, string>> {
  const rows = await t.database.db
    .select({ id: positionTypes.id, name: positionTypes.name })
    .from(positionTypes)
    .where(eq(positionTypes.companyId, companyId));
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

let keyCount = 0;
/** A new key of Harbor (by its admin) acting with `role`. */
function createKey(role: string, options: { expiresAt?: string; name?: string } = {}): Promise<CreatedKey> {
  keyCount++;
  return api.ok(apiKeyEndpoints.create, {
    body: {
      name: options.name ?? `Key ${keyCount}`,
      positionTypeId: roles[role] as string,
      expiresAt: options.expiresAt,
    },
  });
}

const keyRow = async (id: string) => (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { clock });
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  managerToken = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
  roles = await rolesOf(harborId);
  summitRoles = await rolesOf(summitId);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('creating and listing keys', () => {
  it('answers the secret once; the list never shows it; only its SHA-256 and first characters are stored', async () => {
    const { apiKey, secret } = await createKey('Administrator', { name: '  Yardi sync  ' });
    expect(secret).toMatch(/^pok_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Yardi sync',
      prefix: secret.slice(0, 12),
      role: { id: roles.Administrator, name: 'Administrator' },
      createdBy: { name: expect.stringMatching(/\S/) },
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
    });
    const row = await keyRow(apiKey.id);
    expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await api.ok(apiKeyEndpoints.list);
    expect(listed.apiKeys.map((key) => key.id)).toContain(apiKey.id);
    const text = JSON.stringify(listed);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(row.secretHash);
    const [created] = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'apiKey.created'), eq(domainEvents.subjectId, apiKey.id)));
    expect(created?.actorPersonId).toBeTruthy();
    expect(created?.actorApiKeyId).toBeNull();
  });

  it('refuses a blank or long name, a role of another company or an inactive one, an expiry in the past: 400 naming the field', async () => {
    const create = (body: object) => api.call(apiKeyEndpoints.create, { body: unchecked(body) });
    const role = roles.Administrator;
    await expectRefused(create({ name: '   ', positionTypeId: role }), 'name', 'is required');
    await expectRefused(create({ name: 'x'.repeat(101), positionTypeId: role }), 'name');
    await expectRefused(create({ positionTypeId: role }), 'name');
    await expectRefused(
      create({ name: 'Other company', positionTypeId: summitRoles.Administrator }),
      'positionTypeId',
      'must be an active role of this company',
    );
    await expectRefused(create({ name: 'No such role', positionTypeId: crypto.randomUUID() }), 'positionTypeId');
    const [inactive] = await t.database.db
      .insert(positionTypes)
      .values({ companyId: harborId, name: 'Retired role', active: false, permissions: { manageVendors: true } })
      .returning({ id: positionTypes.id });
    await expectRefused(create({ name: 'Inactive', positionTypeId: inactive?.id }), 'positionTypeId');
    const past = new Date(Date.now() - 60_000).toISOString();
    await expectRefused(
      create({ name: 'Past', positionTypeId: role, expiresAt: past }),
      'expiresAt',
      'must be in the future',
    );
    await expectRefused(create({ name: 'Not a date', positionTypeId: role, expiresAt: 'tomorrow' }), 'expiresAt');
    const stored = await t.database.db.select().from(apiKeys).where(eq(apiKeys.companyId, harborId));
    expect(stored.map((key) => key.name)).not.toEqual(expect.arrayContaining(['Past', 'Inactive', 'Other company']));
  });

  it('needs manageIntegrations: a person or a key without it gets 403 and changes nothing', async () => {
    const { secret } = await createKey('Property Manager');
    const before = await databaseFingerprint(t.database);
    for (const token of [managerToken, secret]) {
      expect((await api.call(apiKeyEndpoints.list, { token })).statusCode).toBe(403);
      const create = await api.call(apiKeyEndpoints.create, {
        token,
        body: { name: 'Sneaky', positionTypeId: roles.Administrator as string },
      });
      expect(create.statusCode).toBe(403);
      const revoke = await api.call(apiKeyEndpoints.revoke, { token, params: { id: crypto.randomUUID() } });
      expect(revoke.statusCode).toBe(403);
    }
    // The refused calls wrote nothing but the key's first use (api_keys.last_used_at).
    const after = await databaseFingerprint(t.database);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed.filter((table) => table !== 'api_keys')).toEqual([]);
    const names = (await t.database.db.select({ name: apiKeys.name }).from(apiKeys)).map((row) => row.name);
    expect(names).not.toContain('Sneaky');
  });
});

describe('what a key may do', () => {
  it("carries its role's permissions: a permission the role lacks is 403", async () => {
    const viewer = await createKey('Viewer');
    expect((await api.call(vendorEndpoints.list, { token: viewer.secret })).statusCode).toBe(403);
    expect(
      (await apiCall(t.app, 'GET', `/api/company/${harborId}/dashboard`, { token: viewer.secret })).statusCode,
    ).toBe(200);
    const manager = await createKey('Property Manager');
    expect((await api.call(vendorEndpoints.list, { token: manager.secret })).statusCode).toBe(200);
    const permissions = await apiCall(t.app, 'GET', `/api/company/${harborId}/loggedInUserPermissions`, {
      token: manager.secret,
    });
    expect(permissions.statusCode).toBe(200);
    expect(permissions.json()).toMatchObject({ seesAllCompanyItems: false, positionName: 'Property Manager' });
    expect(permissions.json()).not.toHaveProperty('personId');
    expect((permissions.json() as { permissions: string[] }).permissions).not.toContain('manageIntegrations');
  });

  it('sees what its role sees: a role that sees all sees every event; one that does not, none (a key has no properties)', async () => {
    const everything = await createKey('Administrator');
    const limited = await createKey('Property Manager');
    const total = async (token: string) => (await api.ok(eventEndpoints.list, { token, query: { pageSize: 1 } })).total;
    const asAdmin = await total(adminToken);
    expect(asAdmin).toBeGreaterThan(0);
    expect(await total(everything.secret)).toBe(asAdmin);
    expect(await total(limited.secret)).toBe(0);
  });

  it("is refused on another company's routes (403) and changes nothing there", async () => {
    const { secret } = await createKey('Administrator');
    const before = await databaseFingerprint(t.database);
    expect((await api.call(vendorEndpoints.list, { token: secret, companyId: summitId })).statusCode).toBe(403);
    const [summitType] = (await api.ok(vendorTypeEndpoints.list, { token: summitToken, companyId: summitId })).types;
    const save = await api.call(vendorEndpoints.save, {
      token: secret,
      companyId: summitId,
      body: { name: 'Planted vendor', typeId: summitType?.id as string },
    });
    expect(save.statusCode).toBe(403);
    expect(Object.keys(save.json() as object)).toEqual(['message']);
    const revoke = await api.call(apiKeyEndpoints.revoke, {
      token: secret,
      companyId: summitId,
      params: { id: crypto.randomUUID() },
    });
    expect(revoke.statusCode).toBe(403);
    // last_used_at was written by the first call (once a minute at most): nothing else changed.
    const after = await databaseFingerprint(t.database);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed.filter((table) => table !== 'api_keys')).toEqual([]);
  });

  it("cannot revoke another company's key: 404, and the key keeps working", async () => {
    const summitKey = await api.ok(apiKeyEndpoints.create, {
      token: summitToken,
      companyId: summitId,
      body: { name: 'Summit key', positionTypeId: summitRoles.Administrator as string },
    });
    const response = await api.call(apiKeyEndpoints.revoke, { params: { id: summitKey.apiKey.id } });
    expect(response.statusCode).toBe(404);
    expect((await keyRow(summitKey.apiKey.id)).revokedAt).toBeNull();
    expect((await api.call(vendorEndpoints.list, { token: summitKey.secret, companyId: summitId })).statusCode).toBe(
      200,
    );
  });

  it('is never a person: account, preferences and sign-in routes refuse it, and so do download tickets', async () => {
    const { secret } = await createKey('Administrator');
    for (const [method, url] of [
      ['GET', '/api/account/preferences'],
      ['POST', '/api/account/preferences'],
      ['GET', '/api/account'],
      ['POST', '/api/users/handlelogin'],
    ] as const) {
      const response = await apiCall(t.app, method, url, {
        token: secret,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const ticket = await apiCall(t.app, 'POST', `/api/company/${harborId}/download-tickets`, {
      token: secret,
      payload: { url: `/api/company/${harborId}/vendors/export` },
    });
    expect([401, 403]).toContain(ticket.statusCode);
    // An export is read with the key itself.
    const exported = await apiCall(t.app, 'GET', `/api/company/${harborId}/vendors/export`, { token: secret });
    expect(exported.statusCode).toBe(200);
  });
});

describe('a key that no longer works', () => {
  it('refuses an unknown or malformed key with 401', async () => {
    for (const token of [`pok_${'A'.repeat(43)}`, 'pok_short', 'pok_']) {
      const response = await api.call(vendorEndpoints.list, { token });
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ message: 'The API key is not valid, has been revoked or has expired.' });
    }
  });

  it('is refused at once after it is revoked (the cache of found keys is emptied); revoking again changes nothing', async () => {
    const { apiKey, secret } = await createKey('Administrator');
    expect((await api.call(vendorEndpoints.list, { token: secret })).statusCode).toBe(200);
    const revoked = await api.ok(apiKeyEndpoints.revoke, { params: { id: apiKey.id } });
    expect(revoked.apiKey.revokedAt).not.toBeNull();
    expect((await api.call(vendorEndpoints.list, { token: secret })).statusCode).toBe(401);
    const again = await api.ok(apiKeyEndpoints.revoke, { params: { id: apiKey.id } });
    expect(again.apiKey.revokedAt).toBe(revoked.apiKey.revokedAt);
    const records = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'apiKey.revoked'), eq(domainEvents.subjectId, apiKey.id)));
    expect(records).toHaveLength(1);
    const listed = await api.ok(apiKeyEndpoints.list);
    expect(listed.apiKeys.find((key) => key.id === apiKey.id)?.revokedAt).toBe(revoked.apiKey.revokedAt);
  });

  it('is refused once it has expired', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const { apiKey, secret } = await createKey('Administrator', { expiresAt: inAnHour });
    expect(apiKey.expiresAt).toBe(inAnHour);
    expect((await api.call(vendorEndpoints.list, { token: secret })).statusCode).toBe(200);
    clockOffsetMs = 2 * 3_600_000;
    try {
      expect((await api.call(vendorEndpoints.list, { token: secret })).statusCode).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('records its last use, written at most once a minute', async () => {
    const { apiKey, secret } = await createKey('Administrator');
    expect((await keyRow(apiKey.id)).lastUsedAt).toBeNull();
    await api.ok(vendorEndpoints.list, { token: secret });
    const first = (await keyRow(apiKey.id)).lastUsedAt;
    expect(first).not.toBeNull();
    await api.ok(vendorEndpoints.list, { token: secret });
    expect((await keyRow(apiKey.id)).lastUsedAt).toEqual(first);
    const listed = await api.ok(apiKeyEndpoints.list);
    expect(listed.apiKeys.find((key) => key.id === apiKey.id)?.lastUsedAt).toBe(first?.toISOString());
  });
});

describe('writes made with a key', () => {
  let key: CreatedKey;
  beforeAll(async () => {
    key = await createKey('Administrator', { name: 'Yardi sync' });
  });

  it('creates a vendor, recorded as the key (no person)', async () => {
    const [type] = await t.database.db
      .select({ id: vendorTypes.id })
      .from(vendorTypes)
      .where(and(eq(vendorTypes.companyId, harborId), eq(vendorTypes.active, true)));
    const saved = await api.ok(vendorEndpoints.save, {
      token: key.secret,
      body: { name: 'Vendor made by a key', typeId: type?.id as string },
    });
    const [record] = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'vendor.created'), eq(domainEvents.subjectId, saved.vendor.id)));
    expect(record).toMatchObject({ actorApiKeyId: key.apiKey.id, actorPersonId: null });
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, saved.vendor.id));
    expect(row?.name).toBe('Vendor made by a key');
  });

  it("reports an event and changes its status; the activity log names the key in the reader's language", async () => {
    const [property] = await t.database.db
      .select({ propertyId: events.propertyId })
      .from(events)
      .where(eq(events.companyId, harborId))
      .limit(1);
    const progress = await reportEvent(t, key.secret, harborId, property?.propertyId as string);
    const [event] = await t.database.db.select().from(events).where(eq(events.id, progress.id));
    expect(event?.reportedByPersonId).toBeNull();
    const finished = await api.call(eventEndpoints.saveProgress, {
      token: key.secret,
      params: { id: progress.id },
      body: { eventProgress: { status: EVENT_STATUS.new, isSopComplete: true } },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const details = await api.call(manage.saveDetails, {
      token: key.secret,
      params: { id: progress.id },
      body: unchecked({
        eventId: progress.id,
        details: { status: EVENT_STATUS.inProgress, summary: null, location: 'Unit 5', visibleToPositionTypeIds: [] },
      }),
    });
    expect(details.statusCode, details.body).toBe(200);
    const records = await t.database.db.select().from(domainEvents).where(eq(domainEvents.eventId, progress.id));
    expect(records.map((record) => record.type)).toContain('event.statusChanged');
    for (const record of records) expect(record).toMatchObject({ actorApiKeyId: key.apiKey.id, actorPersonId: null });

    const log = await api.ok(manage.activityLogs, { params: { id: progress.id } });
    expect(log.activityLogs.length).toBeGreaterThan(0);
    for (const entry of log.activityLogs) expect(entry.person).toBe("API key 'Yardi sync'");
    const spanish = await t.app.inject({
      method: 'GET',
      url: `/api/company/${harborId}/events/${progress.id}/activity/logs`,
      headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'es' },
    });
    expect((spanish.json() as { activityLogs: { person: string }[] }).activityLogs[0]?.person).toBe(
      "Clave de API 'Yardi sync'",
    );
  });

  it('saves a folder, asks for an incident report and deletes an event: done by nobody, recorded as the key', async () => {
    const folder = await api.ok(companyResourceEndpoints.saveFolder, {
      token: key.secret,
      body: { name: 'Folder made by a key' },
    });
    expect(JSON.stringify(folder)).toContain('Folder made by a key');
    const [property] = await t.database.db
      .select({ propertyId: events.propertyId })
      .from(events)
      .where(eq(events.companyId, harborId))
      .limit(1);
    const progress = await reportEvent(t, key.secret, harborId, property?.propertyId as string);
    const report = await api.call(incidentReportEndpoints.create, { token: key.secret, params: { id: progress.id } });
    expect(report.statusCode, report.body).toBe(200);
    const archived = await api.call(manage.archive, {
      token: key.secret,
      params: { id: progress.id },
      body: { selectedEventId: progress.id, verifiedEventId: progress.id },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const [event] = await t.database.db.select().from(events).where(eq(events.id, progress.id));
    expect(event?.archivedAt).not.toBeNull();
    expect(event?.archivedByPersonId).toBeNull();
    const [record] = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'event.archived'), eq(domainEvents.eventId, progress.id)));
    expect(record).toMatchObject({ actorApiKeyId: key.apiKey.id, actorPersonId: null });
  });

  it('saves once per Idempotency-Key for a key as for a person', async () => {
    const [property] = await t.database.db
      .select({ propertyId: events.propertyId })
      .from(events)
      .where(eq(events.companyId, harborId))
      .limit(1);
    const [type] = await t.database.db
      .select({ typeId: eventTypes.id, categoryId: eventCategories.id })
      .from(eventCategories)
      .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
      .where(
        and(
          eq(eventTypes.companyId, harborId),
          eq(eventTypes.name, 'Water Intrusion'),
          eq(eventCategories.name, 'Pipe Burst'),
        ),
      );
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/company/${harborId}/events/create`,
        headers: { authorization: `Bearer ${key.secret}`, 'idempotency-key': 'key-save-0001' },
        payload: {
          typeId: type?.typeId,
          categoryId: type?.categoryId,
          propertyId: property?.propertyId,
          location: 'Idempotent',
        },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('answers every list of the company without a 5xx, with a role that sees all and with one that does not', async () => {
    const limited = await createKey('Property Manager');
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const lists = Object.entries(document.paths)
      .filter(
        ([path, methods]) =>
          path.startsWith('/api/company/{companyId}/') && !/\{(?!companyId)/.test(path) && methods.get,
      )
      .map(([path]) => path.replace('{companyId}', harborId));
    expect(lists.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const token of [key.secret, limited.secret]) {
      for (const url of lists) {
        const response = await apiCall(t.app, 'GET', url, { token });
        if (response.statusCode >= 500) failures.push(`${url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the published document', () => {
  it('describes the key scheme, offered on company endpoints only', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      components: { securitySchemes: Record<string, { type: string; scheme: string; bearerFormat: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'pok_<43 base64url characters>',
    });
    const vendors = document.paths['/api/company/{companyId}/vendors']?.get;
    expect(vendors?.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    const preferences = document.paths['/api/account/preferences']?.get;
    expect(JSON.stringify(preferences?.security ?? [])).not.toContain('apiKey');
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After once a key has made API_KEY_REQUESTS_PER_MINUTE requests; other keys are not affected', async () => {
    limited = await buildTestApp({ API_KEY_REQUESTS_PER_MINUTE: '3' });
    const { adminToken: token, harborId: companyId } = await signInDemoAdmins(limited);
    const [role] = await limited.database.db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .innerJoin(people, eq(people.positionId, positionTypes.id))
      .where(and(eq(positionTypes.companyId, companyId), eq(people.emailAddress, DEMO_LOGINS.admin.email)));
    const make = (name: string) =>
      endpointCaller(() => ({ app: limited.app, token, companyId })).ok(apiKeyEndpoints.create, {
        body: { name, positionTypeId: role?.id as string },
      });
    const busy = await make('Busy');
    const calm = await make('Calm');
    const list = (secret: string) =>
      apiCall(limited.app, 'GET', `/api/company/${companyId}/vendors`, { token: secret });
    for (let i = 0; i < 3; i++) expect((await list(busy.secret)).statusCode).toBe(200);
    const refused = await list(busy.secret);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { message: string }).message).toMatch(/^Too many requests with this API key/);
    expect((await list(calm.secret)).statusCode).toBe(200);
    // People are not limited by it.
    expect((await apiCall(limited.app, 'GET', `/api/company/${companyId}/vendors`, { token })).statusCode).toBe(200);
  }, 60_000);
});
