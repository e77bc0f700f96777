import Papa from 'papaparse';
import { dayOf } from '../common/calendar-date.ts';
import { FORMULA_CELL } from '../import/csv-injection.ts';
import type { CellTranslate, CsvColumn } from './cell-text.ts';

/**
 * How a CSV file of ours is written (DESIGN: Client conventions), by the server's list exports and
 * by the browser's own small downloads (a chart's figures, an import's errors): a byte-order mark,
 * the column titles, each cell the list's own text, CRLF lines, formula cells escaped.
 */

/** Excel reads UTF-8 (names with accents) only after a byte-order mark. */
export const CSV_BOM = '\uFEFF';
const NEWLINE = '\r\n';

/**
 * Cells a spreadsheet would run as a formula get a leading apostrophe (papaparse escapeFormulae;
 * the rule, which imports undo, is src/domain/import/csv-injection.ts), except plain negative or
 * signed numbers ('-12.50'), which stay numbers.
 */
const unparse = (data: string[][]) =>
  Papa.unparse(data, { newline: NEWLINE, escapeFormulae: FORMULA_CELL, quotes: false, header: false });

/** The header line (with its line break): the column titles. */
export function csvHeader(columns: readonly { title: string }[]): string {
  return unparse([columns.map((column) => column.title)]) + NEWLINE;
}

/**
 * The lines of `rows` (each with its line break); '' for none. `timeZone` dates moments (the
 * viewer's); `translate` words the cells in the file's language (English without).
 */
export function csvRows<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  timeZone?: string,
  translate?: CellTranslate,
): string {
  if (rows.length === 0) return '';
  return unparse(rows.map((row) => columns.map((column) => column.text(row, timeZone, translate)))) + NEWLINE;
}

/**
 * 'people-2024-03-07.csv': the list's name (a resource's, 'events') and the date on the viewer's
 * clock (`timeZone`; else the runtime's own, the browser's).
 */
export function csvFileName(base: string, date: Date, timeZone?: string): string {
  const name = base
    .trim()
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name || 'export'}-${dayOf(date, timeZone)}.csv`;
}
