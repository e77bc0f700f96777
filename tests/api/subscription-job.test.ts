import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionEndpoints } from '../../schemas/subscription/endpoints.ts';
import { conditionFor } from '../../src/domain/subscriptions/subscription.ts';
import { people, properties, subscriptionDeliveries } from '../../src/server/db/schema/index.ts';
import { tickJobId } from '../../src/server/modules/subscriptions/notification-job.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, reportFinishedEvent, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;

beforeAll(async () => {
  // The app as it runs: its workers on, a drain queued every second.
  t = await buildTestApp({ SUBSCRIPTIONS_TICK_SECONDS: '1', JOBS_POLL_INTERVAL_SECONDS: '1' });
  p = await signInEventPersonas(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the subscription drain job', () => {
  it('one job id per tick window, in the canonical UUID form', () => {
    const at = (ms: number) => tickJobId(new Date(ms), 15);
    expect(at(1_800_000_000_000)).toBe(at(1_800_000_000_000 + 14_000));
    expect(at(1_800_000_000_000)).not.toBe(at(1_800_000_000_000 + 15_000));
    expect(at(1_800_000_000_000)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('the queued drain delivers a new event on its own', async () => {
    const [admin] = await t.database.db
      .select({ id: people.id })
      .from(people)
      .where(eq(people.emailAddress, 'admin@harbor.example'));
    const [property] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.companyId, p.harborId), eq(properties.name, 'Lakeview Apartments')));
    const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));
    const { subscription } = await api.ok(subscriptionEndpoints.save, {
      body: {
        name: 'Every new event',
        filters: [{ conditions: [conditionFor('Created')] }],
        subscribers: [{ recipientType: 'Person', recipientQualifier: admin.id, mediaType: 'Email' }],
      },
    });
    const progress = await reportFinishedEvent(t, p.adminToken, p.harborId, property.id);
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select({ status: subscriptionDeliveries.status })
              .from(subscriptionDeliveries)
              .where(
                and(
                  eq(subscriptionDeliveries.subscriptionId, subscription.id),
                  eq(subscriptionDeliveries.eventId, progress.id),
                ),
              )
          ).map((row) => row.status),
        { timeout: 30_000, interval: 500 },
      )
      .toEqual(['Sent']);
  }, 60_000);
});
