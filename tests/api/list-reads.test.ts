import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import { vendorEndpoints } from '../../schemas/vendor.ts';
import { insertRows } from '../../src/server/db/batch-insert.ts';
import { vendors } from '../../src/server/db/schema/index.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { okReply } from '../helpers/endpoint-call.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A searched list's pages and bounded totals (db/list-page.ts) with more matches than its count
 * limit and with fewer, over rows whose heap order is not the sort order: the behaviour any
 * faster read of a list must keep.
 */
let t: TestApp;
let adminToken: string;
let harborId: string;

const DENSE = 1010;
const SPARSE = 30;
const name = (word: string, i: number) => `${word} ${String(i).padStart(4, '0')}`;
const dense = Array.from({ length: DENSE }, (_, i) => name('Dense', i));
const sparse = Array.from({ length: SPARSE }, (_, i) => name('Sparse', i));

async function page(query: QueryInputOf<typeof vendorEndpoints.list>) {
  const body = await okReply(t.app, vendorEndpoints.list, {
    companyId: harborId,
    token: adminToken,
    query: { pageSize: 25, ...query },
  });
  return { names: body.vendors.map((vendor) => vendor.name), total: body.total, totalIsExact: body.totalIsExact };
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, harborId } = await signInDemoAdmins(t));
  // Inserted out of order, so the heap order is not the sort order.
  const rows = [...dense, ...sparse].reverse().map((vendorName) => ({ companyId: harborId, name: vendorName }));
  await insertRows(t.database.db, vendors, rows);
});
afterAll(() => t?.close());

describe('a searched list with more matches than its count limit', () => {
  it('answers the first pages in order with the lower bound', async () => {
    const asc = { search: 'dense', sortBy: 'name', sortDirection: 'asc' } as const;
    expect(await page({ ...asc, page: 1 })).toEqual({ names: dense.slice(0, 25), total: 125, totalIsExact: false });
    expect(await page({ ...asc, sortDirection: 'desc', page: 2 })).toEqual({
      names: [...dense].reverse().slice(25, 50),
      total: 150,
      totalIsExact: false,
    });
  });

  it('counts exactly once the window reaches the end, and past the end', async () => {
    const asc = { search: 'DENSE', sortBy: 'name', sortDirection: 'asc' } as const;
    expect(await page({ ...asc, page: 40 })).toEqual({
      names: dense.slice(975, 1000),
      total: DENSE,
      totalIsExact: true,
    });
    expect(await page({ ...asc, page: 41 })).toEqual({ names: dense.slice(1000), total: DENSE, totalIsExact: true });
    expect(await page({ ...asc, page: 60 })).toEqual({ names: [], total: DENSE, totalIsExact: true });
  });
});

describe('a searched list whose matches fit in its count limit', () => {
  it('answers every page in order with the exact total', async () => {
    const asc = { search: 'sparse', sortBy: 'name', sortDirection: 'asc', pageSize: 10 } as const;
    expect(await page({ ...asc, page: 1 })).toEqual({ names: sparse.slice(0, 10), total: SPARSE, totalIsExact: true });
    expect(await page({ ...asc, sortDirection: 'desc', page: 3 })).toEqual({
      names: [...sparse].reverse().slice(20),
      total: SPARSE,
      totalIsExact: true,
    });
    expect(await page({ ...asc, page: 4 })).toEqual({ names: [], total: SPARSE, totalIsExact: true });
    expect(await page({ ...asc, pageSize: 1, page: 2 })).toEqual({
      names: sparse.slice(1, 2),
      total: 6,
      totalIsExact: false,
    });
  });
});
