import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListParams } from '../../schemas/protocol/list.ts';
import { insertRows } from '../../src/server/db/batch-insert.ts';
import { companyScope, joined, type ListSpec, listOrder, readList } from '../../src/server/db/list-page.ts';
import { vendors, vendorTypes } from '../../src/server/db/schema/index.ts';
import { DEMO_COMPANIES } from '../../src/server/seed/demo-logins.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The one list read (db/list-page.ts) on its own: a declared list over vendors, read through
 * every path it has — a company id (the statement built once per shape), a company scope made
 * by companyScope (recognised as that company), a scope that is a plain condition and extra
 * filters (built each time), the plain row read of a `few` list — must give the same pages and
 * bounded totals, in the declared order.
 */
let t: TestApp;
let companyId: string;
let plumbingId: string;

const lowerName = sql`lower(${vendors.name})`;
const columns = { id: vendors.id, name: vendors.name, type: joined(vendorTypes.name) };
type Sort = 'name' | 'type';
const spec: ListSpec<Sort, typeof columns> = {
  table: vendors,
  joins: [{ table: vendorTypes, on: eq(vendorTypes.id, vendors.vendorTypeId) }],
  id: vendors.id,
  company: vendors.companyId,
  search: (pattern) => sql`${vendors.searchText} like lower(${pattern})`,
  columns,
  sorts: { name: [], type: [sql`lower(${vendorTypes.name})`] },
  tail: [lowerName, vendors.id],
};
const few: ListSpec<Sort, typeof columns> = { ...spec, few: true };

const WORD = 'Lpage';
const COUNT = 140;
const names = Array.from({ length: COUNT }, (_, i) => `${WORD} ${String(i).padStart(3, '0')}`);

const params = (query: Partial<ListParams<Sort>>): ListParams<Sort> => ({
  sortBy: 'name',
  sortDirection: 'asc',
  search: WORD,
  page: 1,
  pageSize: 25,
  ...query,
});

beforeAll(async () => {
  t = await buildTestApp();
  companyId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
  const [type] = await t.database.db
    .select({ id: vendorTypes.id })
    .from(vendorTypes)
    .where(eq(vendorTypes.companyId, companyId))
    .orderBy(vendorTypes.name)
    .limit(1);
  plumbingId = type.id;
  // Every third vendor has a type; inserted in reverse, so the heap order is not the sort order.
  const rows = names.map((name, i) => ({ companyId, name, vendorTypeId: i % 3 === 0 ? plumbingId : null }));
  await insertRows(t.database.db, vendors, rows.reverse());
});
afterAll(() => t?.close());

async function everyPath(query: Partial<ListParams<Sort>>) {
  const db = t.database.db;
  const p = params(query);
  return Promise.all([
    readList(db, spec, companyId, p),
    readList(db, spec, companyScope(vendors.companyId, companyId), p),
    readList(db, spec, eq(vendors.companyId, companyId), p),
    readList(db, spec, companyId, p, sql`true`),
    readList(db, few, companyId, p),
  ]);
}

describe('readList', () => {
  it('answers a page and its bounded total the same way on every path', async () => {
    for (const [query, expected] of [
      [{ page: 1 }, { names: names.slice(0, 25), total: 125, totalIsExact: false }],
      [
        { page: 3, sortDirection: 'desc' },
        { names: [...names].reverse().slice(50, 75), total: COUNT, totalIsExact: true },
      ],
      [{ page: 6 }, { names: names.slice(125), total: COUNT, totalIsExact: true }],
      [{ page: 9 }, { names: [], total: COUNT, totalIsExact: true }],
      [
        { page: 2, pageSize: 1, search: `${WORD} 13` },
        { names: ['Lpage 131'], total: 6, totalIsExact: false },
      ],
      [{ search: 'no such vendor anywhere' }, { names: [], total: 0, totalIsExact: true }],
    ] as const) {
      for (const read of await everyPath(query)) {
        expect({ names: read.rows.map((row) => row.name), total: read.total, totalIsExact: read.totalIsExact }).toEqual(
          expected,
        );
      }
    }
  });

  it('sorts on a joined column, then the tail, and reads the joined columns', async () => {
    const typed = names.filter((_, i) => i % 3 === 0);
    const untyped = names.filter((_, i) => i % 3 !== 0);
    // Ascending puts the nulls (no type) last; the typed ones come in name order.
    for (const read of await everyPath({ sortBy: 'type', pageSize: 60 })) {
      expect(read.rows.map((row) => row.name)).toEqual([...typed, ...untyped].slice(0, 60));
      expect(read.rows[0].type).toEqual(expect.any(String));
      expect(read.rows[59].type).toBeNull();
    }
  });

  it('orders every sort by its keys and then the tail, unless the keys end with the id', () => {
    const render = (order: ReturnType<typeof listOrder>) =>
      t.database.db
        .select({ id: vendors.id })
        .from(vendors)
        .orderBy(...order)
        .toSQL().sql;
    expect(render(listOrder(spec, 'type', 'desc'))).toMatch(
      /order by lower\("vendor_types"\."name"\) desc, lower\("vendors"\."name"\) desc, "vendors"\."id" desc$/,
    );
    const complete = { ...spec, sorts: { ...spec.sorts, type: [sql`lower(${vendorTypes.name})`, vendors.id] } };
    expect(render(listOrder(complete, 'type', 'asc'))).toMatch(
      /order by lower\("vendor_types"\."name"\) asc, "vendors"\."id" asc$/,
    );
  });
});
