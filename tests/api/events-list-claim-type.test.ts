import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEndpoints } from '../../schemas/claim/endpoints.ts';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { findMembership } from '../../src/server/auth/membership.ts';
import { listPageQuery } from '../../src/server/db/list-page.ts';
import { eventListRead } from '../../src/server/modules/events/list.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, reportFinishedEvent, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

/** The plan of the page statement GET /events2 runs for `query` (as the admin, then as the manager). */
async function planOf(email: string, query: { statusType: number; claimType?: number }) {
  const viewer = await findMembership(t.database.db, p.harborId, email);
  if (!viewer) throw new Error(`${email} is no member`);
  const params = { sortBy: 'dateOccurredLocal', sortDirection: 'desc', page: 1, pageSize: 25, ...query } as const;
  const read = await eventListRead(t.database.db, viewer, params as Parameters<typeof eventListRead>[2]);
  const statement = listPageQuery(t.database.db, read.spec, read.scope, params, read.filters).toSQL();
  await t.database.query('set enable_seqscan = off');
  try {
    const rows = await t.database.query<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await t.database.query('set enable_seqscan = on');
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  p = await signInEventPersonas(t);
  // A few events with claims of each type, so the claim-type index holds entries of several keys.
  for (const claimType of [0, 1, 2, 3, 3] as const) {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, p.reporterProperty);
    await api.ok(claimEndpoints.save, {
      params: { id: event.id },
      body: {
        insuranceClaim: {
          eventId: event.id,
          title: `Type ${claimType}`,
          claimStatus: 0,
          claimType,
          claimDate: '2026-11-20',
        },
      },
    });
  }
  // Many more events of those statuses, mostly without a claim (or of another type): the index must
  // find the few of the type without passing the others. Plain rows are enough for the plan.
  await t.database.query(
    `insert into events (company_id, number_year, number, property_id, event_type_id, status, date_occurred_utc, claim_type)
     select e.company_id, 2020, n, e.property_id, e.event_type_id, case when n % 2 = 0 then 8 else 4 end,
            now() - n * interval '1 hour', case when n % 10 = 0 then n % 3 end
     from (select * from events where company_id = $1 limit 1) e, generate_series(1, 5000) n`,
    [p.harborId],
  );
  await t.database.query('analyze events');
});
afterAll(() => t?.close());

describe('GET /events2 with a claim type', () => {
  it('answers the events whose claim has that type, each with its claimTypeString', async () => {
    const reply = await api.ok(eventEndpoints.list, { query: { statusType: 8, claimType: 3 } });
    expect(reply.events.map((event) => event.location)).toEqual(['Unit 5', 'Unit 5']);
    expect(reply.events.map((event) => event.claimTypeString)).toEqual(['Vendor Liability', 'Vendor Liability']);
    const resident = await api.ok(eventEndpoints.list, { query: { statusType: 8, claimType: 1, pageSize: 100 } });
    expect(resident.events.length).toBeGreaterThan(1);
    expect(new Set(resident.events.map((event) => event.claimTypeString))).toEqual(new Set(['Resident Liability']));
    const seeded = await api.ok(eventEndpoints.list, { query: { statusType: -1, search: 'Unit 204 kitchen' } });
    expect(seeded.events.map((event) => event.claimTypeString)).toEqual([null]);
  });

  it('reads events_company_claim_type_idx (status, claim type, newest first) for the admin and for a manager', async () => {
    for (const email of [DEMO_LOGINS.admin.email, DEMO_LOGINS.manager.email]) {
      for (const statusType of [8, 4]) {
        const plan = await planOf(email, { statusType, claimType: 3 });
        expect(plan, plan).toContain('events_company_claim_type_idx');
      }
    }
  });
});
