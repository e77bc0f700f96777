import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { eventManagementEndpoints } from '../../schemas/event-management/endpoints.ts';
import { subscriptionEndpoints } from '../../schemas/subscription/endpoints.ts';
import { EVENT_STATUS } from '../../src/domain/events/event-status.ts';
import { conditionFor, SUBSCRIPTION_MESSAGES } from '../../src/domain/subscriptions/subscription.ts';
import {
  eventCategories,
  eventTypes,
  outbox,
  people,
  positionTypes,
  properties,
  propertyGroups,
  subscriptionConditions,
  subscriptionDeliveries,
  subscriptionEventChanges,
} from '../../src/server/db/schema/index.ts';
import { drainSubscriptions } from '../../src/server/modules/subscriptions/drain.ts';
import { matchChangeBatch } from '../../src/server/modules/subscriptions/match-changes.ts';
import { NOTICE_SKIP_REASONS } from '../../src/server/modules/subscriptions/notices.ts';
import { DELETED_BEFORE_SENT } from '../../src/server/modules/subscriptions/subscription-delete.ts';
import { PERSONA_ROLES } from '../../src/server/seed/persona-roles.ts';
import { endpointCaller, endpointUrl, unchecked } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  expectRefused,
  reportEvent,
  reportFinishedEvent,
  signInEventPersonas,
} from '../helpers/event-fixtures.ts';
import { createMember, databaseFingerprint } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;
/** The demo seed's subscription e-mailing the Property Manager role of Water Intrusions in the North Portfolio. */
const DEMO_WATER_SUBSCRIPTION = 'Water intrusions in the North Portfolio';
const ids = {
  water: '',
  north: '',
  managers: '',
  admins: '',
  inactiveRole: '',
  lakeview: '',
  oak: '',
  adminPerson: '',
};

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

async function idOf(
  table: typeof eventTypes | typeof positionTypes | typeof propertyGroups | typeof properties,
  name: string,
) {
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, p.harborId), eq(table.name, name)));
  return row.id;
}

/** 'When an Event is Created of type Water Intrusion at any property in North Portfolio, e-mail the Property Manager role'. */
function waterInNorth(extra: Record<string, unknown> = {}) {
  const created = conditionFor('Created');
  return {
    name: 'Water in the North',
    filters: [
      {
        conditions: [{ ...created, qualifier: { ...created.qualifier, typeId: ids.water } }],
        locations: [{ locationConditionType: 'PropertyGroups', propertyGroupIds: [ids.north] }],
      },
    ],
    subscribers: [{ recipientType: 'Role', recipientQualifier: ids.managers, mediaType: 'Email' }],
    ...extra,
  };
}

const save = (body: unknown, token = p.adminToken, companyId = p.harborId) =>
  api.call(subscriptionEndpoints.save, { body: unchecked(body), token, companyId });

async function saved(body: unknown) {
  const reply = await api.ok(subscriptionEndpoints.save, { body: unchecked(body) });
  expect(reply.success).toBe(true);
  return reply.subscription;
}

const workerDeps = (app: TestApp) => ({
  db: app.database.db,
  adapters: app.app.adapters,
  clock: app.app.clock,
  config: app.config.subscriptions,
});

async function deliveriesOf(subscriptionId: string) {
  return t.database.db
    .select()
    .from(subscriptionDeliveries)
    .where(eq(subscriptionDeliveries.subscriptionId, subscriptionId));
}

/** What the embedded outbox holds of these deliveries (keyed by the delivery's id). */
async function outboxOf(deliveries: readonly { id: string }[]) {
  return t.database.db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.messageId,
        deliveries.map((d) => d.id),
      ),
    );
}

beforeAll(async () => {
  t = await buildTestApp();
  p = await signInEventPersonas(t);
  ids.water = await idOf(eventTypes, 'Water Intrusion');
  ids.north = await idOf(propertyGroups, 'North Portfolio');
  ids.managers = await idOf(positionTypes, PERSONA_ROLES.manager.name);
  ids.admins = await idOf(positionTypes, PERSONA_ROLES.admin.name);
  ids.inactiveRole = await idOf(positionTypes, 'Former Contractor');
  ids.lakeview = await idOf(properties, 'Lakeview Apartments');
  ids.oak = await idOf(properties, 'Oak Street Lofts');
  const [admin] = await t.database.db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.companyId, p.harborId), eq(people.emailAddress, 'admin@harbor.example')));
  ids.adminPerson = admin.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('subscriptions: save, read, list, delete (spec 002 §7)', () => {
  it('saves, answers the preview sentence, reads back, lists by name and deletes', async () => {
    const subscription = await saved(waterInNorth());
    expect(subscription.preview).toBe(
      'When an Event is Created of type Water Intrusion at any property in North Portfolio, e-mail the Property Manager role',
    );
    expect(subscription.filters[0].locations[0]).toEqual({
      locationConditionType: 'PropertyGroups',
      propertyIds: [],
      propertyGroupIds: [ids.north],
      stateAbbreviations: [],
    });
    const detail = await api.ok(subscriptionEndpoints.detail, { params: { id: subscription.id } });
    expect(detail.subscription).toEqual(subscription);

    const renamed = await saved({ ...waterInNorth(), id: subscription.id, name: 'Renamed' });
    expect(renamed.id).toBe(subscription.id);
    const list = await api.ok(subscriptionEndpoints.list, { query: { pageSize: 1 } });
    expect(list.subscriptions).toHaveLength(1);
    expect(list.total).toBeGreaterThanOrEqual(3);
    const all = await api.ok(subscriptionEndpoints.list, { query: { search: 'renamed' } });
    expect(all.subscriptions.map((row) => row.name)).toEqual(['Renamed']);

    expect((await api.ok(subscriptionEndpoints.delete, { params: { id: subscription.id } })).success).toBe(true);
    expect((await api.call(subscriptionEndpoints.detail, { params: { id: subscription.id } })).statusCode).toBe(404);
    expect((await api.call(subscriptionEndpoints.delete, { params: { id: subscription.id } })).statusCode).toBe(404);
    const after = await api.ok(subscriptionEndpoints.list, { query: { search: 'renamed' } });
    expect(after.subscriptions).toEqual([]);
  });

  it('every call needs manageSubscriptions (403)', async () => {
    const subscription = await saved(waterInNorth());
    for (const token of [p.reporterToken, p.viewerToken]) {
      const calls = [
        api.call(subscriptionEndpoints.list, { token }),
        api.call(subscriptionEndpoints.detail, { token, params: { id: subscription.id } }),
        save(waterInNorth(), token),
        api.call(subscriptionEndpoints.delete, { token, params: { id: subscription.id } }),
        api.call(subscriptionEndpoints.deliveries, { token }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
    // The demo property manager has the permission.
    expect((await api.call(subscriptionEndpoints.list, { token: p.managerToken })).statusCode).toBe(200);
  });

  it("another company's subscription is not found and nothing changes", async () => {
    const subscription = await saved(waterInNorth());
    const before = await databaseFingerprint(t.database);
    const summit = { token: p.summitToken, companyId: p.summitId };
    expect(
      (await api.call(subscriptionEndpoints.detail, { ...summit, params: { id: subscription.id } })).statusCode,
    ).toBe(404);
    expect(
      (await api.call(subscriptionEndpoints.delete, { ...summit, params: { id: subscription.id } })).statusCode,
    ).toBe(404);
    expect(
      (await api.call(subscriptionEndpoints.deliveries, { ...summit, query: { subscriptionId: subscription.id } }))
        .statusCode,
    ).toBe(404);
    // Harbor's ids in a Summit subscription: each named as not of the company.
    const foreign = await save({ ...waterInNorth(), id: subscription.id }, p.summitToken, p.summitId);
    expect(foreign.statusCode).toBe(400);
    const renamedOnly = await save(
      { name: 'x', filters: [{ conditions: [conditionFor('Created')] }], subscribers: [], id: subscription.id },
      p.summitToken,
      p.summitId,
    );
    expect(renamedOnly.statusCode).toBe(400);
    // A save valid for Summit aimed at Harbor's subscription: not found.
    const [summitPerson] = await t.database.db
      .select({ id: people.id })
      .from(people)
      .where(eq(people.companyId, p.summitId))
      .limit(1);
    const aimed = await save(
      {
        name: 'Summit',
        filters: [{ conditions: [conditionFor('Created')] }],
        subscribers: [{ recipientType: 'Person', recipientQualifier: summitPerson.id, mediaType: 'Email' }],
        id: subscription.id,
      },
      p.summitToken,
      p.summitId,
    );
    expect(aimed.statusCode).toBe(404);
    // Summit's lists leave Harbor's subscriptions and deliveries out.
    const summitList = await api.ok(subscriptionEndpoints.list, { ...summit, query: { pageSize: 100 } });
    expect(summitList.subscriptions.map((row) => row.id)).not.toContain(subscription.id);
    const harborDeliveries = (await api.ok(subscriptionEndpoints.deliveries, { query: { pageSize: 100 } })).deliveries;
    const summitDeliveries = (await api.ok(subscriptionEndpoints.deliveries, { ...summit, query: { pageSize: 100 } }))
      .deliveries;
    expect(summitDeliveries.filter((row) => harborDeliveries.some((mine) => mine.id === row.id))).toEqual([]);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('bad input answers 400 naming the field', async () => {
    const elapsed = (delayHours: unknown) => {
      const condition = { ...conditionFor('TimeElapsed'), delayHours };
      return { ...waterInNorth(), filters: [{ conditions: [condition] }] };
    };
    const cases: [unknown, string][] = [
      [elapsed(0), 'filters.0.conditions.0.delayHours'],
      [elapsed(169), 'filters.0.conditions.0.delayHours'],
      [elapsed(null), 'filters.0.conditions.0.delayHours'],
      [{ ...waterInNorth(), name: '  ' }, 'name'],
      [(({ name: _, ...rest }) => rest)(waterInNorth()), 'name'],
      [{ ...waterInNorth(), subscribers: [] }, 'subscribers'],
      [{ ...waterInNorth(), filters: [] }, 'filters'],
      [{ ...waterInNorth(), filters: [{ conditions: [] }] }, 'filters.0.conditions'],
      [
        { ...waterInNorth(), filters: [{ conditions: [{ ...conditionFor('Created'), delayHours: 2 }] }] },
        'filters.0.conditions.0.delayHours',
      ],
      [
        { ...waterInNorth(), filters: [{ conditions: [{ ...conditionFor('Created'), frequencyType: 'Daily' }] }] },
        'filters.0.conditions.0.frequencyType',
      ],
      [
        { ...waterInNorth(), subscribers: [{ recipientType: 'Role', recipientQualifier: null, mediaType: 'Email' }] },
        'subscribers.0.recipientQualifier',
      ],
      [
        {
          ...waterInNorth(),
          subscribers: [{ recipientType: 'Role', recipientQualifier: crypto.randomUUID(), mediaType: 'Email' }],
        },
        'subscribers.0.recipientQualifier',
      ],
      [
        {
          ...waterInNorth(),
          subscribers: [{ recipientType: 'Person', recipientQualifier: crypto.randomUUID(), mediaType: 'Text' }],
        },
        'subscribers.0.recipientQualifier',
      ],
      [
        {
          ...waterInNorth(),
          filters: [
            {
              conditions: [conditionFor('Created')],
              locations: [{ locationConditionType: 'Properties', propertyIds: [crypto.randomUUID()] }],
            },
          ],
        },
        'filters.0.locations.0.propertyIds.0',
      ],
      [
        {
          ...waterInNorth(),
          filters: [{ conditions: [conditionFor('Created')], locations: [{ locationConditionType: 'States' }] }],
        },
        'filters.0.locations.0.stateAbbreviations',
      ],
    ];
    const before = await databaseFingerprint(t.database);
    for (const [body, field] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const fields = (response.json().validationErrors as { field: string }[]).map((error) => error.field);
      expect(fields, JSON.stringify(body)).toContain(field);
    }
    const inactive = await save({
      ...waterInNorth(),
      subscribers: [{ recipientType: 'Role', recipientQualifier: ids.inactiveRole, mediaType: 'Email' }],
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().validationErrors).toEqual([
      { field: 'subscribers.0.recipientQualifier', message: SUBSCRIPTION_MESSAGES.inactiveRole },
    ]);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});

describe('delivery (the outbox, the worker, the Deliveries list)', () => {
  it('an event reported at a North property e-mails each property manager once, however many subscriptions name them, and a rerun adds nothing', async () => {
    const subscription = await saved({
      ...waterInNorth(),
      filters: [
        {
          ...waterInNorth().filters[0],
          conditions: [{ ...waterInNorth().filters[0].conditions[0], notifyOnCall: true }],
        },
      ],
    });
    const progress = await reportFinishedEvent(t, p.managerToken, p.harborId, ids.lakeview);
    // An event elsewhere (a South property) is not matched.
    await reportFinishedEvent(t, p.adminToken, p.harborId, ids.oak);

    const first = await drainSubscriptions(workerDeps(t));
    expect(first.sent).toBeGreaterThanOrEqual(3);
    // The demo's older 'Water intrusions in the North Portfolio' e-mails the same role for the same
    // change: the managers get its e-mail, once; this one says so, and texts the on-call number.
    const deliveries = await deliveriesOf(subscription.id);
    const through = NOTICE_SKIP_REASONS.duplicate(DEMO_WATER_SUBSCRIPTION);
    expect(deliveries.map((d) => `${d.mediaType} ${d.address} ${d.status} ${d.lastError ?? ''}`).sort()).toEqual([
      `Email casey@both.example Skipped ${through}`,
      `Email manager@harbor.example Skipped ${through}`,
      'Text +12175550100 Sent ',
    ]);
    expect(deliveries.every((d) => d.eventId === progress.id)).toBe(true);
    const everyDelivery = await t.database.db
      .select()
      .from(subscriptionDeliveries)
      .where(eq(subscriptionDeliveries.eventId, progress.id));
    const notices = everyDelivery.filter((d) => d.status !== 'Skipped');
    expect(notices.map((d) => `${d.actionType} ${d.mediaType} ${d.address}`).sort()).toEqual([
      'Created Email casey@both.example',
      'Created Email manager@harbor.example',
      'Created Text +12175550100',
    ]);
    const sent = await outboxOf(everyDelivery);
    expect(sent.map((row) => row.recipient).sort()).toEqual([
      '+12175550100',
      'casey@both.example',
      'manager@harbor.example',
    ]);
    const mail = sent.find((row) => row.recipient === 'manager@harbor.example');
    expect(mail?.subject).toBe(
      'When an Event is Created of type Water Intrusion at any property in North Portfolio, e-mail the Property Manager role',
    );
    expect(mail?.body).toContain('Lakeview Apartments');
    expect(subscription.preview).toContain("text the property's on-call number");
    expect(sent.find((row) => row.channel === 'sms')?.body).toContain('Lakeview Apartments');

    const again = await drainSubscriptions(workerDeps(t));
    expect(again).toMatchObject({ changesMatched: 0, sent: 0 });
    expect(await deliveriesOf(subscription.id)).toHaveLength(3);

    const listed = await api.ok(subscriptionEndpoints.deliveries, { query: { subscriptionId: subscription.id } });
    expect(listed.deliveries).toHaveLength(3);
    expect(listed.deliveries.find((d) => d.mediaType === 'Text')).toMatchObject({
      subscriptionName: 'Water in the North',
      actionType: 'Created',
      status: 'Sent',
      // The event's property's zone: Deliveries shows its times on that clock (issue 23, 5).
      propertyTimeZone: 'America/New_York',
    });
    const detail = await api.ok(subscriptionEndpoints.detail, { params: { id: subscription.id } });
    expect(detail.subscription.lastSentUtc).not.toBeNull();

    // "Why didn't I get told?": searched by recipient name or address, filtered by state.
    const of = (query: Record<string, string>) =>
      api.ok(subscriptionEndpoints.deliveries, { query: { subscriptionId: subscription.id, ...query } });
    expect((await of({ search: 'MANAGER@harbor' })).deliveries.map((d) => `${d.address} ${d.lastError}`)).toEqual([
      `manager@harbor.example ${through}`,
    ]);
    expect((await of({ search: '2175550100' })).deliveries.map((d) => d.mediaType)).toEqual(['Text']);
    expect((await of({ search: 'nobody at all' })).deliveries).toEqual([]);
    expect((await of({ status: 'Sent' })).deliveries).toHaveLength(1);
    expect((await of({ status: 'Skipped' })).deliveries).toHaveLength(2);
    expect((await of({ status: 'Failed' })).deliveries).toEqual([]);
    await expectRefused(
      api.call(subscriptionEndpoints.deliveries, { query: unchecked({ status: 'Lost' }) }),
      'querystring.status',
    );
  });

  it('overlapping subscriptions: one notice per person, change and medium; whoever is left out is listed Skipped, saying why', async () => {
    // Pat (all properties) and Quinn (no property: may not see the event) in the Night crew role;
    // Rory in a role made inactive after the save.
    const member = async (email: string, allProperties: boolean) => {
      await createMember(t.database.db, p.harborId, email, []);
      await t.database.db
        .update(people)
        .set({ allPropertiesAssociated: allProperties })
        .where(eq(people.emailAddress, email));
      const [row] = await t.database.db
        .select({ id: people.id, roleId: people.positionId })
        .from(people)
        .where(eq(people.emailAddress, email));
      return { id: row.id, roleId: row.roleId as string };
    };
    const pat = await member('pat.overlap@test.example', true);
    const quinn = await member('quinn.overlap@test.example', false);
    const rory = await member('rory.overlap@test.example', true);
    await t.database.db.update(positionTypes).set({ name: 'Night crew' }).where(eq(positionTypes.id, pat.roleId));
    await t.database.db.update(people).set({ positionId: pat.roleId }).where(eq(people.id, quinn.id));
    await t.database.db
      .update(positionTypes)
      .set({ name: 'Former night crew' })
      .where(eq(positionTypes.id, rory.roleId));
    const onLakeview = (name: string, subscribers: Record<string, unknown>[]) =>
      saved({
        name,
        filters: [
          {
            conditions: [conditionFor('Created')],
            locations: [{ locationConditionType: 'Properties', propertyIds: [ids.lakeview] }],
          },
        ],
        subscribers,
      });
    const email = (recipientType: 'Person' | 'Role', recipientQualifier: string) => ({
      recipientType,
      recipientQualifier,
      mediaType: 'Email',
    });
    // Pat in person and through the role, in the first; through the role again in the second.
    const first = await onLakeview('Overlap first', [email('Person', pat.id), email('Role', pat.roleId)]);
    const second = await onLakeview('Overlap second', [email('Role', pat.roleId)]);
    const inactive = await onLakeview('Overlap inactive', [email('Role', rory.roleId)]);
    await t.database.db.update(positionTypes).set({ active: false }).where(eq(positionTypes.id, rory.roleId));

    const progress = await reportFinishedEvent(t, p.adminToken, p.harborId, ids.lakeview);
    await drainSubscriptions(workerDeps(t));
    const outcome = async () => {
      const rows = await t.database.db
        .select()
        .from(subscriptionDeliveries)
        .where(
          and(
            eq(subscriptionDeliveries.eventId, progress.id),
            inArray(subscriptionDeliveries.subscriptionId, [first.id, second.id, inactive.id]),
          ),
        );
      const named = { [first.id]: 'first', [second.id]: 'second', [inactive.id]: 'inactive' };
      return rows
        .map((d) => `${named[d.subscriptionId]} ${d.address.split('.')[0]} ${d.status}: ${d.lastError ?? ''}`)
        .sort();
    };
    const expected = [
      'first pat Sent: ',
      `first quinn Skipped: ${NOTICE_SKIP_REASONS.mayNotSee}`,
      `inactive rory Skipped: ${NOTICE_SKIP_REASONS.inactiveRole('Former night crew')}`,
      `second pat Skipped: ${NOTICE_SKIP_REASONS.duplicate('Overlap first')}`,
      `second quinn Skipped: ${NOTICE_SKIP_REASONS.mayNotSee}`,
    ];
    expect(await outcome()).toEqual(expected);
    const sentToPat = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'pat.overlap@test.example'))).length;
    expect(await sentToPat()).toBe(1);

    // The change matched again (a retried or crashed drain that lost its mark): nothing new, nothing twice.
    await t.database.db
      .update(subscriptionEventChanges)
      .set({ processedAt: null })
      .where(
        and(eq(subscriptionEventChanges.eventId, progress.id), eq(subscriptionEventChanges.actionType, 'Created')),
      );
    expect((await drainSubscriptions(workerDeps(t))).changesMatched).toBe(1);
    expect(await outcome()).toEqual(expected);
    expect(await sentToPat()).toBe(1);

    // The Deliveries list explains the silence, filtered by Skipped.
    const skipped = await api.ok(subscriptionEndpoints.deliveries, {
      query: { subscriptionId: second.id, status: 'Skipped' },
    });
    expect(skipped.deliveries.map((d) => `${d.recipientName}: ${d.lastError}`).sort()).toEqual([
      `Test pat.overlap@test.example: ${NOTICE_SKIP_REASONS.duplicate('Overlap first')}`,
      `Test quinn.overlap@test.example: ${NOTICE_SKIP_REASONS.mayNotSee}`,
    ]);
    for (const id of [first.id, second.id, inactive.id]) {
      await api.ok(subscriptionEndpoints.delete, { params: { id } });
    }
  });

  it('matches on type, category, severity and state, and nothing else', async () => {
    const categoryOf = async (name: string) => {
      const [row] = await t.database.db
        .select({ id: eventCategories.id })
        .from(eventCategories)
        .where(and(eq(eventCategories.companyId, p.harborId), eq(eventCategories.name, name)));
      return row.id;
    };
    const [lakeview] = await t.database.db
      .select({ state: properties.state })
      .from(properties)
      .where(eq(properties.id, ids.lakeview));
    const fire = await idOf(eventTypes, 'Fire');
    const created = conditionFor('Created');
    const toAdmin = [{ recipientType: 'Person', recipientQualifier: ids.adminPerson, mediaType: 'Email' }];
    const one = async (
      name: string,
      qualifier: Partial<typeof created.qualifier>,
      locations: Record<string, unknown>[] = [],
    ) =>
      (
        await saved({
          name,
          filters: [{ conditions: [{ ...created, qualifier: { ...created.qualifier, ...qualifier } }], locations }],
          subscribers: toAdmin,
        })
      ).id;
    const subscriptionIds = {
      pipeBurst: await one('Pipe Burst', { typeId: ids.water, categoryId: await categoryOf('Pipe Burst') }),
      roofLeak: await one('Roof Leak', { typeId: ids.water, categoryId: await categoryOf('Roof Leak') }),
      fire: await one('Fire', { typeId: fire }),
      high: await one('High', { eventSeverityLevel: 'High' }),
      inState: await one('In state', {}, [{ locationConditionType: 'States', stateAbbreviations: [lakeview.state] }]),
      otherState: await one('Other state', {}, [
        { locationConditionType: 'States', stateAbbreviations: [lakeview.state === 'AK' ? 'HI' : 'AK'] },
      ]),
      deleted: await one('Deleted only', {}).then(async (id) => {
        await saved({
          id,
          name: 'Deleted only',
          filters: [{ conditions: [conditionFor('Deleted')] }],
          subscribers: toAdmin,
        });
        return id;
      }),
    };
    const lowEvent = await reportFinishedEvent(t, p.adminToken, p.harborId, ids.lakeview);
    // Issue 23, 4: the worker runs while the reporter is still in the wizard, who marks the event
    // High only then. Created waits for the report to be finished, so it sees the High severity.
    const highEvent = await reportEvent(t, p.adminToken, p.harborId, ids.lakeview);
    await drainSubscriptions(workerDeps(t));
    const heard = async (eventId: string) => {
      const names: string[] = [];
      for (const [name, id] of Object.entries(subscriptionIds)) {
        if ((await deliveriesOf(id)).some((d) => d.eventId === eventId)) names.push(name);
      }
      return names;
    };
    expect(await heard(lowEvent.id)).toEqual(['pipeBurst', 'inState']);
    expect(await heard(highEvent.id)).toEqual([]);
    await api.ok(eventEndpoints.saveProgress, {
      params: { id: highEvent.id },
      body: { eventProgress: { eventSeverityLevel: 1 } },
    });
    await api.ok(eventEndpoints.saveProgress, {
      params: { id: highEvent.id },
      body: { eventProgress: { status: EVENT_STATUS.new, isSopComplete: true } },
    });
    await drainSubscriptions(workerDeps(t));
    expect(await heard(highEvent.id)).toEqual(['pipeBurst', 'high', 'inState']);
    // One Created per event: the one the finished report made.
    const createdChanges = await t.database.db
      .select({ status: subscriptionEventChanges.status })
      .from(subscriptionEventChanges)
      .where(
        and(eq(subscriptionEventChanges.eventId, highEvent.id), eq(subscriptionEventChanges.actionType, 'Created')),
      );
    expect(createdChanges).toEqual([{ status: EVENT_STATUS.new }]);
  });

  it('a subscription deleted before its queued messages went out sends none of them, and says so', async () => {
    // Its own subscriber, so no older subscription carries the notice instead.
    await createMember(t.database.db, p.harborId, 'deleted-before@test.example', []);
    await t.database.db
      .update(people)
      .set({ allPropertiesAssociated: true })
      .where(eq(people.emailAddress, 'deleted-before@test.example'));
    const [subscriber] = await t.database.db
      .select({ id: people.id })
      .from(people)
      .where(eq(people.emailAddress, 'deleted-before@test.example'));
    const subscription = await saved({
      ...waterInNorth(),
      name: 'Deleted before sending',
      subscribers: [{ recipientType: 'Person', recipientQualifier: subscriber.id, mediaType: 'Email' }],
    });
    await reportFinishedEvent(t, p.managerToken, p.harborId, ids.lakeview);
    while ((await matchChangeBatch(workerDeps(t))) > 0) {}
    const queued = await deliveriesOf(subscription.id);
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((d) => d.status === 'Pending')).toBe(true);

    await api.ok(subscriptionEndpoints.delete, { params: { id: subscription.id } });
    await drainSubscriptions(workerDeps(t));
    const after = await deliveriesOf(subscription.id);
    expect(after.map((d) => `${d.status}: ${d.lastError}`)).toEqual(queued.map(() => `Failed: ${DELETED_BEFORE_SENT}`));
    expect(await outboxOf(after)).toEqual([]);
  });

  it('status changes and deletes are delivered, to a person and to the members of a role', async () => {
    const statusCondition = {
      ...conditionFor('StatusChanged'),
      qualifier: { ...conditionFor('StatusChanged').qualifier, statusValue: 'New' },
    };
    const subscription = await saved({
      name: 'New or deleted',
      filters: [{ conditions: [statusCondition, conditionFor('Deleted')] }],
      subscribers: [
        { recipientType: 'Person', recipientQualifier: ids.adminPerson, mediaType: 'Email' },
        { recipientType: 'Role', recipientQualifier: ids.managers, mediaType: 'Email' },
      ],
    });
    const progress = await reportFinishedEvent(t, p.adminToken, p.harborId, ids.lakeview);
    await drainSubscriptions(workerDeps(t));
    const changed = await deliveriesOf(subscription.id);
    expect(changed.map((d) => `${d.actionType} ${d.address}`).sort()).toEqual([
      'StatusChanged admin@harbor.example',
      'StatusChanged casey@both.example',
      'StatusChanged manager@harbor.example',
    ]);
    await api.ok(eventManagementEndpoints.archive, {
      params: { id: progress.id },
      body: { selectedEventId: progress.id, verifiedEventId: progress.id },
    });
    await drainSubscriptions(workerDeps(t));
    const deleted = (await deliveriesOf(subscription.id)).filter((d) => d.actionType === 'Deleted');
    expect(deleted).toHaveLength(3);
  });
});

describe("the requester's language (issue 27)", () => {
  /** A GET of the API as the admin, asking for a language. */
  const read = async (url: string, language: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${p.adminToken}`, 'accept-language': language },
      })
    ).json();

  it("answers a subscription's preview in the requester's language, English as before without one", async () => {
    const subscription = await saved({ ...waterInNorth(), name: 'Preview in Spanish' });
    const url = endpointUrl(subscriptionEndpoints.detail, p.harborId, { id: subscription.id });
    expect((await read(url, 'en')).subscription.preview).toBe(subscription.preview);
    const spanish = (await read(url, 'es')).subscription.preview as string;
    expect(spanish).toMatch(/^Cuando /);
    expect(spanish).toContain('Water Intrusion');
    await api.ok(subscriptionEndpoints.delete, { params: { id: subscription.id } });
  });

  it('lists the stored reasons of Skipped and Failed deliveries in Spanish; an unknown text as it is', async () => {
    const url = `${endpointUrl(subscriptionEndpoints.deliveries, p.harborId)}?pageSize=100`;
    const english = (await read(url, 'en')).deliveries as { id: string; lastError: string | null }[];
    const spanish = new Map(
      ((await read(url, 'es')).deliveries as typeof english).map((d) => [d.id, d.lastError] as const),
    );
    const reasons = new Map(english.map((d) => [d.lastError, spanish.get(d.id)] as const));
    // Left by the tests above: a deleted subscription's queued notices, and recipients skipped on purpose.
    expect(reasons.get(DELETED_BEFORE_SENT)).toBe('No enviado: la suscripción se eliminó');
    expect(reasons.get(NOTICE_SKIP_REASONS.mayNotSee)).toBe('No enviado: esta persona no puede ver este evento');
    expect(reasons.get(NOTICE_SKIP_REASONS.inactiveRole('Former night crew'))).toBe(
      'No enviado: el rol "Former night crew" está inactivo',
    );
    expect(reasons.get(null)).toBeNull();

    const [delivery] = await t.database.db
      .update(subscriptionDeliveries)
      .set({ lastError: 'SMTP 550: mailbox unavailable' })
      .where(eq(subscriptionDeliveries.id, english[0].id))
      .returning();
    const unknown = (await read(url, 'es')).deliveries.find((d: { id: string }) => d.id === delivery.id);
    expect(unknown.lastError).toBe('SMTP 550: mailbox unavailable');
  });
});

describe('Unchanged (TimeElapsed) with an injected clock', () => {
  it('fires after the delay, repeats at the frequency while the status holds, and keeps lastSentUtc', async () => {
    let now = new Date('2031-05-01T12:00:00Z');
    const clocked = await buildTestApp({}, undefined, { clock: { now: () => now } });
    try {
      const personas = await signInEventPersonas(clocked);
      const local = endpointCaller(() => ({
        app: clocked.app,
        token: personas.adminToken,
        companyId: personas.harborId,
      }));
      const [lakeview] = await clocked.database.db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.companyId, personas.harborId), eq(properties.name, 'Lakeview Apartments')));
      const [admin] = await clocked.database.db
        .select({ id: people.id })
        .from(people)
        .where(eq(people.emailAddress, 'admin@harbor.example'));
      const unchanged = conditionFor('TimeElapsed');
      const stuck = (frequencyType: 'Hourly' | 'Once', delayHours: number) => ({
        filters: [
          {
            conditions: [
              {
                ...unchanged,
                delayHours,
                frequencyType,
                qualifier: { ...unchanged.qualifier, statusValue: 'ReportInProgress' as const },
              },
            ],
            locations: [{ locationConditionType: 'Properties' as const, propertyIds: [lakeview.id] }],
          },
        ],
        subscribers: [{ recipientType: 'Person' as const, recipientQualifier: admin.id, mediaType: 'Email' as const }],
      });
      const reply = await local.ok(subscriptionEndpoints.save, {
        body: { name: 'Stuck in SOP', ...stuck('Hourly', 2) },
      });
      expect(reply.subscription.preview).toBe(
        'When an Event is Unchanged in SOP In Progress for 2 hours (repeated hourly) at Lakeview Apartments, e-mail Harbor Admin'.replace(
          'Harbor Admin',
          reply.subscription.preview.split('e-mail ')[1],
        ),
      );
      const progress = await reportEvent(clocked, personas.adminToken, personas.harborId, lakeview.id);
      const mine = async () =>
        (
          await clocked.database.db
            .select()
            .from(subscriptionDeliveries)
            .where(
              and(
                eq(subscriptionDeliveries.subscriptionId, reply.subscription.id),
                eq(subscriptionDeliveries.eventId, progress.id),
              ),
            )
        ).filter((d) => d.status === 'Sent');
      const at = async (hours: number) => {
        now = new Date(Date.parse('2031-05-01T12:00:00Z') + hours * 3_600_000);
        await drainSubscriptions(workerDeps(clocked));
        return (await mine()).length;
      };
      expect(await at(1)).toBe(0);
      expect(await at(1.99)).toBe(0);
      expect(await at(2)).toBe(1);
      expect(await at(2.5)).toBe(1);
      expect(await at(3)).toBe(2);
      expect(await at(3.2)).toBe(2);
      const detail = await local.ok(subscriptionEndpoints.detail, { params: { id: reply.subscription.id } });
      expect(detail.subscription.lastSentUtc).toBe('2031-05-01T15:00:00.000Z');

      // Saved again as it is (renamed): its condition stays the same one, so the 15:00 notice is
      // not sent again and the hourly repeats go on.
      const conditionIds = async (subscriptionId: string) =>
        (
          await clocked.database.db
            .select({ id: subscriptionConditions.id, activeFrom: subscriptionConditions.activeFrom })
            .from(subscriptionConditions)
            .where(eq(subscriptionConditions.subscriptionId, subscriptionId))
        ).map((row) => `${row.id} ${row.activeFrom.toISOString()}`);
      const before = await conditionIds(reply.subscription.id);
      now = new Date('2031-05-01T15:30:00Z');
      await local.ok(subscriptionEndpoints.save, {
        body: { id: reply.subscription.id, name: 'Stuck in SOP (renamed)', ...stuck('Hourly', 2) },
      });
      expect(await conditionIds(reply.subscription.id)).toEqual(before);
      expect(await at(3.6)).toBe(2);
      expect(await at(4)).toBe(3);

      // A new subscription does not announce what was already overdue when it was saved: this
      // event has been in SOP In Progress for 4 hours, so 'once, after 1 hour' was due at 13:00.
      const late = await local.ok(subscriptionEndpoints.save, { body: { name: 'Late', ...stuck('Once', 1) } });
      expect(await at(6)).toBe(4);
      expect(
        await clocked.database.db
          .select()
          .from(subscriptionDeliveries)
          .where(eq(subscriptionDeliveries.subscriptionId, late.subscription.id)),
      ).toEqual([]);
      // Editing the condition makes it a new one, active after the edit (18:00, when the old one
      // had just sent its notice).
      now = new Date('2031-05-01T18:00:00Z');
      await local.ok(subscriptionEndpoints.save, {
        body: { id: reply.subscription.id, name: 'Stuck in SOP', ...stuck('Hourly', 3) },
      });
      const [edited] = await conditionIds(reply.subscription.id);
      expect(edited).not.toBe(before[0]);
      expect(edited.endsWith(' 2031-05-01T18:00:00.000Z')).toBe(true);
      expect(await at(6.5)).toBe(4);
      expect(await at(7)).toBe(5);

      // A new status starts afresh: no notice for the new status (the condition names SOP In Progress).
      await local.ok(eventEndpoints.saveProgress, {
        params: { id: progress.id },
        body: { eventProgress: { status: EVENT_STATUS.new, isSopComplete: true } },
      });
      expect(await at(10)).toBe(5);
    } finally {
      await clocked.close();
    }
  }, 60_000);
});
