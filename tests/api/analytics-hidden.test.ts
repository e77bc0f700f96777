import fs from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '../../schemas/analytics.ts';
import { eventManagementEndpoints } from '../../schemas/event-management/endpoints.ts';
import { type AnalyticsRange, granularityOf } from '../../src/domain/analytics/analytics-range.ts';
import type { EventStatus } from '../../src/domain/events/event-status.ts';
import { type CompanyContext, findMembership } from '../../src/server/auth/membership.ts';
import { serviceContextOf } from '../../src/server/context/endpoint-routes.ts';
import type { ServiceContext } from '../../src/server/context/service-context.ts';
import { migrationsFolder } from '../../src/server/db/connect.ts';
import { rowsOf } from '../../src/server/db/rows-of.ts';
import { events } from '../../src/server/db/schema/index.ts';
import { claimFigures } from '../../src/server/modules/analytics/claim-figures.ts';
import { eventFigures, openEvent, openEventsByProperty } from '../../src/server/modules/analytics/event-figures.ts';
import { headlineFigures } from '../../src/server/modules/analytics/headline-figures.ts';
import { EVERY_ROLE_LIMITED_EVENT } from '../../src/server/modules/analytics/role-limited-rollups.ts';
import { eventsWithTimeZone, type FigureScope, localDay, scopeOf } from '../../src/server/modules/analytics/scope.ts';
import { taskScopeOf } from '../../src/server/modules/analytics/task-figures.ts';
import { visibleEventsWhere } from '../../src/server/modules/events/visibility.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, memberToken, reportEvent, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The dashboard of a member of 'all properties' whose role does not see every event (scope.ts,
 * `rollupsMinus`: the rollups less the role-limited rollups of migration 0034) against the same
 * figures counted from the events the visibility rule allows — the brute force: every figure
 * function over the `events` read with visibleEventsWhere — before and after a mix of writes
 * (events reported, restricted and unrestricted through the API, status changes, archiving,
 * deletes, claims, a role's roles changed or deleted, a time zone), with the role-limited rollups
 * themselves equal to the same counts over the events, their roles and claims. Events limited to
 * the administrators' role (open and Complete, with open and closed claims, one archived), one
 * limited to both that role and the viewer's (which the viewer sees), and the demo's own.
 */

let t: TestApp;
let who: EventPersonas;
const email = 'hidden-analyst@harbor.example';
let token: string;
let viewerRoleId: string;
const seeded: Record<string, string> = {};
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
  const [viewer] = await t.database.query<{ id: string; role: string }>(
    `select pt.id, pt.name as role from people p join position_types pt on pt.id = p.position_id
      where p.company_id = $1 and p.email_address = $2`,
    [who.harborId, email],
  );
  viewerRoleId = viewer.id;
  const admin = ['Administrator'];
  seeded.hiddenOpen = await insertEvent(1, { status: 1, severity: 1, at: '2020-03-03T14:00:00Z', roles: admin });
  seeded.hiddenDone = await insertEvent(2, {
    status: 4,
    severity: 0,
    at: '2020-03-09T23:30:00Z',
    sopMinutes: 95,
    roles: admin,
  });
  // Late on March 31st in New York, April 1st in UTC: at the range's end.
  seeded.lastDay = await insertEvent(3, { status: 0, severity: 1, at: '2020-04-01T02:00:00Z', roles: admin });
  seeded.archived = await insertEvent(4, {
    status: 2,
    severity: 0,
    at: '2020-03-12T12:00:00Z',
    archived: true,
    roles: admin,
  });
  seeded.shared = await insertEvent(5, {
    status: 3,
    severity: 1,
    at: '2020-03-15T12:00:00Z',
    sopMinutes: 30,
    roles: [...admin, viewer.role],
  });
  seeded.open = await insertEvent(6, { status: 5, severity: 0, at: '2020-03-20T12:00:00Z', roles: [] });
  await insertClaim(seeded.hiddenOpen, '2020-03-04', 1, '1500.25');
  await insertClaim(seeded.hiddenDone, '2020-03-10', 9, '700.00');
  await insertClaim(seeded.archived, '2020-03-13', 1, '333.00');
  await insertClaim(seeded.shared, '2020-03-16', 2, '410.10');
});
afterAll(() => t?.close());

const ranges = {
  march: { from: '2020-03-01', to: '2020-03-31' },
  year: { from: '2019-06-01', to: '2020-05-31' },
  default: {},
} as const;

/** The figures counted from the events the visibility rule allows `company` to see: the brute force. */
async function bruteForce(ctx: ServiceContext, company: CompanyContext, range: AnalyticsRange, today: string) {
  const scope: FigureScope = {
    ...range,
    companyId: who.harborId,
    read: 'events',
    where: await visibleEventsWhere(ctx.db, company),
  };
  return figuresOf(ctx, scope, range, today);
}

/** The viewer's dashboard over `query` equals the brute force; so does the same read for a person without a role. */
async function expectFiguresOfVisibleEvents(query: (typeof ranges)[keyof typeof ranges]) {
  const reply = await api.ok(analyticsEndpoints.analytics, { query });
  const company = await findMembership(t.database.db, who.harborId, email);
  if (!company) throw new Error(`${email} is a member of Harbor`);
  const ctx = serviceContextOf(t.app, company);
  const range = { from: reply.from, to: reply.to };
  const planned = await scopeOf(ctx, range, null);
  if (planned.read !== 'rollupsMinus') throw new Error(`the viewer's figures read ${planned.read}, not rollupsMinus`);
  expect(planned.roleId).toBe(viewerRoleId);
  const today = reply.headlines.today;
  expect(reply).toMatchObject(await bruteForce(ctx, company, range, today));
  // A person without a role sees no role-limited event: the nil bucket alone.
  const roleless = { ...company, positionId: null };
  expect(await figuresOf(ctx, { ...planned, roleId: null }, range, today)).toEqual(
    await bruteForce(ctx, roleless, range, today),
  );
  return reply;
}

/** Every event's buckets (migration 0034): each of its roles, and the nil uuid when it has any. */
const buckets = sql`(select event_id, position_type_id as role_id from event_visible_roles
  union all select distinct event_id, ${EVERY_ROLE_LIMITED_EVENT}::uuid from event_visible_roles) b`;

/** Rows of `query`, for comparing a rollup with its count. */
async function rows(query: SQL) {
  return rowsOf<Record<string, unknown>>(await t.database.db.execute(query));
}

/**
 * The role-limited rollups equal the same figures counted from the events (not archived), their
 * roles and their claims, for every company and bucket; open events by the TypeScript rule (openEvent).
 */
async function expectRoleLimitedRollupsKept() {
  const limited = sql`${eventsWithTimeZone} join ${buckets} on b.event_id = ${events.id} where ${events.archivedAt} is null`;
  expect(
    await rows(sql`select company_id, role_id, day::text, event_type_id, status, severity_level, events, sop_complete,
        sop_minutes::int from role_limited_event_rollups
      where events <> 0 or sop_complete <> 0 or sop_minutes <> 0 order by 1, 2, 3, 4, 5, 6`),
  ).toEqual(
    await rows(sql`select ${events.companyId} as company_id, b.role_id, ${localDay}::text as day,
        ${events.eventTypeId} as event_type_id, ${events.status} as status, ${events.severityLevel} as severity_level,
        count(*)::int as events, (count(*) filter (where ${events.isSopComplete}))::int as sop_complete,
        sum(event_rollup_minutes(${events.sopCompletedAt}, ${events.createdAt}))::int as sop_minutes
      from ${limited} group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`),
  );
  expect(
    await rows(sql`select company_id, role_id, day::text, property_id, events from role_limited_open_event_rollups
      where events <> 0 order by 1, 2, 3, 4`),
  ).toEqual(
    await rows(sql`select ${events.companyId} as company_id, b.role_id, ${localDay}::text as day,
        ${events.propertyId} as property_id, count(*)::int as events
      from ${limited} and ${openEvent} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  expect(
    await rows(sql`select company_id, role_id, day::text, claim_status, claims, total_loss::text, settlement::text
      from role_limited_claim_rollups where claims <> 0 or total_loss <> 0 or settlement <> 0 order by 1, 2, 3, 4`),
  ).toEqual(
    await rows(sql`select e.company_id, b.role_id, c.claim_date::text as day, c.claim_status, count(*)::int as claims,
        sum(c.total_loss)::numeric(16, 2)::text as total_loss, sum(c.settlement_amount)::numeric(16, 2)::text as settlement
      from insurance_claims c join events e on e.id = c.event_id and e.archived_at is null
      join ${buckets} on b.event_id = e.id group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
}

/** Event details saved through the API: a status and the roles it is limited to (none: visible to all). */
async function saveDetails(eventId: string, status: EventStatus, roleIds: string[]) {
  await api.ok(eventManagementEndpoints.saveDetails, {
    token: who.adminToken,
    params: { id: eventId },
    body: { eventId, details: { status, summary: null, location: 'Unit 7', visibleToPositionTypeIds: roleIds } },
  });
}

async function roleId(name: string): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    'select id from position_types where company_id = $1 and name = $2',
    [who.harborId, name],
  );
  return row.id;
}

describe("GET /analytics for a member whose role does not see every event ('all properties')", () => {
  for (const [name, query] of Object.entries(ranges)) {
    it(`equals the figures counted from the events the visibility rule allows (${name})`, async () => {
      const reply = await expectFiguresOfVisibleEvents(query);
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

describe('the role-limited rollups of migration 0034', () => {
  it('hold the seeded data, and its backfill counts the same', async () => {
    await expectRoleLimitedRollupsKept();
    const migration = fs
      .readdirSync(migrationsFolder)
      .find((file) => file.startsWith('0034_'))
      ?.replace(/^/, `${migrationsFolder}/`);
    if (!migration) throw new Error('no migration 0034');
    const backfill = fs
      .readFileSync(migration, 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('SELECT "role_limited_rollups_add"'));
    if (!backfill) throw new Error('migration 0034 has no backfill');
    await t.database.query(
      'truncate role_limited_event_rollups, role_limited_open_event_rollups, role_limited_claim_rollups',
    );
    await t.database.query(backfill);
    await expectRoleLimitedRollupsKept();
  });

  it('keep the figures equal to those of the visible events after every kind of write', async () => {
    const administrator = await roleId('Administrator');
    const [property] = await t.database.query<{ id: string }>('select property_id as id from events where id = $1', [
      seeded.hiddenOpen,
    ]);
    // Reported through the API (today: the default range), then limited to roles and back.
    const reported = await reportEvent(t, who.adminToken, who.harborId, property.id);
    const another = await reportEvent(t, who.adminToken, who.harborId, property.id);
    await saveDetails(reported.id, 1, [administrator]);
    await saveDetails(another.id, 2, [administrator, viewerRoleId]);
    await saveDetails(seeded.open, 5, [administrator]);
    await saveDetails(seeded.hiddenOpen, 1, []);
    await expectRoleLimitedRollupsKept();
    // Status, severity and time changes of several events at once; a role changed in place.
    await t.database.query(
      `update events set status = case status when 4 then 1 else 4 end, severity_level = 1 - severity_level,
         date_occurred_utc = date_occurred_utc + interval '20 hours' where id = any($1::uuid[])`,
      [[seeded.hiddenDone, seeded.lastDay, seeded.shared, reported.id]],
    );
    await t.database.query(
      'update event_visible_roles set position_type_id = $1 where event_id = $2 and position_type_id = $3',
      [viewerRoleId, reported.id, administrator],
    );
    await expectRoleLimitedRollupsKept();
    // Claims written, changed and deleted; an event archived through the API, another restored.
    await insertClaim(reported.id, '2020-03-20', 0, '99.99');
    await t.database.query(
      `update insurance_claims set claim_status = 8, claim_date = '2020-03-21' where event_id = $1`,
      [seeded.hiddenOpen],
    );
    await t.database.query('delete from insurance_claims where event_id = $1', [seeded.shared]);
    await api.ok(eventManagementEndpoints.archive, {
      token: who.adminToken,
      params: { id: seeded.hiddenDone },
      body: { selectedEventId: seeded.hiddenDone, verifiedEventId: seeded.hiddenDone },
    });
    await t.database.query('update events set archived_at = null where id = $1', [seeded.archived]);
    await expectRoleLimitedRollupsKept();
    // A time zone moves the property's events; a deleted role leaves its events (only the viewer's role, or none, remains).
    await t.database.query(`update properties set time_zone = 'Asia/Tokyo' where id = $1`, [property.id]);
    const [passing] = await t.database.query<{ id: string }>(
      `insert into position_types (company_id, name, permissions)
       select company_id, 'Passing role', permissions from position_types where id = $1 returning id`,
      [viewerRoleId],
    );
    await saveDetails(another.id, 2, [passing.id]);
    await t.database.query('delete from position_types where id = $1', [passing.id]);
    await expectRoleLimitedRollupsKept();
    for (const query of Object.values(ranges)) await expectFiguresOfVisibleEvents(query);
    // Deleted events (with their roles and claims, by the cascades).
    await t.database.query('delete from events where id = any($1::uuid[])', [[seeded.lastDay, reported.id]]);
    await expectRoleLimitedRollupsKept();
    for (const query of Object.values(ranges)) await expectFiguresOfVisibleEvents(query);
  });
});
