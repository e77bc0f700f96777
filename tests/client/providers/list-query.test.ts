import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '../../../schemas/protocol/list.ts';
import { pagerTotal } from '../../../src/client/crud/pager-total.ts';
import { listFilters, toListQuery } from '../../../src/client/providers/list-query.ts';
import { listTotalOf } from '../../../src/domain/common/list-total.ts';
import {
  containsPattern,
  countLimit,
  LOOKAHEAD_MAX_ROWS,
  listTotal,
  pageOffset,
  pageWindow,
  splitLookahead,
} from '../../../src/server/db/list-window.ts';

describe('toListQuery (Refine list parameters -> the API query)', () => {
  it('sends sortBy, sortDirection, page, pageSize and the plain filters', () => {
    const query = toListQuery({
      pagination: { currentPage: 3, pageSize: 25, mode: 'server' },
      sorters: [{ field: 'name', order: 'desc' }],
      filters: listFilters('  plumber ', true),
    });
    expect(query).toEqual({
      sortBy: 'name',
      sortDirection: 'desc',
      page: 3,
      pageSize: 25,
      search: 'plumber',
      showArchived: true,
    });
  });

  it('leaves out a blank search, an off switch and disabled paging', () => {
    const query = toListQuery({ pagination: { mode: 'off' }, filters: listFilters('   ', false) });
    expect(query).toEqual({});
  });

  it('sends only the first sorter and skips conditional filters', () => {
    const query = toListQuery({
      sorters: [
        { field: 'active', order: 'asc' },
        { field: 'name', order: 'desc' },
      ],
      filters: [
        { operator: 'or', value: [{ field: 'name', operator: 'eq', value: 'x' }] },
        { field: 'filterByAssociations', operator: 'eq', value: false },
      ],
    });
    expect(query).toEqual({ sortBy: 'active', sortDirection: 'asc', page: 1, filterByAssociations: false });
  });
});

describe('containsPattern (server search)', () => {
  it.each([
    ['plumb', '%plumb%'],
    ['  Plumb  ', '%Plumb%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
  ])('%j -> %j', (search, pattern) => {
    expect(containsPattern(search)).toBe(pattern);
  });

  it('means no filter for a blank or absent search', () => {
    expect(containsPattern('   ')).toBeNull();
    expect(containsPattern(undefined)).toBeNull();
  });
});

describe('list paging and query schema', () => {
  it('skips whole pages, 1-based', () => {
    expect(pageOffset(1, 25)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageOffset(0, 10)).toBe(0);
  });

  it('defaults to the first sort field, descending, page 1 of 25', () => {
    const schema = listQuerySchema(['name', 'active']);
    expect(schema.properties.sortBy).toMatchObject({ enum: ['name', 'active'], default: 'name' });
    expect(schema.properties.sortDirection.default).toBe('desc');
    expect(schema.properties.page).toMatchObject({ minimum: 1, default: 1 });
    expect(schema.properties.pageSize).toMatchObject({ minimum: 1, maximum: 1000, default: 25 });
    expect(schema.properties).not.toHaveProperty('showArchived');
  });

  it('adds showArchived (default false) when asked', () => {
    const schema = listQuerySchema(['name'], { showArchived: true });
    expect(schema.properties.showArchived).toMatchObject({ type: 'boolean', default: false });
    expect(schema.properties.sortBy.default).toBe('name');
  });
});

describe('bounded totals', () => {
  it('count the page, four pages ahead and one more row', () => {
    expect(countLimit(1, 25)).toBe(25 + 100 + 1);
    expect(countLimit(3, 10)).toBe(20 + 10 + 40 + 1);
  });

  it('look at most LOOKAHEAD_MAX_ROWS ahead of a large page (the CSV export reads 1,000 a call)', () => {
    expect(countLimit(1, 1000)).toBe(1000 + LOOKAHEAD_MAX_ROWS + 1);
    expect(countLimit(2, 1000)).toBe(2000 + LOOKAHEAD_MAX_ROWS + 1);
  });

  it('read the page and its look-ahead in one window', () => {
    expect(pageWindow(1, 25)).toEqual({ offset: 0, limit: 126 });
    expect(pageWindow(3, 10)).toEqual({ offset: 20, limit: 51 });
  });

  it('split a window read into the page and an exact total when the read ends inside the window', () => {
    const read = Array.from({ length: 37 }, (_, i) => i);
    expect(splitLookahead(read, 2, 25)).toEqual({ rows: read.slice(0, 25), total: 25 + 37, totalIsExact: true });
    expect(splitLookahead([], 1, 25)).toEqual({ rows: [], total: 0, totalIsExact: true });
  });

  it('split a full window read into the page and a lower bound', () => {
    const read = Array.from({ length: 126 }, (_, i) => i);
    expect(splitLookahead(read, 1, 25)).toEqual({ rows: read.slice(0, 25), total: 125, totalIsExact: false });
  });

  it('leave the total of a page past the end to a count', () => {
    expect(splitLookahead([], 4, 25)).toBeNull();
  });

  it('are exact below the limit and a lower bound (limit - 1) when the count reaches it', () => {
    expect(listTotal(0, 126)).toEqual({ total: 0, totalIsExact: true });
    expect(listTotal(125, 126)).toEqual({ total: 125, totalIsExact: true });
    expect(listTotal(126, 126)).toEqual({ total: 125, totalIsExact: false });
  });
});

describe('the total beside a list page, on the client', () => {
  it('reads total and totalIsExact; an answer without the flag is exact, one without a total counts its rows', () => {
    expect(listTotalOf({ total: 125, totalIsExact: false }, 25)).toEqual({ total: 125, totalIsExact: false });
    expect(listTotalOf({ total: 7 }, 7)).toEqual({ total: 7, totalIsExact: true });
    expect(listTotalOf({}, 3)).toEqual({ total: 3, totalIsExact: true });
    expect(listTotalOf(null, 0)).toEqual({ total: 0, totalIsExact: true });
  });

  it("summarises the pager's range, saying 'more than' for a lower bound", () => {
    expect(pagerTotal({ total: 1234, totalIsExact: true }).showTotal(1234, [26, 50])).toBe('26–50 of 1,234');
    expect(pagerTotal({ total: 125, totalIsExact: false }).showTotal(125, [1, 25])).toBe('1–25 of more than 125');
  });

  it('gives antd the pages up to the total and that summary', () => {
    const pager = pagerTotal({ total: 125, totalIsExact: false });
    expect(pager.total).toBe(125);
    expect(pager.showTotal(125, [1, 25])).toBe('1–25 of more than 125');
    expect(pagerTotal(undefined)).toMatchObject({ total: 0 });
  });
});
