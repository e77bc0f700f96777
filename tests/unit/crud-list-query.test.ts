import { describe, expect, it } from 'vitest';
import { listFilters, toListQuery } from '../../src/client/crud/list-query.ts';
import { containsPattern, listQuerySchema, pageOffset } from '../../src/server/http/list-query.ts';

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
