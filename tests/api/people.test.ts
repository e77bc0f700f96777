import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoints } from '../../schemas/dashboard.ts';
import { personEndpoints } from '../../schemas/person/endpoints.ts';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import { roleEndpoints } from '../../schemas/role.ts';
import { sessionEndpoints } from '../../schemas/session.ts';
import {
  people,
  personProperties,
  personPropertyGroups,
  positionTypes,
  properties,
  propertyGroups,
} from '../../src/server/db/schema/index.ts';
import { personOrder } from '../../src/server/modules/people/service.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { type Query, signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import { createMember, databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;
/** Ids in Harbor (h) and Summit (s), looked up by name. */
const h = {
  roles: {} as Record<string, string>,
  properties: {} as Record<string, string>,
  groups: {} as Record<string, string>,
};
const s = {
  roles: {} as Record<string, string>,
  properties: {} as Record<string, string>,
  groups: {} as Record<string, string>,
};

type PeopleList = ReplyOf<typeof personEndpoints.list>;

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const list = (query: QueryInputOf<typeof personEndpoints.list> = {}, token = adminToken, companyId = harborId) =>
  api.ok(personEndpoints.list, { query, token, companyId });

/** Any body: the validation tests send what the contract refuses. */
const save = (payload: unknown, token = adminToken, companyId = harborId) =>
  api.call(personEndpoints.save, { body: unchecked(payload), token, companyId });

/** A successful save's person. */
async function saved(payload: unknown, token = adminToken, companyId = harborId) {
  const body = await api.ok(personEndpoints.save, { body: unchecked(payload), token, companyId });
  expect(body).toMatchObject({ success: true, failureReason: null });
  // The contract leaves person out of a refused save; a successful one carries it.
  if (!body.person) throw new Error(`a successful save answers the person: ${JSON.stringify(body)}`);
  return body.person;
}

const getOne = (id: string, token = adminToken, companyId = harborId) =>
  api.call(personEndpoints.detail, { params: { id }, token, companyId });

let serial = 0;
/** A valid new person of Harbor with a unique e-mail; `extra` overrides. */
function person(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstName: 'Pat',
    lastName: `Tester${serial}`,
    emailAddress: `pat.tester${serial}@test.example`,
    positionId: h.roles['Maintenance Technician'],
    ...extra,
  };
}

async function ids<T extends { id: string; name: string }>(rows: Promise<T[]>): Promise<Record<string, string>> {
  return Object.fromEntries((await rows).map((row) => [row.name, row.id]));
}

async function lookUp(companyId: string, into: typeof h) {
  const db = t.database.db;
  into.roles = await ids(
    db
      .select({ id: positionTypes.id, name: positionTypes.name })
      .from(positionTypes)
      .where(eq(positionTypes.companyId, companyId)),
  );
  into.properties = await ids(
    db.select({ id: properties.id, name: properties.name }).from(properties).where(eq(properties.companyId, companyId)),
  );
  into.groups = await ids(
    db
      .select({ id: propertyGroups.id, name: propertyGroups.name })
      .from(propertyGroups)
      .where(eq(propertyGroups.companyId, companyId)),
  );
}

const peopleCount = (where = eq(people.companyId, harborId)) => rowCount(t.database.db, people, where);

const names = (body: PeopleList) => body.people.map((row) => row.name);

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  await lookUp(harborId, h);
  await lookUp(summitId, s);
});
afterAll(() => t?.close());

describe('GET /people', () => {
  it("lists the company's active people, name descending by default, with the total", async () => {
    const body = await list();
    // The Name column shows "First Last" and sorts by exactly that.
    expect(names(body)).toEqual(['Val Viewer', 'Riley Reporter', 'Morgan Manager', 'Casey Twofold', 'Avery Admin']);
    expect(body.total).toBe(5);
    expect(body.people.find((row) => row.emailAddress === DEMO_LOGINS.manager.email)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Morgan',
      lastName: 'Manager',
      name: 'Morgan Manager',
      positionName: 'Property Manager',
      phoneNumber: '(217) 555-0102',
      emailAddress: DEMO_LOGINS.manager.email,
      isArchived: false,
      // The manager has not started a session in this database: 'Invited'.
      lastSignInAt: null,
    });
  });

  it('sorts by the name as shown (first then last), position, e-mail, phone or archived, either way', async () => {
    // By last name Zed Adams would come first; the list shows "First Last" and sorts by that.
    await saved(person({ firstName: 'Zed', lastName: 'Adams', emailAddress: 'a.first@sort.example' }));
    await saved(person({ firstName: 'Amy', lastName: 'Zimmer', emailAddress: 'z.last@sort.example' }));
    await saved(person({ firstName: 'amy', lastName: 'Adams', emailAddress: 'm.mid@sort.example' }));
    const byName = names(await list({ sortBy: 'name', sortDirection: 'asc', search: 'sort' }));
    expect(byName).toEqual(['amy Adams', 'Amy Zimmer', 'Zed Adams']);
    const byNameDesc = names(await list({ sortBy: 'name', sortDirection: 'desc', search: 'sort' }));
    expect(byNameDesc).toEqual(['Zed Adams', 'Amy Zimmer', 'amy Adams']);
    const byEmail = await list({ sortBy: 'email', sortDirection: 'asc', search: 'sort.example' });
    expect(byEmail.people.map((row) => row.emailAddress)).toEqual([
      'a.first@sort.example',
      'm.mid@sort.example',
      'z.last@sort.example',
    ]);

    const byPosition = await list({ sortBy: 'position', sortDirection: 'asc', search: '@harbor.example' });
    expect(byPosition.people.map((row) => row.positionName)).toEqual([
      'Administrator',
      'Maintenance Technician',
      'Property Manager',
      'Viewer',
    ]);
    const byPhone = await list({ sortBy: 'phone', sortDirection: 'desc', search: '(217) 555-010' });
    expect(byPhone.people.map((row) => row.phoneNumber)).toEqual([
      '(217) 555-0105',
      '(217) 555-0104',
      '(217) 555-0103',
      '(217) 555-0102',
      '(217) 555-0101',
    ]);
    const archived = await saved(person({ lastName: 'ArchSort', isArchived: true }));
    const byArchived = await list({ sortBy: 'archived', sortDirection: 'desc', showArchived: true });
    expect(byArchived.people[0].id).toBe(archived.id);
  });

  it('searches first name, last name, both, e-mail and phone, case-insensitively and literally', async () => {
    await saved(
      person({
        firstName: 'Quincy',
        lastName: 'Searchwell',
        emailAddress: 'q.s@find.example',
        phoneNumber: '3125550199',
      }),
    );
    await saved(person({ firstName: 'Percent', lastName: '100%', emailAddress: 'pct@find.example' }));
    await saved(person({ firstName: 'Percent', lastName: '1000', emailAddress: 'pct2@find.example' }));
    for (const search of ['quincy', 'SEARCHWELL', 'Quincy Searchwell', 'q.s@FIND', '(312) 555-0199', '555-0199']) {
      expect(names(await list({ search })), search).toEqual(['Quincy Searchwell']);
    }
    expect(names(await list({ search: '100%' }))).toEqual(['Percent 100%']);
    expect(await list({ search: 'nobody-by-this-name' })).toEqual({ people: [], total: 0, totalIsExact: true });
  });

  it('pages with a stable order and the total of all matches', async () => {
    for (const n of [1, 2, 3, 4, 5]) await saved(person({ firstName: `Page${n}`, lastName: 'Pager' }));
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(await list({ search: 'pager', sortDirection: 'asc', page, pageSize: 2 }));
    expect(pages.map((body) => body.total)).toEqual([5, 5, 5, 5]);
    expect(pages.flatMap(names)).toEqual(['Page1 Pager', 'Page2 Pager', 'Page3 Pager', 'Page4 Pager', 'Page5 Pager']);
    expect(pages[3].people).toEqual([]);
  });

  it('sorts by name on people_company_full_name_idx: no sort step, so it stays quick at 100,000 people', async () => {
    const plans: string[] = [];
    await t.database.db
      .transaction(async (tx) => {
        // On a table this small the planner prefers a sequential scan; forbid it to see the index chosen.
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const direction of ['asc', 'desc'] as const) {
          const page = tx
            .select({ id: people.id })
            .from(people)
            .where(eq(people.companyId, harborId))
            .orderBy(...personOrder('name', direction))
            .limit(25);
          const result = await tx.execute(sql`explain ${page}`);
          plans.push(JSON.stringify((result as { rows: unknown[] }).rows));
        }
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    for (const plan of plans) {
      expect(plan).toContain('people_company_full_name_idx');
      expect(plan).not.toMatch(/Sort/);
    }
  });

  it('counts only a few pages ahead: a lower bound until the pages reach the end, then the exact total', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) await saved(person({ firstName: `Ahead${n}`, lastName: 'Bounded' }));
    const totals = [];
    for (const page of [1, 3, 4, 8, 9])
      totals.push(await list({ search: 'bounded', sortDirection: 'asc', page, pageSize: 1 }));
    // A page of 1 looks 4 rows past itself: page 1 sees 5 and more, page 3 sees 7 and more.
    expect(totals.map(({ total, totalIsExact }) => ({ total, totalIsExact }))).toEqual([
      { total: 5, totalIsExact: false },
      { total: 7, totalIsExact: false },
      { total: 8, totalIsExact: true },
      { total: 8, totalIsExact: true },
      { total: 8, totalIsExact: true },
    ]);
    expect(totals.map(names)).toEqual([
      ['Ahead1 Bounded'],
      ['Ahead3 Bounded'],
      ['Ahead4 Bounded'],
      ['Ahead8 Bounded'],
      [],
    ]);
  });

  it('leaves archived people out unless showArchived is on', async () => {
    const archived = await saved(person({ firstName: 'Gone', lastName: 'Archived', isArchived: true }));
    expect(await list({ search: 'Gone Archived' })).toEqual({ people: [], total: 0, totalIsExact: true });
    const shown = await list({ search: 'Gone Archived', showArchived: true });
    expect(shown.total).toBe(1);
    expect(shown.people[0]).toMatchObject({ id: archived.id, isArchived: true });
    expect((await list({ search: 'Gone Archived', showArchived: false })).total).toBe(0);
  });

  it('filterByAssociations keeps the people who share a property with the caller', async () => {
    const email = await createMember(t.database.db, harborId, 'scoped-users@test.example', ['manageUsers']);
    const token = (await loginAs(t.app, email)).accessToken;
    const query = { filterByAssociations: true, search: 'example' };
    // The caller sees no property yet, so shares none.
    expect(await list(query, token)).toEqual({ people: [], total: 0, totalIsExact: true });

    const [me] = await t.database.db.select({ id: people.id }).from(people).where(eq(people.emailAddress, email));
    await t.database.db
      .insert(personProperties)
      .values({ companyId: harborId, personId: me.id, propertyId: h.properties['Maple Court'] });
    // Maple Court is in South Portfolio: the admin ("all properties") and the caller see it;
    // the reporter (Lakeview only) and the managers (North Portfolio) do not.
    expect(names(await list({ ...query, sortDirection: 'asc' }, token))).toEqual([
      'Avery Admin',
      'Test scoped-users@test.example',
    ]);

    await t.database.db
      .insert(personProperties)
      .values({ companyId: harborId, personId: me.id, propertyId: h.properties['Lakeview Apartments'] });
    expect(names(await list({ ...query, sortDirection: 'asc' }, token))).toEqual([
      'Avery Admin',
      'Casey Twofold',
      'Morgan Manager',
      'Riley Reporter',
      'Test scoped-users@test.example',
    ]);
    // Off (the default), every person of the company is listed.
    expect((await list({ search: 'example' }, token)).total).toBeGreaterThan(5);
  });

  it.each<[string, Query, string]>([
    ['an unknown sort column', { sortBy: 'createdAt' }, 'querystring.sortBy'],
    ['an unknown direction', { sortDirection: 'up' }, 'querystring.sortDirection'],
    ['a non-boolean showArchived', { showArchived: 'maybe' }, 'querystring.showArchived'],
    ['page 0', { page: 0 }, 'querystring.page'],
  ])('refuses %s with 400', async (_title, query, field) => {
    const response = await api.call(personEndpoints.list, { query: unchecked(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('needs manageUsers (the pickers read the names-only GET /lookup/people, people-lookup.test.ts)', async () => {
    const reporter = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    expect((await api.call(personEndpoints.list, { token: reporter.accessToken })).statusCode).toBe(403);
    // The demo manager holds manageSubscriptions and manageProcedures but not manageUsers.
    const manager = await loginAs(t.app, DEMO_LOGINS.manager.email);
    expect((await api.call(personEndpoints.list, { token: manager.accessToken })).statusCode).toBe(403);
  });

  it('reads the people with the given ids (a picker naming its chosen person)', async () => {
    const all = await list({ pageSize: 3 });
    const wanted = all.people.slice(0, 2).map((row) => row.id);
    const body = await list({ ids: wanted.join(',') });
    expect(body.people.map((row) => row.id).sort()).toEqual([...wanted].sort());
  });
});

describe('GET /people/{id}', () => {
  it('answers the person as the form edits it, and their lists with names', async () => {
    const created = await saved(
      person({
        firstName: 'Detail',
        phoneNumber: '217.555.0188',
        propertyAssociations: [h.properties['Oak Street Lofts']],
        propertyGroupAssociations: [h.groups['South Portfolio']],
      }),
    );
    const response = await getOne(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      person: created,
      propertyAssociations: [
        {
          id: h.properties['Oak Street Lofts'],
          propertyNumber: '102',
          name: 'Oak Street Lofts',
          city: 'Champaign',
          state: 'IL',
        },
      ],
      propertyGroupAssociations: [{ id: h.groups['South Portfolio'], name: 'South Portfolio' }],
    });
    expect(created).toEqual({
      id: created.id,
      firstName: 'Detail',
      lastName: expect.stringMatching(/^Tester/),
      phoneNumber: '(217) 555-0188',
      emailAddress: expect.stringMatching(/@test\.example$/),
      positionId: h.roles['Maintenance Technician'],
      positionName: 'Maintenance Technician',
      isArchived: false,
      isNew: false,
      allPropertiesAssociated: false,
      propertyAssociations: [h.properties['Oak Street Lofts']],
      propertyGroupAssociations: [h.groups['South Portfolio']],
      propertyEventSeverityLevel: 2,
      eventChangeSubscriptions: { created: false, statusChanged: false, pendingApproval: false },
      eventSubscriptionTypes: [],
    });
  });

  it('carries positionName (the role, renamed or gone) and isNew, which a save sends back and the server ignores', async () => {
    const role = await api.ok(roleEndpoints.save, { body: { name: 'Detail Role' } });
    const created = await saved(person({ positionId: role.id }));
    expect((await getOne(created.id)).json().person).toMatchObject({ positionName: 'Detail Role', isNew: false });
    await api.ok(roleEndpoints.save, { body: { id: role.id, name: 'Renamed' } });
    const read = (await getOne(created.id)).json().person;
    expect(read.positionName).toBe('Renamed');
    // The form sends the record back as read (with stale read-only values): saved as usual.
    const echoed = await saved({ ...read, positionName: 'Stale', isNew: true });
    expect(echoed).toMatchObject({ positionId: role.id, positionName: 'Renamed', isNew: false });
  });

  it("answers 404 for another company's person or an unknown id, 400 for an id that is not a uuid", async () => {
    const theirs = await saved(person({ positionId: s.roles.Administrator }), summitToken, summitId);
    expect((await getOne(theirs.id)).statusCode).toBe(404);
    expect((await getOne('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getOne('42')).statusCode).toBe(400);
    expect((await getOne(theirs.id, summitToken, summitId)).statusCode).toBe(200);
  });
});

describe('POST /person', () => {
  it('creates a person with the spec defaults and the associations', async () => {
    const created = await saved(
      person({ firstName: '  Newly  ', propertyAssociations: [h.properties['Maple Court']] }),
    );
    expect(created).toMatchObject({
      firstName: 'Newly',
      isArchived: false,
      propertyEventSeverityLevel: 2,
      propertyAssociations: [h.properties['Maple Court']],
    });
    const [row] = await t.database.db.select().from(people).where(eq(people.id, created.id));
    expect(row.companyId).toBe(harborId);
    expect(row.phoneNumber).toBeNull();
  });

  it('updates a person, replacing every field and both lists', async () => {
    const before = await saved(
      person({
        phoneNumber: '(217) 555-0177',
        propertyAssociations: [h.properties['Maple Court'], h.properties['Oak Street Lofts']],
        propertyGroupAssociations: [h.groups['North Portfolio']],
      }),
    );
    const sent = {
      id: before.id,
      firstName: 'Changed',
      lastName: 'Person',
      emailAddress: before.emailAddress.toUpperCase(),
      positionId: h.roles.Viewer,
      isArchived: true,
      allPropertiesAssociated: true,
      propertyAssociations: [h.properties['Riverside Commons']],
      propertyGroupAssociations: [],
      propertyEventSeverityLevel: 1,
      eventChangeSubscriptions: { created: true, statusChanged: false, pendingApproval: true },
      eventSubscriptionTypes: ['water', 'fire'],
    };
    const after = await saved(sent);
    expect(after).toEqual({ ...sent, positionName: 'Viewer', isNew: false });
    expect((await getOne(before.id)).json().person).toEqual(after);
    const groups = await t.database.db
      .select({ n: count() })
      .from(personPropertyGroups)
      .where(eq(personPropertyGroups.personId, before.id));
    expect(Number(groups[0].n)).toBe(0);
  });

  it('stores duplicate association ids once, and keeps the lists when all properties are associated', async () => {
    const maple = h.properties['Maple Court'];
    const north = h.groups['North Portfolio'];
    const created = await saved(
      person({
        allPropertiesAssociated: true,
        propertyAssociations: [maple, maple.toUpperCase(), h.properties['Lakeview Apartments'], maple],
        propertyGroupAssociations: [north, north],
      }),
    );
    expect(created.propertyAssociations.sort()).toEqual([maple, h.properties['Lakeview Apartments']].sort());
    expect(created.propertyGroupAssociations).toEqual([north]);
    expect(created.allPropertiesAssociated).toBe(true);
  });

  it('answers success false with a clear failureReason for an e-mail the company already has', async () => {
    const before = await databaseFingerprint(t.database);
    const response = await save(person({ emailAddress: 'Manager@Harbor.example' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      failureReason: 'A person with the e-mail Manager@Harbor.example already exists.',
    });
    expect(await databaseFingerprint(t.database)).toEqual(before);

    // The same e-mail in another company is fine; so is a person keeping their own.
    await saved(person({ emailAddress: 'manager@harbor.example', positionId: s.roles.Viewer }), summitToken, summitId);
    const mine = await saved(person());
    await saved({ ...mine, emailAddress: mine.emailAddress.toUpperCase() });
    const taken = await save({ ...mine, emailAddress: DEMO_LOGINS.viewer.email });
    expect(taken.json()).toMatchObject({ success: false });
  });

  it('lets exactly one of two simultaneous saves of the same new e-mail succeed', async () => {
    const body = person({ emailAddress: 'race@test.example' });
    const replies = await Promise.all([save(body), save({ ...body, emailAddress: 'RACE@test.example' })]);
    expect(replies.map((reply) => reply.json().success).sort()).toEqual([false, true]);
    expect(
      await peopleCount(and(eq(people.companyId, harborId), sql`lower(${people.emailAddress}) = 'race@test.example'`)),
    ).toBe(1);
  });

  it("answers 404 for another company's person and leaves them unchanged", async () => {
    const theirs = await saved(person({ positionId: s.roles.Administrator }), summitToken, summitId);
    const before = await databaseFingerprint(t.database);
    const response = await save({ ...person(), id: theirs.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested resource was not found.' });
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect((await getOne(theirs.id, summitToken, summitId)).json().person).toEqual(theirs);
  });

  it('answers 404 for an unknown id, creating nothing', async () => {
    const before = await peopleCount();
    expect((await save({ ...person(), id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect(await peopleCount()).toBe(before);
  });

  type Expected = { field: string; message?: string }[];
  // Payloads and expectations are functions: the ids they name are looked up in beforeAll.
  const refusals: [string, () => Record<string, unknown>, Expected | (() => Expected)][] = [
    ['a missing first name', () => person({ firstName: undefined }), [{ field: 'firstName', message: 'is required' }]],
    ['a missing last name', () => person({ lastName: undefined }), [{ field: 'lastName', message: 'is required' }]],
    ['an empty first name', () => person({ firstName: '' }), [{ field: 'firstName', message: 'is required' }]],
    ['a last name of spaces', () => person({ lastName: '   ' }), [{ field: 'lastName', message: 'is required' }]],
    [
      'a missing e-mail',
      () => person({ emailAddress: undefined }),
      [{ field: 'emailAddress', message: 'is required' }],
    ],
    [
      'a bad e-mail',
      () => person({ emailAddress: 'not-an-email' }),
      [{ field: 'emailAddress', message: 'must be a valid e-mail address' }],
    ],
    [
      'a bad phone number',
      () => person({ phoneNumber: '555-12' }),
      [{ field: 'phoneNumber', message: '555-12 is not a valid phone number' }],
    ],
    ['a missing role', () => person({ positionId: undefined }), [{ field: 'positionId', message: 'is required' }]],
    [
      'an inactive role',
      () => person({ positionId: h.roles['Former Contractor'] }),
      [{ field: 'positionId', message: 'must be an active role of this company' }],
    ],
    [
      "another company's role",
      () => person({ positionId: s.roles.Administrator }),
      [{ field: 'positionId', message: 'must be an active role of this company' }],
    ],
    [
      "another company's property",
      () => person({ propertyAssociations: [h.properties['Maple Court'], s.properties['Maple Court']] }),
      () => [
        {
          field: 'propertyAssociations',
          message: `must be properties of this company (${s.properties['Maple Court']})`,
        },
      ],
    ],
    [
      "another company's property group",
      () => person({ propertyGroupAssociations: [s.groups['North Portfolio']] }),
      [{ field: 'propertyGroupAssociations' }],
    ],
    [
      'a severity level of 3',
      () => person({ propertyEventSeverityLevel: 3 }),
      [{ field: 'propertyEventSeverityLevel' }],
    ],
    [
      'an association that is not a uuid',
      () => person({ propertyAssociations: ['x'] }),
      [{ field: 'propertyAssociations.0' }],
    ],
    ['a body that is not an object', () => [] as unknown as Record<string, unknown>, [{ field: '(body)' }]],
  ];

  it.each(refusals)('refuses %s with 400 and field errors, saving nothing', async (_title, payload, expected) => {
    const before = await databaseFingerprint(t.database);
    const response = await save(payload());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().validationErrors).toEqual(
      expect.arrayContaining(
        (typeof expected === 'function' ? expected() : expected).map((item) => expect.objectContaining(item)),
      ),
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses an update with a bad role without touching the person', async () => {
    const mine = await saved(person({ propertyAssociations: [h.properties['Maple Court']] }));
    const before = await databaseFingerprint(t.database);
    const response = await save({
      ...mine,
      firstName: 'Renamed',
      propertyAssociations: [],
      positionId: h.roles['Former Contractor'],
    });
    expect(response.statusCode).toBe(400);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('needs manageUsers', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.manager.email);
    const before = await peopleCount();
    expect((await save(person(), accessToken)).statusCode).toBe(403);
    expect(await peopleCount()).toBe(before);
  });
});

describe('saving a person changes what their login may do', () => {
  it('archiving a person makes their token answer 403; a new role changes their permissions', async () => {
    const email = await createMember(t.database.db, harborId, 'soon-archived@test.example', ['manageUsers']);
    const { accessToken } = await loginAs(t.app, email);
    expect((await api.call(personEndpoints.list, { token: accessToken })).statusCode).toBe(200);

    const [row] = await t.database.db.select({ id: people.id }).from(people).where(eq(people.emailAddress, email));
    const { person: current } = (await getOne(row.id)).json();
    // A role without manageUsers: the next request is refused.
    await saved({ ...current, positionId: h.roles.Viewer });
    expect((await api.call(personEndpoints.list, { token: accessToken })).statusCode).toBe(403);
    expect((await api.call(dashboardEndpoints.dashboard, { token: accessToken })).statusCode).toBe(200);

    // Archived: no longer a member at all.
    await saved({ ...current, positionId: h.roles.Viewer, isArchived: true });
    expect((await api.call(dashboardEndpoints.dashboard, { token: accessToken })).statusCode).toBe(403);
    const login = await api.call(sessionEndpoints.handleLogin, { token: accessToken, body: {} });
    expect(login.json().companies).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the four people operations under the people tag', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const base = '/api/company/{companyId}';
    expect(document.paths[`${base}/people`].get.tags).toEqual(['people']);
    expect(document.paths[`${base}/lookup/people`].get.tags).toEqual(['people']);
    expect(document.paths[`${base}/people/{id}`].get.tags).toEqual(['people']);
    expect(document.paths[`${base}/person`].post.tags).toEqual(['people']);
  });
});
