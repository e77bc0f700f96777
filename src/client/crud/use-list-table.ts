import { type BaseRecord, type CrudFilter, type CrudSort, type HttpError, useTable } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { useState } from 'react';
import type { listOf } from '../providers/data-provider.ts';
import { toListQuery } from '../providers/list-query.ts';
import { listPageChange } from './list-paging.ts';
import { pagerTotal } from './pager-total.ts';

export interface ListTableOptions {
  /** The Refine resource: a resources.config.ts name, or the name of a bespoke list (with `meta`). */
  resource: string;
  /** A list endpoint of a bespoke page: `listOf(endpoint)`; a declared resource's list otherwise. */
  meta?: ReturnType<typeof listOf>;
  pageSize: number;
  /** The sort of the first page (its field is the server's sortBy). */
  defaultSort: CrudSort;
  /** The list's filters now (search, show archived...); a change goes back to page 1. */
  filters: CrudFilter[];
  /** The page sizes the pager offers. */
  pageSizes?: readonly number[];
  /** Hide the pager while every match fits on the smallest page (the bespoke lists). */
  hidePagerWhenOnePage?: boolean;
}

/** The page sizes a list offers unless it says otherwise. */
export const LIST_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/**
 * One server-paged, server-sorted, server-filtered list over Refine's `useTable` and the data
 * provider — the generic setup lists and the bespoke pages alike: the rows, the query (loading,
 * error, refetch), the sort, the antd table change handler, and the pager's page and bounded total
 * ('1–25 of more than 125'). The page on screen stays while the next one loads; failures are
 * toasted by the HTTP client's global handler, not by Refine.
 */
export function useListTable<Row extends BaseRecord>({
  resource,
  meta,
  pageSize,
  defaultSort,
  filters,
  pageSizes = LIST_PAGE_SIZES,
  hidePagerWhenOnePage = false,
}: ListTableOptions) {
  const table = useTable<Row, HttpError>({
    resource,
    meta,
    syncWithLocation: false,
    pagination: { currentPage: 1, pageSize, mode: 'server' },
    sorters: { initial: [defaultSort], mode: 'server' },
    // Read on every render, so a new search or switch position is a new query.
    filters: { permanent: filters, mode: 'server' },
    errorNotification: false,
    queryOptions: { placeholderData: keepPreviousData },
  });

  // New filters start again at page 1 (adjusting state during render, so no request goes out
  // for the stale page).
  const filterKey = JSON.stringify(filters);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    table.setCurrentPage(1);
  }

  /** Sort by `sorters` from page 1. */
  const sortBy = (sorters: CrudSort[]) => {
    table.setSorters(sorters);
    table.setCurrentPage(1);
  };

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    const next = listPageChange(
      { currentPage: table.currentPage, pageSize: table.pageSize },
      pagination,
      sorter,
      extra.action,
    );
    if (next.sorters) table.setSorters(next.sorters);
    if (next.pageSize !== table.pageSize) table.setPageSize(next.pageSize);
    table.setCurrentPage(next.currentPage);
  };

  const total = pagerTotal(table.tableQuery.data);
  return {
    rows: table.result.data,
    /** The list's query (isPending, isFetching, isError, refetch); `data` holds total and totalIsExact. */
    query: table.tableQuery,
    sorters: table.sorters,
    /** The list's query without paging (sort, search, filters): what 'Download CSV' reads to the end. */
    exportQuery: toListQuery({ sorters: table.sorters, filters, pagination: { mode: 'off' } }),
    sortBy,
    currentPage: table.currentPage,
    setCurrentPage: table.setCurrentPage,
    onTableChange,
    /** antd pagination: the page, its size, the bounded total and the size changer. */
    pager: {
      current: table.currentPage,
      pageSize: table.pageSize,
      ...total,
      showSizeChanger: true,
      pageSizeOptions: [...pageSizes],
      hideOnSinglePage: hidePagerWhenOnePage && total.total <= (pageSizes[0] ?? 0),
    },
  };
}

export type ListTable<Row extends BaseRecord> = ReturnType<typeof useListTable<Row>>;
