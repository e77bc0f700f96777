import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, delimiterOf, readCsvFile } from '../../../src/domain/import/csv-file.ts';
import { IMPORT_LIMIT_MESSAGES, IMPORT_LIMITS } from '../../../src/domain/import/limits.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

function fileOf(bytes: Uint8Array) {
  const read = readCsvFile(bytes);
  if ('problem' in read) throw new Error(read.problem.message);
  return read.file;
}

describe('reading a CSV file', () => {
  it('reads UTF-8 with or without a byte-order mark', () => {
    const text = 'Name,City\r\nCafé,Zürich\r\n';
    for (const bytes of [utf8(text), utf8(`\uFEFF${text}`)]) {
      expect(fileOf(bytes)).toEqual({
        header: ['Name', 'City'],
        records: [{ row: 2, cells: ['Café', 'Zürich'] }],
        encoding: 'utf-8',
      });
    }
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    const bytes = Uint8Array.from([...utf8('Name\r\nCaf'), 0xe9, ...utf8(' '), 0x80, ...utf8('5\r\n')]);
    expect(fileOf(bytes)).toMatchObject({ records: [{ cells: ['Café €5'] }], encoding: 'windows-1252' });
    expect(decodeCsvBytes(Uint8Array.from([0x43, 0x61, 0x66, 0xe9])).text).toBe('Café');
  });

  it('numbers records as a spreadsheet numbers rows, skipping blank ones, keeping quoted line breaks', () => {
    const file = fileOf(utf8('Name,Note\n\nA,"two\nlines"\n , \nB,x\n'));
    expect(file.records).toEqual([
      { row: 3, cells: ['A', 'two\nlines'] },
      { row: 5, cells: ['B', 'x'] },
    ]);
  });

  it('takes the header line’s delimiter: comma, semicolon or tab (not a ; inside list cells)', () => {
    expect(delimiterOf('Name;Properties\nNorth;101')).toBe(';');
    expect(delimiterOf('Name\tProperties\n')).toBe('\t');
    expect(delimiterOf('Name,Properties\nNorth,101;102;103')).toBe(',');
    expect(delimiterOf('"A;B",C')).toBe(',');
    expect(fileOf(utf8('Name,Properties\nNorth,101;102\n')).records[0].cells).toEqual(['North', '101;102']);
  });

  it('refuses binary data, UTF-16, an empty file and broken quoting, saying why', () => {
    const problem = (bytes: Uint8Array) => {
      const read = readCsvFile(bytes);
      return 'problem' in read ? read.problem : null;
    };
    expect(problem(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))?.message).toMatch(/not CSV text.*Excel/);
    expect(problem(Uint8Array.from([0xff, 0xfe, 0x4e, 0x00]))?.message).toMatch(/UTF-16/);
    expect(problem(utf8(' \r\n\r\n'))).toMatchObject({ reason: 'empty' });
    expect(problem(utf8(',,\nA,B,C'))).toMatchObject({ reason: 'empty' });
    expect(problem(utf8('Name\n"unclosed\nB\n'))).toMatchObject({ reason: 'malformed' });
  });

  it('refuses more than 20,000 records and more than 10 MB, with the limits in words', () => {
    const rows = `Name\n${'x\n'.repeat(IMPORT_LIMITS.rows)}`;
    expect('file' in readCsvFile(utf8(rows))).toBe(true);
    expect(readCsvFile(utf8(`${rows}x\n`))).toEqual({
      problem: { reason: 'tooManyRows', message: IMPORT_LIMIT_MESSAGES.rows },
    });
    expect(IMPORT_LIMIT_MESSAGES.rows).toContain('20,000 rows');
    expect(readCsvFile(new Uint8Array(IMPORT_LIMITS.bytes + 1))).toEqual({
      problem: { reason: 'tooLarge', message: IMPORT_LIMIT_MESSAGES.bytes },
    });
    expect(IMPORT_LIMIT_MESSAGES.bytes).toContain('10 MB');
  });
});
