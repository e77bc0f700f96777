import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personEndpoints } from '../../schemas/person/endpoints.ts';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import type { PermissionName } from '../../src/domain/company/permissions.ts';
import { people } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { createMember } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * GET /lookup/people: the names-only list the people pickers read (the Task / Inspection modal,
 * the subscription editor), open to manageProcedures or manageSubscriptions; the full Users list
 * (GET /people, GET /people/{id}) stays with manageUsers.
 */
let t: TestApp;
let harborId: string;
let summitId: string;
let summitToken: string;
/** Harbor members whose own role grants exactly one permission. */
const tokens = { subscriptions: '', procedures: '', users: '', reporter: '' };

const api = endpointCaller(() => ({ app: t.app, token: tokens.subscriptions, companyId: harborId }));
const lookup = (query: QueryInputOf<typeof personEndpoints.lookup> = {}, token = tokens.subscriptions) =>
  api.ok(personEndpoints.lookup, { query, token });
const names = (reply: { people: { name: string }[] }) => reply.people.map((person) => person.name);

async function personId(companyId: string, email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.companyId, companyId), eq(people.emailAddress, email)));
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const admins = await signInDemoAdmins(t);
  ({ harborId, summitId, summitToken } = admins);
  const members: [keyof typeof tokens, PermissionName][] = [
    ['subscriptions', 'manageSubscriptions'],
    ['procedures', 'manageProcedures'],
    ['users', 'manageUsers'],
    ['reporter', 'reportEvents'],
  ];
  for (const [key, permission] of members) {
    const email = await createMember(t.database.db, harborId, `lookup-${key}@test.example`, [permission]);
    tokens[key] = (await loginAs(t.app, email)).accessToken;
  }
});
afterAll(() => t?.close());

describe('who may read people', () => {
  it('refuses the full Users list to a subscriptions-only manager, and gives them names only', async () => {
    expect((await api.call(personEndpoints.list, {})).statusCode).toBe(403);
    const someone = await personId(harborId, DEMO_LOGINS.manager.email);
    expect((await api.call(personEndpoints.detail, { params: { id: someone } })).statusCode).toBe(403);

    const reply = await lookup({ pageSize: 1000 });
    expect(reply.people.length).toBeGreaterThan(4);
    for (const person of reply.people)
      expect(Object.keys(person).sort()).toEqual(['firstName', 'id', 'lastName', 'name']);
    const text = JSON.stringify(reply);
    expect(text).not.toContain(DEMO_LOGINS.manager.email);
    expect(text).not.toContain('555-0102');
  });

  it('gives the names to a procedures-only manager (the task modal) but not the Users list', async () => {
    expect((await api.call(personEndpoints.list, { token: tokens.procedures })).statusCode).toBe(403);
    expect(names(await lookup({ search: 'morgan' }, tokens.procedures))).toEqual([DEMO_LOGINS.manager.name]);
  });

  it('refuses the lookup to members with neither permission, a user manager included (they have the full list)', async () => {
    for (const token of [tokens.reporter, tokens.users]) {
      const response = await api.call(personEndpoints.lookup, { token });
      expect(response.statusCode).toBe(403);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
    expect((await api.call(personEndpoints.list, { token: tokens.users })).statusCode).toBe(200);
  });

  it("is refused to another company's member, and works in a company without routine tasks", async () => {
    expect((await api.call(personEndpoints.lookup, { token: summitToken })).statusCode).toBe(403);
    // Summit has routine tasks switched off; its subscription editor still picks people.
    const summit = await api.ok(personEndpoints.lookup, { token: summitToken, companyId: summitId });
    expect(names(summit)).toContain(DEMO_LOGINS.summitAdmin.name);
  });
});

describe('what the lookup reads', () => {
  it("lists the company's active people by name, ascending, and never another company's", async () => {
    const reply = await lookup({ pageSize: 1000 });
    const listed = names(reply);
    expect(listed).toEqual([...listed].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(listed).toEqual(expect.arrayContaining([DEMO_LOGINS.manager.name, DEMO_LOGINS.reporter.name]));
    expect(listed).not.toContain(DEMO_LOGINS.summitAdmin.name);
    expect(reply).toMatchObject({ total: reply.people.length, totalIsExact: true });
  });

  it("names the people with the given ids, and none of another company's", async () => {
    const manager = await personId(harborId, DEMO_LOGINS.manager.email);
    const summitAdmin = await personId(summitId, DEMO_LOGINS.summitAdmin.email);
    const reply = await lookup({ ids: `${manager},${summitAdmin}` });
    expect(reply.people).toEqual([
      { id: manager, firstName: 'Morgan', lastName: 'Manager', name: DEMO_LOGINS.manager.name },
    ]);
    expect((await lookup({ search: DEMO_LOGINS.summitAdmin.name })).people).toEqual([]);
  });

  it('searches names, case-insensitively, and pages', async () => {
    expect(names(await lookup({ search: 'RILEY rep' }))).toEqual([DEMO_LOGINS.reporter.name]);
    const first = await lookup({ search: 'a', pageSize: 2 });
    const second = await lookup({ search: 'a', pageSize: 2, page: 2 });
    expect(first.people).toHaveLength(2);
    expect(second.people.length).toBeGreaterThan(0);
    expect(names(second)).not.toEqual(expect.arrayContaining(names(first)));
  });

  it('does not match e-mail or phone: the search cannot probe what the rows leave out', async () => {
    for (const search of [DEMO_LOGINS.manager.email, '@harbor', '555-0102']) {
      expect(await lookup({ search }), search).toEqual({ people: [], total: 0, totalIsExact: true });
    }
  });

  it('leaves archived people out, by search and by id', async () => {
    const reporter = await personId(harborId, DEMO_LOGINS.reporter.email);
    await t.database.db.update(people).set({ isArchived: true }).where(eq(people.id, reporter));
    try {
      expect(names(await lookup({ pageSize: 1000 }))).not.toContain(DEMO_LOGINS.reporter.name);
      expect((await lookup({ ids: reporter })).people).toEqual([]);
    } finally {
      await t.database.db.update(people).set({ isArchived: false }).where(eq(people.id, reporter));
    }
  });
});
