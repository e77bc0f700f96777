import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { CrudSort } from '@refinedev/core';
import { Button, Flex, type TableColumnsType, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { InsurancePolicyRow } from '../../../../schemas/insurance-policy.ts';
import { POLICY_COLUMNS, policyCellText } from '../../../../schemas/lists/insurance-policies.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { columnTitle } from '../../crud/column-title.ts';
import { SORT_DIRECTIONS, sortOrderOf } from '../../crud/table-sort.ts';
import type { TextOf } from '../../i18n/catalogue.ts';
import type { insuranceText } from '../../i18n/en/insurance.ts';
import { translate } from '../../i18n/language.ts';
import { INSURANCE_PATHS } from './insurance-paths.ts';

const declared = POLICY_COLUMNS.columns;

interface Options {
  /** Server sorting (the list); none: a plain table (a property's policies). */
  sorters?: readonly CrudSort[];
  /** The delete icon's action; none: only the edit link. */
  onDelete?: (row: InsurancePolicyRow) => void;
  /** The property a form opened from here returns to. */
  fromPropertyId?: string;
  /** Leave these columns out (a property's policies: no Number). */
  omit?: readonly string[];
}

/**
 * The policy tables' columns (spec 002 §2.10, §2.13), then Actions: the edit link and the delete icon;
 * built per render with the page's words (`t`). The data columns' titles are the list's, shared with the CSV export.
 */
export function policyColumns(
  t: TextOf<(typeof insuranceText)['en']>,
  options: Options = {},
): TableColumnsType<InsurancePolicyRow> {
  const data: TableColumnsType<InsurancePolicyRow> = declared
    .filter((column) => !options.omit?.includes(column.key))
    .map((column) => ({
      key: column.sort ?? column.key,
      title: columnTitle(column),
      render: (_: unknown, row: InsurancePolicyRow) => policyCellText(column, row, translate),
      ...(options.sorters && column.sort
        ? { sorter: true, sortOrder: sortOrderOf(column.sort, options.sorters), sortDirections: SORT_DIRECTIONS }
        : {}),
    }));
  return [
    ...data,
    actionColumn<InsurancePolicyRow>({
      width: 110,
      render: (_: unknown, row: InsurancePolicyRow) => (
        <Flex gap="small" align="center" style={{ whiteSpace: 'nowrap' }}>
          <Link
            to={INSURANCE_PATHS.form(row.id, options.fromPropertyId)}
            aria-label={t('editPolicy', { number: row.number ?? '' }).trim()}
          >
            <EditOutlined /> {t('edit')}
          </Link>
          {options.onDelete && (
            <Tooltip title={t('deletePolicy')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('deletePolicyNumber', { number: row.number ?? '' }).trim()}
                onClick={() => options.onDelete?.(row)}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    }),
  ];
}
