import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { forEachPage, type PageReader } from '../../../src/client/api/list-reader.ts';
import { CSV_BOM, csvFileName, csvHeader, csvRows, firstSeen } from '../../../src/client/crud/csv.ts';
import type { ColumnDefinition, ResourceRecord } from '../../../src/client/resources/definition.ts';
import { csvColumnsOf } from '../../../src/domain/lists/cell-text.ts';

const declared: ColumnDefinition[] = [
  { key: 'name', title: 'Name', field: 'name' },
  { key: 'loc', title: 'Address', field: ['address.city', 'address.state'] },
  { key: 'units', title: '# Units', field: 'numberOfUnits', format: 'number' },
  { key: 'since', title: 'Since', field: 'since', format: 'date' },
  { key: 'active', title: 'Status', field: 'active', format: 'status' },
  { key: 'deductible', title: 'Deductible', field: 'deductible', format: 'currency' },
];
const columns = csvColumnsOf({ columns: declared });

const alder: ResourceRecord = {
  id: 'a',
  name: 'Alder Court',
  address: { city: 'Springfield', state: 'IL' },
  numberOfUnits: 1200,
  since: '2024-03-07',
  active: true,
  deductible: 2500,
};

describe('csv text', () => {
  it('writes the column titles, then each row as the list shows it (dates MM/DD/YYYY)', () => {
    expect(csvHeader(columns)).toBe('Name,Address,# Units,Since,Status,Deductible\r\n');
    expect(csvRows(columns, [alder])).toBe('Alder Court,"Springfield, IL","1,200",03/07/2024,Active,"$2,500.00"\r\n');
    expect(csvRows(columns, [])).toBe('');
  });

  it('quotes commas, quotes and line breaks so every row reads back as written', () => {
    const tricky = { id: 'b', name: 'The "Oaks", Phase 2\nNorth', active: false };
    const text = csvHeader(columns) + csvRows(columns, [tricky]);
    const parsed = Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data;
    expect(parsed[1]).toEqual(['The "Oaks", Phase 2\nNorth', '', '', '', 'Inactive', '$0']);
  });

  it('defuses cells a spreadsheet would run as formulas, but not signed numbers', () => {
    const text = csvRows(
      [{ title: 'N', text: (row: { name: string }) => row.name }],
      [{ name: '=HYPERLINK("x")' }, { name: '@SUM(A1)' }, { name: '-12.50' }, { name: '+1 217 555 0101' }],
    );
    expect(text.split('\r\n').slice(0, 4)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      `"'@SUM(A1)"`,
      '-12.50',
      `"'+1 217 555 0101"`,
    ]);
  });

  it('starts the file with a byte-order mark for spreadsheets', () => {
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('names the file after the resource and the day', () => {
    expect(csvFileName('people', new Date(2024, 2, 7, 23, 59))).toBe('people-2024-03-07.csv');
    expect(csvFileName('Property Groups / 2', new Date(2024, 11, 31))).toBe('Property-Groups-2-2024-12-31.csv');
    expect(csvFileName('  ', new Date(2024, 0, 1))).toBe('export-2024-01-01.csv');
  });

  it('writes a record once even when it shows up on two pages', () => {
    const seen = new Set<string>();
    expect(firstSeen([{ id: 'a' }, { id: 'b' }], seen)).toHaveLength(2);
    expect(firstSeen([{ id: 'b' }, { id: 'c' }, { name: 'no id' }], seen)).toEqual([{ id: 'c' }, { name: 'no id' }]);
  });
});

describe('50,000 rows, page by page', () => {
  it('builds the file from per-page chunks without keeping the records', async () => {
    const count = 50_000;
    const read: PageReader<ResourceRecord> = async (page, pageSize) => {
      const start = (page - 1) * pageSize;
      const rows = Array.from({ length: Math.min(pageSize, count - start) }, (_, i) => ({
        ...alder,
        id: String(start + i),
        name: `Property ${start + i}`,
      }));
      return { rows, total: count, totalIsExact: true };
    };
    const chunks = [CSV_BOM, csvHeader(columns)];
    const seen = new Set<string>();
    const started = performance.now();
    const result = await forEachPage(read, (rows) => {
      chunks.push(csvRows(columns, firstSeen(rows, seen)));
    });
    const elapsed = performance.now() - started;
    expect(result).toEqual({ done: count, total: count });
    expect(chunks).toHaveLength(2 + 50);
    const text = chunks.join('');
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(count + 2);
    expect(lines[1]).toBe('Property 0,"Springfield, IL","1,200",03/07/2024,Active,"$2,500.00"');
    expect(lines[count]).toMatch(/^Property 49999,/);
    // A page of 1,000 rows is a few milliseconds of work: the tab never stalls.
    expect(elapsed / 50).toBeLessThan(200);
  });
});
