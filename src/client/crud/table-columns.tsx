import { EditOutlined } from '@ant-design/icons';
import type { CrudSort } from '@refinedev/core';
import { Button, Flex, type TableColumnsType, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { cellText, sortKeyOf, valueAt } from '../../domain/lists/cell-text.ts';
import { translate } from '../i18n/language.ts';
import type { ColumnDefinition, ResourceRecord, RowAction } from '../resources/definition.ts';
import { actionColumn } from './action-column.ts';
import { columnTitle } from './column-title.ts';
import { RowActionButton } from './RowActionButton.tsx';
import { SignInCell } from './SignInCell.tsx';
import { SORT_DIRECTIONS, sortOrderOf } from './table-sort.ts';

interface ColumnOptions {
  sorters: readonly CrudSort[];
  editLabel: string;
  onEdit: (record: ResourceRecord) => void;
  /** The declaration's actions beside the edit button. */
  rowActions?: readonly RowAction[];
}

/**
 * What a cell shows: a sign-in state as its tag, a status or yes/no in the app's language,
 * anything else as the text a CSV export writes too.
 */
function cellView(column: ColumnDefinition, record: ResourceRecord): ReactNode {
  if (column.format === 'signIn' && typeof column.field === 'string') {
    return <SignInCell value={valueAt(record, column.field)} />;
  }
  return cellText(column, record, undefined, translate);
}

/** Declared columns -> antd columns (with the edit and row actions); sorting is server-driven, so antd only reports clicks. */
export function tableColumns(
  columns: readonly ColumnDefinition[],
  options: ColumnOptions,
): TableColumnsType<ResourceRecord> {
  const data: TableColumnsType<ResourceRecord> = columns.map((column) => {
    const sortKey = sortKeyOf(column);
    return {
      key: sortKey ?? column.key,
      title: columnTitle(column),
      width: column.width,
      render: (_: unknown, record: ResourceRecord) => cellView(column, record),
      ...(sortKey
        ? { sorter: true, sortOrder: sortOrderOf(sortKey, options.sorters), sortDirections: SORT_DIRECTIONS }
        : {}),
    };
  });
  const rowActions = options.rowActions ?? [];
  return [
    ...data,
    actionColumn<ResourceRecord>({
      // Room for the edit button and, where a declaration has them, its row actions.
      width: 96 + 36 * rowActions.length,
      render: (_: unknown, record: ResourceRecord) => {
        const rowName = cellText(columns[0], record);
        return (
          <Flex gap={4}>
            <Tooltip title={options.editLabel}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`${options.editLabel} ${rowName}`.trim()}
                onClick={() => options.onEdit(record)}
              />
            </Tooltip>
            {rowActions
              .filter((action) => action.visible(record))
              .map((action) => (
                <RowActionButton key={action.key} action={action} row={record} rowName={rowName} />
              ))}
          </Flex>
        );
      },
    }),
  ];
}
