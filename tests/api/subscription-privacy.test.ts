import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { subscriptionEndpoints } from '../../schemas/subscription/endpoints.ts';
import { conditionFor } from '../../src/domain/subscriptions/subscription.ts';
import { people, positionTypes, properties } from '../../src/server/db/schema/index.ts';
import { drainSubscriptions } from '../../src/server/modules/subscriptions/drain.ts';
import { PERSONA_ROLES } from '../../src/server/seed/persona-roles.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  memberToken,
  reportFinishedEvent,
  signInEventPersonas,
} from '../helpers/event-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 23 item 16: the Deliveries list names each delivery's event (number, action, and a subject
 * naming type, category, status and places), so it lists only deliveries about events the caller
 * may see — the events' visibility rule, applied in SQL so pages and totals agree.
 */

let t: TestApp;
let p: EventPersonas;
/** manageSubscriptions and 'all properties', in a role of its own: not among the hidden event's roles. */
let outsiderToken: string;
/** manageSubscriptions, no property at all. */
let strangerToken: string;
let subscriptionId: string;
/** Reported at Lakeview, then limited to the Property Manager role (the demo manager's). */
let hidden: string;
/** Reported at Lakeview, visible to all who see Lakeview. */
let open: string;

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

const workerDeps = () => ({
  db: t.database.db,
  adapters: t.app.adapters,
  clock: t.app.clock,
  config: t.config.subscriptions,
});

type Query = { subscriptionId?: string; status?: 'Sent'; search?: string; pageSize?: number; page?: number };

async function deliveries(token: string, query: Query = { subscriptionId }) {
  return api.ok(subscriptionEndpoints.deliveries, { token, query: { pageSize: 1000, ...query } });
}

const eventIdsOf = (reply: { deliveries: { eventId: string }[] }) => reply.deliveries.map((row) => row.eventId);

async function harborId(table: typeof positionTypes | typeof properties, name: string) {
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, p.harborId), eq(table.name, name)));
  return row.id;
}

/** Limits the event to these roles through event management, keeping its other details. */
async function limitTo(eventId: string, roleIds: string[]) {
  const { event } = await api.ok(manage.forDisplay, { params: { id: eventId } });
  await api.ok(manage.saveDetails, {
    params: { id: eventId },
    body: {
      eventId,
      details: {
        status: event.status,
        summary: event.summary,
        location: event.location,
        visibleToPositionTypeIds: roleIds,
      },
    },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  p = await signInEventPersonas(t);
  outsiderToken = await memberToken(t, p.harborId, 'deliveries-outsider@test.example', ['manageSubscriptions'], {
    allProperties: true,
  });
  strangerToken = await memberToken(t, p.harborId, 'deliveries-stranger@test.example', ['manageSubscriptions']);
  const lakeview = await harborId(properties, 'Lakeview Apartments');
  const [admin] = await t.database.db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.companyId, p.harborId), eq(people.emailAddress, 'admin@harbor.example')));
  const reply = await api.ok(subscriptionEndpoints.save, {
    body: {
      name: 'Lakeview created or deleted',
      subjectType: 'Event',
      filtersOperator: 'OR',
      filters: [
        {
          conditionsOperator: 'OR',
          conditions: [conditionFor('Created'), conditionFor('Deleted')],
          locations: [
            {
              locationConditionType: 'Properties',
              propertyIds: [lakeview],
              propertyGroupIds: [],
              stateAbbreviations: [],
            },
          ],
        },
      ],
      subscribers: [{ recipientType: 'Person', recipientQualifier: admin.id, mediaType: 'Email' }],
    },
  });
  subscriptionId = reply.subscription.id;
  hidden = (await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview)).id;
  open = (await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview)).id;
  await drainSubscriptions(workerDeps());
  await limitTo(hidden, [await harborId(positionTypes, PERSONA_ROLES.manager.name)]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the Deliveries list keeps to the events the caller may see', () => {
  it('an administrator (a role that sees every event) lists the deliveries of both events', async () => {
    const all = await deliveries(p.adminToken);
    expect(new Set(eventIdsOf(all))).toEqual(new Set([hidden, open]));
    expect(all).toMatchObject({ total: all.deliveries.length, totalIsExact: true });
  });

  it('a member with manageSubscriptions whose role the event leaves out neither lists nor counts its deliveries', async () => {
    const all = await deliveries(p.adminToken);
    const ofOpen = all.deliveries.filter((row) => row.eventId === open).length;
    expect(ofOpen).toBeGreaterThan(0);
    expect(ofOpen).toBeLessThan(all.total);

    const mine = await deliveries(outsiderToken);
    expect(eventIdsOf(mine)).toEqual(all.deliveries.filter((row) => row.eventId === open).map((row) => row.eventId));
    expect(mine).toMatchObject({ total: ofOpen, totalIsExact: true });
    // The total of a one-row page comes from the count, not from the rows: it leaves them out too.
    const firstPage = await deliveries(outsiderToken, { subscriptionId, pageSize: 1 });
    expect(firstPage).toMatchObject({ total: ofOpen, totalIsExact: true });
    expect(eventIdsOf(firstPage)).toEqual([open]);
    const pastTheEnd = await deliveries(outsiderToken, { subscriptionId, pageSize: 1, page: ofOpen + 1 });
    expect(pastTheEnd).toMatchObject({ deliveries: [], total: ofOpen });

    // Nor through another door: the whole list, a status, the search by recipient.
    for (const query of [{}, { status: 'Sent' as const }, { search: 'admin@harbor' }]) {
      const reply = await deliveries(outsiderToken, query);
      expect(eventIdsOf(reply), JSON.stringify(query)).not.toContain(hidden);
      expect(eventIdsOf(reply), JSON.stringify(query)).toContain(open);
      expect(reply.total, JSON.stringify(query)).toBe(reply.deliveries.length);
    }
  });

  it('a member whose role the event names lists its deliveries', async () => {
    const reply = await deliveries(p.managerToken);
    expect(new Set(eventIdsOf(reply))).toEqual(new Set([hidden, open]));
    expect(reply.total).toBe((await deliveries(p.adminToken)).total);
  });

  it('a member who sees neither event’s property lists none of their deliveries', async () => {
    expect(await deliveries(strangerToken)).toMatchObject({ deliveries: [], total: 0, totalIsExact: true });
  });

  it("a deleted event's deliveries, its Deleted notice included, stay listed to whoever could see it; a hidden one's do not", async () => {
    for (const id of [hidden, open]) {
      await api.ok(manage.archive, { params: { id }, body: { selectedEventId: id, verifiedEventId: id } });
    }
    await drainSubscriptions(workerDeps());
    const all = await deliveries(p.adminToken);
    const deleted = all.deliveries.filter((row) => row.actionType === 'Deleted');
    expect(new Set(deleted.map((row) => row.eventId))).toEqual(new Set([hidden, open]));

    const mine = await deliveries(outsiderToken);
    expect(
      mine.deliveries.map((row) => `${row.eventId === open ? 'open' : 'hidden'} ${row.actionType}`).sort(),
    ).toEqual(
      all.deliveries
        .filter((row) => row.eventId === open)
        .map((row) => `open ${row.actionType}`)
        .sort(),
    );
    expect(mine.deliveries.map((row) => row.actionType)).toContain('Deleted');
    expect(mine.total).toBe(mine.deliveries.length);
    expect(new Set(eventIdsOf(await deliveries(p.managerToken)))).toEqual(new Set([hidden, open]));
  });
});
