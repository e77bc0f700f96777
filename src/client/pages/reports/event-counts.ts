import type { RowOf, SortFieldOf } from '../../../../schemas/protocol/contract.ts';
import { reportEndpoints } from '../../../../schemas/report.ts';
import type { CsvColumn } from '../../crud/csv.ts';
import type { ListTableOptions } from '../../crud/use-list-table.ts';
import type { PagedCsvExport } from '../../crud/use-paged-csv-export.ts';
import { listOf } from '../../providers/data-provider.ts';
import { monthText } from './report-rows.ts';

/** One row of GET /reports/eventCountByProperty. */
export type EventCountRow = RowOf<typeof reportEndpoints.eventCountByProperty>;

/** A column of the Event Counts report: its title, the server's sort field and its cell in words. */
export interface EventCountColumn extends CsvColumn<EventCountRow> {
  sort: SortFieldOf<typeof reportEndpoints.eventCountByProperty>;
}

/** The columns (spec 001 §2: property, type, category, month shown as a month, count), all sortable. */
export const EVENT_COUNT_COLUMNS: readonly EventCountColumn[] = [
  { sort: 'property', title: 'Property', text: (row) => row.property },
  { sort: 'type', title: 'Type', text: (row) => row.type },
  { sort: 'category', title: 'Category', text: (row) => row.category ?? '' },
  { sort: 'month', title: 'Month', text: (row) => monthText(row.month) },
  { sort: 'count', title: 'Count', text: (row) => String(row.count) },
];

/** The report as useListTable reads it: server-sorted (property A–Z first) and server-paged. */
export const EVENT_COUNTS_LIST: ListTableOptions = {
  resource: 'reports',
  meta: listOf(reportEndpoints.eventCountByProperty),
  pageSize: 50,
  defaultSort: { field: 'property', order: 'asc' },
  filters: [],
  pageSizes: [25, 50, 100, 200],
};

/** 'Download CSV': every row in the order shown, as event-counts-YYYY-MM-DD.csv. */
export const EVENT_COUNTS_CSV: Omit<PagedCsvExport<EventCountRow>, 'query'> = {
  endpoint: reportEndpoints.eventCountByProperty,
  columns: EVENT_COUNT_COLUMNS,
  fileName: 'event-counts',
};
