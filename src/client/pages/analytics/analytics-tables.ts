/**
 * How a chart's table reads on the analytics dashboard (/bold-dashboard): a run of periods with
 * nothing in them is one line ('12/2025 – 08/2026: none (9 months)'), so a table never opens on a
 * screenful of zero rows. The CSV keeps every period. Pure.
 */
import { analyticsText } from '../../i18n/en/analytics.ts';
import { translate } from '../../i18n/language.ts';
import type { FigureTable } from './analytics-charts.ts';

/** Runs shorter than this stay rows: one empty period between two busy ones reads fine as a row. */
export const MIN_EMPTY_RUN = 2;

export type TableLine =
  | { kind: 'row'; cells: Readonly<Record<string, string>> }
  /** Periods with nothing in them, in words. */
  | { kind: 'none'; text: string };

/** A cell that reads as nothing: a zero count or amount ('0', '$0', '$0.00') or no rate at all ('—'). */
export function isZeroCell(text: string): boolean {
  if (text === '—') return true;
  const digits = text.replace(/[$,\s]/g, '');
  return digits !== '' && Number(digits) === 0;
}

/** A row whose every figure is zero (the period and other words aside). */
export function isZeroRow(table: FigureTable, row: Readonly<Record<string, string>>): boolean {
  return table.columns.every((column) => !column.numeric || isZeroCell(row[column.key] ?? ''));
}

/** '12/2025 – 08/2026: none (9 months)'. */
function noneText(first: string, last: string, periods: number, unit: 'day' | 'month'): string {
  return translate(analyticsText, unit === 'day' ? 'noneDays' : 'noneMonths', { first, last, count: periods });
}

/** The lines a table shows: its rows, with each run of empty periods (a table of periods only) as one line. */
export function tableLines(table: FigureTable): TableLine[] {
  const rows = (cells: readonly Readonly<Record<string, string>>[]) =>
    cells.map((row): TableLine => ({ kind: 'row', cells: row }));
  const unit = table.period;
  if (!unit) return rows(table.rows);
  const label = table.columns[0]?.key ?? '';
  const lines: TableLine[] = [];
  let run: Readonly<Record<string, string>>[] = [];
  const endRun = () => {
    if (run.length >= MIN_EMPTY_RUN) {
      lines.push({ kind: 'none', text: noneText(run[0][label], run[run.length - 1][label], run.length, unit) });
    } else lines.push(...rows(run));
    run = [];
  };
  for (const row of table.rows) {
    if (isZeroRow(table, row)) run.push(row);
    else {
      endRun();
      lines.push({ kind: 'row', cells: row });
    }
  }
  endRun();
  return lines;
}
