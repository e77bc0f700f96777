import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType, Tooltip } from 'antd';
import type { IncidentProcedureRow, TaskProcedureRow } from '../../../../schemas/procedure/replies.ts';
import { visibleToText } from '../../../domain/events/visible-to.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { SORT_DIRECTIONS, sortOrderOf } from '../../crud/table-sort.ts';
import type { ListTable } from '../../crud/use-list-table.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { type ProcedureRow, type ProcedureView, pairText } from './procedure-views.ts';

interface ProcedureTableProps {
  view: ProcedureView;
  /** The view's list (useListTable): rows, sort, page and total. */
  list: ListTable<ProcedureRow>;
  /** The search term the list was asked for (the empty text says whether nothing matched). */
  search: string;
  onEdit: (id: string) => void;
  onCopy: (row: IncidentProcedureRow) => void;
}

const isIncident = (row: ProcedureRow): row is IncidentProcedureRow => 'eventType' in row;

function rowName(row: ProcedureRow): string {
  return isIncident(row) ? pairText(row.eventType, row.eventCategory) : row.name;
}

/**
 * The server-sorted, server-paged procedure table (spec 001 §2): Incidents show Type, Category,
 * Visible To ('All' when not limited) and edit + copy; Tasks / Inspections show Name and edit.
 */
export function ProcedureTable({ view, list, search, onEdit, onCopy }: ProcedureTableProps) {
  const t = useText(proceduresText);
  // Empty means visible to all (domain/events/visible-to.ts), said in the app's language.
  const visibleTo = (roles: readonly { name: string }[]) =>
    roles.length === 0 ? t('visibleToAll') : visibleToText(roles);
  const sortable = (key: string) => ({
    key,
    sorter: true,
    sortDirections: SORT_DIRECTIONS,
    sortOrder: sortOrderOf(key, list.sorters),
  });

  const dataColumns: TableColumnsType<ProcedureRow> =
    view.key === 'incidents'
      ? [
          { ...sortable('type'), title: t('type'), render: (_, row) => (isIncident(row) ? row.eventType.name : '') },
          {
            ...sortable('category'),
            title: t('category'),
            render: (_, row) => (isIncident(row) ? (row.eventCategory?.name ?? '') : ''),
          },
          {
            key: 'visibleTo',
            title: t('visibleTo'),
            responsive: ['sm'],
            render: (_, row) => (isIncident(row) ? visibleTo(row.visibleToPositionTypes) : ''),
          },
        ]
      : [{ ...sortable('name'), title: t('name'), render: (_, row) => (row as TaskProcedureRow).name }];

  const columns: TableColumnsType<ProcedureRow> = [
    ...dataColumns,
    actionColumn<ProcedureRow>({
      width: view.key === 'incidents' ? 104 : 80,
      render: (_, row) => (
        <Flex gap={4}>
          <Tooltip title={t('edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('editNamed', { name: rowName(row) })}
              onClick={() => onEdit(row.id)}
            />
          </Tooltip>
          {isIncident(row) && (
            <Tooltip title={t('copy')}>
              <Button
                type="text"
                icon={<CopyOutlined />}
                aria-label={t('copyNamed', { name: rowName(row) })}
                onClick={() => onCopy(row)}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    }),
  ];

  return (
    <Table<ProcedureRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.rows}
      loading={list.query.isFetching}
      onChange={list.onTableChange}
      aria-label={t('tableLabel', { view: view.label })}
      locale={{ emptyText: t(search ? 'noMatch' : 'noneYet') }}
      pagination={list.pager}
    />
  );
}
