import { CheckCircleFilled, ExclamationCircleFilled, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Flex, Table, type TableColumnsType, type TableColumnType, Tooltip } from 'antd';
import { Link } from 'react-router';
import { EVENT_COLUMNS } from '../../../../schemas/lists/events.ts';
import { dateTimeText } from '../../../domain/common/date-time-text.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { columnTitle } from '../../crud/column-title.ts';
import { SORT_DIRECTIONS, sortOrderOf } from '../../crud/table-sort.ts';
import type { ListTable } from '../../crud/use-list-table.ts';
import { useRowLinks } from '../../crud/use-row-links.ts';
import { eventsListText } from '../../i18n/en/events-list.ts';
import { translate, useText } from '../../i18n/language.ts';
import { privacyLock, sopMarker } from './event-list-row.ts';
import { type EventListRow, manageEventPath } from './events-list.ts';
import { eventStatusName, severityName } from './value-names.ts';

const SEVERITY_COLORS: Record<number, string> = { 0: '#52c41a', 1: '#f5222d' };

function SeverityMarker({ severity }: { severity: number }) {
  const t = useText(eventsListText);
  const label = severityName(severity);
  return (
    <Tooltip title={label}>
      <span
        role="img"
        aria-label={t('severityNamed', { severity: label })}
        data-severity={severity}
        style={{
          display: 'inline-block',
          width: 14,
          height: 14,
          borderRadius: '50%',
          background: SEVERITY_COLORS[severity] ?? '#bfbfbf',
        }}
      />
    </Tooltip>
  );
}

function StatusCell({ row }: { row: EventListRow }) {
  const t = useText(eventsListText);
  const marker = sopMarker(row.isSopComplete);
  const icon = marker.complete ? (
    <CheckCircleFilled role="img" aria-label={t('sopComplete')} style={{ color: '#52c41a' }} />
  ) : (
    <ExclamationCircleFilled role="img" aria-label={marker.tooltip ?? ''} style={{ color: '#faad14' }} />
  );
  return (
    <Flex gap={6} align="center" style={{ whiteSpace: 'nowrap' }}>
      {marker.tooltip ? <Tooltip title={marker.tooltip}>{icon}</Tooltip> : icon}
      <span>{eventStatusName(row.status, row.statusName)}</span>
    </Flex>
  );
}

function PrivacyCell({ row }: { row: EventListRow }) {
  const lock = privacyLock(row.visibleToPositionTypes);
  if (!lock.locked) return <UnlockOutlined role="img" aria-label={lock.label} />;
  return (
    <Tooltip title={lock.tooltip}>
      <LockOutlined role="img" aria-label={lock.label} />
    </Tooltip>
  );
}

/** The cells the table draws rather than writes (the words are in schemas/lists/events.ts and their tooltips). */
const DRAWN: Partial<Record<string, Pick<TableColumnType<EventListRow>, 'render' | 'align'>>> = {
  severity: { render: (_, row) => <SeverityMarker severity={row.severity} /> },
  status: { render: (_, row) => <StatusCell row={row} /> },
  privacy: { align: 'center', render: (_, row) => <PrivacyCell row={row} /> },
  // On screen the property's clock names its zone ('EST'): the viewer may be elsewhere.
  dateOccurredLocal: {
    render: (_, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>{dateTimeText(row.dateOccurredUtc, row.propertyTimeZone)}</span>
    ),
  },
};

interface EventsTableProps {
  list: ListTable<EventListRow>;
  /** Whether a search or filter narrows the list (the empty text says so). */
  narrowed: boolean;
}

/**
 * The server-sorted, server-paged events table (spec 001 §2 "Events list"): the columns of
 * schemas/lists/events.ts (severity marker, status with its SOP marker, privacy lock drawn) and a Manage
 * link pinned to the right edge; a row opens its event (click, or Enter on the focused row). On a
 * narrow screen it scrolls inside itself.
 */
export function EventsTable({ list, narrowed }: EventsTableProps) {
  const t = useText(eventsListText);
  const columns: TableColumnsType<EventListRow> = [
    ...EVENT_COLUMNS.map((column) => ({
      key: column.sort ?? column.key,
      title: columnTitle(column),
      render: (_: unknown, row: EventListRow) => column.text(row, undefined, translate),
      ...(column.sort
        ? { sorter: true, sortDirections: SORT_DIRECTIONS, sortOrder: sortOrderOf(column.sort, list.sorters) }
        : {}),
      ...DRAWN[column.key],
    })),
    actionColumn<EventListRow>({
      render: (_, row) => (
        <Link to={manageEventPath(row.id)} aria-label={t('manageEvent', { number: row.number })}>
          {t('manage')}
        </Link>
      ),
    }),
  ];
  const rowLinks = useRowLinks<EventListRow>((row) => manageEventPath(row.id));

  return (
    <Table<EventListRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.rows}
      loading={list.query.isFetching}
      onChange={list.onTableChange}
      aria-label={t('events')}
      onRow={rowLinks}
      // On a narrow screen the table scrolls inside itself, not the whole page.
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: narrowed ? t('noMatches') : t('noEvents') }}
      pagination={list.pager}
    />
  );
}
