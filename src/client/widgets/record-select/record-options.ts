import { valueAt } from '../../../domain/lists/cell-text.ts';
import { widgetsText } from '../../i18n/en/widgets.ts';
import { translate } from '../../i18n/language.ts';
import type { Row } from '../use-company-rows.ts';

/** A select option for one record. */
export interface RecordOption {
  value: string;
  label: string;
}

/** How a record is named: one field, or several joined with ' ' (empty parts skipped). */
export function labelOf(row: Row, labelField: string | readonly string[] = 'name'): string {
  const fields = typeof labelField === 'string' ? [labelField] : labelField;
  return fields
    .map((field) => valueAt(row, field))
    .filter((part) => part !== undefined && part !== null && part !== '')
    .map(String)
    .join(' ');
}

/** The value of a record ('id' unless told). */
export function recordValue(row: Row, valueField = 'id'): string {
  const value = valueAt(row, valueField);
  return value === undefined || value === null ? '' : String(value);
}

/** True when every field of `filter` equals the row's. */
export function matchesFilter(row: Row, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([field, wanted]) => valueAt(row, field) === wanted);
}

/**
 * The options of a record select: the rows matching `filter`, and the current value even when
 * its record no longer matches (an inactive role stays readable, marked '(inactive)').
 */
export function recordOptions(
  rows: readonly Row[],
  settings: { valueField?: string; labelField?: string | readonly string[]; filter?: Record<string, unknown> },
  current: unknown,
): RecordOption[] {
  const options: RecordOption[] = [];
  for (const row of rows) {
    const value = recordValue(row, settings.valueField);
    if (!value) continue;
    const label = labelOf(row, settings.labelField) || value;
    if (matchesFilter(row, settings.filter)) options.push({ value, label });
    else if (value === current) options.push({ value, label: translate(widgetsText, 'inactiveChoice', { label }) });
  }
  return options;
}

/** The option to choose for an empty value: the one labelled `defaultLabel` (case-insensitive), if offered. */
export function defaultOption(
  options: readonly RecordOption[],
  current: unknown,
  defaultLabel: string | undefined,
): RecordOption | undefined {
  if (!defaultLabel || (current !== undefined && current !== null && current !== '')) return undefined;
  const wanted = defaultLabel.trim().toLowerCase();
  return options.find((option) => option.label.trim().toLowerCase() === wanted);
}
