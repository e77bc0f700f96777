import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '../../schemas/analytics.ts';
import { type AnalyticsRange, granularityOf } from '../../src/domain/analytics/analytics-range.ts';
import { findMembership } from '../../src/server/auth/membership.ts';
import { serviceContextOf } from '../../src/server/context/endpoint-routes.ts';
import type { ServiceContext } from '../../src/server/context/service-context.ts';
import { claimFigures } from '../../src/server/modules/analytics/claim-figures.ts';
import { eventFigures, openEventsByProperty } from '../../src/server/modules/analytics/event-figures.ts';
import { headlineFigures } from '../../src/server/modules/analytics/headline-figures.ts';
import { type FigureScope, scopeOf } from '../../src/server/modules/analytics/scope.ts';
import { taskScopeOf } from '../../src/server/modules/analytics/task-figures.ts';
import { visibleEventsWhere } from '../../src/server/modules/events/visibility.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, memberToken, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The dashboard of a member of 'all properties' whose role does not see every event (scope.ts,
 * `rollupsMinus`: the rollups less the hidden events, read once per request into a temporary
 * table) against the same figures counted from the events the visibility rule allows — the brute
 * force: every figure function over the `events` read with visibleEventsWhere. Events limited to
 * the administrators' role (open and Complete, with open and closed claims, one archived), one
 * limited to both that role and the viewer's (which the viewer sees), and the demo's own.
 */

let t: TestApp;
let who: EventPersonas;
const email = 'hidden-analyst@harbor.example';
let token: string;
const api = endpointCaller(() => ({ app: t.app, token, companyId: who.harborId }));

async function insertEvent(
  number: number,
  e: { status: number; severity: number; at: string; sopMinutes?: number; archived?: boolean; roles: string[] },
): Promise<string> {
  const completed = e.sopMinutes === undefined ? null : new Date(Date.parse(e.at) + e.sopMinutes * 60_000);
  const [row] = await t.database.query<{ id: string }>(
    `insert into events (company_id, number_year, number, property_id, event_type_id, status, severity_level,
       date_occurred_utc, created_at, updated_at, is_sop_complete, archived_at)
     select $1, 2020, 9500 + $2::int, p.id, ty.id, $3, $4, $5::timestamptz, $5::timestamptz,
       coalesce($6::timestamptz, $5::timestamptz), $6::timestamptz is not null, case when $7 then now() end
       from (select id from properties where company_id = $1 order by name offset ($2::int % 3) limit 1) p,
            (select id from event_types where company_id = $1 order by name offset ($2::int % 2) limit 1) ty
     returning id`,
    [who.harborId, number, e.status, e.severity, e.at, completed?.toISOString() ?? null, e.archived ?? false],
  );
  for (const role of e.roles) {
    await t.database.query(
      `insert into event_visible_roles (company_id, event_id, position_type_id)
       select company_id, $2, id from position_types where company_id = $1 and name = $3`,
      [who.harborId, row.id, role],
    );
  }
  return row.id;
}

async function insertClaim(eventId: string, date: string, status: number, totalLoss: string) {
  await t.database.query(
    `insert into insurance_claims (company_id, event_id, property_id, title, claim_date, claim_status, total_loss, settlement_amount)
     select company_id, id, property_id, 'Hidden claim', $2, $3, $4, 10.5 from events where id = $1`,
    [eventId, date, status, totalLoss],
  );
}

/** GET /analytics's figures, computed by the figure functions over `scope` (no temporary table). */
async function figuresOf(ctx: ServiceContext, scope: FigureScope, range: AnalyticsRange, today: string) {
  const taskScope = ctx.company.features.routineTasks ? await taskScopeOf(ctx, range, null) : null;
  return {
    headlines: await headlineFigures(ctx.db, scope, taskScope, today),
    ...(await eventFigures(ctx.db, scope, granularityOf(range))),
    openByProperty: await openEventsByProperty(ctx.db, scope),
    claimsByMonth: await claimFigures(ctx.db, scope),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  who = await signInEventPersonas(t);
  token = await memberToken(t, who.harborId, email, ['viewDashboard'], { allProperties: true });
  const [viewer] = await t.database.query<{ role: string }>(
    `select pt.name as role from people p join position_types pt on pt.id = p.position_id
      where p.company_id = $1 and p.email_address = $2`,
    [who.harborId, email],
  );
  const admin = ['Administrator'];
  const hiddenOpen = await insertEvent(1, { status: 1, severity: 1, at: '2020-03-03T14:00:00Z', roles: admin });
  const hiddenDone = await insertEvent(2, {
    status: 4,
    severity: 0,
    at: '2020-03-09T23:30:00Z',
    sopMinutes: 95,
    roles: admin,
  });
  // Late on March 31st in New York, April 1st in UTC: at the range's end.
  await insertEvent(3, { status: 0, severity: 1, at: '2020-04-01T02:00:00Z', roles: admin });
  const archived = await insertEvent(4, {
    status: 2,
    severity: 0,
    at: '2020-03-12T12:00:00Z',
    archived: true,
    roles: admin,
  });
  const shared = await insertEvent(5, {
    status: 3,
    severity: 1,
    at: '2020-03-15T12:00:00Z',
    sopMinutes: 30,
    roles: [...admin, viewer.role],
  });
  await insertEvent(6, { status: 5, severity: 0, at: '2020-03-20T12:00:00Z', roles: [] });
  await insertClaim(hiddenOpen, '2020-03-04', 1, '1500.25');
  await insertClaim(hiddenDone, '2020-03-10', 9, '700.00');
  await insertClaim(archived, '2020-03-13', 1, '333.00');
  await insertClaim(shared, '2020-03-16', 2, '410.10');
});
afterAll(() => t?.close());

describe("GET /analytics for a member whose role does not see every event ('all properties')", () => {
  const ranges = {
    march: { from: '2020-03-01', to: '2020-03-31' },
    year: { from: '2019-06-01', to: '2020-05-31' },
    default: {},
  } as const;

  for (const [name, query] of Object.entries(ranges)) {
    it(`equals the figures counted from the events the visibility rule allows (${name})`, async () => {
      const reply = await api.ok(analyticsEndpoints.analytics, { query });
      const company = await findMembership(t.database.db, who.harborId, email);
      if (!company) throw new Error(`${email} is a member of Harbor`);
      const ctx = serviceContextOf(t.app, company);
      const range = { from: reply.from, to: reply.to };
      const planned = await scopeOf(ctx, range, null);
      expect(planned.read).toBe('rollupsMinus');
      const bruteForce: FigureScope = {
        ...range,
        companyId: who.harborId,
        read: 'events',
        where: await visibleEventsWhere(ctx.db, company),
      };
      const expected = await figuresOf(ctx, bruteForce, range, reply.headlines.today);
      expect(reply).toMatchObject(expected);
      // The same read with the hidden events looked up in every statement (no temporary table).
      expect(await figuresOf(ctx, planned, range, reply.headlines.today)).toEqual(expected);
      if (name === 'march') {
        // The range holds hidden events: the figures differ from the administrator's.
        const admin = await api.ok(analyticsEndpoints.analytics, { query, token: who.adminToken });
        expect(admin.bySeverity).not.toEqual(reply.bySeverity);
        expect(admin.claimsByMonth).not.toEqual(reply.claimsByMonth);
        expect(admin.headlines.openEvents).toBeGreaterThan(reply.headlines.openEvents);
        expect(admin.headlines.openClaims).toBeGreaterThan(reply.headlines.openClaims);
      }
    });
  }
});
