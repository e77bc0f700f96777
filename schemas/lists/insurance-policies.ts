import { POLICY_TYPES, policyTypeLabel } from '../../src/domain/claims/insurance-policy.ts';
import { listCellsText } from '../../src/domain/i18n/en/list-cells.ts';
import { policyTypeText } from '../../src/domain/i18n/en/policy-type.ts';
import {
  type CellTranslate,
  type ColumnDefinition,
  type CsvColumn,
  cellText,
  englishCells,
  listColumns,
} from '../../src/domain/lists/cell-text.ts';
import type { insurancePolicyEndpoints } from '../insurance-policy.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';

type List = typeof insurancePolicyEndpoints.list;
type PolicyRow = RowOf<List>;

/** The Insurance Policies list's columns (spec 002 §2.10): the screen, a property's policies and the CSV export. */
export const POLICY_COLUMNS = listColumns<PolicyRow, SortFieldOf<List>>()({
  name: 'insurancePolicies',
  columns: [
    { key: 'number', title: 'Number', field: 'number', sort: 'number' },
    { key: 'policyType', title: 'Type', field: 'policyType', sort: 'policyType' },
    { key: 'carrierName', title: 'Carrier Name', field: 'carrierName', sort: 'carrierName' },
    { key: 'startDate', title: 'Start Date', field: 'startDate', format: 'date', sort: 'startDate' },
    { key: 'endDate', title: 'End Date', field: 'endDate', format: 'date', sort: 'endDate' },
    { key: 'premium', title: 'Premium', field: 'premium', format: 'currency', sort: 'premium' },
    {
      key: 'premiumAnnualized',
      title: 'Prem. Annualized',
      field: 'premiumAnnualized',
      format: 'currency',
      sort: 'premiumAnnualized',
    },
    {
      key: 'coverageAmount',
      title: 'Coverage Amount',
      field: 'coverageAmount',
      format: 'currency',
      sort: 'coverageAmount',
    },
    { key: 'deductible', title: 'Deductible', field: 'deductible', format: 'currency', sort: 'deductible' },
  ],
  archivedField: 'isArchived',
});

/** A policy's type in words (`translate`: the reader's language); a value no type has stays 'Unknown'. */
function policyTypeWords(value: PolicyRow['policyType'], translate: CellTranslate): string {
  const known = POLICY_TYPES.some((type) => type.value === value);
  return known ? translate(policyTypeText, String(value) as keyof typeof policyTypeText.en) : policyTypeLabel(value);
}

/**
 * A policy cell's text as the list shows it (the type in words, money as $, dates MM/DD/YYYY,
 * archived marked), its words in the reader's language (`translate`; English without).
 */
export function policyCellText(
  column: ColumnDefinition<PolicyRow>,
  row: PolicyRow,
  translate: CellTranslate = englishCells,
): string {
  if (column.key === 'policyType') return policyTypeWords(row.policyType, translate);
  const text = cellText(column, row, undefined, translate);
  // An archived policy says so where it is named (show archived, a property's policies).
  return column.key === 'carrierName' && row.isArchived
    ? translate(listCellsText, 'archivedName', { name: text })
    : text;
}

/** The declared columns as the CSV export writes them. */
export const POLICY_CSV_COLUMNS: readonly CsvColumn<PolicyRow>[] = POLICY_COLUMNS.columns.map((column) => ({
  title: column.title,
  titleKey: column.titleKey,
  text: (row: PolicyRow, _timeZone, translate) => policyCellText(column as ColumnDefinition<PolicyRow>, row, translate),
}));
