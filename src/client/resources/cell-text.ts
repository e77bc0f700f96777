import { calendarDateText, instantDateText, isCalendarDate } from '../../domain/common/calendar-date.ts';
import { formatUsd } from '../../domain/common/currency.ts';
import { viewerDateTimeText } from '../../domain/common/date-time-text.ts';
import type { ColumnDefinition, ResourceRecord } from './definition.ts';

/** The value at a dotted path ('address.city'); undefined when any step is missing. */
export function valueAt(record: ResourceRecord, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** MM/DD/YYYY: a calendar date ('2024-03-07') as written, a moment on the viewer's clock. */
function formatDate(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  return typeof value === 'string' && isCalendarDate(value) ? calendarDateText(value) : instantDateText(value);
}

/**
 * A last sign-in moment as the Users list shows it: never signed in is 'Invited'. A sign-in
 * belongs to no property, so the screen shows it on the viewer's clock, zone named (`dateTime`);
 * the CSV writes its date (MM/DD/YYYY).
 */
export type SignInState = { state: 'Invited' } | { state: 'Active'; date: string; dateTime: string };

export function signInState(value: unknown): SignInState {
  if (value === null || value === undefined || value === '') return { state: 'Invited' };
  const date = formatDate(value);
  return { state: 'Active', date, dateTime: date ? viewerDateTimeText(value as string | Date) : '' };
}

function signInText(value: unknown): string {
  const signIn = signInState(value);
  return signIn.state === 'Active' && signIn.date ? `Active (last sign-in ${signIn.date})` : signIn.state;
}

function formatOne(value: unknown, format: ColumnDefinition['format']): string {
  switch (format) {
    case 'status':
      return value === true ? 'Active' : 'Inactive';
    case 'yesNo':
      return value === true ? 'Yes' : 'No';
    case 'date':
      return formatDate(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? NUMBER.format(value) : formatOne(value, 'text');
    case 'currency':
      return formatUsd(value);
    case 'signIn':
      return signInText(value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/**
 * The text a column shows for a record: one field formatted, or several joined with ', '
 * (empty parts skipped, so 'Austin' rather than 'Austin, '). The list and a CSV export share it.
 */
export function cellText(column: ColumnDefinition, record: ResourceRecord): string {
  if (column.inactiveWhen && valueAt(record, column.inactiveWhen) === true) return formatOne(false, column.format);
  const fields: readonly string[] = typeof column.field === 'string' ? [column.field] : column.field;
  return fields
    .map((field) => formatOne(valueAt(record, field), column.format))
    .filter((text) => text !== '')
    .join(', ');
}

/** The sortBy a column sends (one of its list endpoint's sort fields); undefined when it does not sort. */
export function sortKeyOf(column: ColumnDefinition): string | undefined {
  return column.sort;
}
