import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvHeader, csvRows } from '../../../src/client/crud/csv.ts';
import { cellText } from '../../../src/domain/import/cells.ts';
import { readCsvFile } from '../../../src/domain/import/csv-file.ts';
import { FORMULA_CELL, unescapeFormulaCell } from '../../../src/domain/import/csv-injection.ts';

describe('CSV injection (OWASP)', () => {
  it('calls a cell starting with = + - @ tab or CR a formula, but not a signed number', () => {
    for (const formula of ['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', '+1 217 555 0101']) {
      expect(FORMULA_CELL.test(formula), formula).toBe(true);
    }
    for (const plain of ['-12.50', '+3', '-1,200', 'Lakeview', "'=x"])
      expect(FORMULA_CELL.test(plain), plain).toBe(false);
  });

  it('an import keeps a formula as text and takes off only an export’s apostrophe', () => {
    expect(unescapeFormulaCell('=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(unescapeFormulaCell('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(unescapeFormulaCell("'+1 217 555 0101")).toBe('+1 217 555 0101');
    expect(unescapeFormulaCell("O'Brien")).toBe("O'Brien");
    expect(unescapeFormulaCell("'quoted'")).toBe("'quoted'");
  });

  it('an exported list imports back as the cells it was (export escapes, import unescapes)', () => {
    const cells = ['=HYPERLINK("http://evil")', '@SUM(A1)', '-12.50', '+1 217 555 0101', 'Plain, with comma'];
    const columns = cells.map((_, index) => ({ title: `C${index}`, text: (row: string[]) => row[index] }));
    const exported = CSV_BOM + csvHeader(columns) + csvRows(columns, [cells]);
    expect(exported).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const read = readCsvFile(new TextEncoder().encode(exported));
    if (!('file' in read)) throw new Error(read.problem.message);
    expect(read.file.records[0].cells.map(cellText)).toEqual(cells);
  });
});
