import { textProblem } from '../common/text-hygiene.ts';
import { type CellValue, type CellValues, cellText, readCell } from './cells.ts';
import type { ImportColumn, ImportColumnsOf } from './columns.ts';
import type { MappedColumn } from './header-mapping.ts';
import type { ImportResource } from './resources.ts';

/**
 * One row of a file read into our fields (issue 24): each mapped column's cell read by its kind
 * (cells.ts) and checked as any text the API receives (no control characters: text-hygiene.ts).
 * What the values must further be — required, formats, lengths, names of roles and properties
 * — is the one-record save's rule, which the server applies.
 */

/** One problem of one row, as the import's reply and its error report list it. */
export interface ImportRowError {
  /** The row as a spreadsheet numbers it: the header is row 1, the first record row 2. */
  row: number;
  /** Our field (columns.ts), the column the problem is in. */
  field: string;
  /** The cell as the file has it. */
  value: string;
  /** A sentence that names the column. */
  message: string;
}

/** A row's values by field, typed by each column's kind; a field the file does not map is absent. */
export type ImportRowValues<R extends ImportResource> = {
  [C in ImportColumnsOf<R> as C['field']]?: CellValues[C['kind']];
};

/** A record of the file: its spreadsheet row number and its cells. */
export interface CsvRecord {
  row: number;
  cells: readonly string[];
}

/**
 * A message about a column: its title, then what is wrong — 'Archived must be yes or no.' for the
 * validation wording's fragments, 'Phone: 555 is not a valid phone number.' for a whole sentence.
 */
export function columnMessage(column: Pick<ImportColumn, 'title'>, problem: string): string {
  const text = problem.replace(/\.$/, '');
  return /^(is|must|has|have)\b/.test(text) ? `${column.title} ${text}.` : `${column.title}: ${text}.`;
}

/** The row's values by field (unmapped fields absent), and the problems of its cells. */
export function readImportRow(
  record: CsvRecord,
  columns: readonly MappedColumn[],
): { values: Record<string, CellValue>; errors: ImportRowError[] } {
  const values: Record<string, CellValue> = {};
  const errors: ImportRowError[] = [];
  for (const { column, index } of columns) {
    const raw = record.cells[index] ?? '';
    const problem = textProblem(raw);
    const reading = problem ? { problem } : readCell(column.kind, cellText(raw));
    if ('problem' in reading) {
      errors.push({
        row: record.row,
        field: column.field,
        value: raw,
        message: columnMessage(column, reading.problem),
      });
    } else {
      values[column.field] = reading.value;
    }
  }
  return { values, errors };
}
