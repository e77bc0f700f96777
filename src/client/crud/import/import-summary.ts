import type { ImportReply } from '../../../../schemas/import.ts';
import { importColumn } from '../../../domain/import/columns.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { ApiError } from '../../api/http.ts';
import { csvImportText } from '../../i18n/en/csv-import.ts';
import { translate } from '../../i18n/language.ts';
import type { CsvColumn } from '../csv.ts';
import { type ImportState, importStep } from './import-flow.ts';

/**
 * What the modal says of a dry run and of an import (issue 24), in the words, in the
 * language the app speaks when it is said (i18n/en/csv-import.ts). Counts are US numbers (1,047).
 */

type ImportKey = keyof typeof csvImportText.en & string;

const count = (n: number) => n.toLocaleString('en-US');

/** A count's words: the key for one, or the key for more with the count. */
export const counted = (n: number, one: ImportKey, many: ImportKey) =>
  n === 1 ? translate(csvImportText, one) : translate(csvImportText, many, { count: count(n) });

/** '1 row', '1,047 rows'. */
export const rowCount = (n: number) => counted(n, 'rowsOne', 'rowsMany');

/** The heading of what the modal shows now; a new heading takes the keyboard focus. */
export function importHeading(state: ImportState): string {
  const heading = (key: 'file' | 'mapping' | 'checking' | 'check' | 'importing' | 'finished' | 'cancelled') =>
    translate(csvImportText, `heading.${key}`);
  switch (importStep(state)) {
    case 'file':
      return heading('file');
    case 'mapping':
      return heading('mapping');
    case 'check':
      return heading(state.running ? 'checking' : 'check');
    case 'import':
      if (state.running) return heading('importing');
      return heading(state.imported ? 'finished' : 'cancelled');
  }
}

/** The four counts of a reply, as written. */
const counts = (reply: ImportReply) => ({
  created: count(reply.created),
  updated: count(reply.updated),
  unchanged: count(reply.unchanged),
  failed: count(reply.failed),
});

/** The dry run: 'N to create, N to update, N unchanged, N with errors'. */
export function checkSummary(reply: ImportReply): string {
  return translate(csvImportText, 'checkSummary', counts(reply));
}

/** The import's end: 'N created, N updated, N unchanged, N failed'. */
export function importSummary(reply: ImportReply): string {
  return translate(csvImportText, 'importSummary', counts(reply));
}

/** The valid rows that change something: what the import writes (unchanged rows are left as they are). */
export function rowsToImport(reply: ImportReply): number {
  return reply.created + reply.updated;
}

/** The confirm button: 'Import 47 rows'. */
export function importButtonLabel(reply: ImportReply): string {
  return counted(rowsToImport(reply), 'importRowsOne', 'importRowsMany');
}

/** The notes of the modal, read when shown. */
export const IMPORT_NOTES = {
  /** Beside the confirm button and under the final summary. */
  get errorsSkipped() {
    return translate(csvImportText, 'errorsSkipped');
  },
  get nothingToImport() {
    return translate(csvImportText, 'nothingToImport');
  },
  /** Under the progress bar. */
  get cancelWarning() {
    return translate(csvImportText, 'cancelWarning');
  },
  get cancelled() {
    return translate(csvImportText, 'cancelled');
  },
  get failedMidway() {
    return translate(csvImportText, 'failedMidway');
  },
  /** Closing the modal mid-import asks first. */
  get stopTitle() {
    return translate(csvImportText, 'stopTitle');
  },
  get stopContent() {
    return translate(csvImportText, 'stopContent');
  },
};

/** A dry run's valid rows that change nothing, said beside the confirm button. */
export function unchangedNote(reply: ImportReply): string | null {
  return reply.unchanged > 0 ? counted(reply.unchanged, 'unchangedOne', 'unchangedMany') : null;
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

/** The errors' table and CSV column titles: Row, Column, Value, Message. */
export const errorColumnTitle = (column: 'row' | 'column' | 'value' | 'message') =>
  translate(csvImportText, `column.${column}`);

/** 'Download errors as CSV': the table's four columns, titled in the app's language when written. */
export const IMPORT_ERROR_CSV_COLUMNS: readonly CsvColumn<ImportErrorRow>[] = [
  {
    get title() {
      return errorColumnTitle('row');
    },
    text: (error) => String(error.row),
  },
  {
    get title() {
      return errorColumnTitle('column');
    },
    text: (error) => error.column,
  },
  {
    get title() {
      return errorColumnTitle('value');
    },
    text: (error) => error.value,
  },
  {
    get title() {
      return errorColumnTitle('message');
    },
    text: (error) => error.message,
  },
];

/** 'properties-import-errors' (the download adds the date). */
export const importErrorsFileName = (resource: ImportResource) => `${resource}-import-errors`;

/** Why a call failed, in words: the server's message and each of its reasons (a bad mapping's fields). */
export function importFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return translate(csvImportText, 'noAnswer');
  const reasons = (error.body?.validationErrors ?? []).map((reason) => reason.message);
  return [...new Set([error.message, ...reasons])].filter(Boolean).join(' ');
}
