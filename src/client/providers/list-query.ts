import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';
import type { Query } from '../api/http.ts';

/** The filter fields the generic list sets; each becomes the query parameter of the same name. */
export const SEARCH_FILTER = 'search';
export const SHOW_ARCHIVED_FILTER = 'showArchived';

/** A list's search term as Refine filters (a blank term is no filter: its value is dropped). */
export function searchFilters(search: string): CrudFilter[] {
  return [{ field: SEARCH_FILTER, operator: 'contains', value: search.trim() || undefined }];
}

/** The generic list's own state, as Refine filters (undefined values are dropped by Refine). */
export function listFilters(search: string, showArchived: boolean): CrudFilter[] {
  return [...searchFilters(search), { field: SHOW_ARCHIVED_FILTER, operator: 'eq', value: showArchived || undefined }];
}

/**
 * Refine's list parameters -> the query of every list call (DESIGN: Data): sortBy,
 * sortDirection, page, pageSize, and one parameter per plain filter (search, showArchived,
 * filterByAssociations...). Only the first sorter is sent: the API sorts by one column.
 */
export function toListQuery(params: { pagination?: Pagination; sorters?: CrudSort[]; filters?: CrudFilter[] }): Query {
  const query: Query = {};
  const sorter = params.sorters?.[0];
  if (sorter) {
    query.sortBy = sorter.field;
    query.sortDirection = sorter.order;
  }
  if (params.pagination?.mode !== 'off') {
    query.page = params.pagination?.currentPage ?? 1;
    if (params.pagination?.pageSize) query.pageSize = params.pagination.pageSize;
  }
  for (const filter of params.filters ?? []) {
    // Conditional (and/or) filters have no query form in this API.
    if (!('field' in filter)) continue;
    const value: unknown = filter.value;
    if (typeof value === 'string') {
      if (value.trim()) query[filter.field] = value.trim();
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      query[filter.field] = value;
    }
  }
  return query;
}
