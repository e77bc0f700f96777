import type { RowOf, SortFieldOf } from '../../../../schemas/protocol/contract.ts';
import { reportEndpoints } from '../../../../schemas/report.ts';
import type { CsvColumn } from '../../crud/csv.ts';
import type { ListTableOptions } from '../../crud/use-list-table.ts';
import type { PagedCsvExport } from '../../crud/use-paged-csv-export.ts';
import { reportsText } from '../../i18n/en/reports.ts';
import { translate } from '../../i18n/language.ts';
import { listOf } from '../../providers/data-provider.ts';
import { monthText } from './report-rows.ts';

/** One row of GET /reports/eventCountByProperty. */
export type EventCountRow = RowOf<typeof reportEndpoints.eventCountByProperty>;

/** A column of the Event Counts report: its title, the server's sort field and its cell in words. */
export interface EventCountColumn extends CsvColumn<EventCountRow> {
  sort: SortFieldOf<typeof reportEndpoints.eventCountByProperty>;
}

/** A column whose title is read in the language spoken at the time (the table's render, the CSV's writing). */
function column(
  sort: EventCountColumn['sort'],
  title: 'property' | 'type' | 'category' | 'month' | 'count',
  text: EventCountColumn['text'],
): EventCountColumn {
  return {
    sort,
    get title() {
      return translate(reportsText, title);
    },
    text,
  };
}

/** The columns (spec 001 §2: property, type, category, month shown as a month, count), all sortable. */
export const EVENT_COUNT_COLUMNS: readonly EventCountColumn[] = [
  column('property', 'property', (row) => row.property),
  column('type', 'type', (row) => row.type),
  column('category', 'category', (row) => row.category ?? ''),
  column('month', 'month', (row) => monthText(row.month)),
  column('count', 'count', (row) => String(row.count)),
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
