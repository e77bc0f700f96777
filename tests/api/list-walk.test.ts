import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_SORT_FIELDS } from '../../schemas/person/endpoints.ts';
import { PROPERTY_SORT_FIELDS } from '../../schemas/property/endpoints.ts';
import { SORT_DIRECTIONS } from '../../schemas/protocol/list.ts';
import { insertRows } from '../../src/server/db/batch-insert.ts';
import type { Db } from '../../src/server/db/connect.ts';
import { type ListScope, type ListSpec, readList } from '../../src/server/db/list-page.ts';
import { type WalkParams, walkList } from '../../src/server/db/list-walk.ts';
import { people, positionTypes, properties } from '../../src/server/db/schema/index.ts';
import { eventListRead } from '../../src/server/modules/events/list.ts';
import { personList } from '../../src/server/modules/people/service.ts';
import { propertyList } from '../../src/server/modules/properties/service.ts';
import { DEMO_COMPANIES } from '../../src/server/seed/demo-logins.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The export's keyset walk (db/list-walk.ts) reads exactly what readList pages through: the same
 * rows in the same order, for every sort field in both directions, with and without search and
 * archived rows — over columns with NULLs (no role, no phone, no city) and ties (one name, one
 * city, one unit count for many rows), in batches small enough that many batch edges fall inside
 * runs of equal keys and of NULLs.
 */
let t: TestApp;
let companyId: string;
const WORD = 'Walkx';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  companyId = await companyIdByName(db, DEMO_COMPANIES.harbor.name);
  const roles = await db
    .select({ id: positionTypes.id })
    .from(positionTypes)
    .where(eq(positionTypes.companyId, companyId))
    .limit(2);
  const personRows = Array.from({ length: 90 }, (_, i) => ({
    companyId,
    // Ties: 30 share one name; the others differ.
    firstName: i % 3 === 0 ? 'Same' : `First${i % 7}`,
    lastName: i % 3 === 0 ? `${WORD}` : `${WORD}${String(i).padStart(2, '0')}`,
    emailAddress: `walk${i}@test.example`,
    phoneNumber: i % 4 === 0 ? null : `(217) 555-01${String(i % 5).padStart(2, '0')}`,
    positionId: i % 5 === 0 ? null : (roles[i % 2]?.id ?? null),
    isArchived: i % 6 === 0,
  }));
  await insertRows(db, people, personRows.reverse());
  const propertyRows = Array.from({ length: 80 }, (_, i) => ({
    companyId,
    propertyNumber: i % 9 === 0 ? `${WORD}-N` : `${WORD}-${String(i).padStart(2, '0')}`,
    name: `${WORD} Place ${i % 4 === 0 ? 'Same' : String(i).padStart(2, '0')}`,
    city: i % 3 === 0 ? null : i % 3 === 1 ? 'Austin' : `City ${i % 5}`,
    state: i % 4 === 0 ? null : i % 2 === 0 ? 'TX' : 'il',
    numberOfUnits: i % 5,
    isArchived: i % 7 === 0,
  }));
  await insertRows(db, properties, propertyRows.reverse());
});
afterAll(() => t?.close());

/** Every row readList answers, page after page, until a short page. */
async function pagedRows<SortBy extends string>(
  db: Db,
  spec: ListSpec<SortBy, never>,
  params: WalkParams<SortBy>,
  scope: ListScope = companyId,
  filters: (SQL | undefined)[] = [],
) {
  const all: unknown[] = [];
  for (let page = 1; ; page++) {
    const { rows } = await readList(db, spec, scope, { ...params, page, pageSize: 25 }, ...filters);
    all.push(...rows);
    if (rows.length < 25) return all;
  }
}

async function paged<SortBy extends string>(db: Db, spec: ListSpec<SortBy, never>, params: WalkParams<SortBy>) {
  return (await pagedRows(db, spec, params)).map((row) => (row as { id: string }).id);
}

async function walked<SortBy extends string>(db: Db, spec: ListSpec<SortBy, never>, params: WalkParams<SortBy>) {
  const ids: string[] = [];
  for await (const batch of walkList(db, spec, companyId, params, [], 7)) {
    expect(batch.length).toBeLessThanOrEqual(7);
    ids.push(...batch.map((row) => (row as { id: string }).id));
  }
  return ids;
}

const shapes = [
  { search: WORD, showArchived: false },
  { search: WORD, showArchived: true },
  { search: undefined, showArchived: true },
];

describe.each([
  ['people', personList as unknown as ListSpec<string, never>, PERSON_SORT_FIELDS],
  ['properties', propertyList as unknown as ListSpec<string, never>, PROPERTY_SORT_FIELDS],
] as const)('walkList over %s', (_name, spec, sortFields) => {
  for (const sortBy of sortFields) {
    it(`reads what readList pages through, sorted by ${sortBy} both ways`, async () => {
      const db = t.database.db;
      for (const sortDirection of SORT_DIRECTIONS) {
        for (const shape of shapes) {
          const params = { sortBy, sortDirection, ...shape };
          const expected = await paged(db, spec, params);
          expect(expected.length, JSON.stringify(params)).toBeGreaterThan(20);
          expect(await walked(db, spec, params), JSON.stringify(params)).toEqual(expected);
        }
      }
    });
  }

  it('reads a list smaller than one batch, and an empty one', async () => {
    const db = t.database.db;
    const params = { sortBy: sortFields[0], sortDirection: 'asc' as const, showArchived: false };
    const few = { ...params, search: `${WORD}-0` };
    const rows: string[] = [];
    for await (const batch of walkList(db, spec, companyId, few))
      rows.push(...batch.map((row) => (row as { id: string }).id));
    expect(rows).toEqual(await paged(db, spec, few));
    const none = walkList(db, spec, companyId, { ...params, search: 'no such row anywhere' });
    expect((await none.next()).done).toBe(true);
  });

  it("reads each row's columns as readList does (a key that is a column read once)", async () => {
    const db = t.database.db;
    for (const sortDirection of SORT_DIRECTIONS) {
      const params = { sortBy: sortFields[0], sortDirection, search: WORD, showArchived: true };
      const rows: unknown[] = [];
      for await (const batch of walkList(db, spec, companyId, params, [], 7)) rows.push(...batch);
      expect(rows).toEqual(await pagedRows(db, spec, params));
    }
  });
});

describe('walkList over events', () => {
  it("reads the events list's rows, column for column, along its date and id keys", async () => {
    const db = t.database.db;
    const viewer = { companyId, personId: companyId, positionId: null, seesAllCompanyItems: true };
    for (const sortBy of ['dateOccurredLocal', 'location'] as const) {
      for (const sortDirection of SORT_DIRECTIONS) {
        const params = { sortBy, sortDirection, statusType: -1 as const, showArchived: false };
        const read = await eventListRead(db, viewer as never, params);
        const spec = read.spec as unknown as ListSpec<string, never>;
        const rows: unknown[] = [];
        for await (const batch of walkList(db, spec, read.scope, params, read.filters, 3)) rows.push(...batch);
        expect(rows.length).toBeGreaterThan(5);
        expect((rows[0] as { dateOccurredUtc: unknown }).dateOccurredUtc).toBeInstanceOf(Date);
        expect(rows).toEqual(await pagedRows(db, spec, params, read.scope, read.filters));
      }
    }
  });
});

describe('walkList columns', () => {
  it('reads flat rows: a nested selection is refused before any statement runs', async () => {
    const spec = {
      ...personList,
      columns: { id: people.id, name: { first: people.firstName } },
    } as unknown as ListSpec<string, never>;
    const walk = walkList(t.database.db, spec, companyId, { sortBy: PERSON_SORT_FIELDS[0], sortDirection: 'asc' });
    await expect(walk.next()).rejects.toThrow("the column 'name' is neither a column nor an expression");
  });
});
