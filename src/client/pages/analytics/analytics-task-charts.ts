/**
 * 'Tasks done on time vs overdue' on the analytics dashboard (/bold-dashboard): routine task
 * instances by month of due date, stacked as done on time, done late and overdue, with the same
 * figures and the on-time share as a table. Pure.
 */

import { periodLabel, periodsOf } from '../../../domain/analytics/analytics-range.ts';
import { analyticsText } from '../../i18n/en/analytics.ts';
import { translate } from '../../i18n/language.ts';
import type { AnalyticsFigures, ChartFigures, ChartPoint } from './analytics-charts.ts';

/** The chart's series, in the language spoken when read (getters). */
export const TASK_SERIES = {
  get onTime() {
    return translate(analyticsText, 'doneOnTime');
  },
  get late() {
    return translate(analyticsText, 'doneLate');
  },
  get overdue() {
    return translate(analyticsText, 'overdue');
  },
};

const count = (n: number) => n.toLocaleString('en-US');

/** Whether the company counts routine tasks at all (its feature on): otherwise the chart is not shown. */
export function showsTaskFigures(figures: AnalyticsFigures): boolean {
  return figures.tasksByMonth !== undefined;
}

/** Every month of the range (empty ones as zeros), with the share done on time of those counted. */
export function tasksFigures(figures: AnalyticsFigures): ChartFigures {
  const byMonth = new Map((figures.tasksByMonth ?? []).map((row) => [row.month, row]));
  const points: ChartPoint[] = [];
  const rows = periodsOf(figures, 'month').map((month) => {
    const x = periodLabel(month, 'month');
    const row = byMonth.get(month) ?? { onTime: 0, late: 0, overdue: 0 };
    points.push(
      { x, series: TASK_SERIES.onTime, value: row.onTime },
      { x, series: TASK_SERIES.late, value: row.late },
      { x, series: TASK_SERIES.overdue, value: row.overdue },
    );
    const total = row.onTime + row.late + row.overdue;
    return {
      month: x,
      onTime: count(row.onTime),
      late: count(row.late),
      overdue: count(row.overdue),
      share: total === 0 ? '—' : `${Math.round((row.onTime / total) * 100)}%`,
    };
  });
  return {
    points,
    hasData: (figures.tasksByMonth ?? []).some((row) => row.onTime + row.late + row.overdue > 0),
    table: {
      columns: [
        { key: 'month', title: translate(analyticsText, 'month'), numeric: false },
        { key: 'onTime', title: TASK_SERIES.onTime, numeric: true },
        { key: 'late', title: TASK_SERIES.late, numeric: true },
        { key: 'overdue', title: TASK_SERIES.overdue, numeric: true },
        { key: 'share', title: translate(analyticsText, 'onTime'), numeric: true },
      ],
      rows,
      period: 'month',
    },
  };
}
