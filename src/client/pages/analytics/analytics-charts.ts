/**
 * The analytics dashboard's figures shaped for its charts and their tables (/bold-dashboard):
 * every chart gets its points and the same figures as a table (the accessible alternative, and
 * what its CSV holds). Periods with nothing in them are zeros, not gaps. Pure.
 */
import {
  type AnalyticsRange,
  type Granularity,
  periodLabel,
  periodsOf,
} from '../../../domain/analytics/analytics-range.ts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { EVENT_STATUSES, eventStatusLabel } from '../../../domain/events/event-status.ts';
import { analyticsText } from '../../i18n/en/analytics.ts';
import { translate } from '../../i18n/language.ts';
import { eventStatusName, severityName } from '../events/value-names.ts';

/** What the charts read from GET /analytics (the reply's shape, written out: src/domain imports no schemas). */
export interface AnalyticsFigures extends AnalyticsRange {
  granularity: Granularity;
  eventsByType: readonly { period: string; eventTypeId: string; type: string; events: number }[];
  eventsByStatus: readonly { period: string; status: number; events: number }[];
  openByProperty: readonly { propertyId: string; property: string; events: number }[];
  sopByPeriod: readonly { period: string; complete: number; incomplete: number; completeMinutes: number }[];
  bySeverity: readonly { severityLevel: number; events: number }[];
  claimsByMonth: readonly { month: string; claims: number; totalLoss: string; settlement: string }[];
  /** Routine tasks by month of due date (analytics-task-charts.ts); absent when the company's feature is off. */
  tasksByMonth?: readonly { month: string; onTime: number; late: number; overdue: number }[];
}

/** A chart's figures as a table: column titles, and rows of cell texts keyed by column. */
export interface FigureTable {
  columns: readonly { key: string; title: string; numeric: boolean }[];
  rows: readonly Record<string, string>[];
  /** Set when each row is a period (its first column, in order): runs of empty ones may then read as one line. */
  period?: Granularity;
}

/** One point of a chart: its x (a label), its series and its value. */
export interface ChartPoint {
  x: string;
  series: string;
  value: number;
}

export interface ChartFigures {
  points: ChartPoint[];
  table: FigureTable;
  /** False when there is nothing to draw: the card shows its empty state instead of blank axes. */
  hasData: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');
/** A word of the charts in the language spoken now (the figures are shaped on each render). */
const word = (key: keyof typeof analyticsText.en & string) => translate(analyticsText, key);
const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

/** '45 min', '2 h 15 min', '3 d 4 h'; '—' for no time at all. */
export function durationText(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '—';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return rest ? `${Math.floor(whole / 60)} h ${rest} min` : `${whole / 60} h`;
  }
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.round((whole % (24 * 60)) / 60);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}

/** The average of `total` minutes over `n` finished SOPs, or null when none finished. */
export function averageMinutes(total: number, n: number): number | null {
  return n > 0 ? total / n : null;
}

/**
 * Counts per period and series as a stacked chart and a table with a column per series and a
 * Total: every period of the range, in order; series in `order`'s order (others after, by name).
 */
function perPeriod<Row extends { period: string; events: number }>(
  figures: AnalyticsFigures,
  rows: readonly Row[],
  seriesOf: (row: Row) => string,
  order: readonly string[] = [],
): ChartFigures {
  const byPeriod = new Map<string, Map<string, number>>();
  const seen = new Set<string>();
  for (const row of rows) {
    const series = seriesOf(row);
    seen.add(series);
    const cells = byPeriod.get(row.period) ?? new Map<string, number>();
    cells.set(series, (cells.get(series) ?? 0) + row.events);
    byPeriod.set(row.period, cells);
  }
  const series = [
    ...order.filter((name) => seen.has(name)),
    ...[...seen].filter((name) => !order.includes(name)).sort(),
  ];
  const periods = periodsOf(figures, figures.granularity);
  const points: ChartPoint[] = [];
  const tableRows = periods.map((period) => {
    const x = periodLabel(period, figures.granularity);
    const cells = byPeriod.get(period);
    const row: Record<string, string> = { period: x };
    let total = 0;
    for (const name of series) {
      const value = cells?.get(name) ?? 0;
      total += value;
      points.push({ x, series: name, value });
      row[name] = count(value);
    }
    row.total = count(total);
    return row;
  });
  return {
    points,
    hasData: rows.some((row) => row.events > 0),
    table: {
      columns: [
        { key: 'period', title: periodTitle(figures.granularity), numeric: false },
        ...series.map((name) => ({ key: name, title: name, numeric: true })),
        { key: 'total', title: word('total'), numeric: true },
      ],
      rows: tableRows,
      period: figures.granularity,
    },
  };
}

const periodTitle = (granularity: Granularity) => word(granularity === 'day' ? 'day' : 'month');

export function eventsByTypeFigures(figures: AnalyticsFigures): ChartFigures {
  return perPeriod(figures, figures.eventsByType, (row) => row.type);
}

export function eventsByStatusFigures(figures: AnalyticsFigures): ChartFigures {
  return perPeriod(
    figures,
    figures.eventsByStatus,
    (row) => eventStatusName(row.status, eventStatusLabel(row.status)),
    EVENT_STATUSES.map((status) => eventStatusName(status.value, status.label)),
  );
}

/** The ten properties with the most open events, most first (a horizontal bar each). */
export function openByPropertyFigures(figures: AnalyticsFigures): ChartFigures {
  return {
    points: figures.openByProperty.map((row) => ({ x: row.property, series: word('openEvents'), value: row.events })),
    hasData: figures.openByProperty.length > 0,
    table: {
      columns: [
        { key: 'property', title: word('property'), numeric: false },
        { key: 'events', title: word('openEvents'), numeric: true },
      ],
      rows: figures.openByProperty.map((row) => ({ property: row.property, events: count(row.events) })),
    },
  };
}

/** SOP complete vs not complete per period (stacked), with the completion rate. */
export function sopCompletionFigures(figures: AnalyticsFigures): ChartFigures {
  const byPeriod = new Map(figures.sopByPeriod.map((row) => [row.period, row]));
  const points: ChartPoint[] = [];
  const rows = periodsOf(figures, figures.granularity).map((period) => {
    const x = periodLabel(period, figures.granularity);
    const row = byPeriod.get(period) ?? { complete: 0, incomplete: 0 };
    points.push(
      { x, series: word('complete'), value: row.complete },
      { x, series: word('notComplete'), value: row.incomplete },
    );
    return {
      period: x,
      complete: count(row.complete),
      incomplete: count(row.incomplete),
      rate: percent(row.complete, row.complete + row.incomplete),
    };
  });
  return {
    points,
    hasData: figures.sopByPeriod.some((row) => row.complete + row.incomplete > 0),
    table: {
      columns: [
        { key: 'period', title: periodTitle(figures.granularity), numeric: false },
        { key: 'complete', title: word('complete'), numeric: true },
        { key: 'incomplete', title: word('notComplete'), numeric: true },
        { key: 'rate', title: word('completionRate'), numeric: true },
      ],
      rows,
      period: figures.granularity,
    },
  };
}

/**
 * The average time from report to SOP complete, per period with a completed SOP: a line of hours
 * (to one decimal) and a table with the SOPs completed and the time in words.
 */
export function sopTimeFigures(figures: AnalyticsFigures): ChartFigures {
  const finished = figures.sopByPeriod.filter((row) => row.complete > 0);
  const hours = (row: (typeof finished)[number]) =>
    Math.round(((averageMinutes(row.completeMinutes, row.complete) ?? 0) / 60) * 10) / 10;
  return {
    points: finished.map((row) => ({
      x: periodLabel(row.period, figures.granularity),
      series: word('averageHoursToComplete'),
      value: hours(row),
    })),
    hasData: finished.length > 0,
    table: {
      columns: [
        { key: 'period', title: periodTitle(figures.granularity), numeric: false },
        { key: 'complete', title: word('sopsCompleted'), numeric: true },
        { key: 'hours', title: word('averageHours'), numeric: true },
        { key: 'average', title: word('averageTimeToComplete'), numeric: true },
      ],
      rows: finished.map((row) => ({
        period: periodLabel(row.period, figures.granularity),
        complete: count(row.complete),
        hours: hours(row).toFixed(1),
        average: durationText(averageMinutes(row.completeMinutes, row.complete)),
      })),
    },
  };
}

/** The whole range's SOP summary: how many finished, the rate and the average time. */
export function sopSummary(figures: AnalyticsFigures) {
  const complete = figures.sopByPeriod.reduce((sum, row) => sum + row.complete, 0);
  const incomplete = figures.sopByPeriod.reduce((sum, row) => sum + row.incomplete, 0);
  const minutes = figures.sopByPeriod.reduce((sum, row) => sum + row.completeMinutes, 0);
  return {
    complete,
    incomplete,
    rate: percent(complete, complete + incomplete),
    average: durationText(averageMinutes(minutes, complete)),
  };
}

/** Events by severity (Low, High), each with its share. */
export function severityFigures(figures: AnalyticsFigures): ChartFigures {
  const total = figures.bySeverity.reduce((sum, row) => sum + row.events, 0);
  const rows = [...figures.bySeverity].sort((a, b) => a.severityLevel - b.severityLevel);
  return {
    points: rows.map((row) => ({ x: severityName(row.severityLevel), series: word('events'), value: row.events })),
    hasData: total > 0,
    table: {
      columns: [
        { key: 'severity', title: word('severity'), numeric: false },
        { key: 'events', title: word('events'), numeric: true },
        { key: 'share', title: word('share'), numeric: true },
      ],
      rows: rows.map((row) => ({
        severity: severityName(row.severityLevel),
        events: count(row.events),
        share: percent(row.events, total),
      })),
    },
  };
}

/** Claims by month: total loss vs settlement side by side (dollars), with the number of claims in the table. */
export function claimsFigures(figures: AnalyticsFigures): ChartFigures {
  const byMonth = new Map(figures.claimsByMonth.map((row) => [row.month, row]));
  const points: ChartPoint[] = [];
  const rows = periodsOf(figures, 'month').map((month) => {
    const x = periodLabel(month, 'month');
    const row = byMonth.get(month) ?? { claims: 0, totalLoss: '0.00', settlement: '0.00' };
    points.push(
      { x, series: word('totalLossSeries'), value: Number(row.totalLoss) },
      { x, series: word('settlement'), value: Number(row.settlement) },
    );
    return {
      month: x,
      claims: count(row.claims),
      totalLoss: formatUsd(row.totalLoss),
      settlement: formatUsd(row.settlement),
    };
  });
  return {
    points,
    hasData: figures.claimsByMonth.some((row) => row.claims > 0),
    table: {
      columns: [
        { key: 'month', title: word('month'), numeric: false },
        { key: 'claims', title: word('claims'), numeric: true },
        { key: 'totalLoss', title: word('totalLossSeries'), numeric: true },
        { key: 'settlement', title: word('settlement'), numeric: true },
      ],
      rows,
      period: 'month',
    },
  };
}

/** Whether the range holds anything at all: a company without events, claims or counted tasks gets one helpful empty state. */
export function hasAnyFigures(figures: AnalyticsFigures): boolean {
  return (
    figures.bySeverity.some((row) => row.events > 0) ||
    figures.claimsByMonth.some((row) => row.claims > 0) ||
    (figures.tasksByMonth ?? []).some((row) => row.onTime + row.late + row.overdue > 0)
  );
}
