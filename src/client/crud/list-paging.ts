import type { CrudSort } from '@refinedev/core';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult, TableCurrentDataSource } from 'antd/es/table/interface';
import { toCrudSorts } from './table-sort.ts';

/** The page a server-paged list shows. */
export interface ListPage {
  currentPage: number;
  pageSize: number;
}

/** What an antd table change asks of the list: the page to show, and new sorters after a sort click. */
export interface ListPageChange extends ListPage {
  sorters?: CrudSort[];
}

/**
 * An antd table's change -> the list's next page (one rule for every server-paged list): a sort
 * click sorts (it never clears the sort) and goes back to page 1; a new page size goes back to
 * page 1; otherwise the pager's page.
 */
export function listPageChange<T>(
  page: ListPage,
  pagination: TablePaginationConfig,
  sorter: SorterResult<T> | SorterResult<T>[],
  action: TableCurrentDataSource<T>['action'],
): ListPageChange {
  if (action === 'sort') {
    const sorters = toCrudSorts(sorter);
    return { ...(sorters.length > 0 ? { sorters } : {}), currentPage: 1, pageSize: page.pageSize };
  }
  const pageSize = pagination.pageSize ?? page.pageSize;
  if (pageSize !== page.pageSize) return { currentPage: 1, pageSize };
  return { currentPage: pagination.current ?? page.currentPage, pageSize };
}
