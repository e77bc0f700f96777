import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvHeader, csvRows } from '../../../../src/client/crud/csv.ts';
import { templateCsv } from '../../../../src/client/crud/import/import-files.ts';
import { IMPORT_ERROR_CSV_COLUMNS, importErrorRows } from '../../../../src/client/crud/import/import-summary.ts';
import { importTemplateRows } from '../../../../src/client/crud/import/templates.ts';
import { readCsvFile } from '../../../../src/domain/import/csv-file.ts';
import { resolveMapping } from '../../../../src/domain/import/header-mapping.ts';
import { IMPORT_RESOURCES } from '../../../../src/domain/import/resources.ts';

/** What the download writes after its byte-order mark. */
const text = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) =>
  csvHeader(columns) + csvRows(columns, rows);

describe('the files the modal hands out', () => {
  it.each(IMPORT_RESOURCES)(
    'the %s template is its header and one example row, and reads back as a file to import',
    (resource) => {
      const { columns, rows } = templateCsv(resource);
      const written = text(columns, rows);
      expect(Papa.parse<string[]>(written.trim()).data).toEqual(importTemplateRows(resource));
      const read = readCsvFile(new TextEncoder().encode(written));
      if (!('file' in read)) throw new Error(read.problem.message);
      expect(resolveMapping(resource, read.file.header).problems).toEqual([]);
      expect(read.file.records).toHaveLength(1);
    },
  );

  it('the error report: Row, Column, Value, Message, a formula-like value kept harmless', () => {
    const rows = importErrorRows('properties', [
      { row: 11, field: 'phone', value: '12', message: 'Phone: 12 is not a valid phone number.' },
      { row: 21, field: 'name', value: '=HYPERLINK("x")', message: 'Name is required.' },
    ]);
    expect(Papa.parse<string[]>(text(IMPORT_ERROR_CSV_COLUMNS, rows).trim()).data).toEqual([
      ['Row', 'Column', 'Value', 'Message'],
      ['11', 'Phone', '12', 'Phone: 12 is not a valid phone number.'],
      ['21', 'Name', `'=HYPERLINK("x")`, 'Name is required.'],
    ]);
  });
});
