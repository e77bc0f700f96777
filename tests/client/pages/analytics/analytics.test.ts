import { describe, expect, it } from 'vitest';
import {
  type AnalyticsFigures,
  claimsFigures,
  durationText,
  eventsByStatusFigures,
  eventsByTypeFigures,
  hasAnyFigures,
  openByPropertyFigures,
  severityFigures,
  sopCompletionFigures,
  sopSummary,
  sopTimeFigures,
} from '../../../../src/client/pages/analytics/analytics-charts.ts';
import {
  ANALYTICS_MESSAGES,
  daysIn,
  defaultRange,
  effectiveRange,
  filterFromSearch,
  granularityOf,
  periodLabel,
  periodsOf,
  rangeError,
  searchOfFilter,
} from '../../../../src/domain/analytics/analytics-range.ts';
import { isCalendarDate } from '../../../../src/domain/common/calendar-date.ts';

const EMPTY: AnalyticsFigures = {
  from: '2026-03-01',
  to: '2026-03-03',
  granularity: 'day',
  eventsByType: [],
  eventsByStatus: [],
  openByProperty: [],
  sopByPeriod: [],
  bySeverity: [],
  claimsByMonth: [],
};

describe('the range of the analytics dashboard', () => {
  it('reads real calendar days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('03/01/2026')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });

  it('names the field of a bad or reversed range', () => {
    expect(rangeError({ from: '2026-02-30' })).toEqual({ field: 'from', message: ANALYTICS_MESSAGES.badDate });
    expect(rangeError({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      field: 'to',
      message: ANALYTICS_MESSAGES.rangeReversed,
    });
    expect(rangeError({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(rangeError({})).toBeNull();
  });

  it('defaults to the last twelve months, this one included, and fills in what a request leaves out', () => {
    expect(defaultRange('2026-11-24')).toEqual({ from: '2025-12-01', to: '2026-11-24' });
    expect(defaultRange('2026-01-05')).toEqual({ from: '2025-02-01', to: '2026-01-05' });
    expect(effectiveRange({ to: '2026-06-30' }, '2026-11-24')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(effectiveRange({ from: '2026-06-01' }, '2026-11-24')).toEqual({ from: '2026-06-01', to: '2026-11-24' });
  });

  it('draws up to 62 days day by day, longer ranges month by month', () => {
    expect(daysIn({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(granularityOf({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(granularityOf({ from: '2026-01-01', to: '2026-03-04' })).toBe('month');
  });

  it('lists every period of the range, across a DST change and a new year', () => {
    expect(periodsOf({ from: '2026-03-07', to: '2026-03-09' }, 'day')).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(periodsOf({ from: '2025-11-15', to: '2026-02-02' }, 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(periodLabel('2026-03-07', 'day')).toBe('03/07/2026');
    expect(periodLabel('2026-03-01', 'month')).toBe('03/2026');
  });

  it('keeps the filter in the address and reads it back; a broken address falls back to the default', () => {
    const filter = { from: '2026-03-01', to: '2026-03-31', propertyId: 'a1b2' };
    expect(searchOfFilter(filter)).toBe('?from=2026-03-01&to=2026-03-31&propertyId=a1b2');
    expect(filterFromSearch(searchOfFilter(filter), '2026-11-24')).toEqual(filter);
    expect(filterFromSearch('', '2026-11-24')).toEqual({ from: '2025-12-01', to: '2026-11-24', propertyId: null });
    expect(filterFromSearch('?from=2026-03-31&to=2026-03-01', '2026-11-24')).toEqual({
      from: '2025-12-01',
      to: '2026-11-24',
      propertyId: null,
    });
  });
});

describe('the charts and their tables', () => {
  const figures: AnalyticsFigures = {
    ...EMPTY,
    eventsByType: [
      { period: '2026-03-01', eventTypeId: 't1', type: 'Water Intrusion', events: 2 },
      { period: '2026-03-03', eventTypeId: 't2', type: 'Fire', events: 1 },
    ],
    eventsByStatus: [
      { period: '2026-03-01', status: 4, events: 1 },
      { period: '2026-03-01', status: 0, events: 1 },
      { period: '2026-03-03', status: 8, events: 1 },
    ],
    openByProperty: [{ propertyId: 'p1', property: 'Lakeview', events: 2 }],
    sopByPeriod: [
      { period: '2026-03-01', complete: 2, incomplete: 0, completeMinutes: 150 },
      { period: '2026-03-03', complete: 0, incomplete: 1, completeMinutes: 0 },
    ],
    bySeverity: [
      { severityLevel: 1, events: 1 },
      { severityLevel: 0, events: 2 },
    ],
    claimsByMonth: [{ month: '2026-03-01', claims: 2, totalLoss: '1200.50', settlement: '800.25' }],
  };

  it('puts every period in the table, empty ones as zeros, with a column per series and a total', () => {
    const { table, points, hasData } = eventsByTypeFigures(figures);
    expect(hasData).toBe(true);
    expect(table.columns.map((column) => column.title)).toEqual(['Day', 'Fire', 'Water Intrusion', 'Total']);
    expect(table.rows).toEqual([
      { period: '03/01/2026', Fire: '0', 'Water Intrusion': '2', total: '2' },
      { period: '03/02/2026', Fire: '0', 'Water Intrusion': '0', total: '0' },
      { period: '03/03/2026', Fire: '1', 'Water Intrusion': '0', total: '1' },
    ]);
    expect(points).toHaveLength(6);
    expect(points[0]).toEqual({ x: '03/01/2026', series: 'Fire', value: 0 });
  });

  it('orders statuses as the spec lists them, by their labels', () => {
    const { table } = eventsByStatusFigures(figures);
    expect(table.columns.map((column) => column.title)).toEqual([
      'Day',
      'New',
      'Complete',
      'Claim in Progress',
      'Total',
    ]);
  });

  it('shapes open events by property, severity with shares, and claims in dollars by month', () => {
    expect(openByPropertyFigures(figures).table.rows).toEqual([{ property: 'Lakeview', events: '2' }]);
    expect(severityFigures(figures).table.rows).toEqual([
      { severity: 'Low', events: '2', share: '67%' },
      { severity: 'High', events: '1', share: '33%' },
    ]);
    const claims = claimsFigures(figures);
    expect(claims.table.rows).toEqual([
      { month: '03/2026', claims: '2', totalLoss: '$1,200.50', settlement: '$800.25' },
    ]);
    expect(claims.points).toEqual([
      { x: '03/2026', series: 'Total loss', value: 1200.5 },
      { x: '03/2026', series: 'Settlement', value: 800.25 },
    ]);
  });

  it('gives SOP completion rates, the average time to complete, and a summary of the range', () => {
    expect(sopCompletionFigures(figures).table.rows[0]).toEqual({
      period: '03/01/2026',
      complete: '2',
      incomplete: '0',
      rate: '100%',
    });
    expect(sopCompletionFigures(figures).table.rows[1].rate).toBe('—');
    const time = sopTimeFigures(figures);
    expect(time.points).toEqual([{ x: '03/01/2026', series: 'Average hours to complete', value: 1.3 }]);
    expect(time.table.rows).toEqual([{ period: '03/01/2026', complete: '2', hours: '1.3', average: '1 h 15 min' }]);
    expect(sopSummary(figures)).toEqual({ complete: 2, incomplete: 1, rate: '67%', average: '1 h 15 min' });
  });

  it('writes durations a person reads', () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(0)).toBe('0 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(135)).toBe('2 h 15 min');
    expect(durationText(3 * 24 * 60 + 4 * 60)).toBe('3 d 4 h');
    expect(durationText(2 * 24 * 60)).toBe('2 d');
  });

  it('says when there is nothing to draw, so the page shows an empty state instead of blank axes', () => {
    expect(hasAnyFigures(EMPTY)).toBe(false);
    expect(hasAnyFigures({ ...EMPTY, claimsByMonth: figures.claimsByMonth })).toBe(true);
    for (const shape of [eventsByTypeFigures, openByPropertyFigures, severityFigures, sopTimeFigures, claimsFigures]) {
      expect(shape(EMPTY).hasData).toBe(false);
    }
  });
});
