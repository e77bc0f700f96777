import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_NAME_MAX_LENGTH, eventCategoryEndpoints } from '../../schemas/event-category.ts';
import { endpointPath } from '../../src/client/api/call-endpoint.ts';
import { configureHttp } from '../../src/client/api/http.ts';
import {
  type CategoryDraft,
  categoryModalTitle,
  categoryNameProblem,
  categorySaveRequest,
  DEFAULT_SORT_DIRECTION,
  EVENT_TYPES_PAGE_SIZE,
  eventTypesQuery,
  sortLabel,
  toggleDirection,
} from '../../src/client/pages/event-categories/category-rules.ts';

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

describe('eventTypesQuery', () => {
  it("sends the spec's sortBy Name with the direction, the page and the page size", () => {
    expect(eventTypesQuery({ search: '', direction: 'asc', page: 1 })).toEqual({
      sortBy: 'Name',
      sortDirection: 'asc',
      search: undefined,
      page: 1,
      pageSize: EVENT_TYPES_PAGE_SIZE,
    });
  });

  it('trims the search and leaves a blank one out', () => {
    expect(eventTypesQuery({ search: '  leak ', direction: 'desc', page: 2 })).toMatchObject({
      search: 'leak',
      sortDirection: 'desc',
      page: 2,
    });
    expect(eventTypesQuery({ search: '   ', direction: 'asc', page: 1 }).search).toBeUndefined();
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
