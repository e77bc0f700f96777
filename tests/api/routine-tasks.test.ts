import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventManagementEndpoints } from '../../schemas/event-management/endpoints.ts';
import { procedureEndpoints } from '../../schemas/procedure/endpoints.ts';
import { routineTaskEndpoints as rt } from '../../schemas/routine-task/endpoints.ts';
import type { RoutineTaskInput } from '../../schemas/routine-task/entity.ts';
import { EVENT_STATUS_NEW } from '../../src/domain/events/event-status.ts';
import { ANSWER_MESSAGES } from '../../src/domain/procedures/procedure-navigation.ts';
import {
  companies,
  domainEvents,
  events,
  people,
  positionTypes,
  procedures,
  routineTaskInstances,
  routineTaskResults,
  routineTasks,
} from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { PERSONA_ROLES } from '../../src/server/seed/persona-roles.ts';
import { endpointCaller, unchecked } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  expectRefused,
  memberToken,
  signInEventPersonas,
  withFailingRecords,
} from '../helpers/event-fixtures.ts';
import { databaseFingerprint, eventCategoryIdByName, eventTypeIdByName, rowCount } from '../helpers/fixtures.ts';
import { weeklySchedule } from '../helpers/routine-schedule.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;
/** Wednesday 11/25/2026 10:00 in New York (the demo properties' zone). */
const now = new Date('2026-11-25T15:00:00.000Z');
const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

const steps = { ack: randomUUID(), roof: randomUUID(), list: randomUUID() };
let procedureId: string;
let reporterId: string;
let managerId: string;

function taskBody(over: Partial<RoutineTaskInput> = {}): RoutineTaskInput {
  return {
    name: 'Roof inspection',
    propertyId: p.reporterProperty,
    procedureId,
    startDateLocal: '2026-11-01',
    schedule: weeklySchedule(['monday', 'thursday']),
    locations: [{ name: 'Building A' }, { name: 'Building B', routineTaskLocationType: 'Building' }],
    assignedPeople: [reporterId, managerId],
    ...over,
  } as RoutineTaskInput;
}

const weekOf = (startDate: string, endDate: string, token = p.adminToken) =>
  api.call(rt.instances, { params: { id: p.reporterProperty }, query: { startDate, endDate }, token });

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { clock: { now: () => now } });
  p = await signInEventPersonas(t);
  const saved = await api.ok(procedureEndpoints.save, {
    body: {
      flavor: 'RoutineTask',
      name: 'Roof and gutters',
      questions: [
        {
          id: steps.ack,
          text: 'Wear a harness',
          typeId: 'Acknowledgement',
          yesResult: { type: 'goto', value: steps.roof },
          noResult: { type: 'NA', value: null },
        },
        {
          id: steps.roof,
          text: 'Is the roof free of damage?',
          typeId: 'YesOrNo',
          yesResult: { type: 'goto', value: steps.list },
          noResult: { type: 'goto', value: steps.list },
        },
        {
          id: steps.list,
          text: 'Gutters',
          typeId: 'Checklist',
          yesResult: { type: 'NA', value: null },
          noResult: { type: 'NA', value: null },
          checklistItems: [{ text: 'North' }, { text: 'South' }],
        },
      ],
    },
  });
  procedureId = saved.procedure.id as string;
  const person = async (email: string) =>
    (
      await t.database.db
        .select({ id: people.id })
        .from(people)
        .where(and(eq(people.companyId, p.harborId), eq(people.emailAddress, email)))
    )[0].id;
  reporterId = await person(DEMO_LOGINS.reporter.email);
  managerId = await person(DEMO_LOGINS.manager.email);
});

afterAll(async () => {
  await t?.close();
});

describe('scheduling (POST /routineTasks, GET /property/{id}/routineTasks)', () => {
  it('creates a task with its locations and people, lists it and records routineTask.created', async () => {
    const reply = await api.ok(rt.save, { body: taskBody() });
    expect(reply.success).toBe(true);
    expect(reply.failureReason).toBeNull();
    expect(reply.routineTask.locations.map((l) => [l.name, l.routineTaskLocationType])).toEqual([
      ['Building A', 'Adhoc'],
      ['Building B', 'Building'],
    ]);
    expect(new Set(reply.routineTask.assignedPeople)).toEqual(new Set([reporterId, managerId]));
    const list = await api.ok(rt.list, { params: { id: p.reporterProperty } });
    expect(list.routineTasks.map((task) => task.id)).toContain(reply.routineTask.id);
    const records = await t.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.subjectId, reply.routineTask.id));
    expect(records.map((r) => r.type)).toEqual(['routineTask.created']);
  });

  it.each<[string, Partial<RoutineTaskInput> | Record<string, unknown>, string]>([
    ['a blank name', { name: '  ' }, 'name'],
    ['a weekly schedule with no weekday', { schedule: weeklySchedule([]) }, 'schedule.weekdays'],
    [
      'a monthly schedule with day 29',
      { schedule: { ...weeklySchedule([]), routineTaskScheduleType: 'Monthly', january: true, dayOfMonth: 29 } },
      'schedule.dayOfMonth',
    ],
    [
      'a quarterly schedule with no month',
      { schedule: { ...weeklySchedule([]), routineTaskScheduleType: 'Quarterly', dayOfMonth: 3 } },
      'schedule.months',
    ],
    [
      'a daily schedule every 29 days',
      { schedule: { ...weeklySchedule([]), routineTaskScheduleType: 'Daily', everyXDays: 29, timeOfDay: '08:00' } },
      'schedule.everyXDays',
    ],
    [
      'a daily schedule with no time of day',
      { schedule: { ...weeklySchedule([]), routineTaskScheduleType: 'Daily', everyXDays: 7 } },
      'schedule.timeOfDay',
    ],
    [
      'the same location name and type twice',
      { locations: [{ name: 'Lobby' }, { name: 'LOBBY ', routineTaskLocationType: 'Adhoc' }] },
      'locations[1].name',
    ],
    ['no location', { locations: [] }, 'locations'],
    ['no assigned person', { assignedPeople: [] }, 'assignedPeople'],
    ['a person of no company', { assignedPeople: [randomUUID()] }, 'assignedPeople'],
    ['an unknown procedure', { procedureId: randomUUID() }, 'procedureId'],
  ])('refuses %s (400 naming the field) and stores nothing', async (_, over, field) => {
    const before = await rowCount(t.database.db, routineTasks);
    await expectRefused(api.call(rt.save, { body: unchecked({ ...taskBody(), ...over }) }), field);
    expect(await rowCount(t.database.db, routineTasks)).toBe(before);
  });

  it('refuses an incident procedure for a task', async () => {
    // An incident procedure by its flavor: the file's own task procedures share the company.
    const [incident] = await t.database.db
      .select({ id: procedures.id })
      .from(procedures)
      .where(and(eq(procedures.companyId, p.harborId), eq(procedures.flavor, 'Incident')))
      .limit(1);
    await expectRefused(api.call(rt.save, { body: taskBody({ procedureId: incident.id }) }), 'procedureId');
  });
});

describe('instances (GET /property/{id}/routineTaskInstances)', () => {
  it('stores each occurrence of the window once, even for two reads at once', async () => {
    const body = taskBody({ name: 'Window check', schedule: weeklySchedule(['tuesday']) });
    const { routineTask } = await api.ok(rt.save, { body });
    const [a, b] = await Promise.all([weekOf('11/01/2026', '11/30/2026'), weekOf('11/01/2026', '11/30/2026')]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(routineTaskInstances)
      .where(eq(routineTaskInstances.routineTaskId, routineTask.id));
    expect(stored.map((row) => row.dueDateLocal).sort()).toEqual([
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
      '2026-11-24',
    ]);
    const mine = (
      a.json() as {
        instances: { routineTask: { id: string }; dueDateLocal: string; dueDate: { dateTimeUtc: string } }[];
      }
    ).instances.filter((row) => row.routineTask.id === routineTask.id);
    expect(mine.map((row) => row.dueDateLocal)).toEqual(['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24']);
    // Midnight in New York (EST, UTC-5).
    expect(mine[0].dueDate.dateTimeUtc).toBe('2026-11-03T05:00:00.000Z');
    const results = await t.database.db
      .select()
      .from(routineTaskResults)
      .innerJoin(routineTaskInstances, eq(routineTaskInstances.id, routineTaskResults.instanceId))
      .where(eq(routineTaskInstances.routineTaskId, routineTask.id));
    expect(results).toHaveLength(8);
  });

  it('remembers the days it stored: a read inside them writes nothing; an edit forgets them, and the days from the edit on get the new location', async () => {
    const { routineTask } = await api.ok(rt.save, {
      body: taskBody({ name: 'Stair check', schedule: weeklySchedule(['wednesday']) }),
    });
    const task = async () =>
      (await t.database.db.select().from(routineTasks).where(eq(routineTasks.id, routineTask.id)))[0];
    const instancesOf = () =>
      t.database.db.select().from(routineTaskInstances).where(eq(routineTaskInstances.routineTaskId, routineTask.id));
    const resultsOf = async () =>
      (
        await t.database.db
          .select({ dueDateLocal: routineTaskInstances.dueDateLocal, locationId: routineTaskResults.locationId })
          .from(routineTaskResults)
          .innerJoin(routineTaskInstances, eq(routineTaskInstances.id, routineTaskResults.instanceId))
          .where(eq(routineTaskInstances.routineTaskId, routineTask.id))
      ).length;
    expect((await task()).storedFromLocal).toBeNull();

    await weekOf('11/01/2026', '11/30/2026');
    expect(await task()).toMatchObject({ storedFromLocal: '2026-11-01', storedThroughLocal: '2026-11-30' });
    expect((await instancesOf()).map((row) => row.dueDateLocal).sort()).toEqual([
      '2026-11-04',
      '2026-11-11',
      '2026-11-18',
      '2026-11-25',
    ]);
    // A window touching the stored days joins them.
    await weekOf('12/01/2026', '12/05/2026');
    expect(await task()).toMatchObject({ storedFromLocal: '2026-11-01', storedThroughLocal: '2026-12-05' });

    // Inside the stored days the read trusts them: an instance taken away behind its back stays away.
    const [gone] = (await instancesOf()).filter((row) => row.dueDateLocal === '2026-11-11');
    await t.database.db.delete(routineTaskInstances).where(eq(routineTaskInstances.id, gone.id));
    const week = await weekOf('11/08/2026', '11/14/2026');
    expect(week.statusCode).toBe(200);
    expect(await instancesOf()).toHaveLength(4);
    expect(await resultsOf()).toBe(8);

    // An edit that adds a location forgets the stored days. The next read makes the days from the
    // edit on (today, Wednesday 11/25) with the new location; the past keeps its two locations.
    await api.ok(rt.save, {
      body: {
        ...taskBody({ name: 'Stair check', schedule: weeklySchedule(['wednesday']) }),
        id: routineTask.id,
        locations: [...routineTask.locations, { name: 'Stairwell C' }],
      },
    });
    expect(await task()).toMatchObject({ storedFromLocal: null, storedThroughLocal: null });
    await weekOf('11/01/2026', '11/30/2026');
    expect((await instancesOf()).map((row) => row.dueDateLocal).sort()).toEqual([
      '2026-11-04',
      '2026-11-18',
      '2026-11-25',
    ]);
    expect(await resultsOf()).toBe(2 + 2 + 3);
    expect(await task()).toMatchObject({ storedFromLocal: '2026-11-25', storedThroughLocal: '2026-11-30' });
  });

  it('answers the same Overdue list, as of today at the property, for any displayed week (issue 23 item 6)', async () => {
    // Begun two weeks ago (Wednesday 11/11), weekly on Wednesdays; today is Wednesday 11/25.
    const { routineTask } = await api.ok(rt.save, {
      body: taskBody({ name: 'Overdue check', startDateLocal: '2026-11-11', schedule: weeklySchedule(['wednesday']) }),
    });
    type Row = { routineTask: { id: string }; dueDateLocal: string };
    const read = async (startDate: string, endDate: string) => {
      const reply = (await weekOf(startDate, endDate)).json() as { instances: Row[]; overdue: Row[]; today: string };
      const own = (rows: Row[]) =>
        rows.filter((row) => row.routineTask.id === routineTask.id).map((r) => r.dueDateLocal);
      return { instances: own(reply.instances), overdue: own(reply.overdue), today: reply.today };
    };
    // Two weeks ago, as the first read of all (nothing stored yet), this week, and a later week.
    const twoWeeksAgo = await read('11/08/2026', '11/14/2026');
    const thisWeek = await read('11/22/2026', '11/28/2026');
    const later = await read('12/06/2026', '12/12/2026');
    for (const week of [twoWeeksAgo, thisWeek, later]) {
      expect(week.overdue).toEqual(['2026-11-11', '2026-11-18']);
      expect(week.today).toBe('2026-11-25');
    }
    // Each week still brings its own instances (today's is due, not overdue).
    expect(twoWeeksAgo.instances).toEqual(['2026-11-11']);
    expect(thisWeek.instances).toEqual(['2026-11-25']);
    expect(later.instances).toEqual(['2026-12-09']);
    // A completed one is no longer overdue, on any week.
    await t.database.db
      .update(routineTaskInstances)
      .set({ status: 'Complete' })
      .where(
        and(
          eq(routineTaskInstances.routineTaskId, routineTask.id),
          eq(routineTaskInstances.dueDateLocal, '2026-11-11'),
        ),
      );
    expect((await read('11/08/2026', '11/14/2026')).overdue).toEqual(['2026-11-18']);
    expect((await read('11/22/2026', '11/28/2026')).overdue).toEqual(['2026-11-18']);
  });

  it.each([
    ['13/01/2026', '11/30/2026', 'startDate'],
    ['11/30/2026', '11/01/2026', 'endDate'],
    ['01/01/2026', '12/31/2027', 'endDate'],
  ])('refuses the window %s – %s (400 naming %s)', async (startDate, endDate, field) => {
    await expectRefused(weekOf(startDate, endDate), field);
  });

  it('editing a schedule changes future instances only', async () => {
    const { routineTask } = await api.ok(rt.save, {
      body: taskBody({ name: 'Boiler check', schedule: weeklySchedule(['monday']) }),
    });
    await weekOf('11/01/2026', '12/31/2026');
    const due = async () =>
      (
        await t.database.db
          .select()
          .from(routineTaskInstances)
          .where(eq(routineTaskInstances.routineTaskId, routineTask.id))
      )
        .map((row) => row.dueDateLocal)
        .sort();
    expect(await due()).toContain('2026-11-23');
    await api.ok(rt.save, {
      body: {
        ...taskBody({ name: 'Boiler check', schedule: weeklySchedule(['friday']) }),
        id: routineTask.id,
        locations: routineTask.locations,
      },
    });
    await weekOf('11/01/2026', '12/31/2026');
    const after = await due();
    // Past Mondays stay; from today (Wednesday 11/25) on only Fridays.
    expect(after.filter((date) => date < '2026-11-25')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(after.filter((date) => date >= '2026-11-25')).toEqual([
      '2026-11-27',
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
      '2026-12-25',
    ]);
    const records = await t.database.db.select().from(domainEvents).where(eq(domainEvents.subjectId, routineTask.id));
    expect(records.map((r) => r.type)).toEqual(['routineTask.created', 'routineTask.updated']);
  });
});

describe('permissions, feature switch and company isolation', () => {
  it('answers 403 without the permission', async () => {
    expect((await api.call(rt.list, { params: { id: p.reporterProperty }, token: p.viewerToken })).statusCode).toBe(
      403,
    );
    expect((await weekOf('11/01/2026', '11/07/2026', p.reporterToken)).statusCode).toBe(403);
    expect((await api.call(rt.save, { body: taskBody(), token: p.reporterToken })).statusCode).toBe(403);
    expect((await api.call(rt.mine, { token: p.viewerToken })).statusCode).toBe(403);
    const fake = { id: randomUUID(), resultId: randomUUID() };
    expect((await api.call(rt.forDisplay, { params: fake, token: p.reporterToken })).statusCode).toBe(403);
    expect((await api.call(rt.locations, { params: { id: fake.id }, token: p.viewerToken })).statusCode).toBe(403);
    expect((await api.call(rt.begin, { params: fake, token: p.viewerToken })).statusCode).toBe(403);
    expect(
      (
        await api.call(rt.saveProgress, {
          params: fake,
          body: { procedure: { questions: [] }, answeredQuestionTrail: [], isSopComplete: false },
          token: p.viewerToken,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 404 to every call where routine tasks are off (Summit)', async () => {
    const summit = { token: p.summitToken, companyId: p.summitId };
    const id = randomUUID();
    const calls = [
      api.call(rt.list, { ...summit, params: { id } }),
      api.call(rt.instances, { ...summit, params: { id }, query: { startDate: '11/01/2026', endDate: '11/07/2026' } }),
      api.call(rt.save, { ...summit, body: taskBody() }),
      api.call(rt.mine, summit),
      api.call(rt.locations, { ...summit, params: { id } }),
      api.call(rt.begin, { ...summit, params: { id, resultId: id } }),
      api.call(rt.saveProgress, {
        ...summit,
        params: { id, resultId: id },
        body: { procedure: { questions: [] }, answeredQuestionTrail: [], isSopComplete: false },
      }),
      api.call(rt.forDisplay, { ...summit, params: { id, resultId: id } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
  });

  it("another company's property, task, instance and result are not found and nothing changes", async () => {
    await t.database.db
      .update(companies)
      .set({ features: { routineTasks: true } })
      .where(eq(companies.id, p.summitId));
    try {
      const summit = { token: p.summitToken, companyId: p.summitId };
      const { routineTask } = await api.ok(rt.save, { body: taskBody({ name: 'Isolation' }) });
      const week = await api.ok(rt.instances, {
        params: { id: p.reporterProperty },
        query: { startDate: '11/22/2026', endDate: '11/28/2026' },
      });
      const instance = week.instances.find((row) => row.routineTask.id === routineTask.id);
      if (!instance) throw new Error('no instance');
      const locations = await api.ok(rt.locations, { params: { id: instance.id } });
      const params = { id: instance.id, resultId: locations.results[0].resultId };
      const before = await databaseFingerprint(t.database);
      expect((await api.call(rt.list, { ...summit, params: { id: p.reporterProperty } })).statusCode).toBe(404);
      expect(
        (
          await api.call(rt.instances, {
            ...summit,
            params: { id: p.reporterProperty },
            query: { startDate: '11/01/2026', endDate: '11/07/2026' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await api.call(rt.save, { ...summit, body: { ...taskBody(), id: routineTask.id } })).statusCode).toBe(
        404,
      );
      expect((await api.call(rt.locations, { ...summit, params: { id: instance.id } })).statusCode).toBe(404);
      expect((await api.call(rt.begin, { ...summit, params })).statusCode).toBe(404);
      expect(
        (
          await api.call(rt.saveProgress, {
            ...summit,
            params,
            body: { procedure: { questions: [] }, answeredQuestionTrail: [], isSopComplete: false },
          })
        ).statusCode,
      ).toBe(404);
      expect((await api.call(rt.forDisplay, { ...summit, params })).statusCode).toBe(404);
      // Summit's My Tasks never lists Harbor's work.
      const summitMine = await api.ok(rt.mine, summit);
      expect(JSON.stringify(summitMine)).not.toContain(routineTask.id);
      expect(await databaseFingerprint(t.database)).toEqual(before);
    } finally {
      await t.database.db
        .update(companies)
        .set({ features: { routineTasks: false } })
        .where(eq(companies.id, p.summitId));
    }
  });
});

describe('doing the work: My Tasks, perform with resume and completion, a failed inspection raising an event', () => {
  it('an assignee begins, is refused a missing answer, resumes and completes; No on a reporting step raises the event in the same transaction', async () => {
    const waterType = await eventTypeIdByName(t.database.db, p.harborId, 'Water Intrusion');
    const pipeBurst = await eventCategoryIdByName(t.database.db, p.harborId, 'Water Intrusion', 'Pipe Burst');
    // The editor's "on No, report an event" on the roof step, saved through the procedure contract.
    const stored = await api.ok(procedureEndpoints.detail, { params: { id: procedureId } });
    const withNoEvent = (noEvent: unknown) => ({
      ...stored.procedure,
      questions: stored.procedure.questions.map(({ typeDescriptor: _, ...q }) =>
        q.id === steps.roof ? { ...q, noEvent } : q,
      ),
    });
    await expectRefused(
      api.call(procedureEndpoints.save, {
        body: unchecked(withNoEvent({ eventTypeId: randomUUID(), eventCategoryId: null })),
      }),
      'questions.1.noEvent.eventTypeId',
    );
    const resaved = await api.ok(procedureEndpoints.save, {
      body: unchecked(withNoEvent({ eventTypeId: waterType, eventCategoryId: pipeBurst })) as never,
    });
    expect(resaved.procedure.questions[1].noEvent).toEqual({ eventTypeId: waterType, eventCategoryId: pipeBurst });
    const { routineTask } = await api.ok(rt.save, {
      body: taskBody({ name: 'Perform me', schedule: weeklySchedule(['thursday']) }),
    });
    const reporter = { token: p.reporterToken };
    const mine = await api.ok(rt.mine, reporter);
    const row = mine.instances.find(
      (r) => r.name === 'Perform me' && r.location === 'Building A' && r.dueDateLocal === '2026-11-26',
    );
    if (!row) throw new Error('not in My Tasks');
    expect(row).toMatchObject({
      section: 'DueThisWeek',
      dueDateLocal: '2026-11-26',
      status: 'NotStarted',
      propertyTimeZone: 'America/New_York',
    });
    const params = { id: row.instanceId, resultId: row.resultId };

    // Before anyone begins, Task Details lists the procedure's requirements, unanswered.
    const ahead = await api.ok(rt.forDisplay, { params });
    expect(ahead.result.status).toBe('NotStarted');
    expect(ahead.result.sopQuestions.map((q) => q.id)).toEqual(stored.procedure.questions.map((q) => q.id));
    expect(ahead.result.sopQuestions.every((q) => !q.answered)).toBe(true);

    const begun = await api.ok(rt.begin, { ...reporter, params });
    expect(begun).toMatchObject({
      taskName: 'Perform me',
      locationName: 'Building A',
      status: 'InProgress',
      answeredQuestionTrail: [],
    });
    expect(begun.procedure.questions.map((q) => q.id)).toEqual([steps.ack, steps.roof, steps.list]);

    const questions = (answers: Record<string, unknown>[]) => ({ questions: answers });
    await expectRefused(
      api.call(rt.saveProgress, {
        ...reporter,
        params,
        body: unchecked({
          procedure: questions([{ id: steps.ack, answer: false, answered: true }]),
          answeredQuestionTrail: [steps.ack],
          isSopComplete: false,
        }),
      }),
      'procedure.questions.0.answer',
      ANSWER_MESSAGES.acknowledge,
    );
    await api.ok(rt.saveProgress, {
      ...reporter,
      params,
      body: {
        procedure: questions([{ id: steps.ack, answer: true, answered: true }]) as never,
        answeredQuestionTrail: [steps.ack, steps.roof],
        isSopComplete: false,
      },
    });
    const resumed = await api.ok(rt.begin, { ...reporter, params });
    expect(resumed.answeredQuestionTrail).toEqual([steps.ack, steps.roof]);
    expect(resumed.procedure.questions[0]).toMatchObject({ answer: true, answered: true });

    await expectRefused(
      api.call(rt.saveProgress, {
        ...reporter,
        params,
        body: unchecked({
          procedure: questions([]),
          answeredQuestionTrail: [steps.ack, steps.roof, steps.list],
          isSopComplete: true,
        }),
      }),
      'procedure.questions.1.answer',
      ANSWER_MESSAGES.yesOrNo,
    );
    const eventsBefore = await rowCount(t.database.db, events);
    const done = await api.ok(rt.saveProgress, {
      ...reporter,
      params,
      body: {
        procedure: questions([
          { id: steps.roof, answer: false, answered: true },
          { id: steps.list, answered: true, checklistItems: [{ sortKey: 1, checked: true }] },
        ]) as never,
        answeredQuestionTrail: [steps.ack, steps.roof, steps.list],
        isSopComplete: true,
      },
    });
    expect(done.status).toBe('Complete');
    expect(done.raisedEvent).not.toBeNull();
    expect(await rowCount(t.database.db, events)).toBe(eventsBefore + 1);
    const [raised] = await t.database.db
      .select()
      .from(events)
      .where(eq(events.id, done.raisedEvent?.id as string));
    expect(raised).toMatchObject({
      propertyId: p.reporterProperty,
      eventTypeId: waterType,
      eventCategoryId: pipeBurst,
      status: EVENT_STATUS_NEW,
      reportedByPersonId: reporterId,
      location: 'Building A',
    });
    // Completed is final.
    expect(
      (
        await api.call(rt.saveProgress, {
          ...reporter,
          params,
          body: { procedure: questions([]) as never, answeredQuestionTrail: [], isSopComplete: true },
        })
      ).statusCode,
    ).toBe(409);

    const details = await api.ok(rt.forDisplay, { params });
    expect(details.result).toMatchObject({
      status: 'Complete',
      location: 'Building A',
      taskName: 'Perform me',
      startedByPerson: { id: reporterId },
      completedByPerson: { id: reporterId },
      raisedEvent: { id: raised.id },
    });
    // Each time as the instant too, and the property's zone: Task Details names it (issue 23, 5).
    expect(details.result.property.timeZone.length).toBeGreaterThan(0);
    expect(details.result.dateStartedUtc).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(details.result.dateCompletedUtc).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(details.result.sopQuestions[2].checklistItems).toEqual([
      { text: 'North', checked: true },
      { text: 'South', checked: false },
    ]);
    const eventPage = await api.ok(eventManagementEndpoints.forDisplay, { params: { id: raised.id } });
    expect(eventPage.event.raisedByRoutineTask).toEqual({
      instanceId: row.instanceId,
      resultId: row.resultId,
      taskName: 'Perform me',
      locationName: 'Building A',
      dueDateLocal: '2026-11-26',
    });
    const after = await api.ok(rt.mine, reporter);
    expect(after.instances.find((r) => r.resultId === row.resultId)?.section).toBe('Completed');
    // The other location is still open: the instance is in progress, not complete.
    const [instance] = await t.database.db
      .select()
      .from(routineTaskInstances)
      .where(eq(routineTaskInstances.id, row.instanceId));
    expect(instance.status).toBe('InProgress');
    expect(routineTask.id).toBe(instance.routineTaskId);
  });

  it("the raised event's number follows the event-visibility rule: hidden from a role the event is limited away from", async () => {
    // The roof step's "on No, report an event" was saved by the test above.
    await api.ok(rt.save, {
      body: taskBody({
        name: 'Hidden raise',
        schedule: weeklySchedule(['thursday']),
        locations: [{ name: 'Shed', routineTaskLocationType: 'Adhoc' }],
      }),
    });
    const reporter = { token: p.reporterToken };
    const row = (await api.ok(rt.mine, reporter)).instances.find(
      (r) => r.name === 'Hidden raise' && r.dueDateLocal === '2026-11-26',
    );
    if (!row) throw new Error('not in My Tasks');
    const params = { id: row.instanceId, resultId: row.resultId };
    await api.ok(rt.begin, { ...reporter, params });
    const done = await api.ok(rt.saveProgress, {
      ...reporter,
      params,
      body: {
        procedure: {
          questions: [
            { id: steps.ack, answer: true, answered: true },
            { id: steps.roof, answer: false, answered: true },
            { id: steps.list, answered: true },
          ],
        } as never,
        answeredQuestionTrail: [steps.ack, steps.roof, steps.list],
        isSopComplete: true,
      },
    });
    const raisedId = done.raisedEvent?.id as string;
    expect(done.raisedEvent?.number).toEqual(expect.any(String));
    // The administrator limits the event to the Property Manager role (event management's saveDetails).
    const [managerRole] = await t.database.db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(and(eq(positionTypes.companyId, p.harborId), eq(positionTypes.name, PERSONA_ROLES.manager.name)));
    const { event } = await api.ok(eventManagementEndpoints.forDisplay, { params: { id: raisedId } });
    await api.ok(eventManagementEndpoints.saveDetails, {
      params: { id: raisedId },
      body: {
        eventId: raisedId,
        details: {
          status: event.status,
          summary: event.summary,
          location: event.location,
          visibleToPositionTypeIds: [managerRole.id],
        },
      },
    });

    // A manager of another role who sees every property sees the result, not the event's number.
    const outsider = await memberToken(t, p.harborId, 'raised-outsider@test.example', ['manageEvents'], {
      allProperties: true,
    });
    expect(
      (await api.call(eventManagementEndpoints.forDisplay, { token: outsider, params: { id: raisedId } })).statusCode,
    ).toBe(404);
    const hidden = await api.ok(rt.forDisplay, { token: outsider, params });
    expect(hidden.result.status).toBe('Complete');
    expect(hidden.result.raisedEvent).toBeNull();
    expect(hidden.result.sopQuestions.map((q) => q.number)).toEqual([1, 2, 3]);
    // The assignee who raised it (Reporter role) resumes the result without it too.
    expect((await api.ok(rt.begin, { ...reporter, params })).raisedEvent).toBeNull();
    // The Property Manager role may see it: the link and its number stay.
    const manager = { token: p.managerToken };
    expect((await api.ok(rt.forDisplay, { ...manager, params })).result.raisedEvent).toEqual(done.raisedEvent);
    expect((await api.ok(rt.begin, { ...manager, params })).raisedEvent).toEqual(done.raisedEvent);
  });

  it('a completion whose event cannot be recorded keeps nothing (one transaction)', async () => {
    const { routineTask } = await api.ok(rt.save, {
      body: taskBody({
        name: 'Rollback',
        schedule: weeklySchedule(['friday']),
        locations: [{ name: 'Roof', routineTaskLocationType: 'Adhoc' }],
      }),
    });
    const reporter = { token: p.reporterToken };
    const row = (await api.ok(rt.mine, reporter)).instances.find(
      (r) => r.name === 'Rollback' && r.dueDateLocal === '2026-11-27',
    );
    if (!row) throw new Error('not in My Tasks');
    const params = { id: row.instanceId, resultId: row.resultId };
    await api.ok(rt.begin, { ...reporter, params });
    const eventsBefore = await rowCount(t.database.db, events);
    const response = await withFailingRecords(t, () =>
      api.call(rt.saveProgress, {
        ...reporter,
        params,
        body: {
          procedure: {
            questions: [
              { id: steps.ack, answer: true, answered: true },
              { id: steps.roof, answer: false, answered: true },
            ],
          } as never,
          answeredQuestionTrail: [steps.ack, steps.roof, steps.list],
          isSopComplete: true,
        },
      }),
    );
    expect(response.statusCode).toBe(500);
    expect(await rowCount(t.database.db, events)).toBe(eventsBefore);
    const [result] = await t.database.db
      .select()
      .from(routineTaskResults)
      .where(eq(routineTaskResults.id, row.resultId));
    expect(result.status).toBe('InProgress');
    expect(routineTask.name).toBe('Rollback');
  });

  it('an edit keeps a begun future instance and its answers; untouched future ones follow the new schedule', async () => {
    const body = taskBody({
      name: 'Kept work',
      schedule: weeklySchedule(['thursday']),
      locations: [{ name: 'Attic', routineTaskLocationType: 'Adhoc' }],
    });
    const { routineTask } = await api.ok(rt.save, { body });
    const reporter = { token: p.reporterToken };
    const row = (await api.ok(rt.mine, reporter)).instances.find(
      (r) => r.name === 'Kept work' && r.dueDateLocal === '2026-11-26',
    );
    if (!row) throw new Error('not in My Tasks');
    const params = { id: row.instanceId, resultId: row.resultId };
    await api.ok(rt.begin, { ...reporter, params });
    await api.ok(rt.saveProgress, {
      ...reporter,
      params,
      body: {
        procedure: { questions: [{ id: steps.ack, answer: true, answered: true }] } as never,
        answeredQuestionTrail: [steps.ack, steps.roof],
        isSopComplete: false,
      },
    });
    await api.ok(rt.save, {
      body: { ...body, id: routineTask.id, schedule: weeklySchedule(['friday']), locations: routineTask.locations },
    });
    await weekOf('11/22/2026', '12/05/2026');
    const due = (
      await t.database.db
        .select()
        .from(routineTaskInstances)
        .where(eq(routineTaskInstances.routineTaskId, routineTask.id))
    )
      .map((instance) => instance.dueDateLocal)
      .filter((date) => date >= '2026-11-25')
      .sort();
    expect(due).toEqual(['2026-11-26', '2026-11-27', '2026-12-04']);
    const resumed = await api.ok(rt.begin, { ...reporter, params });
    expect(resumed.answeredQuestionTrail).toEqual([steps.ack, steps.roof]);
    expect(resumed.procedure.questions[0]).toMatchObject({ answer: true, answered: true });
  });

  it('someone neither assigned nor a manager is refused (403)', async () => {
    const row = (await api.ok(rt.mine, { token: p.reporterToken })).instances[0];
    const other = await memberToken(t, p.harborId, 'tech2@harbor.example', ['reportEvents'], { allProperties: true });
    expect(
      (await api.call(rt.begin, { token: other, params: { id: row.instanceId, resultId: row.resultId } })).statusCode,
    ).toBe(403);
  });
});
