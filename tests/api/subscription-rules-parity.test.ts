import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVENT_STATUS_VALUES } from '../../src/domain/event-status.ts';
import { type RecordedEventChange, subscriptionChangesOf } from '../../src/domain/subscription.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { cloneTemplate } from '../helpers/template-db.ts';

/**
 * Subscription rules written twice, in TypeScript and in the database's SQL, fed the same cases.
 * Which changes a domain event makes for the subscriptions (issue 23, 4: Created when the report
 * is finished) is `subscriptionChangesOf` and the outbox trigger's `subscription_changes_of`
 * (migration 0030); then the trigger itself, through domain_events rows, writes what the function
 * says, Created once per event.
 */

let database: Database;

beforeAll(async () => {
  database = await cloneTemplate(inject('templateDumpPath'));
});

afterAll(async () => {
  await database?.close();
});

type Change = Required<RecordedEventChange>;
const statuses: (number | null)[] = [null, ...EVENT_STATUS_VALUES];

/** Every kind of domain event over every status it may carry (from / to only for a status change). */
const cases: Change[] = [
  ...statuses.flatMap((status): Change[] => [
    { type: 'event.created', status, from: null, to: null },
    { type: 'event.archived', status, from: null, to: null },
  ]),
  ...statuses.flatMap((status) =>
    statuses.flatMap((from) => statuses.map((to): Change => ({ type: 'event.statusChanged', status, from, to }))),
  ),
];

const words = (changes: { actionType: string; status: number | null }[]) =>
  changes.map((change) => `${change.actionType}:${change.status}`).sort();

describe('the changes a domain event makes: TypeScript and SQL agree', () => {
  it(`on all ${cases.length} cases`, async () => {
    const rows = await database.query<{ i: number; action_type: string; status: number | null }>(
      `select k.i, c.action_type, c.status
         from jsonb_to_recordset($1::jsonb) as k(i int, type text, status int, "from" int, "to" int)
         cross join lateral subscription_changes_of(k.type, k.status, k."from", k."to") c`,
      [JSON.stringify(cases.map((change, i) => ({ i, ...change })))],
    );
    const fromSql = cases.map((_, i) =>
      words(rows.filter((row) => row.i === i).map((row) => ({ actionType: row.action_type, status: row.status }))),
    );
    const fromTs = cases.map((change) => words(subscriptionChangesOf(change)));
    expect(fromSql).toEqual(fromTs);
    // The cases cover every outcome: none, Created alone, Created with a status change, and the rest.
    expect(new Set(fromTs.map((each) => each.map((word) => word.split(':')[0]).join('+')))).toEqual(
      new Set(['', 'Created', 'Deleted', 'StatusChanged', 'Created+StatusChanged']),
    );
  });

  it('the trigger writes them: Created when the report is finished, once per event', async () => {
    const [{ since }] = await database.query<{ since: string }>('select now()::text as since');
    // An event not yet announced (a demo event seeded while being reported).
    const [event] = await database.query<{ id: string; company_id: string }>(
      `select e.id, e.company_id from events e where not exists
         (select 1 from subscription_event_changes c where c.change_key = 'created:' || e.id) order by e.id limit 1`,
    );
    await database.query('update events set status = 5 where id = $1', [event.id]);
    const record = (type: string, payload: Record<string, unknown>) =>
      database.query(
        `insert into domain_events (company_id, type, subject_id, event_id, payload, occurred_at)
           values ($1, $2, $3, $3, $4::jsonb, now())`,
        [event.company_id, type, event.id, JSON.stringify(payload)],
      );
    const written = async () =>
      (
        await database.query<{ action_type: string; status: number; change_key: string }>(
          `select action_type, status, change_key from subscription_event_changes
             where event_id = $1 and occurred_at >= $2::timestamptz order by action_type, status`,
          [event.id, since],
        )
      ).map(
        (row) =>
          `${row.action_type}:${row.status}:${row.change_key === `created:${event.id}` ? 'per event' : 'per change'}`,
      );

    // Made in SOP In Progress: nothing yet.
    await record('event.created', {});
    expect(await written()).toEqual([]);
    // The report is finished (New). Without `from` in the payload, the status the outbox noted
    // at creation stands for it.
    await record('event.statusChanged', { to: 0 });
    expect(await written()).toEqual(['Created:0:per event', 'StatusChanged:0:per change']);
    // Back to SOP In Progress and out again: status changes, not a second Created.
    await record('event.statusChanged', { from: 0, to: 5 });
    await record('event.statusChanged', { from: 5, to: 1 });
    expect(await written()).toEqual([
      'Created:0:per event',
      'StatusChanged:0:per change',
      'StatusChanged:1:per change',
      'StatusChanged:5:per change',
    ]);
  });
});
