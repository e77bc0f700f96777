import { describe, expect, it } from 'vitest';
import { type AnalyticsFigures, hasAnyFigures } from '../../../../src/client/pages/analytics/analytics-charts.ts';
import {
  showsTaskFigures,
  TASK_SERIES,
  tasksFigures,
} from '../../../../src/client/pages/analytics/analytics-task-charts.ts';

const RANGE: AnalyticsFigures = {
  from: '2026-01-15',
  to: '2026-03-10',
  granularity: 'day',
  eventsByType: [],
  eventsByStatus: [],
  openByProperty: [],
  sopByPeriod: [],
  bySeverity: [],
  claimsByMonth: [],
};

describe("'Tasks done on time vs overdue' on the analytics dashboard", () => {
  it('is not shown when the company counts no routine tasks (feature off), shown when it does', () => {
    expect(showsTaskFigures(RANGE)).toBe(false);
    expect(showsTaskFigures({ ...RANGE, tasksByMonth: [] })).toBe(true);
  });

  it('has every month of the range, empty ones as zeros, stacked in order, with the on-time share', () => {
    const figures = tasksFigures({
      ...RANGE,
      tasksByMonth: [{ month: '2026-02-01', onTime: 1200, late: 300, overdue: 500 }],
    });
    expect(figures.hasData).toBe(true);
    expect(figures.table.columns.map((column) => column.title)).toEqual([
      'Month',
      'Done on time',
      'Done late',
      'Overdue',
      'On time',
    ]);
    expect(figures.table.rows).toEqual([
      { month: '01/2026', onTime: '0', late: '0', overdue: '0', share: '—' },
      { month: '02/2026', onTime: '1,200', late: '300', overdue: '500', share: '60%' },
      { month: '03/2026', onTime: '0', late: '0', overdue: '0', share: '—' },
    ]);
    expect(figures.points.filter((point) => point.x === '02/2026')).toEqual([
      { x: '02/2026', series: TASK_SERIES.onTime, value: 1200 },
      { x: '02/2026', series: TASK_SERIES.late, value: 300 },
      { x: '02/2026', series: TASK_SERIES.overdue, value: 500 },
    ]);
  });

  it('has nothing to draw without counted tasks, and counts tasks as figures of the range', () => {
    expect(tasksFigures({ ...RANGE, tasksByMonth: [] }).hasData).toBe(false);
    expect(tasksFigures(RANGE).hasData).toBe(false);
    expect(hasAnyFigures({ ...RANGE, tasksByMonth: [] })).toBe(false);
    expect(hasAnyFigures({ ...RANGE, tasksByMonth: [{ month: '2026-03-01', onTime: 0, late: 0, overdue: 1 }] })).toBe(
      true,
    );
  });
});
