import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { eventManagementEndpoints } from '../../../../schemas/event-management/endpoints.ts';
import type { ActivityLogEntry } from '../../../../schemas/event-management/replies.ts';
import { dateTimeText } from '../../../domain/common/date-time-text.ts';
import { SORT_DIRECTIONS, sortOrderOf } from '../../crud/table-sort.ts';
import { useListTable } from '../../crud/use-list-table.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { listOf } from '../../providers/data-provider.ts';
import { ACTIVITY_RESOURCE } from './event-manage-api.ts';

/**
 * The Activity tab (spec 001 §2): Time, Item, Action, Description, Person — every change of the
 * event, newest first, paged on the server; the time on the clock of the event's property
 * (`timeZone`), zone named. Mounted each time the tab is opened, so the log is read again whenever
 * it is clicked.
 */
export function ActivityTab({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const t = useText(eventManageText);
  const list = useListTable<ActivityLogEntry>({
    resource: ACTIVITY_RESOURCE,
    meta: listOf(eventManagementEndpoints.activityLogs, { id: eventId }),
    pageSize: 25,
    defaultSort: { field: 'dateOccurredLocal', order: 'desc' },
    filters: [],
    hidePagerWhenOnePage: true,
  });
  const columns: TableColumnsType<ActivityLogEntry> = [
    {
      key: 'dateOccurredLocal',
      title: t('time'),
      sorter: true,
      sortDirections: SORT_DIRECTIONS,
      sortOrder: sortOrderOf('dateOccurredLocal', list.sorters),
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{dateTimeText(row.dateOccurredUtc, timeZone)}</span>,
    },
    { key: 'item', title: t('item'), dataIndex: 'activityElement' },
    { key: 'action', title: t('action'), dataIndex: 'activity' },
    {
      key: 'description',
      title: t('description'),
      // Long descriptions wrap instead of widening the table past the page.
      render: (_, row) => <div style={{ minWidth: 200, maxWidth: 480, whiteSpace: 'normal' }}>{row.description}</div>,
    },
    { key: 'person', title: t('person'), render: (_, row) => row.person ?? '' },
  ];
  if (list.query.isError && !list.query.data) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('activityNotLoaded')}
        action={<Button onClick={() => void list.query.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <Table<ActivityLogEntry>
      rowKey="id"
      size="middle"
      aria-label={t('activity')}
      columns={columns}
      dataSource={list.rows}
      loading={list.query.isFetching}
      onChange={list.onTableChange}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('noActivity') }}
      pagination={list.pager}
    />
  );
}
