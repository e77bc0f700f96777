import { and, eq, sql } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEndpoints } from '../../schemas/audit.ts';
import { claimEndpoints } from '../../schemas/claim/endpoints.ts';
import { eventManagementEndpoints } from '../../schemas/event-management/endpoints.ts';
import { type Endpoint, fullPath, type JsonSchema } from '../../schemas/protocol/contract.ts';
import { reportEndpoints } from '../../schemas/report.ts';
import { subscriptionEndpoints } from '../../schemas/subscription/endpoints.ts';
import {
  isRouteNeed,
  PERMISSION_NAMES,
  permissionsOfNeed,
  type RouteNeed,
} from '../../src/domain/company/permissions.ts';
import { conditionFor } from '../../src/domain/subscriptions/subscription.ts';
import { isCompanyRoute } from '../../src/server/auth/guard.ts';
import { people, positionTypes, properties } from '../../src/server/db/schema/index.ts';
import { drainSubscriptions } from '../../src/server/modules/subscriptions/drain.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { PERSONA_ROLES } from '../../src/server/seed/persona-roles.ts';
import { apiCall } from '../helpers/api-call.ts';
import { callEndpoint, endpointCaller } from '../helpers/endpoint-call.ts';
import { memberToken, reportFinishedEvent } from '../helpers/event-fixtures.ts';
import { companyIdByName, createMember, databaseFingerprint } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Walks EVERY route the server registered (not a hand list): routes added later are covered
 * without editing this file. Refusals must carry no data and change nothing.
 */
let t: TestApp;
let harborId: string;
let outsiderToken: string;
/** Per declared need (its permissions joined), a member holding every permission but those. */
const lackingTokens = new Map<string, string>();
const needKey = (need: RouteNeed) => permissionsOfNeed(need).join('+');
const SOME_ID = '00000000-0000-4000-8000-000000000000';

function concretePath(url: string, companyId: string): string {
  return url
    .replace(':companyId', companyId)
    .replace(/:[A-Za-z]+\??/g, SOME_ID)
    .replace(/\*$/, 'x');
}

function apiRoutes() {
  return t.app.routeList.filter((route) => route.url.startsWith('/api/') && !route.public);
}

function companyRoutes() {
  return t.app.routeList.filter((route) => isCompanyRoute(route.url));
}

async function call(method: string, url: string, token?: string) {
  const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
  return apiCall(t.app, method as HTTPMethods, url, { token, payload });
}

function expectRefusal(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  // Only the error message: no data leaks with a refusal.
  expect(Object.keys(response.json() as object)).toEqual(['message']);
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  harborId = await companyIdByName(db, DEMO_COMPANIES.harbor.name);
  outsiderToken = (await loginAs(t.app, DEMO_LOGINS.summitAdmin.email)).accessToken;
  const guardedNeeds = companyRoutes()
    .map((route) => route.need)
    .filter((need): need is RouteNeed => need !== undefined && need !== 'member');
  for (const need of guardedNeeds) {
    const key = needKey(need);
    if (lackingTokens.has(key)) continue;
    const refused = permissionsOfNeed(need);
    const email = `lacks-${key.toLowerCase().replaceAll('+', '-')}@test.example`;
    await createMember(
      db,
      harborId,
      email,
      PERMISSION_NAMES.filter((name) => !refused.includes(name)),
    );
    lackingTokens.set(key, (await loginAs(t.app, email)).accessToken);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('route matrix', () => {
  it('finds the company routes, each declaring a permission or membership', () => {
    const routes = companyRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) expect(isRouteNeed(route.need)).toBe(true);
  });

  it('answers 401 without a token, or with a bad one, on every non-public API route', async () => {
    const before = await databaseFingerprint(t.database);
    for (const route of apiRoutes()) {
      const url = concretePath(route.url, harborId);
      expectRefusal(await call(route.method, url), 401);
      expectRefusal(await call(route.method, url, 'not-a-jwt'), 401);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('answers 403 to a user of another company on every company route', async () => {
    const before = await databaseFingerprint(t.database);
    for (const route of companyRoutes()) {
      expectRefusal(await call(route.method, concretePath(route.url, harborId), outsiderToken), 403);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('answers 403 to a member lacking the declared permission(s) on every company route', async () => {
    const before = await databaseFingerprint(t.database);
    const guarded = companyRoutes().filter((route) => route.need !== 'member');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const token = lackingTokens.get(needKey(route.need as RouteNeed));
      expect(token, `${route.method} ${route.url}`).toBeDefined();
      expectRefusal(await call(route.method, concretePath(route.url, harborId), token), 403);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('answers 403 for a company id that is not a uuid, and lets members through to member routes', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.viewer.email);
    const memberRoutes = companyRoutes().filter((route) => route.need === 'member' && route.method === 'GET');
    expect(memberRoutes.length).toBeGreaterThan(0);
    for (const route of memberRoutes) {
      expectRefusal(await call(route.method, concretePath(route.url, 'not-a-uuid'), accessToken), 403);
      const allowed = await call(route.method, concretePath(route.url, harborId), accessToken);
      expect([200, 404], `${route.url}: ${allowed.body}`).toContain(allowed.statusCode);
    }
  });
});

/**
 * Privacy (docs/areas/events.md 'Who may see an event'): a list whose rows name an event (an eventId or
 * eventNumber in its reply), read anywhere but under the event's own path (/events/:id… or
 * /events/fordisplay/:id, which answer 404 for an event the caller may not see), leaves out the
 * events the caller may not see and does not count them. EVENT_LISTS reads each such route; the
 * first test walks every route the server registered, so a new one that names events fails here
 * until it is read below or NAMES_NO_EVENT says why it cannot name one.
 */
describe('route matrix: lists that name an event keep to the events the caller may see', () => {
  /** Reported at Lakeview with a delivery and a claim, then limited to the Property Manager role. */
  let hidden: string;
  let adminToken: string;
  /** The demo property manager: the role the event names, and a group holding Lakeview. */
  let managerToken: string;
  /** manageSubscriptions and manageProperties with 'all properties', in a role the event does not name. */
  let outsiderToken: string;
  const CLAIM_DATE = '2031-03-03';

  const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

  /** What a read of a list answers: the events its rows name, and its total when it has one. */
  type EventRows = { eventIds: string[]; total?: number };

  const EVENT_LISTS: Record<string, (token: string) => Promise<EventRows>> = {
    [`GET ${fullPath(subscriptionEndpoints.deliveries)}`]: async (token) => {
      const all = await api.ok(subscriptionEndpoints.deliveries, { token, query: { pageSize: 1000 } });
      // The total of a one-row page comes from the count alone.
      const one = await api.ok(subscriptionEndpoints.deliveries, { token, query: { pageSize: 1 } });
      expect(all.total).toBe(all.deliveries.length);
      return { eventIds: all.deliveries.map((row) => row.eventId), total: one.total };
    },
    [`GET ${fullPath(auditEndpoints.list)}`]: async (token) => {
      // A long trail's one-row page counts only a few pages ahead (a lower bound): the whole page's total.
      const all = await api.ok(auditEndpoints.list, { token, query: { pageSize: 1000 } });
      expect(all.totalIsExact).toBe(true);
      return { eventIds: all.entries.map((row) => row.eventId ?? ''), total: all.total };
    },
    [`GET ${fullPath(reportEndpoints.insuranceClaim)}`]: async (token) => {
      const reply = await api.ok(reportEndpoints.insuranceClaim, {
        token,
        query: { claimDateOnOrAfter: CLAIM_DATE, claimDateOnOrBefore: CLAIM_DATE, pageSize: 1000 },
      });
      return { eventIds: reply.insuranceClaimsWithEvents.map((row) => row.eventId), total: reply.total };
    },
  };

  /**
   * Routes that answer the company's whole record, events limited to roles included (the audit
   * trail's signed export: the chain must be complete to be checked), and so refuse (403) every
   * member who does not see every event of the company.
   */
  const SEES_ALL_ONLY: Record<string, Endpoint> = {
    [`GET ${fullPath(auditEndpoints.signedExport)}`]: auditEndpoints.signedExport,
  };

  /** Routes whose reply has an eventId that never names an event, and why. */
  const NAMES_NO_EVENT: [RegExp, string][] = [
    [
      /^\/api\/company\/:companyId\/(properties\/:pid\/)?resources(\/|$)/,
      "the company's and a property's libraries hold no event's folders or files (eventId is always null there)",
    ],
  ];

  /** Whether a reply schema holds an eventId or eventNumber field, at any depth. */
  function namesAnEvent(schema: unknown): boolean {
    if (!schema || typeof schema !== 'object') return false;
    const node = schema as JsonSchema;
    const fields = (node.properties ?? {}) as Record<string, unknown>;
    if ('eventId' in fields || 'eventNumber' in fields) return true;
    return [...Object.values(fields), node.items, ...((node.anyOf as unknown[]) ?? [])].some(namesAnEvent);
  }

  /** The event's own path: /events/:id… and /events/fordisplay/:id (its documents and claims name it). */
  const ONE_EVENT_PATH = /\/events\/(fordisplay\/)?:id(\/|$)/;

  function eventNamingRoutes() {
    return companyRoutes().filter(
      (route) =>
        route.method === 'GET' &&
        !ONE_EVENT_PATH.test(route.url) &&
        namesAnEvent((route.endpoint as Endpoint | undefined)?.reply),
    );
  }

  beforeAll(async () => {
    const db = t.database.db;
    const byName = async (table: typeof positionTypes | typeof properties, name: string) => {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.companyId, harborId), eq(table.name, name)));
      return row.id;
    };
    adminToken = (await loginAs(t.app, DEMO_LOGINS.admin.email)).accessToken;
    managerToken = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
    // The audit trail needs Manage Integrations: the manager's role (which the event names) and
    // the outsider hold it too (later writes empty the membership cache).
    await db
      .update(positionTypes)
      .set({ permissions: sql`${positionTypes.permissions} || '{"manageIntegrations": true}'::jsonb` })
      .where(and(eq(positionTypes.companyId, harborId), eq(positionTypes.name, PERSONA_ROLES.manager.name)));
    outsiderToken = await memberToken(
      t,
      harborId,
      'privacy-outsider@test.example',
      ['manageSubscriptions', 'manageProperties', 'manageIntegrations'],
      { allProperties: true },
    );
    const lakeview = await byName(properties, 'Lakeview Apartments');
    const [admin] = await db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.companyId, harborId), eq(people.emailAddress, DEMO_LOGINS.admin.email)));
    await api.ok(subscriptionEndpoints.save, {
      body: {
        name: 'Created at Lakeview',
        filters: [
          {
            conditions: [conditionFor('Created')],
            locations: [{ locationConditionType: 'Properties', propertyIds: [lakeview] }],
          },
        ],
        subscribers: [{ recipientType: 'Person', recipientQualifier: admin.id, mediaType: 'Email' }],
      },
    });
    hidden = (await reportFinishedEvent(t, adminToken, harborId, lakeview)).id;
    await api.ok(claimEndpoints.save, {
      params: { id: hidden },
      body: {
        insuranceClaim: { eventId: hidden, title: 'Privacy', claimStatus: 7, claimType: 1, claimDate: CLAIM_DATE },
      },
    });
    await drainSubscriptions({
      db,
      adapters: t.app.adapters,
      clock: t.app.clock,
      config: t.config.subscriptions,
    });
    const { event } = await api.ok(eventManagementEndpoints.forDisplay, { params: { id: hidden } });
    await api.ok(eventManagementEndpoints.saveDetails, {
      params: { id: hidden },
      body: {
        eventId: hidden,
        details: {
          status: event.status,
          summary: event.summary,
          location: event.location,
          visibleToPositionTypeIds: [await byName(positionTypes, PERSONA_ROLES.manager.name)],
        },
      },
    });
  }, 60_000);

  it('reads every route whose reply names an event, or says why it names none', () => {
    const keys = eventNamingRoutes().map((route) => `${route.method} ${route.url}`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const why = NAMES_NO_EVENT.find(([pattern]) => pattern.test(key.slice('GET '.length)));
      expect(
        key in EVENT_LISTS || key in SEES_ALL_ONLY || why !== undefined,
        `${key} names events: read it in EVENT_LISTS`,
      ).toBe(true);
    }
    // Every list read here is a registered route.
    for (const key of Object.keys(EVENT_LISTS)) expect(keys).toContain(key);
  });

  it('a route of the whole record answers the hidden event to a member who sees every event, 403 to others', async () => {
    for (const [key, endpoint] of Object.entries(SEES_ALL_ONLY)) {
      const admin = await callEndpoint(t.app, endpoint, { companyId: harborId, token: adminToken } as never);
      expect(admin.statusCode, key).toBe(200);
      expect(admin.body, key).toContain(hidden);
      for (const token of [managerToken, outsiderToken]) {
        const refused = await callEndpoint(t.app, endpoint, { companyId: harborId, token } as never);
        expect(refused.statusCode, key).toBe(403);
        expect(refused.body).not.toContain(hidden);
      }
    }
  });

  it('a member whose role the event leaves out neither lists nor counts it; one whose role it names does', async () => {
    for (const [key, read] of Object.entries(EVENT_LISTS)) {
      for (const token of [adminToken, managerToken]) {
        expect((await read(token)).eventIds, `${key} as a member who may see the event`).toContain(hidden);
      }
      const seen = await read(outsiderToken);
      expect(seen.eventIds, `${key} as a member who may not see the event`).not.toContain(hidden);
      if (seen.total !== undefined) expect(seen.total, `${key}: its total`).toBe(seen.eventIds.length);
    }
  });
});
