import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType, type TableProps, Tooltip } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { IncidentProcedureRow, TaskProcedureRow } from '../../../../schemas/procedure.ts';
import type { ListTotal } from '../../../domain/list-total.ts';
import { pagerTotal } from '../../crud/pager-total.ts';
import { SORT_DIRECTIONS } from '../../crud/table-sort.ts';
import {
  type ListState,
  PAGE_SIZES,
  type ProcedureRow,
  type ProcedureView,
  pairText,
  visibleToText,
} from './procedure-views.ts';

interface ProcedureTableProps {
  view: ProcedureView;
  state: ListState;
  onState: (state: ListState) => void;
  rows: ProcedureRow[];
  total: ListTotal | undefined;
  loading: boolean;
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
export function ProcedureTable({ view, state, onState, rows, total, loading, onEdit, onCopy }: ProcedureTableProps) {
  const sortable = (key: string) => ({
    key,
    sorter: true,
    sortDirections: SORT_DIRECTIONS,
    sortOrder: (state.sortBy === key ? (state.sortDirection === 'asc' ? 'ascend' : 'descend') : null) as SortOrder,
  });

  const dataColumns: TableColumnsType<ProcedureRow> =
    view.key === 'incidents'
      ? [
          { ...sortable('type'), title: 'Type', render: (_, row) => (isIncident(row) ? row.eventType.name : '') },
          {
            ...sortable('category'),
            title: 'Category',
            render: (_, row) => (isIncident(row) ? (row.eventCategory?.name ?? '') : ''),
          },
          {
            key: 'visibleTo',
            title: 'Visible To',
            responsive: ['sm'],
            render: (_, row) => (isIncident(row) ? visibleToText(row.visibleToPositionTypes) : ''),
          },
        ]
      : [{ ...sortable('name'), title: 'Name', render: (_, row) => (row as TaskProcedureRow).name }];

  const columns: TableColumnsType<ProcedureRow> = [
    ...dataColumns,
    {
      key: 'actions',
      title: 'Actions',
      width: view.key === 'incidents' ? 104 : 80,
      render: (_, row) => (
        <Flex gap={4}>
          <Tooltip title="Edit">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${rowName(row)}`}
              onClick={() => onEdit(row.id)}
            />
          </Tooltip>
          {isIncident(row) && (
            <Tooltip title="Copy">
              <Button
                type="text"
                icon={<CopyOutlined />}
                aria-label={`Copy ${rowName(row)}`}
                onClick={() => onCopy(row)}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];

  const onChange: TableProps<ProcedureRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      if (!one?.order || one.columnKey === undefined) return;
      onState({
        ...state,
        sortBy: String(one.columnKey),
        sortDirection: one.order === 'ascend' ? 'asc' : 'desc',
        page: 1,
      });
      return;
    }
    const pageSize = pagination.pageSize ?? state.pageSize;
    onState({ ...state, pageSize, page: pageSize === state.pageSize ? (pagination.current ?? 1) : 1 });
  };

  return (
    <Table<ProcedureRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      aria-label={`${view.label} procedures`}
      locale={{ emptyText: state.search ? 'No procedures match the search.' : 'No procedures yet.' }}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        ...pagerTotal(total),
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES,
        hideOnSinglePage: (total?.total ?? 0) <= PAGE_SIZES[0],
      }}
    />
  );
}
