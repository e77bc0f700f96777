import { describe, expect, it } from 'vitest';
import {
  type AnalyticsFigures,
  claimsFigures,
  eventsByTypeFigures,
  type FigureTable,
} from '../../../../src/client/pages/analytics/analytics-charts.ts';
import { isZeroCell, isZeroRow, tableLines } from '../../../../src/client/pages/analytics/analytics-tables.ts';
import { tasksFigures } from '../../../../src/client/pages/analytics/analytics-task-charts.ts';

const YEAR: AnalyticsFigures = {
  from: '2025-12-01',
  to: '2026-11-27',
  granularity: 'month',
  eventsByType: [
    { period: '2026-09-01', eventTypeId: 't1', type: 'Fire', events: 2 },
    { period: '2026-10-01', eventTypeId: 't1', type: 'Fire', events: 1 },
  ],
  eventsByStatus: [],
  openByProperty: [],
  sopByPeriod: [],
  bySeverity: [],
  claimsByMonth: [{ month: '2026-10-01', claims: 1, totalLoss: '8500.00', settlement: '1000.00' }],
  tasksByMonth: [],
};

describe("the analytics dashboard's tables", () => {
  it('reads zero counts, zero amounts and missing rates as nothing', () => {
    for (const text of ['0', '$0', '$0.00', '—', '0.0']) expect(isZeroCell(text), text).toBe(true);
    for (const text of ['1', '$0.01', '12%', '', 'Fire']) expect(isZeroCell(text), text).toBe(false);
  });

  it('finds the periods with nothing in them, whatever their label says', () => {
    const { table } = claimsFigures(YEAR);
    const [december] = table.rows;
    const october = table.rows.find((row) => row.month === '10/2026') as Record<string, string>;
    expect(isZeroRow(table, december)).toBe(true);
    expect(isZeroRow(table, october)).toBe(false);
  });

  it('runs empty periods together in one line instead of a screenful of zero rows', () => {
    const lines = tableLines(eventsByTypeFigures(YEAR).table);
    expect(lines).toEqual([
      { kind: 'none', text: '12/2025 – 08/2026: none (9 months)' },
      { kind: 'row', cells: { period: '09/2026', Fire: '2', total: '2' } },
      { kind: 'row', cells: { period: '10/2026', Fire: '1', total: '1' } },
      { kind: 'row', cells: { period: '11/2026', Fire: '0', total: '0' } },
    ]);
  });

  it('says so in one line when the whole range is empty', () => {
    expect(tableLines(tasksFigures(YEAR).table)).toEqual([
      { kind: 'none', text: '12/2025 – 11/2026: none (12 months)' },
    ]);
  });

  it('keeps every row of a table that is not one of periods', () => {
    const table: FigureTable = {
      columns: [
        { key: 'property', title: 'Property', numeric: false },
        { key: 'events', title: 'Open events', numeric: true },
      ],
      rows: [
        { property: 'A', events: '0' },
        { property: 'B', events: '0' },
      ],
    };
    expect(tableLines(table).map((line) => line.kind)).toEqual(['row', 'row']);
  });
});
