import Papa from 'papaparse';
import { dayOf } from '../../domain/common/calendar-date.ts';
import { FORMULA_CELL } from '../../domain/import/csv-injection.ts';

/**
 * 'Download CSV' of a list (DESIGN: Client conventions): the columns as the list shows them, each
 * cell the very text of the list (the setup lists' cell-text.ts: dates MM/DD/YYYY, Active/Inactive,
 * Yes/No; a bespoke list's own words), built page by page so 50,000 rows never sit in memory as objects.
 */

/** One column of a CSV file: its title and the text of its cell for a row. */
export interface CsvColumn<Row> {
  title: string;
  text: (row: Row) => string;
}

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

/** The lines of `rows` (each with its line break); '' for none. */
export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  if (rows.length === 0) return '';
  return unparse(rows.map((row) => columns.map((column) => column.text(row)))) + NEWLINE;
}

/** 'people-2024-03-07.csv': the list's name (a resource's, its declared file name, 'events') and the local date. */
export function csvFileName(base: string, date: Date): string {
  const name = base
    .trim()
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name || 'export'}-${dayOf(date)}.csv`;
}

/**
 * Keeps each row once across pages (by id): rows that shift between two page reads (a row
 * added meanwhile) are not written twice. Rows without an id are always kept.
 */
export function firstSeen<Row extends { id?: unknown }>(rows: readonly Row[], seen: Set<string>): Row[] {
  return rows.filter((row) => {
    if (row.id === undefined || row.id === null) return true;
    const id = String(row.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
