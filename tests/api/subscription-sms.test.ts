import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionEndpoints } from '../../schemas/subscription/endpoints.ts';
import { conditionFor } from '../../src/domain/subscriptions/subscription.ts';
import { people, properties, subscriptionDeliveries } from '../../src/server/db/schema/index.ts';
import { drainSubscriptions } from '../../src/server/modules/subscriptions/drain.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, reportFinishedEvent, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** A stand-in for Twilio's Messages API on loopback: records each request, answers with `status`. */
interface FakeTwilio {
  url: string;
  status: number;
  requests: { path: string; authorization: string | undefined; form: URLSearchParams }[];
  close(): Promise<void>;
}

async function fakeTwilio(): Promise<FakeTwilio> {
  const fake = { status: 201, requests: [] as FakeTwilio['requests'] };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      fake.requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        form: new URLSearchParams(body),
      });
      response.writeHead(fake.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(fake.status < 300 ? { sid: 'SM1' } : { message: 'Service unavailable' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let twilio: FakeTwilio;
let t: TestApp;
let p: EventPersonas;
let now = new Date('2031-06-01T09:00:00Z');
let subscriptionId: string;
let lakeview: string;

beforeAll(async () => {
  twilio = await fakeTwilio();
  t = await buildTestApp(
    {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
      SUBSCRIPTIONS_MAX_ATTEMPTS: '3',
      SUBSCRIPTIONS_RETRY_DELAY_SECONDS: '60',
    },
    undefined,
    { clock: { now: () => now } },
  );
  p = await signInEventPersonas(t);
  const [manager] = await t.database.db
    .select({ id: people.id })
    .from(people)
    .where(eq(people.emailAddress, 'manager@harbor.example'));
  [{ id: lakeview }] = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.companyId, p.harborId), eq(properties.name, 'Lakeview Apartments')));
  const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));
  const saved = await api.ok(subscriptionEndpoints.save, {
    body: {
      name: 'Text the manager',
      filters: [
        {
          conditions: [conditionFor('Created')],
          locations: [{ locationConditionType: 'Properties', propertyIds: [lakeview] }],
        },
      ],
      subscribers: [{ recipientType: 'Person', recipientQualifier: manager.id, mediaType: 'Text' }],
    },
  });
  subscriptionId = saved.subscription.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

const drain = () =>
  drainSubscriptions({
    db: t.database.db,
    adapters: t.app.adapters,
    clock: t.app.clock,
    config: t.config.subscriptions,
  });

async function deliveryOf(eventId: string) {
  const [row] = await t.database.db
    .select()
    .from(subscriptionDeliveries)
    .where(and(eq(subscriptionDeliveries.subscriptionId, subscriptionId), eq(subscriptionDeliveries.eventId, eventId)));
  return row;
}

describe('texts through Twilio (SMS_PROVIDER=twilio)', () => {
  it("sends the text through the Messages API with the account's credentials", async () => {
    twilio.status = 201;
    const progress = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    await drain();
    const delivery = await deliveryOf(progress.id);
    expect(delivery).toMatchObject({ status: 'Sent', attempts: 1, address: '+12175550102', mediaType: 'Text' });
    const [request] = twilio.requests.splice(0);
    expect(request.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(request.form.get('To')).toBe('+12175550102');
    expect(request.form.get('From')).toBe('+15005550006');
    expect(request.form.get('Body')).toContain('Lakeview Apartments');
  });

  it('a failing provider is retried with back-off, then the delivery is recorded Failed', async () => {
    twilio.status = 503;
    const progress = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const start = now.getTime();
    const at = async (seconds: number) => {
      now = new Date(start + seconds * 1000);
      await drain();
      return deliveryOf(progress.id);
    };
    expect(await at(0)).toMatchObject({
      status: 'Pending',
      attempts: 1,
      lastError: 'Twilio answered 503: Service unavailable',
    });
    expect((await at(59)).attempts).toBe(1);
    expect((await at(60)).attempts).toBe(2);
    // The second retry waits twice as long (120 s after the second try).
    expect((await at(179)).attempts).toBe(2);
    expect(await at(180)).toMatchObject({ status: 'Failed', attempts: 3 });
    expect(await at(10_000)).toMatchObject({ status: 'Failed', attempts: 3 });
    expect(twilio.requests).toHaveLength(3);
    const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));
    const listed = await api.ok(subscriptionEndpoints.deliveries, { query: { subscriptionId } });
    expect(listed.deliveries.find((delivery) => delivery.eventId === progress.id)).toMatchObject({
      status: 'Failed',
      attempts: 3,
      lastError: expect.stringContaining('503'),
    });
  });
});
