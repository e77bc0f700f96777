import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { EVENT_MESSAGES } from '../../schemas/event/entity.ts';
import { procedureEndpoints } from '../../schemas/procedure/endpoints.ts';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import { CLAIM_TYPE_VALUES } from '../../src/domain/claims/claim-types.ts';
import { EVENT_STATUS, EVENT_STATUS_VALUES } from '../../src/domain/events/event-status.ts';
import {
  FINISHED_STATE,
  IN_PROGRESS_STATE,
  refusedWizardSaveMessage,
} from '../../src/domain/events/event-wizard-saves.ts';
import { effectiveClaimType, STATUS_FILTER_VALUES, statusesFor } from '../../src/domain/events/events-list-filters.ts';
import { ANSWER_MESSAGES } from '../../src/domain/procedures/procedure-navigation.ts';
import {
  domainEvents,
  events,
  eventVisibleRoles,
  people,
  personProperties,
  positionTypes,
  procedures,
  properties,
} from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import {
  createMember,
  databaseFingerprint,
  eventCategoryIdByName,
  eventTypeIdByName,
  linkedPropertyOf,
} from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let managerToken: string;
let reporterToken: string;
let viewerToken: string;
let harborId: string;
let summitId: string;
/** The one property of Harbor the demo reporter is linked to. */
let reporterProperty: string;

type Progress = NonNullable<ReplyOf<typeof eventEndpoints.create>['eventProgress']>;

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const list = (query: QueryInputOf<typeof eventEndpoints.list> = {}, token = adminToken, companyId = harborId) =>
  api.ok(eventEndpoints.list, { query, token, companyId });

async function refused(response: Promise<{ statusCode: number; json(): unknown }>, field: string, message?: string) {
  const answered = await response;
  expect(answered.statusCode, JSON.stringify(answered.json())).toBe(400);
  const body = answered.json() as { message: string; validationErrors: { field: string; message: string }[] };
  expect(body.validationErrors).toContainEqual(expect.objectContaining({ field }));
  if (message) expect(body.validationErrors.find((error) => error.field === field)?.message).toBe(message);
  return body;
}

const typeId = (name: string, companyId = harborId) => eventTypeIdByName(t.database.db, companyId, name);

const categoryId = (type: string, name: string, companyId = harborId) =>
  eventCategoryIdByName(t.database.db, companyId, type, name);

async function propertyIds(companyId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.companyId, companyId))
    .orderBy(asc(properties.propertyNumber));
  return rows.map((row) => row.id);
}

async function createBody(type: string, category: string, propertyId = reporterProperty, companyId = harborId) {
  return {
    typeId: await typeId(type, companyId),
    categoryId: await categoryId(type, category, companyId),
    propertyId,
    location: 'Unit 5',
  };
}

/** Creates an event as `token` (the reporter by default) and answers its progress. */
async function created(type = 'Water Intrusion', category = 'Pipe Burst', token = reporterToken): Promise<Progress> {
  const reply = await api.ok(eventEndpoints.create, { body: await createBody(type, category), token });
  expect(reply.success, reply.failureReason).toBe(true);
  if (!reply.eventProgress) throw new Error('a created event answers its progress');
  return reply.eventProgress;
}

/** The domain events that concern an event (its activity log reads them by event_id). */
async function domainEventTypes(eventId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ type: domainEvents.type })
    .from(domainEvents)
    .where(eq(domainEvents.eventId, eventId))
    .orderBy(asc(domainEvents.occurredAt), asc(domainEvents.id));
  return rows.map((row) => row.type);
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  managerToken = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
  reporterToken = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
  viewerToken = (await loginAs(t.app, DEMO_LOGINS.viewer.email)).accessToken;
  reporterProperty = await linkedPropertyOf(t.database.db, DEMO_LOGINS.reporter.email);
});
afterAll(() => t?.close());

describe('GET /events2: the events list', () => {
  it('needs manageEvents: a reporter or a viewer is refused with 403', async () => {
    for (const token of [reporterToken, viewerToken]) {
      const response = await api.call(eventEndpoints.list, { token });
      expect(response.statusCode).toBe(403);
    }
  });

  it('leaves Complete out by default (-2), shows all with -1, one status when asked, with the counts per status', async () => {
    const byDefault = await list();
    expect(byDefault.events.every((event) => event.status !== 4)).toBe(true);
    const all = await list({ statusType: -1 });
    expect(all.total).toBe(byDefault.total + 2);
    expect(all.totalIsExact).toBe(true);
    const complete = await list({ statusType: 4 });
    expect(complete.events.map((event) => event.status)).toEqual([4, 4]);
    const statistics = Object.fromEntries(all.eventStatistics.map((s) => [String(s.statusType), s.eventCount]));
    expect(statistics.null).toBe(all.total);
    expect(statistics['4']).toBe(2);
    expect(statistics['0']).toBe(all.events.filter((event) => event.status === 0).length);
    // Statistics do not depend on the filter or the search.
    expect((await list({ statusType: 4, search: 'zzz-nothing' })).eventStatistics).toEqual(all.eventStatistics);
  });

  it("keeps for every status filter the statuses of the domain's statusesFor, and takes a claim type where effectiveClaimType does", async () => {
    const counts = (await list({ statusType: -1 })).eventStatistics;
    for (const statusType of STATUS_FILTER_VALUES) {
      const kept: readonly number[] = statusesFor(statusType) ?? EVENT_STATUS_VALUES;
      const reply = await list({ statusType, pageSize: 100 });
      const expected = counts.filter((s) => s.statusType !== null && kept.includes(s.statusType));
      expect(reply.total, `statusType ${statusType}`).toBe(expected.reduce((sum, s) => sum + s.eventCount, 0));
      expect(reply.events.every((event) => kept.includes(event.status))).toBe(true);
      for (const claimType of CLAIM_TYPE_VALUES) {
        const response = await api.call(eventEndpoints.list, { query: { statusType, claimType } });
        const taken = effectiveClaimType(statusType, claimType) !== null;
        expect(response.statusCode, `statusType ${statusType}, claimType ${claimType}`).toBe(taken ? 200 : 400);
      }
    }
  });

  it('answers the spec row: number, property, type, category, severity, time in the property time zone, privacy roles', async () => {
    const { events: rows } = await list({ statusType: -1, pageSize: 100 });
    for (const row of rows) {
      expect(row.number).toMatch(/^E-\d{4}-\d{5}$/);
      expect(row.property.length).toBeGreaterThan(0);
      expect(row.type.length).toBeGreaterThan(0);
      expect(row.dateOccurredLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      // The demo seed's two claims are on the completed 'Laundry room' and 'Courtyard' events.
      const claimTypes: Record<string, string> = {
        'Laundry room': 'Property Casualty',
        Courtyard: 'Resident Liability',
      };
      expect(row.claimTypeString).toBe(claimTypes[row.location ?? ''] ?? null);
    }
    // The demo properties are in America/New_York: 13:00 UTC on 2 Sep 2026 is 09:00 EDT.
    const first = rows.find((row) => row.dateOccurredUtc === '2026-09-02T13:00:00.000Z');
    expect(first?.dateOccurredLocal).toBe('2026-09-02T09:00:00');
    // The zone comes with the row, so the list names it ('EDT') for the very instant (issue 23, 5).
    expect(first?.propertyTimeZone).toBe('America/New_York');
    const locked = rows.filter((row) => row.visibleToPositionTypes.length > 0);
    expect(locked.length).toBe(2);
    expect(locked[0].visibleToPositionTypes.map((role) => role.name)).toEqual(['Administrator', 'Property Manager']);
  });

  it('sorts by dateOccurredLocal descending by default, and by any column, paging stably', async () => {
    const { events: rows } = await list({ statusType: -1, pageSize: 100 });
    const times = rows.map((row) => row.dateOccurredUtc);
    expect(times).toEqual([...times].sort().reverse());
    const byNumber = await list({ statusType: -1, sortBy: 'number', sortDirection: 'asc', pageSize: 100 });
    const numbers = byNumber.events.map((row) => row.number);
    expect(numbers).toEqual([...numbers].sort());
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push(
        ...(await list({ statusType: -1, sortBy: 'property', pageSize: 5, page })).events.map((row) => row.id),
      );
    }
    const whole = (await list({ statusType: -1, sortBy: 'property', pageSize: 100 })).events.map((row) => row.id);
    expect(pages).toEqual(whole);
    for (const sortBy of ['severity', 'type', 'category', 'location', 'status'] as const) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const reply = await list({ statusType: -1, sortBy, sortDirection });
        expect(reply.events.length).toBeGreaterThan(0);
      }
    }
  });

  it('bounds its total: a small page says whether the total is exact', async () => {
    const reply = await list({ statusType: -1, pageSize: 1 });
    expect(reply.events).toHaveLength(1);
    expect(reply.totalIsExact).toBe(false);
    expect(reply.total).toBe(5);
  });

  it('searches the number, the location, the property, the type and the category', async () => {
    const all = await list({ statusType: -1, pageSize: 100 });
    const one = all.events[3];
    expect((await list({ statusType: -1, search: one.number })).events.map((row) => row.id)).toEqual([one.id]);
    const garage = await list({ statusType: -1, search: 'GARAGE' });
    expect(garage.events.map((row) => row.location)).toEqual(['Parking garage']);
    const fires = await list({ statusType: -1, search: 'fire' });
    expect(fires.events.length).toBe(all.events.filter((row) => row.type === 'Fire').length);
    const byCategory = await list({ statusType: -1, search: 'dog bite' });
    expect(byCategory.events.map((row) => row.category)).toEqual(['Dog Bite']);
    const byProperty = await list({ statusType: -1, search: one.property });
    expect(byProperty.events.map((row) => row.id)).toContain(one.id);
  });

  it('accepts claimType only with Claim in Progress or Complete (events without a claim of that type match none)', async () => {
    // The demo seed's Resident Liability claim is on the completed 'Courtyard' event.
    expect((await list({ statusType: 4, claimType: 1 })).events.map((row) => row.location)).toEqual(['Courtyard']);
    for (const [statusType, claimType] of [
      [8, 1],
      [4, 3],
      [8, 3],
    ] as const) {
      expect((await list({ statusType, claimType })).events).toEqual([]);
    }
    await refused(api.call(eventEndpoints.list, { query: { claimType: 0 } }), 'claimType');
    await refused(api.call(eventEndpoints.list, { query: { statusType: 1, claimType: 2 } }), 'claimType');
    const bad = await api.call(eventEndpoints.list, { query: unchecked({ statusType: 8, claimType: 9 }) });
    expect(bad.statusCode).toBe(400);
    const badStatus = await api.call(eventEndpoints.list, { query: unchecked({ statusType: 6 }) });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('who may see an event', () => {
  async function visibleIds(token: string): Promise<string[]> {
    return (await list({ statusType: -1, pageSize: 100 }, token)).events.map((row) => row.id).sort();
  }

  async function idsWhere(where: (row: { propertyId: string; limited: boolean }) => boolean): Promise<string[]> {
    const rows = await t.database.db
      .select({ id: events.id, propertyId: events.propertyId })
      .from(events)
      .where(eq(events.companyId, harborId));
    const limited = new Set(
      (
        await t.database.db
          .select({ eventId: eventVisibleRoles.eventId })
          .from(eventVisibleRoles)
          .where(eq(eventVisibleRoles.companyId, harborId))
      ).map((row) => row.eventId),
    );
    return rows
      .filter((row) => where({ propertyId: row.propertyId, limited: limited.has(row.id) }))
      .map((row) => row.id)
      .sort();
  }

  it('the company admin (a role that sees all company items) sees every event, role-limited ones too', async () => {
    expect(await visibleIds(adminToken)).toEqual(await idsWhere(() => true));
  });

  it('a manager sees the events at the properties of their groups, and the ones limited to their role', async () => {
    const userProperties = new Set(
      (
        await t.database.query<{ id: string }>(
          // the manager's properties: through the North Portfolio group
          `select pgp.property_id as id from property_group_properties pgp
             join person_property_groups ppg on ppg.property_group_id = pgp.property_group_id
             join people p on p.id = ppg.person_id where p.email_address = '${DEMO_LOGINS.manager.email}'
             and p.company_id = '${harborId}'`,
        )
      ).map((row) => row.id),
    );
    const expected = await idsWhere((row) => userProperties.has(row.propertyId));
    expect(expected.length).toBeGreaterThan(0);
    expect(await visibleIds(managerToken)).toEqual(expected);
  });

  it("a member with 'all properties' but another role does not see role-limited events; no properties: none", async () => {
    const db = t.database.db;
    const allEmail = await createMember(db, harborId, 'all-props@events.example', ['manageEvents', 'reportEvents']);
    await db.update(people).set({ allPropertiesAssociated: true }).where(eq(people.emailAddress, allEmail));
    const allToken = (await loginAs(t.app, allEmail)).accessToken;
    expect(await visibleIds(allToken)).toEqual(await idsWhere((row) => !row.limited));
    const noneEmail = await createMember(db, harborId, 'no-props@events.example', ['manageEvents', 'reportEvents']);
    const noneToken = (await loginAs(t.app, noneEmail)).accessToken;
    expect(await visibleIds(noneToken)).toEqual([]);
    const stats = (await list({}, noneToken)).eventStatistics;
    expect(stats.every((s) => s.eventCount === 0)).toBe(true);
    // The same rule guards every event call: an event it cannot see is not found.
    const [limited] = await db
      .select({ id: eventVisibleRoles.eventId })
      .from(eventVisibleRoles)
      .where(eq(eventVisibleRoles.companyId, harborId));
    const resume = await api.call(eventEndpoints.resume, { params: { id: limited.id }, token: allToken });
    expect(resume.statusCode).toBe(404);
  });

  it('viewers of one reach share the prepared statement, each with their own ids and role', async () => {
    // The list's statement is built once per reach (here: associated properties, with a role)
    // and run with each viewer's values: asked in turn, each sees exactly their own property's events.
    const db = t.database.db;
    const byProperty = await db
      .select({ propertyId: events.propertyId })
      .from(events)
      .where(eq(events.companyId, harborId))
      .groupBy(events.propertyId);
    expect(byProperty.length).toBeGreaterThan(1);
    const viewers = [];
    for (const [index, { propertyId }] of byProperty.slice(0, 2).entries()) {
      const email = await createMember(db, harborId, `reach-${index}@events.example`, ['manageEvents']);
      const [person] = await db.select({ id: people.id }).from(people).where(eq(people.emailAddress, email));
      await db.insert(personProperties).values({ companyId: harborId, personId: person.id, propertyId });
      const token = (await loginAs(t.app, email)).accessToken;
      viewers.push({ token, expected: await idsWhere((row) => row.propertyId === propertyId && !row.limited) });
    }
    for (const viewer of [...viewers, ...viewers]) {
      expect(viewer.expected.length).toBeGreaterThan(0);
      expect(await visibleIds(viewer.token)).toEqual(viewer.expected);
    }
    // A page past the end counts what comes before it, with the same viewer's values.
    const past = await list({ statusType: -1, page: 40, pageSize: 10 }, viewers[1].token);
    expect(past).toMatchObject({ events: [], total: viewers[1].expected.length, totalIsExact: true });
  });

  it('another company never sees them: its own list holds only its own events', async () => {
    const summit = await list({ statusType: -1 }, summitToken, summitId);
    expect(summit.total).toBe(6);
    const harborIds = new Set(await idsWhere(() => true));
    expect(summit.events.some((row) => harborIds.has(row.id))).toBe(false);
  });
});

describe('POST /events/create', () => {
  it('needs reportEvents: a viewer is refused with 403 and nothing changes', async () => {
    const before = await databaseFingerprint(t.database);
    const response = await api.call(eventEndpoints.create, {
      body: await createBody('Water Intrusion', 'Pipe Burst'),
      token: viewerToken,
    });
    expect(response.statusCode).toBe(403);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('copies the matching procedure, allocates the next number, starts in SOP In Progress, records event.created', async () => {
    const [procedure] = await t.database.db
      .select({ id: procedures.id })
      .from(procedures)
      .where(
        and(
          eq(procedures.companyId, harborId),
          eq(procedures.eventCategoryId, await categoryId('Water Intrusion', 'Pipe Burst')),
        ),
      );
    const source = (await api.ok(procedureEndpoints.detail, { params: { id: procedure.id } })).procedure;
    const first = await created();
    const second = await created();
    expect(first.number).toMatch(/^E-\d{4}-\d{5}$/);
    const [, year, n] = /^E-(\d{4})-(\d{5})$/.exec(first.number) ?? [];
    expect(second.number).toBe(`E-${year}-${String(Number(n) + 1).padStart(5, '0')}`);
    expect(first).toMatchObject({
      status: 5,
      isSopComplete: false,
      location: 'Unit 5',
      reportedByName: DEMO_LOGINS.reporter.name,
      answeredQuestionTrail: [],
      emergencyServicesInvolved: null,
      emergencyServicesAnswered: false,
      type: { name: 'Water Intrusion' },
      category: { name: 'Pipe Burst' },
    });
    expect(first.procedure.id).toBe(procedure.id);
    expect(
      first.procedure.questions.map(({ id, text, typeId, yesResult, noResult }) => ({
        id,
        text,
        typeId,
        yesResult,
        noResult,
      })),
    ).toEqual(
      source.questions.map(({ id, text, typeId, yesResult, noResult }) => ({ id, text, typeId, yesResult, noResult })),
    );
    expect(first.procedure.questions.every((q) => q.answered === false && q.answer === null)).toBe(true);
    expect(await domainEventTypes(first.id)).toEqual(['event.created']);
  });

  it('hands out distinct consecutive numbers to reports made at the same time', async () => {
    const body = await createBody('Water Intrusion', 'Pipe Burst');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => api.ok(eventEndpoints.create, { body, token: reporterToken })),
    );
    const numbers = replies.map((reply) => Number(reply.eventProgress?.number.slice(-5))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(4);
    expect(numbers[3] - numbers[0]).toBe(3);
  });

  it("falls back to the type's procedure without a category", async () => {
    const progress = await created('Water Intrusion', 'Roof Leak');
    expect(progress.procedure.questions[0].text).toBe('Is water still actively leaking?');
  });

  it("answers success false with the spec's message, and writes nothing, when no procedure matches", async () => {
    const before = await databaseFingerprint(t.database);
    const reply = await api.ok(eventEndpoints.create, {
      body: await createBody('Mold', 'Visible Growth'),
      token: reporterToken,
    });
    expect(reply).toEqual({ success: false, failureReason: EVENT_MESSAGES.noProcedure });
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses a property the reporter does not see, and another company’s property, type or category, with 400 naming the field', async () => {
    const before = await databaseFingerprint(t.database);
    const harborProperties = await propertyIds(harborId);
    const notTheirs = harborProperties.find((id) => id !== reporterProperty) as string;
    await refused(
      api.call(eventEndpoints.create, {
        body: await createBody('Water Intrusion', 'Pipe Burst', notTheirs),
        token: reporterToken,
      }),
      'propertyId',
    );
    const [summitProperty] = await propertyIds(summitId);
    await refused(
      api.call(eventEndpoints.create, { body: await createBody('Water Intrusion', 'Pipe Burst', summitProperty) }),
      'propertyId',
    );
    const summitBody = await createBody('Water Intrusion', 'Pipe Burst', reporterProperty, summitId);
    const refusedTypes = await refused(
      api.call(eventEndpoints.create, { body: { ...summitBody, propertyId: reporterProperty } }),
      'typeId',
    );
    expect(refusedTypes.validationErrors.map((error) => error.field)).toContain('categoryId');
    // A category of another type.
    await refused(
      api.call(eventEndpoints.create, {
        body: {
          ...(await createBody('Water Intrusion', 'Pipe Burst')),
          categoryId: await categoryId('Fire', 'Kitchen Fire'),
        },
      }),
      'categoryId',
    );
    // Harbor's ids through Summit's company: Harbor's property is not Summit's.
    await refused(
      api.call(eventEndpoints.create, {
        body: await createBody('Water Intrusion', 'Pipe Burst'),
        token: summitToken,
        companyId: summitId,
      }),
      'propertyId',
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const body = await createBody('Water Intrusion', 'Pipe Burst');
    const { categoryId: _, ...noCategory } = body;
    await refused(api.call(eventEndpoints.create, { body: unchecked(noCategory) }), 'categoryId');
    await refused(api.call(eventEndpoints.create, { body: { ...body, location: 'x'.repeat(501) } }), 'location');
    await refused(api.call(eventEndpoints.create, { body: unchecked({ ...body, typeId: 'not-an-id' }) }), 'typeId');
  });
});

describe("the event's own copy of its procedure", () => {
  it('is unaffected by later edits of the procedure', async () => {
    const progress = await created('Fire', 'Kitchen Fire', adminToken);
    const procedureId = progress.procedure.id as string;
    const source = (await api.ok(procedureEndpoints.detail, { params: { id: procedureId } })).procedure;
    const edited = {
      ...source,
      questions: source.questions.map(({ typeDescriptor: _, ...question }, index) =>
        index === 0 ? { ...question, text: 'Edited after the event was reported' } : question,
      ),
    };
    await api.ok(procedureEndpoints.save, { body: unchecked(edited) });
    const changed = (await api.ok(procedureEndpoints.detail, { params: { id: procedureId } })).procedure;
    expect(changed.questions[0].text).toBe('Edited after the event was reported');
    const resumed = await api.ok(eventEndpoints.resume, { params: { id: progress.id } });
    expect(resumed.eventProgress?.procedure.questions[0].text).toBe(progress.procedure.questions[0].text);
    expect(resumed.eventProgress?.procedure.questions).toEqual(progress.procedure.questions);
  });
});

describe('saving progress and answers', () => {
  it('saves emergency, review, answers and trail; finishing sets New and records event.statusChanged', async () => {
    const progress = await created();
    const [first, second] = progress.procedure.questions;
    const checklist = progress.procedure.questions.find((q) => q.typeId === 'Checklist');
    if (!checklist) throw new Error('Pipe Burst has a checklist step');
    const saved = await api.ok(eventEndpoints.saveProgress, {
      params: { id: progress.id },
      token: reporterToken,
      body: {
        eventProgress: {
          emergencyServicesInvolved: true,
          emergencyServicesAnswered: true,
          eventSeverityLevel: 1,
          dateOccurredUtc: '2026-10-05T18:30:00.000Z',
          status: 5,
          isSopComplete: false,
          answeredQuestionTrail: [first.id, second.id],
          procedure: {
            questions: [
              { id: first.id, answer: true },
              { id: checklist.id, checklistItems: [{ sortKey: 2, checked: true }] },
            ],
          },
        },
        convertNumberIfNeeded: true,
      },
    });
    const after = saved.eventProgress as Progress;
    expect(after).toMatchObject({
      emergencyServicesInvolved: true,
      emergencyServicesAnswered: true,
      eventSeverityLevel: 1,
      dateOccurredUtc: '2026-10-05T18:30:00.000Z',
      answeredQuestionTrail: [first.id, second.id],
      number: progress.number,
    });
    expect(after.procedure.questions[0]).toMatchObject({ answer: true, answered: true });
    const items = after.procedure.questions.find((q) => q.id === checklist.id)?.checklistItems;
    expect(items?.map((item) => item.checked)).toEqual(items?.map((item) => item.sortKey === 2));
    expect(await domainEventTypes(progress.id)).toEqual(['event.created', 'event.progressSaved']);

    const finished = await api.ok(eventEndpoints.saveProgress, {
      params: { id: progress.id },
      token: reporterToken,
      body: { eventProgress: { status: 0, isSopComplete: true } },
    });
    expect(finished.eventProgress).toMatchObject({ status: 0, isSopComplete: true });
    // Two records of one transaction may share a millisecond: compare without their order.
    expect((await domainEventTypes(progress.id)).sort()).toEqual([
      'event.created',
      'event.progressSaved',
      'event.progressSaved',
      'event.statusChanged',
    ]);
    const row = (await list({ statusType: 0, search: progress.number })).events[0];
    expect(row).toMatchObject({ status: 0, isSopComplete: true, severity: 1 });
    // Finished: no longer in progress, so resume refuses it.
    await refused(api.call(eventEndpoints.resume, { params: { id: progress.id } }), 'id');
  });

  it('refuses steps, items and trail entries that are not the copy’s, and a status the wizard does not set, changing nothing', async () => {
    const progress = await created();
    const before = await databaseFingerprint(t.database);
    const save = (eventProgress: unknown) =>
      api.call(eventEndpoints.saveProgress, {
        params: { id: progress.id },
        token: reporterToken,
        body: unchecked({ eventProgress }),
      });
    const stranger = '00000000-0000-4000-8000-000000000001';
    await refused(
      save({ procedure: { questions: [{ id: stranger, answer: true }] } }),
      'eventProgress.procedure.questions.0.id',
    );
    await refused(save({ answeredQuestionTrail: [stranger] }), 'eventProgress.answeredQuestionTrail.0');
    const checklist = progress.procedure.questions.find((q) => q.typeId === 'Checklist');
    await refused(
      save({ procedure: { questions: [{ id: checklist?.id, checklistItems: [{ sortKey: 99, checked: true }] }] } }),
      'eventProgress.procedure.questions.0.checklistItems.0.sortKey',
    );
    const ack = progress.procedure.questions.find((q) => q.typeId === 'Acknowledgement');
    await refused(
      save({ procedure: { questions: [{ id: ack?.id, answer: false }] } }),
      'eventProgress.procedure.questions.0.answer',
      ANSWER_MESSAGES.acknowledge,
    );
    await refused(save({ status: 4 }), 'eventProgress.status');
    await refused(save({ eventSeverityLevel: 2 }), 'eventProgress.eventSeverityLevel');
    await refused(save({ dateOccurredUtc: 'yesterday' }), 'eventProgress.dateOccurredUtc');
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses a late save from a second tab after the finishing save (409 saying why), changing nothing; a repeated finishing save is taken', async () => {
    const progress = await created();
    const [first] = progress.procedure.questions;
    const save = (eventProgress: object) =>
      api.call(eventEndpoints.saveProgress, {
        params: { id: progress.id },
        token: reporterToken,
        body: unchecked({ eventProgress }),
      });
    const answer = () =>
      api.call(eventEndpoints.answer, {
        params: { id: progress.id, questionId: first.id },
        body: { answer: true, answeredQuestionTrail: [first.id] },
        token: reporterToken,
      });
    // The first tab finishes the report.
    expect((await save(FINISHED_STATE)).statusCode).toBe(200);
    const finished = await databaseFingerprint(t.database);

    // The second tab, still on a step, saves its step advance (and its answer alone).
    const late = await save({
      ...IN_PROGRESS_STATE,
      answeredQuestionTrail: [first.id],
      procedure: { questions: [{ id: first.id, answer: true }] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: refusedWizardSaveMessage(FINISHED_STATE) });
    expect((await answer()).statusCode).toBe(409);
    expect(await databaseFingerprint(t.database)).toEqual(finished);
    const [row] = await t.database.db
      .select({ status: events.status, isSopComplete: events.isSopComplete })
      .from(events)
      .where(eq(events.id, progress.id));
    expect(row).toEqual(FINISHED_STATE);

    // The finishing save again (a retry after a dropped connection): taken, and nothing changes.
    const again = await save({ ...FINISHED_STATE, location: 'Elsewhere' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, eventProgress: { ...FINISHED_STATE, location: 'Unit 5' } });
    expect(await databaseFingerprint(t.database)).toEqual(finished);

    // A status a manager chose stands against every wizard save, and the answer names it.
    await t.database.db.update(events).set({ status: EVENT_STATUS.claimInProgress }).where(eq(events.id, progress.id));
    for (const refused of [await save(FINISHED_STATE), await save(IN_PROGRESS_STATE), await answer()]) {
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as { message: string }).message).toContain("'Claim in Progress'");
    }
  });

  it("another company's event is not found (404), and another company's route is forbidden (403), changing nothing", async () => {
    const progress = await created();
    const before = await databaseFingerprint(t.database);
    const body = { eventProgress: { status: 0 as const } };
    const viaSummit = await api.call(eventEndpoints.saveProgress, {
      params: { id: progress.id },
      body,
      token: summitToken,
      companyId: summitId,
    });
    expect(viaSummit.statusCode).toBe(404);
    const intoHarbor = await api.call(eventEndpoints.saveProgress, {
      params: { id: progress.id },
      body,
      token: summitToken,
    });
    expect(intoHarbor.statusCode).toBe(403);
    for (const call of [
      api.call(eventEndpoints.resume, { params: { id: progress.id }, token: summitToken, companyId: summitId }),
      api.call(eventEndpoints.answer, {
        params: { id: progress.id, questionId: progress.procedure.questions[0].id },
        body: { answer: true },
        token: summitToken,
        companyId: summitId,
      }),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('saves one step’s answer with the answer call, checking it as the wizard does', async () => {
    const progress = await created();
    const yesNo = progress.procedure.questions.find((q) => q.typeId === 'YesOrNo');
    const text = progress.procedure.questions.find((q) => q.typeId === 'TextInput');
    if (!yesNo || !text) throw new Error('Pipe Burst has Yes/No and text steps');
    await refused(
      api.call(eventEndpoints.answer, {
        params: { id: progress.id, questionId: yesNo.id },
        body: { answer: null },
        token: reporterToken,
      }),
      'answer',
      ANSWER_MESSAGES.yesOrNo,
    );
    const answered = await api.ok(eventEndpoints.answer, {
      params: { id: progress.id, questionId: text.id },
      body: { textAnswer: 'Joe Plumber, 10:40', answeredQuestionTrail: [progress.procedure.questions[0].id, text.id] },
      token: reporterToken,
    });
    expect(answered.eventProgress?.procedure.questions.find((q) => q.id === text.id)).toMatchObject({
      textAnswer: 'Joe Plumber, 10:40',
      answered: true,
    });
    expect(answered.eventProgress?.answeredQuestionTrail).toEqual([progress.procedure.questions[0].id, text.id]);
    const unknown = await api.call(eventEndpoints.answer, {
      params: { id: progress.id, questionId: '00000000-0000-4000-8000-000000000002' },
      body: { answer: true },
      token: reporterToken,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /events/property/{id}/reportinprogress and resume', () => {
  it("lists the property's events being reported, newest first; resume answers the progress and the trail", async () => {
    const progress = await created();
    const reply = await api.ok(eventEndpoints.inProgress, { params: { id: reporterProperty }, token: reporterToken });
    expect(reply.eventsInProgress[0]).toMatchObject({
      id: progress.id,
      number: progress.number,
      reportedByName: DEMO_LOGINS.reporter.name,
      typeName: 'Water Intrusion',
      categoryName: 'Pipe Burst',
    });
    expect(reply.eventsInProgress[0].dateReportedLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    // The instant and the property's zone beside it: the modal names the zone (issue 23, 5).
    expect(reply.eventsInProgress[0].propertyTimeZone).toBe('America/New_York');
    expect(Number.isNaN(Date.parse(reply.eventsInProgress[0].dateReportedUtc))).toBe(false);
    const ids = reply.eventsInProgress.map((row) => row.id);
    const statuses = await t.database.db.select({ status: events.status }).from(events).where(inArray(events.id, ids));
    expect(statuses.every((row) => row.status === 5)).toBe(true);
    const resumed = await api.ok(eventEndpoints.resume, { params: { id: progress.id }, token: reporterToken });
    expect(resumed.eventProgress?.id).toBe(progress.id);
    expect(await domainEventTypes(progress.id)).toContain('event.resumed');
  });

  it('answers 404 for a property the caller does not see or another company’s', async () => {
    const other = (await propertyIds(harborId)).find((id) => id !== reporterProperty) as string;
    const [summitProperty] = await propertyIds(summitId);
    for (const id of [other, summitProperty]) {
      const response = await api.call(eventEndpoints.inProgress, { params: { id }, token: reporterToken });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('demo data', () => {
  it('seeds events in every status for both companies, some limited to roles', async () => {
    for (const [token, companyId] of [
      [adminToken, harborId],
      [summitToken, summitId],
    ] as const) {
      const stats = (await list({}, token, companyId)).eventStatistics;
      const withEvents = stats.filter((s) => s.statusType !== null && s.eventCount > 0).map((s) => s.statusType);
      expect(withEvents.length).toBeGreaterThanOrEqual(6);
    }
    const [role] = await t.database.db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(and(eq(positionTypes.companyId, summitId), eq(positionTypes.name, 'Property Manager')));
    expect(role?.id).toBeDefined();
  });
});
