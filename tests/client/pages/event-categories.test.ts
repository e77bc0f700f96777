import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORY_NAME_MAX_LENGTH, eventCategoryEndpoints } from '../../../schemas/event-category.ts';
import { endpointPath } from '../../../src/client/api/call-endpoint.ts';
import { configureHttp } from '../../../src/client/api/http.ts';
import {
  type CategoryDraft,
  categoryModalTitle,
  categoryNameProblem,
  categorySaveRequest,
  DEFAULT_SORT_DIRECTION,
  directionOf,
  EVENT_TYPES_PAGE_SIZE,
  EVENT_TYPES_RESOURCE,
  eventTypesListOptions,
  eventTypesSort,
  sortLabel,
  toggleDirection,
} from '../../../src/client/pages/event-categories/category-rules.ts';
import { dataProvider } from '../../../src/client/providers/data-provider.ts';
import { toListQuery } from '../../../src/client/providers/list-query.ts';

const COMPANY = 'company-1';
beforeAll(() => configureHttp({ getCompanyId: () => COMPANY }));

const newDraft: CategoryDraft = { typeId: 'type-1', typeName: 'Fire', category: null };
const editDraft: CategoryDraft = {
  typeId: 'type-1',
  typeName: 'Fire',
  category: { id: 'cat-9', name: 'Kitchen Fire' },
};

describe('the sort toggle', () => {
  it('starts ascending by name (spec 001 §9) and flips both ways', () => {
    expect(DEFAULT_SORT_DIRECTION).toBe('asc');
    expect(toggleDirection('asc')).toBe('desc');
    expect(toggleDirection('desc')).toBe('asc');
    expect(sortLabel('asc')).toBe('Name A–Z');
    expect(sortLabel('desc')).toBe('Name Z–A');
  });
});

describe('the event type list', () => {
  /** The query of a page of the list, as the data provider sends it for the page's useTable options. */
  const queryOf = (search: string, direction: 'asc' | 'desc', page: number) => {
    const options = eventTypesListOptions(search);
    return toListQuery({
      pagination: { currentPage: page, pageSize: options.pageSize },
      sorters: [direction === DEFAULT_SORT_DIRECTION ? options.defaultSort : eventTypesSort(direction)],
      filters: options.filters,
    });
  };

  it("sends the spec's sortBy Name with the direction, the page and the page size", () => {
    expect(queryOf('', 'asc', 1)).toEqual({
      sortBy: 'Name',
      sortDirection: 'asc',
      page: 1,
      pageSize: EVENT_TYPES_PAGE_SIZE,
    });
    expect(EVENT_TYPES_PAGE_SIZE).toBe(25);
  });

  it('trims the search and leaves a blank one out', () => {
    expect(queryOf('  leak ', 'desc', 2)).toMatchObject({
      search: 'leak',
      sortDirection: 'desc',
      page: 2,
    });
    expect(queryOf('   ', 'asc', 1).search).toBeUndefined();
  });

  it('reads the toggle position back from the sort, ascending without one', () => {
    expect(directionOf([eventTypesSort('desc')])).toBe('desc');
    expect(directionOf([eventTypesListOptions('').defaultSort])).toBe('asc');
    expect(directionOf([])).toBe('asc');
  });

  describe('through the data provider', () => {
    const calls: string[] = [];
    afterEach(() => vi.unstubAllGlobals());

    it('GETs /eventTypes and reads the types under eventTypes with the bounded total', async () => {
      calls.length = 0;
      vi.stubGlobal('fetch', async (url: string) => {
        calls.push(url);
        const body = { eventTypes: [{ id: 't1', name: 'Fire', categories: [] }], total: 125, totalIsExact: false };
        return new Response(JSON.stringify(body), { status: 200 });
      });
      const options = eventTypesListOptions(' fire');
      expect(options.resource).toBe(EVENT_TYPES_RESOURCE);
      const result = await dataProvider.getList({
        resource: options.resource,
        meta: options.meta,
        pagination: { currentPage: 1, pageSize: options.pageSize, mode: 'server' },
        sorters: [options.defaultSort],
        filters: options.filters,
      });
      const url = new URL(calls[0], 'http://x');
      expect(url.pathname).toBe(`/api/company/${COMPANY}/eventTypes`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        sortBy: 'Name',
        sortDirection: 'asc',
        page: '1',
        pageSize: '25',
        search: 'fire',
      });
      expect(result).toEqual({
        data: [{ id: 't1', name: 'Fire', categories: [] }],
        total: 125,
        totalIsExact: false,
      });
    });
  });
});

describe('the Add/Edit Category modal', () => {
  it('is titled by what it does', () => {
    expect(categoryModalTitle(newDraft)).toBe('Add Category');
    expect(categoryModalTitle(editDraft)).toBe('Edit Category');
  });

  it.each<[string, string, string | null]>([
    ['empty', '', 'is required'],
    ['spaces only', '   ', 'is required'],
    ['a name', 'Grease Fire', null],
    ['the longest name', 'x'.repeat(CATEGORY_NAME_MAX_LENGTH), null],
    ['a name with spaces around the longest', ` ${'x'.repeat(CATEGORY_NAME_MAX_LENGTH)} `, null],
    ['one character too long', 'x'.repeat(CATEGORY_NAME_MAX_LENGTH + 1), 'must be at most 100 characters'],
  ])('name %s -> %s', (_title, name, problem) => {
    expect(categoryNameProblem(name)).toBe(problem);
  });

  const pathOf = ({ endpoint, params }: ReturnType<typeof categorySaveRequest>) => endpointPath(endpoint, params);

  it('creates through POST /eventTypes/{typeId}/categories without an id', () => {
    const request = categorySaveRequest(newDraft, '  Grease Fire ');
    expect(request).toEqual({
      endpoint: eventCategoryEndpoints.saveTypeCategory,
      params: { typeId: 'type-1' },
      body: { name: 'Grease Fire', typeId: 'type-1' },
    });
    expect([request.endpoint.method, pathOf(request)]).toEqual([
      'POST',
      `/api/company/${COMPANY}/eventTypes/type-1/categories`,
    ]);
  });

  it('updates through POST /categories/{id} with the id, name and typeId', () => {
    const request = categorySaveRequest(editDraft, 'Cooking Fire');
    expect(request).toEqual({
      endpoint: eventCategoryEndpoints.update,
      params: { id: 'cat-9' },
      body: { id: 'cat-9', name: 'Cooking Fire', typeId: 'type-1' },
    });
    expect([request.endpoint.method, pathOf(request)]).toEqual(['POST', `/api/company/${COMPANY}/categories/cat-9`]);
  });

  it('escapes ids in paths', () => {
    expect(pathOf(categorySaveRequest({ ...newDraft, typeId: 'a/b' }, 'x'))).toBe(
      `/api/company/${COMPANY}/eventTypes/a%2Fb/categories`,
    );
  });
});
