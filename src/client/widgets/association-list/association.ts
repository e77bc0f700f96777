import { valueAt } from '../../../domain/lists/cell-text.ts';
import { widgetsText } from '../../i18n/en/widgets.ts';
import { translate } from '../../i18n/language.ts';
import type { ColumnDefinition, ResourceRecord } from '../../resources/definition.ts';
import { labelOf, recordValue } from '../record-select/record-options.ts';
import type { Row } from '../use-company-rows.ts';

/** The ids in a field's data (anything else is ignored). */
export function idsOf(formData: unknown): string[] {
  return Array.isArray(formData) ? formData.filter((id): id is string => typeof id === 'string') : [];
}

/** `ids` with `id` added at the end; the same array when it is already there (never a duplicate). */
export function addId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) || id === '' ? [...ids] : [...ids, id];
}

/** `ids` without `id`. */
export function removeId(ids: readonly string[], id: string): string[] {
  return ids.filter((each) => each !== id);
}

/** The select's options: the records not chosen yet. */
export function availableOptions(
  rows: readonly Row[],
  ids: readonly string[],
  settings: { valueField?: string; labelField?: string | readonly string[] },
): { value: string; label: string }[] {
  const chosen = new Set(ids);
  return rows
    .map((row) => ({ value: recordValue(row, settings.valueField), label: labelOf(row, settings.labelField) }))
    .filter((option) => option.value !== '' && !chosen.has(option.value))
    .map((option) => ({ ...option, label: option.label || option.value }));
}

/**
 * The table's rows, in the order chosen: each id's record, or a stand-in naming it — 'Loading...'
 * while its record is being read, '(not available)' when the list no longer offers it (another
 * company's id, a deleted record).
 */
export function chosenRows(
  rows: readonly Row[],
  ids: readonly string[],
  settings: { valueField?: string; labelField?: string | readonly string[] },
  options: { loading?: boolean } = {},
): ResourceRecord[] {
  const byId = new Map(rows.map((row) => [recordValue(row, settings.valueField), row]));
  const labelField =
    typeof settings.labelField === 'string' ? settings.labelField : (settings.labelField?.[0] ?? 'name');
  return ids.map((id) => {
    const row = byId.get(id);
    if (row) return { ...row, id };
    return options.loading
      ? { id, [labelField]: translate(widgetsText, 'loading') }
      : { id, [labelField]: translate(widgetsText, 'notAvailable'), unavailable: true };
  });
}

/** The chosen table shows this many ids a page; only those are read from the server. */
export const CHOSEN_PAGE_SIZE = 10;

/** The page of the chosen table to show (`page` clamped to the pages there are) and its ids. */
export function chosenPage(ids: readonly string[], page: number): { page: number; ids: string[] } {
  const last = Math.max(1, Math.ceil(ids.length / CHOSEN_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), last);
  return { page: shown, ids: ids.slice((shown - 1) * CHOSEN_PAGE_SIZE, shown * CHOSEN_PAGE_SIZE) };
}

/** The columns of the chosen table: the declared ones, or a single Name column of the label. */
export function tableColumnsOf(
  columns: readonly ColumnDefinition[] | undefined,
  labelField: string | readonly string[] = 'name',
): readonly ColumnDefinition[] {
  if (columns && columns.length > 0) return columns;
  return [
    {
      key: 'name',
      title: translate(widgetsText, 'name'),
      field: typeof labelField === 'string' ? labelField : labelField,
    },
  ];
}

/** The path of a sibling field: ['vendor', 'propertyAssociations'] + 'all...' -> ['vendor', 'all...']. */
export function siblingPath(fieldPath: readonly (string | number)[], sibling: string): (string | number)[] {
  return [...fieldPath.slice(0, -1), sibling];
}

/** The value at an RJSF path in the whole form's data. */
export function valueAtPath(formData: unknown, path: readonly (string | number)[]): unknown {
  if (formData === null || typeof formData !== 'object') return undefined;
  return path.length === 0 ? formData : valueAt(formData as ResourceRecord, path.join('.'));
}
