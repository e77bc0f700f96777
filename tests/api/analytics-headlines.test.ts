import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '../../schemas/analytics.ts';
import { toCents } from '../../src/domain/common/currency.ts';
import { isOverdue } from '../../src/domain/tasks/routine-task-status.ts';
import { overdueWindow } from '../../src/domain/tasks/routine-task-week.ts';
import { findMembership } from '../../src/server/auth/membership.ts';
import { serviceContextOf } from '../../src/server/context/endpoint-routes.ts';
import type { Runner } from '../../src/server/db/connect.ts';
import { headlineFigures } from '../../src/server/modules/analytics/headline-figures.ts';
import { scopeOf } from '../../src/server/modules/analytics/scope.ts';
import { taskScopeOf } from '../../src/server/modules/analytics/task-figures.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, memberToken, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The dashboard's headline figures (GET /analytics `headlines`) and its 'no property' flag: open
 * events, events of this week, open claims with their total loss and overdue routine tasks, as of
 * the clock — Friday 03/20/2020 11:00 in New York (the two properties' zone), so the week runs
 * from Sunday 03/15. Open events and claims are counted against the figures before the inserts
 * (the demo has its own); the week and the overdue tasks are all the test's (no demo data is that old).
 */

let t: TestApp;
let who: EventPersonas;
let propertyA: string;
let propertyB: string;
let summitProperty: string;
const now = new Date('2020-03-20T15:00:00.000Z');
const today = '2020-03-20';
const api = endpointCaller(() => ({ app: t.app, token: who.adminToken, companyId: who.harborId }));
const ids: Record<string, string> = {};

/** Who reads the figures: each path of scope.ts, and the chosen property. */
const viewers: Record<string, { token: () => string; propertyId?: () => string }> = {};
type Headlines = Awaited<ReturnType<typeof headlinesOf>>;
const before: Record<string, Headlines> = {};

async function headlinesOf(viewer: string) {
  const { token, propertyId } = viewers[viewer];
  const reply = await api.ok(analyticsEndpoints.analytics, {
    token: token(),
    query: propertyId ? { propertyId: propertyId() } : {},
  });
  return reply.headlines;
}

async function insertEvent(
  name: string,
  e: { companyId?: string; property: string; status: number; at: string; archived?: boolean },
) {
  const companyId = e.companyId ?? who.harborId;
  const [row] = await t.database.query<{ id: string }>(
    `insert into events (company_id, number_year, number, property_id, event_type_id, status, severity_level,
       date_occurred_utc, created_at, updated_at, archived_at)
     select $1, 2020, 9100 + $2::int, $3, id, $4, 0, $5::timestamptz, $5::timestamptz, $5::timestamptz,
       case when $6 then now() end
       from event_types where company_id = $1 order by name limit 1 returning id`,
    [companyId, Object.keys(ids).length + 1, e.property, e.status, e.at, e.archived ?? false],
  );
  ids[name] = row.id;
}

async function insertClaim(event: string, status: number, totalLoss: string) {
  await t.database.query(
    `insert into insurance_claims (company_id, event_id, property_id, title, claim_date, claim_status, total_loss)
     select company_id, id, property_id, 'Headline claim', '2020-03-01', $2, $3 from events where id = $1`,
    [ids[event], status, totalLoss],
  );
}

/** Routine task instances as stored (the schedule does not matter), due at local midnight in New York. */
async function insertInstances(propertyId: string, due: { date: string; status: string }[]) {
  const [task] = await t.database.query<{ id: string }>(
    `insert into routine_tasks (company_id, property_id, procedure_id, name, start_date_local, schedule, schedule_from_local)
     select company_id, $1, (select id from procedures where company_id = p.company_id limit 1), 'Headline task',
       '2019-01-01', '{}'::jsonb, '2019-01-01'
       from properties p where id = $1 returning id`,
    [propertyId],
  );
  for (const instance of due) {
    await t.database.query(
      `insert into routine_task_instances (company_id, routine_task_id, property_id, due_date_local, due_utc, status)
       select company_id, id, property_id, $2::date, $2::date::timestamp at time zone 'America/New_York', $3
         from routine_tasks where id = $1`,
      [task.id, instance.date, instance.status],
    );
  }
}

/** What the Tasks screen lists as Overdue today (isOverdue, within its lookback): the test's oracle. */
const overdueOf = (due: { date: string; status: string }[]) =>
  due.filter((i) => i.date >= overdueWindow(today).from && isOverdue({ dueDateLocal: i.date, status: i.status }, today))
    .length;

const tasksA = [
  { date: '2020-03-19', status: 'NotStarted' },
  { date: '2020-03-05', status: 'InProgress' },
  { date: '2019-12-21', status: 'NotStarted' },
  // Older than the lookback: the Tasks screen no longer lists it.
  { date: '2019-12-20', status: 'NotStarted' },
  // Due today: not overdue until the day is over at the property.
  { date: '2020-03-20', status: 'NotStarted' },
  { date: '2020-03-10', status: 'Complete' },
];
const tasksB = [{ date: '2020-03-18', status: 'NotStarted' }];

/** The change of the open figures since before the inserts: events, claims and their total in cents. */
function openDelta(viewer: string, after: Headlines) {
  const was = before[viewer];
  return {
    openEvents: after.openEvents - was.openEvents,
    openClaims: after.openClaims - was.openClaims,
    totalLossCents: toCents(Number(after.openClaimsTotalLoss)) - toCents(Number(was.openClaimsTotalLoss)),
  };
}

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { clock: { now: () => now } });
  who = await signInEventPersonas(t);
  [{ id: propertyA }, { id: propertyB }] = await t.database.query<{ id: string }>(
    'select id from properties where company_id = $1 order by name limit 2',
    [who.harborId],
  );
  await t.database.query(`update properties set time_zone = 'America/New_York' where id in ($1, $2)`, [
    propertyA,
    propertyB,
  ]);
  [{ id: summitProperty }] = await t.database.query<{ id: string }>(
    'select id from properties where company_id = $1 order by name limit 1',
    [who.summitId],
  );
  const everything = await memberToken(t, who.harborId, 'headlines-all@harbor.example', ['viewDashboard'], {
    allProperties: true,
  });
  const propertyBOnly = await memberToken(t, who.harborId, 'headlines-b@harbor.example', ['viewDashboard']);
  await t.database.query(
    `insert into person_properties (company_id, person_id, property_id)
     select company_id, id, $2 from people where company_id = $1 and email_address = $3`,
    [who.harborId, propertyB, 'headlines-b@harbor.example'],
  );
  viewers.admin = { token: () => who.adminToken };
  viewers.allProperties = { token: () => everything };
  viewers.propertyB = { token: () => propertyBOnly };
  viewers.adminAtB = { token: () => who.adminToken, propertyId: () => propertyB };
  for (const viewer of Object.keys(viewers)) before[viewer] = await headlinesOf(viewer);

  // This week (from Sunday 03/15, New York days) and before it; open and Complete.
  await insertEvent('open', { property: propertyA, status: 1, at: '2020-03-16T15:00:00Z' });
  await insertEvent('complete', { property: propertyB, status: 4, at: '2020-03-18T15:00:00Z' });
  await insertEvent('lastWeek', { property: propertyA, status: 0, at: '2020-03-14T15:00:00Z' });
  // 03:00 UTC on Sunday is Saturday 23:00 in New York: last week.
  await insertEvent('saturdayNight', { property: propertyB, status: 8, at: '2020-03-15T03:00:00Z' });
  await insertEvent('archived', { property: propertyA, status: 1, at: '2020-03-17T15:00:00Z', archived: true });
  // Limited to the administrators' role: hidden from both analysts.
  await insertEvent('hidden', { property: propertyB, status: 1, at: '2020-03-19T15:00:00Z' });
  await t.database.query(
    `insert into event_visible_roles (company_id, event_id, position_type_id)
     select company_id, $2, position_id from people where company_id = $1 and email_address = 'admin@harbor.example'`,
    [who.harborId, ids.hidden],
  );
  await insertEvent('summit', {
    companyId: who.summitId,
    property: summitProperty,
    status: 1,
    at: '2020-03-17T15:00:00Z',
  });

  await insertClaim('open', 0, '1000.50');
  await insertClaim('complete', 8, '500.00');
  await insertClaim('saturdayNight', 6, '234.00');
  await insertClaim('archived', 1, '999.00');
  await insertClaim('hidden', 2, '100.00');
  await insertClaim('summit', 0, '777.00');

  await insertInstances(propertyA, tasksA);
  await insertInstances(propertyB, tasksB);
});
afterAll(() => t?.close());

describe('GET /analytics headlines', () => {
  it('counts, for an administrator, every open event and claim of the company and its overdue tasks', async () => {
    const after = await headlinesOf('admin');
    expect(after).toMatchObject({ today, weekFrom: '2020-03-15', newThisWeek: 3 });
    // open, lastWeek, saturdayNight, hidden; their open claims (not the archived event's, nor Summit's).
    expect(openDelta('admin', after)).toEqual({ openEvents: 4, openClaims: 3, totalLossCents: 133_450 });
    expect(after.overdueTasks).toBe(overdueOf(tasksA) + overdueOf(tasksB));
    expect(after.overdueTasks).toBe(4);
  });

  it('leaves out the events limited to other roles, and their claims, for a viewer of every property', async () => {
    const after = await headlinesOf('allProperties');
    expect(after.newThisWeek).toBe(2);
    expect(openDelta('allProperties', after)).toEqual({ openEvents: 3, openClaims: 2, totalLossCents: 123_450 });
    expect(after.overdueTasks).toBe(4);
  });

  it('counts only the properties a limited viewer sees', async () => {
    const after = await headlinesOf('propertyB');
    expect(after.newThisWeek).toBe(1);
    expect(openDelta('propertyB', after)).toEqual({ openEvents: 1, openClaims: 1, totalLossCents: 23_400 });
    expect(after.overdueTasks).toBe(overdueOf(tasksB));
  });

  it('follows the chosen property', async () => {
    const after = await headlinesOf('adminAtB');
    expect(after.newThisWeek).toBe(2);
    expect(openDelta('adminAtB', after)).toEqual({ openEvents: 2, openClaims: 2, totalLossCents: 33_400 });
    expect(after.overdueTasks).toBe(1);
  });

  it('are the same whatever the range', async () => {
    const year = await api.ok(analyticsEndpoints.analytics, { query: { from: '2019-01-01', to: '2019-12-31' } });
    expect(year.headlines).toEqual(await headlinesOf('admin'));
  });

  it("shows another company nothing of Harbor's, and no task figure without the feature", async () => {
    const summit = await api.ok(analyticsEndpoints.analytics, { token: who.summitToken, companyId: who.summitId });
    expect(summit.headlines.newThisWeek).toBe(1);
    expect(summit.headlines).not.toHaveProperty('overdueTasks');
    const foreign = await api.call(analyticsEndpoints.analytics, { companyId: who.summitId });
    expect(foreign.statusCode).toBe(403);
  });

  it('needs viewDashboard', async () => {
    const refused = await api.call(analyticsEndpoints.analytics, { token: who.reporterToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('headlines');
  });
});

describe('the headline queries', () => {
  it('read indexes only, on every path of scope.ts', async () => {
    const cases = {
      rollups: [DEMO_LOGINS.admin.email, null],
      rollupsMinus: ['headlines-all@harbor.example', null],
      events: ['headlines-b@harbor.example', null],
      chosenProperty: [DEMO_LOGINS.admin.email, propertyB],
    } as const;
    const plans: string[] = [];
    for (const [path, [email, propertyId]] of Object.entries(cases)) {
      const company = await findMembership(t.database.db, who.harborId, email);
      if (!company) throw new Error(`${email} is a member of Harbor`);
      const ctx = serviceContextOf(t.app, company);
      const range = { from: '2020-03-01', to: today };
      const scope = await scopeOf(ctx, range, propertyId);
      const statements: SQL[] = [];
      // Every statement the headlines send, recorded on its way to the database.
      const recording = new Proxy(t.database.db, {
        get: (db, key) =>
          key === 'execute'
            ? (query: SQL) => {
                statements.push(query);
                return db.execute(query);
              }
            : Reflect.get(db, key),
      }) as Runner;
      await headlineFigures(recording, scope, await taskScopeOf(ctx, range, propertyId), today);
      expect(statements.length, path).toBeGreaterThanOrEqual(3);
      await t.database.db
        .transaction(async (tx) => {
          // On tables this small the planner prefers a sequential scan; forbid it to see that an index can serve.
          await tx.execute(sql`set local enable_seqscan = off`);
          for (const statement of statements) {
            const result = await tx.execute(sql`explain ${statement}`);
            plans.push(`${path}: ${JSON.stringify((result as { rows: unknown[] }).rows)}`);
          }
          tx.rollback();
        })
        .catch((error: Error) => {
          if (!/rollback/i.test(error.message)) throw error;
        });
    }
    for (const plan of plans) expect(plan).not.toContain('Seq Scan');
  });
});

describe('GET /analytics assignedToNoProperty', () => {
  it('is true only for a viewer who sees no property at all', async () => {
    const unassigned = await memberToken(t, who.harborId, 'headlines-none@harbor.example', ['viewDashboard']);
    const reply = await api.ok(analyticsEndpoints.analytics, { token: unassigned });
    expect(reply.assignedToNoProperty).toBe(true);
    expect(reply.headlines).toMatchObject({
      openEvents: 0,
      newThisWeek: 0,
      openClaims: 0,
      openClaimsTotalLoss: '0.00',
    });
    expect(reply.headlines.overdueTasks).toBe(0);
    for (const viewer of ['admin', 'allProperties', 'propertyB'])
      expect(
        (await api.ok(analyticsEndpoints.analytics, { token: viewers[viewer].token() })).assignedToNoProperty,
      ).toBe(false);
  });
});
