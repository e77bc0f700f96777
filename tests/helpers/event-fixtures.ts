import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import type { PermissionName } from '../../src/domain/company/permissions.ts';
import { EVENT_STATUS } from '../../src/domain/events/event-status.ts';
import type { Db } from '../../src/server/db/connect.ts';
import {
  domainEvents,
  eventCategories,
  events,
  eventTypes,
  people,
  personProperties,
} from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from './api-call.ts';
import { endpointCaller } from './endpoint-call.ts';
import { createMember } from './fixtures.ts';
import { loginAs } from './login.ts';
import type { TestApp } from './test-app.ts';

/** The personas an event test signs in, the demo companies and the reporter's one property. */
export interface EventPersonas {
  adminToken: string;
  summitToken: string;
  managerToken: string;
  reporterToken: string;
  viewerToken: string;
  harborId: string;
  summitId: string;
  reporterProperty: string;
}

export async function signInEventPersonas(t: TestApp): Promise<EventPersonas> {
  const admins = await signInDemoAdmins(t);
  const [link] = await t.database.db
    .select({ propertyId: personProperties.propertyId })
    .from(personProperties)
    .innerJoin(people, eq(people.id, personProperties.personId))
    .where(eq(people.emailAddress, DEMO_LOGINS.reporter.email));
  return {
    ...admins,
    managerToken: (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken,
    reporterToken: (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken,
    viewerToken: (await loginAs(t.app, DEMO_LOGINS.viewer.email)).accessToken,
    reporterProperty: link.propertyId,
  };
}

/** A signed-in member of the company whose own role grants exactly `granted`, with 'all properties' when asked. */
export async function memberToken(
  t: TestApp,
  companyId: string,
  email: string,
  granted: PermissionName[],
  options: { allProperties?: boolean } = {},
): Promise<string> {
  await createMember(t.database.db, companyId, email, granted);
  if (options.allProperties) {
    await t.database.db.update(people).set({ allPropertiesAssociated: true }).where(eq(people.emailAddress, email));
  }
  return (await loginAs(t.app, email)).accessToken;
}

/** The id of a demo event, by its seeded location ('Unit 204 kitchen'). */
export async function seededEventId(db: Db, companyId: string, location: string): Promise<string> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.companyId, companyId), eq(events.location, location)));
  if (!row) throw new Error(`no demo event at ${location}`);
  return row.id;
}

/** A new Pipe Burst event reported by `token` at `propertyId` (status 5, visible to all). */
export async function reportEvent(t: TestApp, token: string, companyId: string, propertyId: string) {
  const api = endpointCaller(() => ({ app: t.app, token, companyId }));
  const byName = async (table: typeof eventTypes | typeof eventCategories, name: string) => {
    const [row] = await t.database.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.name, name)));
    return row.id;
  };
  const reply = await api.ok(eventEndpoints.create, {
    body: {
      typeId: await byName(eventTypes, 'Water Intrusion'),
      categoryId: await byName(eventCategories, 'Pipe Burst'),
      propertyId,
      location: 'Unit 5',
    },
  });
  if (!reply.eventProgress) throw new Error('the event was not created');
  return reply.eventProgress;
}

/** Reports an event and finishes the wizard (status New, procedure complete), as a reporter would. */
export async function reportFinishedEvent(t: TestApp, token: string, companyId: string, propertyId: string) {
  const progress = await reportEvent(t, token, companyId, propertyId);
  const api = endpointCaller(() => ({ app: t.app, token, companyId }));
  await api.ok(eventEndpoints.saveProgress, {
    params: { id: progress.id },
    body: { eventProgress: { status: EVENT_STATUS.new, isSopComplete: true } },
  });
  return progress;
}

/** The domain events that name an event (what its activity log reads), oldest first. */
export async function recordsOf(db: Db, eventId: string) {
  return db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.eventId, eventId))
    .orderBy(asc(domainEvents.occurredAt), asc(domainEvents.id));
}

/** Expects a 400 naming `field` (and, when given, with `message`). */
export async function expectRefused(
  response: Promise<{ statusCode: number; json(): unknown }>,
  field: string,
  message?: string,
) {
  const answered = await response;
  expect(answered.statusCode, JSON.stringify(answered.json())).toBe(400);
  const body = answered.json() as { message: string; validationErrors: { field: string; message: string }[] };
  expect(body.validationErrors).toContainEqual(expect.objectContaining({ field }));
  if (message) expect(body.validationErrors.find((error) => error.field === field)?.message).toBe(message);
  return body;
}

/**
 * Makes every insert into domain_events fail while `work` runs (a trigger raising an exception):
 * how a test shows that a change cannot be kept without its activity entry.
 */
export async function withFailingRecords<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  await t.database.query(
    `create or replace function refuse_domain_event() returns trigger language plpgsql as
     $$ begin raise exception 'domain event refused by the test'; end $$`,
  );
  await t.database.query(
    'create trigger refuse_domain_event before insert on domain_events for each row execute function refuse_domain_event()',
  );
  try {
    return await work();
  } finally {
    await t.database.query('drop trigger refuse_domain_event on domain_events');
    await t.database.query('drop function refuse_domain_event()');
  }
}
