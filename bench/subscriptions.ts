/**
 * `npm run bench` (fourth part): notification subscriptions on a fresh PGlite database with the
 * demo data (or PostgreSQL: DATABASE_URL, a scratch database you own).
 * 1. Matching: Harbor gets BENCH_SUBSCRIPTIONS (default 1,000) subscriptions spread over action
 *    types, event types, severities, properties, groups and states; one event change is matched
 *    against them BENCH_MATCH_ROUNDS times (goal: under 50 ms each).
 * 2. Draining: those are deleted, one subscription e-mails one person for every event created at
 *    one property, BENCH_OUTBOX_ROWS (default 10,000) changes of BENCH_DRAIN_EVENTS (default 1,000)
 *    events are put in the outbox, and the worker drains them to the embedded outbox (goal: at
 *    least 500 deliveries/s).
 * 3. The Deliveries list over those deliveries (BENCH_LIST_ROUNDS rounds, default 50 each): the
 *    newest page, searched by recipient, and narrowed by status (goal: under 50 ms p50).
 * Prints the figures and writes bench/subscriptions-results.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import {
  conditionFor,
  SUBSCRIPTION_STATUSES,
  type SubscriptionDraft,
} from '../src/domain/subscriptions/subscription.ts';
import { OutboxMailAdapter } from '../src/server/adapters/mail/outbox-mail.ts';
import { OutboxSmsAdapter } from '../src/server/adapters/sms/outbox-sms.ts';
import { loadConfig } from '../src/server/config.ts';
import type { ServiceContext } from '../src/server/context/service-context.ts';
import { openDatabase } from '../src/server/db/connect.ts';
import {
  companies,
  events,
  eventTypes,
  outbox,
  people,
  properties,
  propertyGroups,
  subscriptionDeliveries,
  subscriptionEventChanges,
  subscriptions,
} from '../src/server/db/schema/index.ts';
import { listDeliveries } from '../src/server/modules/subscriptions/delivery-list.ts';
import { drainSubscriptions } from '../src/server/modules/subscriptions/drain.ts';
import { readEventFacts } from '../src/server/modules/subscriptions/event-facts.ts';
import { matchingSubscriptions } from '../src/server/modules/subscriptions/match.ts';
import { matchChangeBatch } from '../src/server/modules/subscriptions/match-changes.ts';
import { writeMatchRows } from '../src/server/modules/subscriptions/subscription-match-rows.ts';
import { analyzeSeeded } from '../src/server/seed/analyze-seeded.ts';
import { DEMO_COMPANIES } from '../src/server/seed/demo-logins.ts';
import { seedDemoData } from '../src/server/seed/demo-seed.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS || 1000);
const ROUNDS = Number(process.env.BENCH_MATCH_ROUNDS || 200);
const OUTBOX_ROWS = Number(process.env.BENCH_OUTBOX_ROWS || 10_000);
const DRAIN_EVENTS = Number(process.env.BENCH_DRAIN_EVENTS || 1000);
const here = path.dirname(fileURLToPath(import.meta.url));

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 4 })
  : await openDatabase({ kind: 'pglite' });
const { db } = database;
await seedDemoData(db);
const [harbor] = await db
  .select({ id: companies.id })
  .from(companies)
  .where(eq(companies.name, DEMO_COMPANIES.harbor.name));
const companyId = harbor.id;
const ofCompany = <T extends { companyId: typeof companies.id }>(table: T & { id: typeof companies.id }) =>
  db
    .select({ id: table.id })
    .from(table as never)
    .where(eq(table.companyId, companyId)) as unknown as Promise<{ id: string }[]>;
const typeIds = (
  await db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.companyId, companyId))
).map((r) => r.id);
const propertyIds = (
  await db.select({ id: properties.id }).from(properties).where(eq(properties.companyId, companyId))
).map((r) => r.id);
const groupIds = (
  await db.select({ id: propertyGroups.id }).from(propertyGroups).where(eq(propertyGroups.companyId, companyId))
).map((r) => r.id);
void ofCompany;
const [person] = await db
  .select({ id: people.id })
  .from(people)
  .where(and(eq(people.companyId, companyId), eq(people.emailAddress, 'manager@harbor.example')));
const [event] = await db
  .select({ id: events.id, propertyId: events.propertyId })
  .from(events)
  .where(eq(events.companyId, companyId))
  .limit(1);

async function addSubscription(name: string, filters: SubscriptionDraft['filters']) {
  const subscribers: SubscriptionDraft['subscribers'] = [
    { recipientType: 'Person', recipientQualifier: person.id, mediaType: 'Email' },
  ];
  const [row] = await db
    .insert(subscriptions)
    .values({ companyId, name, createdAt: new Date(0), definition: { filters, subscribers } })
    .returning({ id: subscriptions.id });
  await writeMatchRows(db, companyId, row.id, filters, new Date(0));
}

// 1. Matching one change against SUBSCRIPTIONS subscriptions.
const actions = ['Created', 'Deleted', 'StatusChanged', 'TimeElapsed'] as const;
for (let i = 0; i < SUBSCRIPTIONS; i += 1) {
  const base = conditionFor(actions[i % 4]);
  const condition = {
    ...base,
    qualifier: {
      ...base.qualifier,
      typeId: i % 3 === 0 ? null : typeIds[i % typeIds.length],
      statusValue: base.qualifier.type === 'StatusTypeAndCategory' && i % 2 === 0 ? SUBSCRIPTION_STATUSES[i % 7] : null,
      eventSeverityLevel: i % 5 === 0 ? ('High' as const) : ('Low' as const),
    },
  };
  const place = i % 4;
  const locations: SubscriptionDraft['filters'][number]['locations'] =
    place === 0
      ? []
      : [
          {
            locationConditionType: place === 1 ? 'Properties' : place === 2 ? 'PropertyGroups' : 'States',
            propertyIds: place === 1 ? [propertyIds[i % propertyIds.length]] : [],
            propertyGroupIds: place === 2 ? [groupIds[i % groupIds.length]] : [],
            stateAbbreviations: place === 3 ? ['IL', 'CO'] : [],
          },
        ];
  await addSubscription(`Bench ${i}`, [{ conditionsOperator: 'OR', conditions: [condition], locations }]);
}
await database.query('analyze');
const facts = await readEventFacts(db, event.id);
if (!facts) throw new Error('no demo event');
const timings: number[] = [];
let matched = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  const start = performance.now();
  const found = await matchingSubscriptions(db, 'Created', null, facts);
  timings.push(performance.now() - start);
  matched = found.length;
}
timings.sort((a, b) => a - b);
const p50 = timings[Math.floor(ROUNDS / 2)];
const p95 = timings[Math.floor(ROUNDS * 0.95)];
console.log(
  `match one change against ${SUBSCRIPTIONS} subscriptions: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${timings[ROUNDS - 1].toFixed(2)} ms (${matched} matched; goal < 50 ms)`,
);

// 2. Draining OUTBOX_ROWS changes to the embedded outbox.
await db.update(subscriptions).set({ deletedAt: new Date() });
await db.execute(sql`update subscription_conditions set active = false`);
await db.delete(subscriptionEventChanges);
const created = conditionFor('Created');
await addSubscription('Bench drain', [
  {
    conditionsOperator: 'OR',
    conditions: [created],
    locations: [
      {
        locationConditionType: 'Properties',
        propertyIds: [event.propertyId],
        propertyGroupIds: [],
        stateAbbreviations: [],
      },
    ],
  },
]);
// BENCH_DRAIN_EVENTS copies of the demo event at its property, the changes spread over them in
// turn, so a batch of 500 changes names 500 different events (nothing read once serves two).
await database.query(
  `insert into events (company_id, number_year, number, property_id, event_type_id, event_category_id, status,
     severity_level, date_occurred_utc)
   select company_id, number_year, 900000 + g, property_id, event_type_id, event_category_id, status, severity_level,
     date_occurred_utc
   from events, generate_series(1, $2::int) g where id = $1`,
  [event.id, DRAIN_EVENTS],
);
const drainEvents = (
  await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.companyId, companyId), sql`${events.number} > 900000`))
).map((row) => row.id);
const occurredAt = new Date();
for (let i = 0; i < OUTBOX_ROWS; i += 1000) {
  await db.insert(subscriptionEventChanges).values(
    Array.from({ length: Math.min(1000, OUTBOX_ROWS - i) }, (_, k) => ({
      companyId,
      eventId: drainEvents[(i + k) % drainEvents.length],
      actionType: 'Created',
      status: 5,
      changeKey: `bench:${i + k}`,
      occurredAt,
    })),
  );
}
// The copies and the outbox rows were bulk-loaded: statistics as autovacuum would leave them.
await analyzeSeeded(database, ['events', 'subscription_event_changes']);
const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '/tmp/unused' }).subscriptions;
const deps = {
  db,
  adapters: { mail: new OutboxMailAdapter(db), sms: new OutboxSmsAdapter(db) },
  clock: { now: () => new Date() },
  config,
};
const start = performance.now();
let changesMatched = 0;
for (let taken = await matchChangeBatch(deps); taken > 0; taken = await matchChangeBatch(deps)) changesMatched += taken;
const matchSeconds = (performance.now() - start) / 1000;
const result = { ...(await drainSubscriptions(deps)), changesMatched };
const seconds = (performance.now() - start) / 1000;
console.log(`  matching ${matchSeconds.toFixed(2)} s, sending ${(seconds - matchSeconds).toFixed(2)} s`);
const [{ n: delivered }] = await database.query<{ n: number }>(
  `select count(*)::int as n from ${'subscription_deliveries'} where status = 'Sent'`,
);
const [{ n: mailed }] = await database.query<{ n: number }>(
  `select count(*)::int as n from outbox where message_id is not null`,
);
const rate = delivered / seconds;
console.log(
  `drain ${OUTBOX_ROWS} outbox rows of ${DRAIN_EVENTS} events: ${result.changesMatched} matched, ${delivered} delivered (${mailed} in the outbox) in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} deliveries/s (goal ≥ 500)`,
);
void subscriptionDeliveries;
void outbox;

// 3. The Deliveries list: what a subscription manager reads to answer "why didn't I get told?".
const LIST_ROUNDS = Number(process.env.BENCH_LIST_ROUNDS || 50);
// An administrator (a role that sees every event): the list's own read, without the events' visibility rule.
const listContext = { db, company: { companyId, seesAllCompanyItems: true } } as unknown as ServiceContext;
const lists: Record<string, { p50Ms: number; p95Ms: number; rows: number }> = {};
for (const [name, query] of [
  ['newest page', {}],
  ['search by recipient', { search: 'manager@harbor' }],
  ['status Sent', { status: 'Sent' }],
  ['status Failed (none)', { status: 'Failed' }],
] as const) {
  const times: number[] = [];
  let rows = 0;
  for (let round = 0; round < LIST_ROUNDS; round += 1) {
    const began = performance.now();
    const page = await listDeliveries(listContext, {
      page: 1,
      pageSize: 25,
      sortBy: 'createdUtc',
      sortDirection: 'desc',
      ...query,
    } as Parameters<typeof listDeliveries>[1]);
    times.push(performance.now() - began);
    rows = page.deliveries.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2));
  lists[name] = { p50Ms: at(0.5), p95Ms: at(0.95), rows };
  console.log(`deliveries list, ${name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${rows} rows; goal < 50 ms)`);
}
fs.writeFileSync(
  path.join(here, 'subscriptions-results.json'),
  `${JSON.stringify(
    {
      engine: database.kind,
      subscriptions: SUBSCRIPTIONS,
      match: { p50Ms: p50, p95Ms: p95, maxMs: timings[ROUNDS - 1], matched },
      drain: { rows: OUTBOX_ROWS, events: DRAIN_EVENTS, delivered, seconds, matchSeconds, perSecond: rate },
      deliveriesList: lists,
    },
    null,
    2,
  )}\n`,
);
await database.close();
