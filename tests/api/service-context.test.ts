import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMembership } from '../../src/server/auth/membership.ts';
import { serviceContextOf } from '../../src/server/context/endpoint-routes.ts';
import { domainEvents, vendorTypes } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { apiCall, signInDemoAdmins } from '../helpers/api-call.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** The service context every company handler gets: its clock, its actor, and events in the change's transaction. */
const FIXED = new Date('2026-03-08T09:30:00.000Z');
let t: TestApp;
let adminToken: string;
let harborId: string;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { clock: { now: () => FIXED } });
  ({ adminToken, harborId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

async function admin() {
  const company = await findMembership(t.database.db, harborId, DEMO_LOGINS.admin.email);
  if (!company) throw new Error('the demo admin is a member of Harbor');
  return company;
}

const eventsOf = (subjectId: string) =>
  t.database.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.companyId, harborId), eq(domainEvents.subjectId, subjectId)));

describe('ServiceContext', () => {
  it("records a save's domain event at the context clock's time, by the caller's person, in the caller's company", async () => {
    const [type] = await t.database.db
      .select({ id: vendorTypes.id })
      .from(vendorTypes)
      .where(and(eq(vendorTypes.companyId, harborId), eq(vendorTypes.active, true)))
      .limit(1);
    const response = await apiCall(t.app, 'POST', `/api/company/${harborId}/vendor`, {
      token: adminToken,
      payload: { name: 'Clockwork Plumbing', typeId: type.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const vendorId = response.json().vendor.id as string;
    const [event] = await eventsOf(vendorId);
    expect(event).toMatchObject({ type: 'vendor.created', actorPersonId: (await admin()).personId });
    expect(event?.occurredAt.toISOString()).toBe(FIXED.toISOString());
  });

  it('writes nothing when the transaction that recorded the event rolls back', async () => {
    const ctx = serviceContextOf(t.app, await admin());
    const subjectId = '6f1d2c3b-4a59-4e68-8f70-8192a3b4c5d6';
    await expect(
      ctx.transaction(async (tx) => {
        await tx.record({ type: 'vendor.updated', subjectId });
        throw new Error('refused after recording');
      }),
    ).rejects.toThrow('refused after recording');
    expect(await eventsOf(subjectId)).toEqual([]);
    await ctx.transaction((tx) => tx.record({ type: 'vendor.created', subjectId }));
    expect((await eventsOf(subjectId)).map((event) => event.type)).toEqual(['vendor.created']);
  });
});
