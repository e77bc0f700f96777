import type { CrudSort } from '@refinedev/core';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';

/** antd's sorter change -> Refine sorters (the column key is the server's sortBy). */
export function toCrudSorts<T>(sorter: SorterResult<T> | SorterResult<T>[]): CrudSort[] {
  const list = Array.isArray(sorter) ? sorter : [sorter];
  const sorts: CrudSort[] = [];
  for (const item of list) {
    if (!item.order || item.columnKey === undefined) continue;
    sorts.push({ field: String(item.columnKey), order: item.order === 'ascend' ? 'asc' : 'desc' });
  }
  return sorts;
}

/** The controlled antd sort order of a column from Refine's sorters. */
export function sortOrderOf(sortKey: string, sorters: readonly CrudSort[]): SortOrder {
  const sorter = sorters.find((sort) => sort.field === sortKey);
  if (!sorter) return null;
  return sorter.order === 'asc' ? 'ascend' : 'descend';
}

/**
 * Each click flips the direction and never clears the sort, so the server always gets a
 * sortBy (antd's documented trick: repeat the first direction at the end).
 */
export const SORT_DIRECTIONS: SortOrder[] = ['descend', 'ascend', 'descend'];
