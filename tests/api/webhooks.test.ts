import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimEndpoints } from '../../schemas/claim/endpoints.ts';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { webhookEndpoints } from '../../schemas/webhook.ts';
import type { Resolve } from '../../src/server/adapters/webhooks/index.ts';
import type { Clock } from '../../src/server/context/clock.ts';
import { positionTypes, properties, webhookDeliveries, webhooks } from '../../src/server/db/schema/index.ts';
import { WEBHOOK_RETRY_WINDOW_MS } from '../../src/server/modules/webhooks/backoff.ts';
import { drainWebhooks } from '../../src/server/modules/webhooks/drain.ts';
import { WEBHOOK_DRAIN_JOB } from '../../src/server/modules/webhooks/job.ts';
import { WEBHOOK_DOMAIN_EVENT_TYPES } from '../../src/server/modules/webhooks/kind-of.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  expectRefused,
  reportEvent,
  reportFinishedEvent,
  signInEventPersonas,
} from '../helpers/event-fixtures.ts';
import { databaseFingerprint } from '../helpers/fixtures.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Outbound webhooks (issue 28, 2): a real receiver on 127.0.0.1 (WEBHOOKS_ALLOW_HTTP_LOOPBACK=true
 * in this app's configuration) verifies each signature from the documented scheme; the worker is
 * driven by hand (drainWebhooks) on a clock the test moves, so retries need no sleeping.
 */
let t: TestApp;
let p: EventPersonas;
let roles: Record<string, string>;
let propertyId: string;

let clockOffsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + clockOffsetMs) };

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));
type Created = ReplyOf<typeof webhookEndpoints.create>;

// --- The receiver: every request by path, and what each path answers.
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let received: Received[] = [];
/** What a path answers next (the last one repeats); absent: 200. */
const answers = new Map<string, { status: number; headers?: Record<string, string>; body?: string }[]>();
let receiver: http.Server;
let port: number;

function answerNext(path: string) {
  const queue = answers.get(path) ?? [];
  const next = queue.length > 1 ? queue.shift() : queue[0];
  return next ?? { status: 200, body: 'ok' };
}

const at = (path: string) => received.filter((request) => request.path === path);

/**
 * Verifies a delivery as a receiver would from the README's scheme alone: `X-Signature:
 * t=<unix>,v1=<hex>` where hex = HMAC-SHA256(secret, `${t}.${raw body}`), compared in constant time.
 */
function verifySignature(request: Received, secret: string): boolean {
  const header = String(request.headers['x-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${request.body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// --- Name resolution the test controls (the app's resolver is the system's otherwise).
const names = new Map<string, string>();
const testResolve: Resolve = async (hostname) => {
  const address = names.get(hostname);
  if (!address) throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

const drain = () =>
  drainWebhooks({ db: t.database.db, adapters: t.app.adapters, clock, publicUrl: t.config.publicUrl });

let pathCount = 0;
/** A new webhook of Harbor to its own path on the receiver. */
async function createWebhook(
  kinds: string[],
  options: { role?: string; host?: string } = {},
): Promise<Created & { path: string }> {
  pathCount++;
  const path = `/hook/${pathCount}`;
  const created = await api.ok(webhookEndpoints.create, {
    body: unchecked({
      url: `http://${options.host ?? '127.0.0.1'}:${port}${path}`,
      kinds,
      ...(options.role ? { positionTypeId: roles[options.role] } : {}),
    }),
  });
  return { ...created, path };
}

const deliveriesOf = (webhookId: string) =>
  t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));

/** Saves an event's details through event management (records event.detailsSaved: event.updated). */
async function saveDetails(eventId: string, change: { roleIds?: string[]; summary?: string }) {
  const { event } = await api.ok(manage.forDisplay, { params: { id: eventId } });
  await api.ok(manage.saveDetails, {
    params: { id: eventId },
    body: {
      eventId,
      details: {
        status: event.status,
        summary: change.summary ?? event.summary,
        location: event.location,
        visibleToPositionTypeIds: change.roleIds ?? event.visibleToPositionTypes.map((role) => role.id),
      },
    },
  });
}

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answerNext(path);
      response.writeHead(answer.status, answer.headers ?? {});
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  t = await buildTestApp({ WEBHOOKS_ALLOW_HTTP_LOOPBACK: 'true' }, undefined, { clock });
  t.app.adapters.webhooks.resolve = testResolve;
  p = await signInEventPersonas(t);
  const rows = await t.database.db
    .select({ id: positionTypes.id, name: positionTypes.name })
    .from(positionTypes)
    .where(eq(positionTypes.companyId, p.harborId));
  roles = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  const [property] = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.companyId, p.harborId))
    .limit(1);
  propertyId = property?.id as string;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(async () => {
  // Each test hears only its own webhooks: the earlier tests' are deleted, their outbox drained.
  await t.database.db.update(webhooks).set({ deletedAt: new Date(), enabled: false }).where(isNull(webhooks.deletedAt));
  await drain();
  received = [];
  answers.clear();
  names.clear();
  clockOffsetMs = 0;
});

describe('webhooks: managing them', () => {
  it('answers the signing secret once, at creation; the list and later answers never hold it', async () => {
    const created = await createWebhook(['event.created', 'event.status_changed'], { role: 'Property Manager' });
    expect(created.signingSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.webhook).toMatchObject({
      url: `http://127.0.0.1:${port}${created.path}`,
      kinds: ['event.created', 'event.status_changed'],
      role: { id: roles['Property Manager'], name: 'Property Manager' },
      enabled: true,
      pausedReason: null,
      failingSince: null,
    });
    const listed = await api.ok(webhookEndpoints.list);
    expect(listed.webhooks.map((webhook) => webhook.id)).toContain(created.webhook.id);
    expect(JSON.stringify(listed)).not.toContain(created.signingSecret);
    const paused = await api.ok(webhookEndpoints.update, {
      params: { id: created.webhook.id },
      body: { enabled: false },
    });
    expect(paused.webhook.enabled).toBe(false);
    expect(JSON.stringify(paused)).not.toContain(created.signingSecret);
    const enabled = await api.ok(webhookEndpoints.update, {
      params: { id: created.webhook.id },
      body: { enabled: true },
    });
    expect(enabled.webhook.enabled).toBe(true);
    const deleted = await api.ok(webhookEndpoints.delete, { params: { id: created.webhook.id } });
    expect(JSON.stringify(deleted)).not.toContain(created.signingSecret);
    expect((await api.ok(webhookEndpoints.list)).webhooks.map((webhook) => webhook.id)).not.toContain(
      created.webhook.id,
    );
    expect((await api.call(webhookEndpoints.delete, { params: { id: created.webhook.id } })).statusCode).toBe(404);
  });

  it('refuses a URL that is not https, has credentials or reaches a private address, no or unknown kinds, a role of another company: 400 naming the field', async () => {
    const create = (body: object) => api.call(webhookEndpoints.create, { body: unchecked(body) });
    const kinds = ['event.created'];
    await expectRefused(create({ url: 'not a url', kinds }), 'url');
    await expectRefused(create({ url: 'ftp://example.com/hook', kinds }), 'url');
    // Plain http only to a loopback address, even with WEBHOOKS_ALLOW_HTTP_LOOPBACK.
    names.set('public.example', '93.184.216.34');
    await expectRefused(create({ url: 'http://public.example/hook', kinds }), 'url');
    await expectRefused(create({ url: 'https://user:pass@public.example/hook', kinds }), 'url');
    for (const address of [
      '10.0.0.5',
      '169.254.169.254',
      '192.168.1.1',
      '[fd00::1]',
      '[fe80::1]',
      '0.0.0.0',
      '224.0.0.1',
    ]) {
      await expectRefused(create({ url: `https://${address}/hook`, kinds }), 'url');
    }
    // A name that resolves to a private or link-local address.
    names.set('intranet.example', '10.1.2.3');
    names.set('metadata.example', '169.254.169.254');
    const refused = await expectRefused(create({ url: 'https://intranet.example/hook', kinds }), 'url');
    expect(refused.validationErrors[0]?.message).toContain('intranet.example');
    await expectRefused(create({ url: 'https://metadata.example/hook', kinds }), 'url');
    await expectRefused(create({ url: 'https://unknown.example/hook', kinds }), 'url');
    await expectRefused(create({ url: 'https://public.example/hook', kinds: [] }), 'kinds');
    await expectRefused(create({ url: 'https://public.example/hook', kinds: ['event.exploded'] }), 'kinds.0');
    await expectRefused(create({ url: 'https://public.example/hook' }), 'kinds');
    const summitRoles = await t.database.db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(eq(positionTypes.companyId, p.summitId));
    await expectRefused(
      create({ url: 'https://public.example/hook', kinds, positionTypeId: summitRoles[0]?.id }),
      'positionTypeId',
      'must be an active role of this company',
    );
    const stored = await t.database.db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.companyId, p.harborId), isNull(webhooks.deletedAt)));
    expect(stored).toEqual([]);
    // A public https address is accepted.
    const ok = await create({ url: 'https://public.example/hook', kinds });
    expect(ok.statusCode).toBe(200);
  });

  it("needs manageIntegrations (403), and another company's webhook is not found (404); neither changes anything", async () => {
    const created = await createWebhook(['event.created']);
    const before = await databaseFingerprint(t.database);
    const id = created.webhook.id;
    for (const call of [
      api.call(webhookEndpoints.list, { token: p.managerToken }),
      api.call(webhookEndpoints.create, {
        token: p.managerToken,
        body: { url: `http://127.0.0.1:${port}/x`, kinds: ['event.created'] },
      }),
      api.call(webhookEndpoints.update, { token: p.managerToken, params: { id }, body: { enabled: false } }),
      api.call(webhookEndpoints.delete, { token: p.managerToken, params: { id } }),
      api.call(webhookEndpoints.deliveries, { token: p.managerToken, params: { id } }),
      // Summit's admin on Harbor's routes: not a member.
      api.call(webhookEndpoints.delete, { token: p.summitToken, params: { id } }),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
    // Summit's admin on Summit's routes with Harbor's webhook id.
    const summit = { token: p.summitToken, companyId: p.summitId };
    for (const call of [
      api.call(webhookEndpoints.update, { ...summit, params: { id }, body: { enabled: false } }),
      api.call(webhookEndpoints.delete, { ...summit, params: { id } }),
      api.call(webhookEndpoints.deliveries, { ...summit, params: { id } }),
      api.call(webhookEndpoints.resend, { ...summit, params: { id, deliveryId: id } }),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
    expect((await api.ok(webhookEndpoints.list, summit)).webhooks.map((webhook) => webhook.id)).not.toContain(id);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('the outbox trigger hears exactly the domain event types a kind is made of', async () => {
    const [trigger] = await t.database.query<{ def: string }>(
      "select pg_get_triggerdef(oid) as def from pg_trigger where tgname = 'domain_events_webhook_outbox'",
    );
    const listed = [...(trigger?.def ?? '').matchAll(/'([\w.]+)'::text/g)].map((match) => match[1]);
    expect(new Set(listed)).toEqual(new Set(WEBHOOK_DOMAIN_EVENT_TYPES));
  });
});

describe('webhooks: deliveries', () => {
  it('POSTs { id, kind, occurredAt, companyId, data } signed with the secret; a receiver verifying the scheme accepts it, a forged one does not', async () => {
    const { webhook, signingSecret, path } = await createWebhook(['event.created']);
    const progress = await reportEvent(t, p.adminToken, p.harborId, propertyId);
    expect(await drain()).toMatchObject({ sent: 1, failed: 0 });
    const [request] = at(path);
    expect(request).toBeDefined();
    const delivery = request as Received;
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['x-webhook-id']).toBe(webhook.id);
    expect(verifySignature(delivery, signingSecret)).toBe(true);
    expect(verifySignature(delivery, `${signingSecret}x`)).toBe(false);
    expect(
      verifySignature({ ...delivery, body: delivery.body.replace('event.created', 'event.deleted') }, signingSecret),
    ).toBe(false);
    const t0 = Number(/t=(\d+)/.exec(String(delivery.headers['x-signature']))?.[1]);
    expect(Math.abs(t0 - Date.now() / 1000)).toBeLessThan(60);
    const body = JSON.parse(delivery.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['companyId', 'data', 'id', 'kind', 'occurredAt']);
    expect(body).toMatchObject({ kind: 'event.created', companyId: p.harborId });
    // The event as GET /events/{id} answers it.
    const { event } = await api.ok(manage.forDisplay, { params: { id: progress.id } });
    expect(body.data).toEqual(JSON.parse(JSON.stringify(event)));
    // The log: one delivery, succeeded.
    const log = await api.ok(webhookEndpoints.deliveries, { params: { id: webhook.id } });
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]).toMatchObject({
      id: delivery.headers['x-webhook-delivery'],
      kind: 'event.created',
      objectId: progress.id,
      status: 'succeeded',
      attempts: 1,
      responseCode: 200,
      nextAttemptAt: null,
    });
    expect(log.deliveries[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('retries after 500s with exponential back-off, then succeeds; the same body each time; failingSince set, then cleared', async () => {
    const { webhook, signingSecret, path } = await createWebhook(['event.created']);
    answers.set(path, [{ status: 500, body: 'x'.repeat(5000) }, { status: 500 }, { status: 204 }]);
    await reportEvent(t, p.adminToken, p.harborId, propertyId);
    expect(await drain()).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500 });
    // At most 1 KB of the answer is kept.
    expect(row?.responseBody?.length).toBe(1024);
    const firstRetry = (row?.nextAttemptAt?.getTime() ?? 0) - (row?.lastAttemptAt?.getTime() ?? 0);
    expect(firstRetry).toBe(30_000);
    expect(
      (await api.ok(webhookEndpoints.list)).webhooks.find((each) => each.id === webhook.id)?.failingSince,
    ).not.toBeNull();
    // Not due yet: nothing is sent.
    expect(await drain()).toMatchObject({ sent: 0, failed: 0 });
    clockOffsetMs += 30_000;
    expect(await drain()).toMatchObject({ sent: 0, failed: 1 });
    [row] = await deliveriesOf(webhook.id);
    const secondRetry = (row?.nextAttemptAt?.getTime() ?? 0) - (row?.lastAttemptAt?.getTime() ?? 0);
    expect(secondRetry).toBe(60_000);
    clockOffsetMs += 60_000;
    expect(await drain()).toMatchObject({ sent: 1, failed: 0 });
    [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, responseCode: 204, nextAttemptAt: null });
    const requests = at(path);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.body)).size).toBe(1);
    expect(requests.every((request) => verifySignature(request, signingSecret))).toBe(true);
    const [stored] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(stored?.failingSince).toBeNull();
  });

  it("gives up after 24 hours ('failed'); an endpoint failing for days is paused and the administrators are told by e-mail", async () => {
    const { webhook, path } = await createWebhook(['event.created']);
    answers.set(path, [{ status: 503 }]);
    await reportEvent(t, p.adminToken, p.harborId, propertyId);
    const started = clock.now().getTime();
    for (let round = 0; round < 100; round++) {
      await drain();
      const [row] = await deliveriesOf(webhook.id);
      if (row?.status !== 'pending') break;
      clockOffsetMs += (row.nextAttemptAt?.getTime() ?? 0) - clock.now().getTime();
    }
    const [row] = await deliveriesOf(webhook.id);
    expect(row?.status).toBe('failed');
    expect(row?.nextAttemptAt).toBeNull();
    const lastTry = row?.lastAttemptAt?.getTime() ?? 0;
    expect(lastTry - started).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
    expect(lastTry - started).toBeGreaterThan(WEBHOOK_RETRY_WINDOW_MS - 2 * 60 * 60 * 1000);
    expect(at(path).length).toBe(row?.attempts);
    expect(row?.attempts).toBeGreaterThan(10);
    // One day failed: still enabled. Failing since three days: the next failure pauses it.
    let [stored] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(stored?.enabled).toBe(true);
    await t.database.db
      .update(webhooks)
      .set({ failingSince: new Date(clock.now().getTime() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(webhooks.id, webhook.id));
    const before = new Date();
    await reportEvent(t, p.adminToken, p.harborId, propertyId);
    await drain();
    [stored] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(stored).toMatchObject({ enabled: false, pausedReason: 'failing' });
    const mails = await mailsTo(t.database.db, DEMO_LOGINS.admin.email, new Date(before.getTime() - 60_000));
    const told = mails.filter((mail) => mail.subject?.includes('webhook'));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain(webhook.url);
    // The manager (no manageIntegrations) is not told.
    expect(
      (await mailsTo(t.database.db, DEMO_LOGINS.manager.email, new Date(before.getTime() - 60_000))).filter((mail) =>
        mail.subject?.includes('webhook'),
      ),
    ).toEqual([]);
    // Paused: nothing more is sent; enabling clears the pause and the failure run.
    const sentBefore = at(path).length;
    await reportEvent(t, p.adminToken, p.harborId, propertyId);
    clockOffsetMs += 24 * 60 * 60 * 1000;
    await drain();
    expect(at(path).length).toBe(sentBefore);
    const enabled = await api.ok(webhookEndpoints.update, { params: { id: webhook.id }, body: { enabled: true } });
    expect(enabled.webhook).toMatchObject({ enabled: true, pausedReason: null, failingSince: null });
  });

  it('delivers in order per object: a later delivery about the same event waits while an earlier one is pending', async () => {
    const { webhook, path } = await createWebhook(['event.created', 'event.updated']);
    answers.set(path, [{ status: 500 }, { status: 200 }]);
    const progress = await reportEvent(t, p.adminToken, p.harborId, propertyId);
    await saveDetails(progress.id, { summary: 'Water under the sink' });
    await drain();
    // The first (event.created) failed; the second (event.updated) was not sent.
    expect(at(path).map((request) => JSON.parse(request.body).kind)).toEqual(['event.created']);
    const pending = await deliveriesOf(webhook.id);
    expect(pending.map((row) => row.status).sort()).toEqual(['pending', 'pending']);
    clockOffsetMs += 30_000;
    await drain();
    expect(at(path).map((request) => JSON.parse(request.body).kind)).toEqual([
      'event.created',
      'event.created',
      'event.updated',
    ]);
    expect((await deliveriesOf(webhook.id)).every((row) => row.status === 'succeeded')).toBe(true);
  });

  it('claim.saved carries the claim as GET /events/{id}/claims lists it (read after the event was deleted too); event.deleted the deleted event', async () => {
    const { path } = await createWebhook(['claim.saved', 'event.deleted']);
    const progress = await reportFinishedEvent(t, p.adminToken, p.harborId, propertyId);
    const saved = await api.ok(claimEndpoints.save, {
      params: { id: progress.id },
      body: unchecked({
        insuranceClaim: {
          eventId: progress.id,
          title: 'Kitchen water damage',
          claimStatus: 0,
          claimType: 2,
          claimDate: '2026-11-20',
          repairCost: 1000,
        },
      }),
    });
    const claimId = (saved as { claim: { id: string } }).claim.id;
    const claim = (await api.ok(claimEndpoints.list, { params: { id: progress.id } })).claims.find(
      (each) => each.id === claimId,
    );
    await api.ok(manage.archive, {
      params: { id: progress.id },
      body: { selectedEventId: progress.id, verifiedEventId: progress.id },
    });
    await drain();
    const bodies = at(path).map((request) => JSON.parse(request.body) as { kind: string; data: { id: string } });
    expect(bodies.map((body) => body.kind)).toEqual(['claim.saved', 'event.deleted']);
    expect(bodies[0]?.data).toEqual(JSON.parse(JSON.stringify(claim)));
    expect(bodies[1]?.data).toMatchObject({ id: progress.id });
  });

  it("'Resend' sends the same body again as a new delivery of the log", async () => {
    const { webhook, path } = await createWebhook(['event.created']);
    await reportEvent(t, p.adminToken, p.harborId, propertyId);
    await drain();
    const [first] = (await api.ok(webhookEndpoints.deliveries, { params: { id: webhook.id } })).deliveries;
    const resent = await api.ok(webhookEndpoints.resend, {
      params: { id: webhook.id, deliveryId: first?.id as string },
    });
    expect(resent.delivery).toMatchObject({ status: 'pending', attempts: 0, kind: 'event.created' });
    // 'Resend' wakes the worker at once: a drain job named after the new delivery.
    await vi.waitFor(
      async () => expect((await t.app.jobs.status(WEBHOOK_DRAIN_JOB, resent.delivery.id))?.state).toBe('completed'),
      { timeout: 20_000, interval: 50 },
    );
    const requests = at(path);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toBe(requests[0]?.body);
    const log = await api.ok(webhookEndpoints.deliveries, { params: { id: webhook.id } });
    expect(log.deliveries.map((row) => row.id)).toEqual([resent.delivery.id, first?.id]);
    expect(log.deliveries.every((row) => row.status === 'succeeded')).toBe(true);
  });

  it('follows no redirect: a 302 is a failed attempt, and its Location is never asked for', async () => {
    const { webhook, path } = await createWebhook(['event.created']);
    answers.set(path, [{ status: 302, headers: { location: `http://127.0.0.1:${port}/elsewhere` } }]);
    await reportEvent(t, p.adminToken, p.harborId, propertyId);
    await drain();
    expect(at('/elsewhere')).toEqual([]);
    const [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({ status: 'pending', responseCode: 302, attempts: 1 });
    expect(row?.error).toContain('redirect');
  });

  it('refuses at delivery time a name that now resolves to a private or link-local address (DNS rebinding)', async () => {
    names.set('rebind.localhost', '127.0.0.1');
    const { webhook, path } = await createWebhook(['event.created'], { host: 'rebind.localhost' });
    for (const address of ['10.0.0.9', '169.254.169.254']) {
      names.set('rebind.localhost', address);
      await reportEvent(t, p.adminToken, p.harborId, propertyId);
    }
    await drain();
    expect(at(path)).toEqual([]);
    const rows = await deliveriesOf(webhook.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.attempts).toBeGreaterThan(0);
      expect(row.responseCode).toBeNull();
      expect(row.error).toContain('Refused');
    }
    // Back on the loopback address it was saved with: delivered.
    names.set('rebind.localhost', '127.0.0.1');
    clockOffsetMs += 30_000;
    await drain();
    expect(at(path).length).toBeGreaterThan(0);
  });

  it('keeps event privacy: an event limited to roles reaches only webhooks whose role may see it; one with no role only unrestricted events', async () => {
    const none = await createWebhook(['event.created', 'event.updated']);
    const manager = await createWebhook(['event.created', 'event.updated'], { role: 'Property Manager' });
    const viewer = await createWebhook(['event.created', 'event.updated'], { role: 'Viewer' });
    const admin = await createWebhook(['event.created', 'event.updated'], { role: 'Administrator' });
    const progress = await reportEvent(t, p.adminToken, p.harborId, propertyId);
    await drain();
    // Unrestricted: every webhook hears of it.
    for (const each of [none, manager, viewer, admin]) expect(at(each.path)).toHaveLength(1);
    await saveDetails(progress.id, { roleIds: [roles['Property Manager'] as string] });
    await drain();
    const kinds = (path: string) => at(path).map((request) => JSON.parse(request.body).kind);
    expect(kinds(none.path)).toEqual(['event.created']);
    expect(kinds(viewer.path)).toEqual(['event.created']);
    expect(kinds(manager.path)).toEqual(['event.created', 'event.updated']);
    // A role that sees all company items sees every event.
    expect(kinds(admin.path)).toEqual(['event.created', 'event.updated']);
    expect(await deliveriesOf(none.webhook.id)).toHaveLength(1);
  });
});
