import type { ImportResource } from '../../../domain/import/resources.ts';
import type { CsvColumn } from '../csv.ts';
import { downloadCsv, downloadCsvAs } from '../download-csv.ts';
import { IMPORT_ERROR_CSV_COLUMNS, type ImportErrorRow, importErrorsFileName } from './import-summary.ts';
import { importTemplateFileName, importTemplateRows } from './templates.ts';

/** The two files the modal hands out, written as every CSV of the product (BOM, formula-safe cells). */

/** The template as CSV columns over its rows: each column reads its cell by position. */
export function templateCsv(resource: ImportResource): { columns: CsvColumn<string[]>[]; rows: string[][] } {
  const [header, ...rows] = importTemplateRows(resource);
  const columns = header.map((title, index) => ({ title, text: (row: string[]) => row[index] ?? '' }));
  return { columns, rows };
}

/** 'Download a template': the import's columns and one example row. */
export function downloadTemplate(resource: ImportResource): Promise<void> {
  const { columns, rows } = templateCsv(resource);
  return downloadCsvAs(importTemplateFileName(resource), columns, rows);
}

/** 'Download errors as CSV': Row, Column, Value, Message. */
export function downloadErrors(resource: ImportResource, errors: readonly ImportErrorRow[]): Promise<void> {
  return downloadCsv(importErrorsFileName(resource), IMPORT_ERROR_CSV_COLUMNS, errors);
}
