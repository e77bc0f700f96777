/**
 * The browser's CSV writing: the one home is src/domain/lists/csv-text.ts (the server's list
 * exports write with it too); this module is what the client loads lazily (papaparse is only
 * needed on a download).
 */
export type { CsvColumn } from '../../domain/lists/cell-text.ts';
export { CSV_BOM, csvFileName, csvHeader, csvRows } from '../../domain/lists/csv-text.ts';

/**
 * Keeps each row once across pages (by id): rows that shift between two page reads (a row
 * added meanwhile) are not written twice. Rows without an id are always kept.
 */
export function firstSeen<Row extends { id?: unknown }>(rows: readonly Row[], seen: Set<string>): Row[] {
  return rows.filter((row) => {
    if (row.id === undefined || row.id === null) return true;
    const id = String(row.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
