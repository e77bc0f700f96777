import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVENT_STATUS_VALUES } from '../../src/domain/events/event-status.ts';
import {
  ACTION_TYPES,
  conditionFor,
  SEVERITY_CHOICES,
  SUBSCRIPTION_STATUSES,
  severityChoiceMatches,
  statusChoiceMatches,
} from '../../src/domain/subscriptions/subscription.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { subscriptionConditions, subscriptionEventChanges, subscriptions } from '../../src/server/db/schema/index.ts';
import {
  outboxTriggerSql,
  type RecordedEventChange,
  subscriptionChangesOf,
} from '../../src/server/modules/subscriptions/domain-event-actions.ts';
import { scanUnchanged } from '../../src/server/modules/subscriptions/elapsed-scan.ts';
import { readEventFacts } from '../../src/server/modules/subscriptions/event-facts.ts';
import { matchingSubscriptions } from '../../src/server/modules/subscriptions/match.ts';
import { writeMatchRows } from '../../src/server/modules/subscriptions/subscription-match-rows.ts';
import type { SubscriptionWorkerDeps } from '../../src/server/modules/subscriptions/worker-deps.ts';
import { cloneTemplate } from '../helpers/template-db.ts';

/**
 * Subscription rules written twice, in TypeScript and in the database's SQL, fed the same cases.
 * Which changes a domain event makes for the subscriptions (issue 23, 4: Created when the report
 * is finished) is `subscriptionChangesOf` and the outbox trigger's `subscription_changes_of`
 * (migration 0030); then the trigger itself, through domain_events rows, writes what the function
 * says, Created once per event. Which domain events reach that trigger is the TypeScript table of
 * domain-event-actions.ts, whose generated SQL must be the deployed trigger (issue 25, 4). Which
 * conditions an event passes is `severityChoiceMatches` and `statusChoiceMatches`, whose SQL
 * (qualifier-sql.ts) the instant matching (match.ts) and the Unchanged scan (elapsed-scan.ts) run
 * (issue 25, 3).
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

describe('which domain events reach the outbox: the deployed trigger is the SQL generated from the table', () => {
  const definition = async (name: string) =>
    (
      await database.query<{ def: string }>(
        `select pg_get_triggerdef(t.oid) as def from pg_trigger t
           where t.tgname = $1 and t.tgrelid = 'domain_events'::regclass`,
        [name],
      )
    ).map((row) => row.def.replace(name, '<trigger>'));

  it('as PostgreSQL states both', async () => {
    const probe = 'domain_events_outbox_parity_probe';
    await database.query(outboxTriggerSql().replace('"domain_events_subscription_outbox"', `"${probe}"`));
    try {
      const generated = await definition(probe);
      expect(generated).toHaveLength(1);
      expect(await definition('domain_events_subscription_outbox')).toEqual(generated);
    } finally {
      await database.query(`drop trigger "${probe}" on domain_events`);
    }
  });
});

describe('which conditions an event passes: the domain rules and the SQL that matches', () => {
  /** One subscription per condition: every action type, status choice (Any too) and severity choice. */
  const cases = ACTION_TYPES.flatMap((actionType) =>
    [null, ...SUBSCRIPTION_STATUSES].flatMap((statusValue) =>
      SEVERITY_CHOICES.map((eventSeverityLevel) => ({ actionType, statusValue, eventSeverityLevel })),
    ),
  );
  type Case = (typeof cases)[number] & { subscriptionId: string; conditionId: string };
  let made: Case[];
  let companyId: string;
  /** One event of each status and severity, not archived. */
  let eventIds: string[];
  const shapes = EVENT_STATUS_VALUES.flatMap((status) => [0, 1].map((severity) => ({ status, severity })));
  const passes = (c: Case, status: number | null, severity: number) =>
    severityChoiceMatches(c.eventSeverityLevel, severity) && statusChoiceMatches(c.statusValue, status);

  beforeAll(async () => {
    // Events of their own (plain rows are enough for matching), beside a demo event.
    const picked = await database.query<{ id: string; company_id: string }>(
      `insert into events (company_id, number_year, number, property_id, event_type_id, status, severity_level, date_occurred_utc)
       select e.company_id, 2001, n, e.property_id, e.event_type_id, 0, 0, now()
         from (select * from events where archived_at is null order by id limit 1) e, generate_series(1, $1::int) n
       returning id, company_id`,
      [shapes.length],
    );
    companyId = picked[0].company_id;
    eventIds = picked.map((row) => row.id);
    const rows = await database.db
      .insert(subscriptions)
      .values(cases.map((_, i) => ({ companyId, name: `Parity ${i}`, definition: { filters: [], subscribers: [] } })))
      .returning({ id: subscriptions.id });
    // Active long before the events' statuses began, so every Unchanged notice due is announced.
    const activeFrom = new Date('2000-01-01T00:00:00Z');
    for (const [i, c] of cases.entries()) {
      const condition = conditionFor(c.actionType);
      condition.qualifier = {
        ...condition.qualifier,
        statusValue: c.statusValue,
        eventSeverityLevel: c.eventSeverityLevel,
      };
      const filters = [{ conditionsOperator: 'OR' as const, conditions: [condition], locations: [] }];
      await writeMatchRows(database.db, companyId, rows[i].id, filters, activeFrom);
    }
    const conditions = await database.db
      .select({ id: subscriptionConditions.id, subscriptionId: subscriptionConditions.subscriptionId })
      .from(subscriptionConditions)
      .where(
        inArray(
          subscriptionConditions.subscriptionId,
          rows.map((row) => row.id),
        ),
      );
    made = cases.map((c, i) => ({
      ...c,
      subscriptionId: rows[i].id,
      conditionId: conditions.find((row) => row.subscriptionId === rows[i].id)?.id as string,
    }));
    for (const [i, shape] of shapes.entries()) {
      await database.query('update events set status = $2, severity_level = $3 where id = $1', [
        eventIds[i],
        shape.status,
        shape.severity,
      ]);
      await database.query(
        `insert into subscription_event_status_since (event_id, company_id, status, since)
           values ($1, $2, $3, '2000-01-02T00:00:00Z')
           on conflict (event_id) do update set status = excluded.status, since = excluded.since`,
        [eventIds[i], companyId, shape.status],
      );
    }
  });

  it('a change of each action, status (unknown too) and severity matches the same subscriptions (match.ts)', async () => {
    const facts = await readEventFacts(database.db, eventIds[0]);
    if (!facts) throw new Error('the event has facts');
    const ours = new Set(made.map((c) => c.subscriptionId));
    const fromSql: string[] = [];
    const fromTs: string[] = [];
    for (const actionType of ACTION_TYPES) {
      for (const status of [null, ...EVENT_STATUS_VALUES]) {
        for (const severity of [0, 1]) {
          const at = `${actionType}/${status}/${severity}:`;
          const matched = await matchingSubscriptions(database.db, actionType, status, { ...facts, severity });
          fromSql.push(
            ...matched
              .map((m) => m.subscriptionId)
              .filter((id) => ours.has(id))
              .map((id) => at + id),
          );
          fromTs.push(
            ...made
              .filter((c) => c.actionType === actionType && passes(c, status, severity))
              .map((c) => at + c.subscriptionId),
          );
        }
      }
    }
    expect(fromSql.sort()).toEqual(fromTs.sort());
    expect(fromTs.length).toBeGreaterThan(0);
  });

  it('the Unchanged scan qualifies the same events of each status and severity (elapsed-scan.ts)', async () => {
    const deps = { db: database.db, clock: { now: () => new Date() } } as unknown as SubscriptionWorkerDeps;
    await scanUnchanged(deps);
    const elapsed = made.filter((c) => c.actionType === 'TimeElapsed');
    const written = await database.db
      .select({ conditionId: subscriptionEventChanges.conditionId, eventId: subscriptionEventChanges.eventId })
      .from(subscriptionEventChanges)
      .where(
        inArray(
          subscriptionEventChanges.conditionId,
          elapsed.map((c) => c.conditionId),
        ),
      );
    const fromSql = written
      .filter((row) => eventIds.includes(row.eventId))
      .map((row) => `${row.conditionId}:${row.eventId}`);
    const fromTs = elapsed.flatMap((c) =>
      shapes.flatMap((shape, i) =>
        passes(c, shape.status, shape.severity) ? [`${c.conditionId}:${eventIds[i]}`] : [],
      ),
    );
    expect(fromSql.sort()).toEqual(fromTs.sort());
    expect(fromTs.length).toBeGreaterThan(0);
  });
});
