import { CheckCircleFilled, ExclamationCircleFilled, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Flex, Table, type TableColumnsType, Tooltip } from 'antd';
import { Link } from 'react-router';
import { privacyLock, sopMarker } from '../../../domain/event-list-row.ts';
import { severityLabel } from '../../../domain/event-severity.ts';
import { SORT_DIRECTIONS, sortOrderOf } from '../../crud/table-sort.ts';
import type { ListTable } from '../../crud/use-list-table.ts';
import { type EventListRow, manageEventPath, occurredText } from './events-list.ts';

const SEVERITY_COLORS: Record<number, string> = { 0: '#52c41a', 1: '#f5222d' };

function SeverityMarker({ severity }: { severity: number }) {
  const label = severityLabel(severity);
  return (
    <Tooltip title={label}>
      <span
        role="img"
        aria-label={`Severity ${label}`}
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
  const marker = sopMarker(row.isSopComplete);
  const icon = marker.complete ? (
    <CheckCircleFilled role="img" aria-label="SOP complete" style={{ color: '#52c41a' }} />
  ) : (
    <ExclamationCircleFilled role="img" aria-label={marker.tooltip ?? ''} style={{ color: '#faad14' }} />
  );
  return (
    <Flex gap={6} align="center" style={{ whiteSpace: 'nowrap' }}>
      {marker.tooltip ? <Tooltip title={marker.tooltip}>{icon}</Tooltip> : icon}
      <span>{row.statusName}</span>
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

interface EventsTableProps {
  list: ListTable<EventListRow>;
  /** Whether a search or filter narrows the list (the empty text says so). */
  narrowed: boolean;
}

/**
 * The server-sorted, server-paged events table (spec 001 §2 "Events list"): property, severity
 * marker, type, category, location, status with its SOP marker, claim type, privacy lock,
 * date/time, number and a Manage link. On a narrow screen it scrolls inside itself.
 */
export function EventsTable({ list, narrowed }: EventsTableProps) {
  const sortable = (key: string) => ({
    key,
    sorter: true,
    sortDirections: SORT_DIRECTIONS,
    sortOrder: sortOrderOf(key, list.sorters),
  });

  const columns: TableColumnsType<EventListRow> = [
    { ...sortable('property'), title: 'Property', dataIndex: 'property' },
    {
      ...sortable('severity'),
      title: 'Severity',
      render: (_, row) => <SeverityMarker severity={row.severity} />,
    },
    { ...sortable('type'), title: 'Type', dataIndex: 'type' },
    { ...sortable('category'), title: 'Category', render: (_, row) => row.category ?? '' },
    { ...sortable('location'), title: 'Location', render: (_, row) => row.location ?? '' },
    { ...sortable('status'), title: 'Status', render: (_, row) => <StatusCell row={row} /> },
    { key: 'claimType', title: 'Claim Type', render: (_, row) => row.claimTypeString ?? '' },
    { key: 'privacy', title: 'Privacy', align: 'center', render: (_, row) => <PrivacyCell row={row} /> },
    {
      ...sortable('dateOccurredLocal'),
      title: 'Date/Time',
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{occurredText(row.dateOccurredLocal)}</span>,
    },
    { ...sortable('number'), title: 'Number', dataIndex: 'number' },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) => (
        <Link to={manageEventPath(row.id)} aria-label={`Manage event ${row.number}`}>
          Manage
        </Link>
      ),
    },
  ];

  return (
    <Table<EventListRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.rows}
      loading={list.query.isFetching}
      onChange={list.onTableChange}
      aria-label="Events"
      // On a narrow screen the table scrolls inside itself, not the whole page.
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: narrowed ? 'No events match the search and filters.' : 'No events yet.' }}
      pagination={list.pager}
    />
  );
}
