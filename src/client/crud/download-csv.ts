import { translate } from '../i18n/language.ts';
import { columnTitle } from './column-title.ts';
import type { CsvColumn } from './csv.ts';

/** Hands a finished file to the browser as a download. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * 'Download CSV' of rows already on screen (a chart's figures): the same file as a list's
 * (byte-order mark, header, formula-safe cells, 'name-YYYY-MM-DD.csv'); papaparse is loaded on the first click.
 */
export async function downloadCsv<Row>(fileName: string, columns: readonly CsvColumn<Row>[], rows: readonly Row[]) {
  const csv = await import('./csv.ts');
  await downloadCsvAs(csv.csvFileName(fileName, new Date()), columns, rows);
}

/** The same file under exactly this name (an import's template: 'properties-import-template.csv'). */
export async function downloadCsvAs<Row>(fileName: string, columns: readonly CsvColumn<Row>[], rows: readonly Row[]) {
  const csv = await import('./csv.ts');
  // A column of a declared list (its title key) is titled in the app's language; others as given.
  const header = csv.csvHeader(columns.map((column) => ({ title: columnTitle(column) })));
  // The words in cells (a status, yes/no) in the app's language too.
  const blob = new Blob([csv.CSV_BOM, header, csv.csvRows(columns, rows, undefined, translate)], {
    type: 'text/csv;charset=utf-8',
  });
  download(blob, fileName);
}
