import Papa from 'papaparse';
import { cellText } from '../resources/cell-text.ts';
import type { ColumnDefinition, ResourceRecord } from '../resources/definition.ts';

/**
 * 'Download CSV' of a list (DESIGN: Client conventions): the columns as the list shows them, each
 * cell the very text of the list (cell-text.ts: dates MM/DD/YYYY, Active/Inactive, Yes/No), built
 * page by page so 50,000 rows never sit in memory as objects.
 */

/** Excel reads UTF-8 (names with accents) only after a byte-order mark. */
export const CSV_BOM = '\uFEFF';
const NEWLINE = '\r\n';

/**
 * Cells a spreadsheet would run as a formula get a leading apostrophe (papaparse escapeFormulae),
 * except plain negative or signed numbers ('-12.50'), which stay numbers.
 */
const FORMULA = /^(?![-+]?\$?\d[\d,]*(\.\d+)?$)[=+\-@\t\r]/;

const unparse = (data: string[][]) =>
  Papa.unparse(data, { newline: NEWLINE, escapeFormulae: FORMULA, quotes: false, header: false });

/** The header line (with its line break): the column titles. */
export function csvHeader(columns: readonly ColumnDefinition[]): string {
  return unparse([columns.map((column) => column.title)]) + NEWLINE;
}

/** The lines of `records` (each with its line break); '' for none. */
export function csvRows(columns: readonly ColumnDefinition[], records: readonly ResourceRecord[]): string {
  if (records.length === 0) return '';
  return unparse(records.map((record) => columns.map((column) => cellText(column, record)))) + NEWLINE;
}

/** 'people-2024-03-07.csv': the resource (or the declared file name) and the local date. */
export function csvFileName(base: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const name = base
    .trim()
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name || 'export'}-${day}.csv`;
}

/**
 * Keeps each record once across pages (by id): rows that shift between two page reads (a row
 * added meanwhile) are not written twice. Records without an id are always kept.
 */
export function firstSeen(records: readonly ResourceRecord[], seen: Set<string>): ResourceRecord[] {
  return records.filter((record) => {
    if (record.id === undefined || record.id === null) return true;
    const id = String(record.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
