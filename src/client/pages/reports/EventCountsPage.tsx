import { Alert, Button, Flex, Table, type TableColumnsType } from 'antd';
import { PagedCsvExportButton } from '../../crud/PagedCsvExportButton.tsx';
import { SORT_DIRECTIONS, sortOrderOf } from '../../crud/table-sort.ts';
import { useListTable } from '../../crud/use-list-table.ts';
import { reportsText } from '../../i18n/en/reports.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { PageProps } from '../page-props.ts';
import { EVENT_COUNT_COLUMNS, EVENT_COUNTS_CSV, EVENT_COUNTS_LIST, type EventCountRow } from './event-counts.ts';

/**
 * /reports/propertyEventTypeCount (spec 001 §2 'Reports'): the company's events per property,
 * type, category and month, every column sorted on the server, paged, and 'Download CSV'.
 */
export function EventCountsPage({ title }: PageProps) {
  const t = useText(reportsText);
  const list = useListTable<EventCountRow>(EVENT_COUNTS_LIST);
  const columns: TableColumnsType<EventCountRow> = EVENT_COUNT_COLUMNS.map((column) => ({
    key: column.sort,
    title: column.title,
    align: column.sort === 'count' ? 'right' : undefined,
    render: (_: unknown, row: EventCountRow) => column.text(row) || '--',
    sorter: true,
    sortDirections: SORT_DIRECTIONS,
    sortOrder: sortOrderOf(column.sort, list.sorters),
  }));
  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        <PagedCsvExportButton {...EVENT_COUNTS_CSV} query={list.exportQuery} />
      </Flex>
      {list.query.isError && !list.query.data ? (
        <Alert
          type="warning"
          showIcon
          message={t('eventCountsNotLoaded')}
          action={<Button onClick={() => void list.query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Table<EventCountRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.rows}
          loading={list.query.isFetching}
          onChange={list.onTableChange}
          aria-label={t('eventCounts')}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('noEventsYet') }}
          pagination={list.pager}
        />
      )}
    </div>
  );
}
