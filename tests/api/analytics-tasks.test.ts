import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '../../schemas/analytics.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, memberToken, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * 'Tasks done on time vs overdue' on the analytics dashboard (GET /analytics, tasksByMonth):
 * hand-computed figures on routine task instances stored in 2020 (no demo data is that old), the
 * clock at Friday 03/20/2020 11:00 in New York (the two properties' zone).
 */

let t: TestApp;
let who: EventPersonas;
let propertyA: string;
let propertyB: string;
const now = new Date('2020-03-20T15:00:00.000Z');
const api = endpointCaller(() => ({ app: t.app, token: who.adminToken, companyId: who.harborId }));
const march = { from: '2020-03-01', to: '2020-03-31' } as const;

/** A task at the property (the schedule does not matter: instances are inserted as stored). */
async function insertTask(companyId: string, propertyId: string): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    `insert into routine_tasks (company_id, property_id, procedure_id, name, start_date_local, schedule, schedule_from_local)
     select $1, $2, id, 'Analytics test task', '2020-01-01', '{}'::jsonb, '2020-01-01'
       from procedures where company_id = $1 limit 1 returning id`,
    [companyId, propertyId],
  );
  return row.id;
}

/** One stored instance, due at midnight of its local due day in New York. */
async function insertInstance(task: string, due: string, status: string, doneAt: string | null = null) {
  await t.database.query(
    `insert into routine_task_instances (company_id, routine_task_id, property_id, due_date_local, due_utc, status,
       last_updated_or_completed_at)
     select company_id, id, property_id, $2::date, $2::date::timestamp at time zone 'America/New_York', $3, $4::timestamptz
       from routine_tasks where id = $1`,
    [task, due, status, doneAt],
  );
}

beforeAll(async () => {
  // No membership cache: a test switches Summit's feature on and reads at once.
  t = await buildTestApp({ MEMBERSHIP_CACHE_TTL_MS: '0' }, undefined, { clock: { now: () => now } });
  who = await signInEventPersonas(t);
  const harbor = await t.database.query<{ id: string }>(
    'select id from properties where company_id = $1 order by name limit 2',
    [who.harborId],
  );
  [propertyA, propertyB] = harbor.map((row) => row.id);
  await t.database.query(`update properties set time_zone = 'America/New_York' where id in ($1, $2)`, [
    propertyA,
    propertyB,
  ]);
  const a = await insertTask(who.harborId, propertyA);
  // 04:30 UTC on 03/03 is 23:30 on 03/02 in New York: on time (a UTC day would call it late).
  await insertInstance(a, '2020-03-02', 'Complete', '2020-03-03T04:30:00Z');
  // 05:30 UTC on 03/04 is 00:30 on 03/04 in New York: a day late.
  await insertInstance(a, '2020-03-03', 'Complete', '2020-03-04T05:30:00Z');
  await insertInstance(a, '2020-03-04', 'NotStarted');
  await insertInstance(a, '2020-03-05', 'InProgress', '2020-03-05T14:00:00Z');
  // Due today and later: open, not yet overdue, left out.
  await insertInstance(a, '2020-03-20', 'NotStarted');
  await insertInstance(a, '2020-03-25', 'InProgress', '2020-03-19T14:00:00Z');
  // Done early for a later day: on time.
  await insertInstance(a, '2020-03-26', 'Complete', '2020-03-19T14:00:00Z');
  await insertInstance(a, '2020-02-28', 'Complete', '2020-02-28T20:00:00Z');
  const b = await insertTask(who.harborId, propertyB);
  await insertInstance(b, '2020-03-10', 'Complete', '2020-03-10T14:00:00Z');
  // Its day ended at 04:00 UTC today: overdue.
  await insertInstance(b, '2020-03-19', 'NotStarted');
  await insertInstance(b, '2020-04-01', 'NotStarted');
  // Summit's (routine tasks off in the demo): never in Harbor's figures.
  const [{ id: summitProperty }] = await t.database.query<{ id: string }>(
    'select id from properties where company_id = $1 order by name limit 1',
    [who.summitId],
  );
  const summit = await insertTask(who.summitId, summitProperty);
  await insertInstance(summit, '2020-03-10', 'NotStarted');
  await insertInstance(summit, '2020-03-11', 'Complete', '2020-03-11T14:00:00Z');
});
afterAll(() => t?.close());

describe('GET /analytics: tasks done on time vs overdue', () => {
  it('counts Harbor’s stored instances by month of due date: on time, late, overdue; not yet due left out', async () => {
    const reply = await api.ok(analyticsEndpoints.analytics, { query: march });
    expect(reply.tasksByMonth).toEqual([{ month: '2020-03-01', onTime: 3, late: 1, overdue: 3 }]);
  });

  it('groups a long range by month, leaving out a month with nothing done or overdue', async () => {
    const reply = await api.ok(analyticsEndpoints.analytics, { query: { from: '2020-01-01', to: '2020-12-31' } });
    expect(reply.tasksByMonth).toEqual([
      { month: '2020-02-01', onTime: 1, late: 0, overdue: 0 },
      { month: '2020-03-01', onTime: 3, late: 1, overdue: 3 },
    ]);
  });

  it('filters by property', async () => {
    const reply = await api.ok(analyticsEndpoints.analytics, { query: { ...march, propertyId: propertyB } });
    expect(reply.tasksByMonth).toEqual([{ month: '2020-03-01', onTime: 1, late: 0, overdue: 1 }]);
  });

  it('counts for a member who sees some properties only theirs', async () => {
    const email = 'task-analyst@harbor.example';
    const token = await memberToken(t, who.harborId, email, ['viewDashboard']);
    await t.database.query(
      `insert into person_properties (company_id, person_id, property_id)
       select company_id, id, $2 from people where company_id = $1 and email_address = $3`,
      [who.harborId, propertyB, email],
    );
    const reply = await api.ok(analyticsEndpoints.analytics, { query: march, token });
    expect(reply.tasksByMonth).toEqual([{ month: '2020-03-01', onTime: 1, late: 0, overdue: 1 }]);
  });

  it('answers an empty list for a range without tasks', async () => {
    const reply = await api.ok(analyticsEndpoints.analytics, { query: { from: '2019-01-01', to: '2019-01-31' } });
    expect(reply.tasksByMonth).toEqual([]);
  });

  it('gives a company whose routine tasks are off no task figures; switched on, only its own', async () => {
    const asSummit = { query: march, token: who.summitToken, companyId: who.summitId };
    const off = await api.ok(analyticsEndpoints.analytics, asSummit);
    expect(off).not.toHaveProperty('tasksByMonth');
    await t.database.query(`update companies set features = '{"routineTasks": true}'::jsonb where id = $1`, [
      who.summitId,
    ]);
    try {
      const on = await api.ok(analyticsEndpoints.analytics, asSummit);
      expect(on.tasksByMonth).toEqual([{ month: '2020-03-01', onTime: 1, late: 0, overdue: 1 }]);
    } finally {
      await t.database.query(`update companies set features = '{"routineTasks": false}'::jsonb where id = $1`, [
        who.summitId,
      ]);
    }
  });
});
