import type { ImportReply } from '../../../../schemas/import.ts';
import { importColumn } from '../../../domain/import/columns.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { ApiError } from '../../api/http.ts';
import type { CsvColumn } from '../csv.ts';
import { type ImportState, importStep } from './import-flow.ts';

/** What the modal says of a dry run and of an import (issue 24), in the words. */

const count = (n: number) => n.toLocaleString('en-US');
const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

/** The heading of what the modal shows now; a new heading takes the keyboard focus. */
export function importHeading(state: ImportState): string {
  switch (importStep(state)) {
    case 'file':
      return 'Choose a file';
    case 'mapping':
      return 'Match the columns';
    case 'check':
      return state.running ? 'Checking the file...' : 'What the import will do';
    case 'import':
      if (state.running) return 'Importing...';
      return state.imported ? 'Import finished' : 'Import cancelled';
  }
}

/** The dry run: 'N to create, N to update, N unchanged, N with errors'. */
export function checkSummary(reply: ImportReply): string {
  return `${count(reply.created)} to create, ${count(reply.updated)} to update, ${count(reply.unchanged)} unchanged, ${count(reply.failed)} with errors`;
}

/** The import's end: 'N created, N updated, N unchanged, N failed'. */
export function importSummary(reply: ImportReply): string {
  return `${count(reply.created)} created, ${count(reply.updated)} updated, ${count(reply.unchanged)} unchanged, ${count(reply.failed)} failed`;
}

/** The valid rows that change something: what the import writes (unchanged rows are left as they are). */
export function rowsToImport(reply: ImportReply): number {
  return reply.created + reply.updated;
}

/** The confirm button: 'Import 47 rows'. */
export function importButtonLabel(reply: ImportReply): string {
  return `Import ${rows(rowsToImport(reply))}`;
}

const RESUME = 'importing the same file again finishes the job';

export const IMPORT_NOTES = {
  /** Beside the confirm button and under the final summary. */
  errorsSkipped: 'Rows with errors are not imported.',
  nothingToImport: 'Nothing to import: every valid row is already here as the file has it.',
  /** Under the progress bar. */
  cancelWarning: `Cancel stops the import: rows already written stay, and ${RESUME}.`,
  cancelled: `Import cancelled. Rows already written stay; ${RESUME}.`,
  failedMidway: `Rows written before the failure stay; ${RESUME}.`,
  /** Closing the modal mid-import asks first. */
  stopTitle: 'Stop the import?',
  stopContent: `Rows already written stay; ${RESUME}.`,
} as const;

/** A dry run's valid rows that change nothing, said beside the confirm button. */
export function unchangedNote(reply: ImportReply): string | null {
  return reply.unchanged > 0 ? `${rows(reply.unchanged)} unchanged: left as they are.` : null;
}

/** One line of the errors table and of its CSV: the column by its title, as the template names it. */
export interface ImportErrorRow {
  key: string;
  row: number;
  column: string;
  value: string;
  message: string;
}

export function importErrorRows(resource: ImportResource, errors: ImportReply['errors']): ImportErrorRow[] {
  return errors.map((error, index) => ({
    key: `${index}`,
    row: error.row,
    column: importColumn(resource, error.field)?.title ?? error.field,
    value: error.value,
    message: error.message,
  }));
}

/** 'Download errors as CSV': the table's four columns. */
export const IMPORT_ERROR_CSV_COLUMNS: readonly CsvColumn<ImportErrorRow>[] = [
  { title: 'Row', text: (error) => String(error.row) },
  { title: 'Column', text: (error) => error.column },
  { title: 'Value', text: (error) => error.value },
  { title: 'Message', text: (error) => error.message },
];

/** 'properties-import-errors' (the download adds the date). */
export const importErrorsFileName = (resource: ImportResource) => `${resource}-import-errors`;

const NO_ANSWER = 'The server could not be reached: check the connection and try again.';

/** Why a call failed, in words: the server's message and each of its reasons (a bad mapping's fields). */
export function importFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return NO_ANSWER;
  const reasons = (error.body?.validationErrors ?? []).map((reason) => reason.message);
  return [...new Set([error.message, ...reasons])].filter(Boolean).join(' ');
}
