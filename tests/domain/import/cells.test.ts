import { describe, expect, it } from 'vitest';
import { cellText, listItems, readCell } from '../../../src/domain/import/cells.ts';
import { resolveMapping } from '../../../src/domain/import/header-mapping.ts';
import { readImportRow } from '../../../src/domain/import/row-values.ts';

describe('import cells', () => {
  it('trims text and keeps a formula as its text', () => {
    expect(cellText('  Lakeview  ')).toBe('Lakeview');
    expect(cellText('=HYPERLINK("http://x")')).toBe('=HYPERLINK("http://x")');
    expect(cellText(undefined)).toBe('');
  });

  it('reads yes/no in the usual spellings; blank is null; anything else is refused', () => {
    for (const yes of ['Yes', 'y', 'TRUE', '1', 'x']) expect(readCell('yesNo', yes)).toEqual({ value: true });
    for (const no of ['No', 'n', 'false', '0']) expect(readCell('yesNo', no)).toEqual({ value: false });
    expect(readCell('yesNo', '')).toEqual({ value: null });
    expect(readCell('yesNo', 'maybe')).toEqual({ problem: 'must be yes or no' });
  });

  it('reads whole numbers with or without thousands separators', () => {
    expect(readCell('wholeNumber', '120')).toEqual({ value: 120 });
    expect(readCell('wholeNumber', '1,200')).toEqual({ value: 1200 });
    expect(readCell('wholeNumber', '')).toEqual({ value: null });
    for (const bad of ['12.5', '-3', '1,20', 'ten']) {
      expect(readCell('wholeNumber', bad)).toEqual({ problem: 'must be a whole number (0 or more)' });
    }
  });

  it('splits lists on ;, trimmed, blanks dropped, each once (case aside)', () => {
    expect(listItems(' 101; 102 ;;101 ; ')).toEqual(['101', '102']);
    expect(listItems('North Portfolio; north portfolio')).toEqual(['North Portfolio']);
    expect(readCell('list', '')).toEqual({ value: [] });
  });

  it('reads a US state by name or code', () => {
    expect(readCell('usState', 'Illinois')).toEqual({ value: 'IL' });
    expect(readCell('usState', 'il')).toEqual({ value: 'il' });
    expect(readCell('usState', 'Ontario')).toEqual({ value: 'Ontario' });
  });
});

describe('one row read into fields', () => {
  const headers = ['Name', 'Properties', 'Extra'];
  const { columns } = resolveMapping('propertygroups', headers);

  it('reads the mapped columns only, by kind', () => {
    expect(readImportRow({ row: 2, cells: [' North ', '101;102', 'ignored'] }, columns)).toEqual({
      values: { name: 'North', properties: ['101', '102'] },
      errors: [],
    });
  });

  it('refuses a cell with control characters, naming the row, column and value', () => {
    const { errors } = readImportRow({ row: 7, cells: ['North\u0007', ''] }, columns);
    expect(errors).toEqual([
      { row: 7, field: 'name', value: 'North\u0007', message: 'Name must not contain control characters.' },
    ]);
  });

  it('reads a missing trailing cell as blank', () => {
    expect(readImportRow({ row: 3, cells: ['South'] }, columns).values).toEqual({ name: 'South', properties: [] });
  });
});
