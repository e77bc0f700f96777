import { EditOutlined } from '@ant-design/icons';
import type { CrudSort } from '@refinedev/core';
import { Button, type TableColumnsType, Tooltip } from 'antd';
import { cellText, sortKeyOf } from '../resources/cell-text.ts';
import type { ColumnDefinition, ResourceRecord } from '../resources/definition.ts';
import { SORT_DIRECTIONS, sortOrderOf } from './table-sort.ts';

interface ColumnOptions {
  sorters: readonly CrudSort[];
  editLabel: string;
  onEdit: (record: ResourceRecord) => void;
}

/** Declared columns -> antd columns; sorting is server-driven, so antd only reports clicks. */
export function tableColumns(
  columns: readonly ColumnDefinition[],
  options: ColumnOptions,
): TableColumnsType<ResourceRecord> {
  const data: TableColumnsType<ResourceRecord> = columns.map((column) => {
    const sortKey = sortKeyOf(column);
    return {
      key: sortKey ?? column.key,
      title: column.title,
      width: column.width,
      render: (_: unknown, record: ResourceRecord) => cellText(column, record),
      ...(sortKey
        ? { sorter: true, sortOrder: sortOrderOf(sortKey, options.sorters), sortDirections: SORT_DIRECTIONS }
        : {}),
    };
  });
  return [
    ...data,
    {
      key: 'actions',
      title: 'Actions',
      width: 96,
      render: (_: unknown, record: ResourceRecord) => (
        <Tooltip title={options.editLabel}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${options.editLabel} ${cellText(columns[0], record)}`.trim()}
            onClick={() => options.onEdit(record)}
          />
        </Tooltip>
      ),
    },
  ];
}
