import {
  addMonths,
  calendarDateText,
  calendarMonthText,
  isCalendarDate,
  startOfMonth,
} from '../common/calendar-date.ts';
/**
 * The analytics dashboard's filter (/bold-dashboard): a range of days (local days of the events'
 * properties; claims by claim date) and an optional property. Both sides use these rules: the
 * server validates and groups by the period, the page reads and writes the address. Pure.
 */

/** 'day' below DAY_PERIOD_LIMIT days, else 'month': a chart keeps a readable number of points. */
export type Granularity = 'day' | 'month';

/** The longest range still drawn day by day (about two months). */
export const DAY_PERIOD_LIMIT = 62;
/** The range when the address names none: the last twelve months, this one included. */
export const DEFAULT_RANGE_MONTHS = 12;

export interface AnalyticsRange {
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day (included), 'YYYY-MM-DD'. */
  to: string;
}

export const ANALYTICS_MESSAGES = {
  rangeReversed: 'The end date must be on or after the start date.',
  badDate: 'Enter a valid date (YYYY-MM-DD).',
  unknownProperty: 'The property was not found.',
  /** A viewer who sees no property at all (the spec has no words for it: ours). */
  notAssigned:
    'You are not assigned to any property. Ask an administrator to assign you to properties to see their analytics.',
} as const;

const dayMs = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysIn(range: AnalyticsRange): number {
  return Math.round((toUtc(range.to) - toUtc(range.from)) / dayMs) + 1;
}

export function granularityOf(range: AnalyticsRange): Granularity {
  return daysIn(range) <= DAY_PERIOD_LIMIT ? 'day' : 'month';
}

/** The default range ending `today` ('YYYY-MM-DD'): from the first of the month eleven months back. */
export function defaultRange(today: string): AnalyticsRange {
  return { from: startOfMonth(addMonths(today, -(DEFAULT_RANGE_MONTHS - 1))), to: today };
}

/** The field and message of a range that cannot be read, or null. */
export function rangeError(range: Partial<AnalyticsRange>): { field: 'from' | 'to'; message: string } | null {
  if (range.from !== undefined && !isCalendarDate(range.from))
    return { field: 'from', message: ANALYTICS_MESSAGES.badDate };
  if (range.to !== undefined && !isCalendarDate(range.to)) return { field: 'to', message: ANALYTICS_MESSAGES.badDate };
  if (range.from && range.to && range.to < range.from)
    return { field: 'to', message: ANALYTICS_MESSAGES.rangeReversed };
  return null;
}

/** The range a request means: what it names, the default for what it leaves out. */
export function effectiveRange(query: Partial<AnalyticsRange>, today: string): AnalyticsRange {
  const fallback = defaultRange(query.to ?? today);
  return { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
}

/** Every period of the range in order (the charts show empty periods as 0, not as gaps). */
export function periodsOf(range: AnalyticsRange, granularity: Granularity): string[] {
  const periods: string[] = [];
  if (granularity === 'day') {
    for (let t = toUtc(range.from); t <= toUtc(range.to); t += dayMs) periods.push(isoOf(t));
    return periods;
  }
  const last = startOfMonth(range.to);
  for (let month = startOfMonth(range.from); month <= last; month = addMonths(month, 1)) periods.push(month);
  return periods;
}

/** '03/07/2026' for a day, '03/2026' for a month (the app's MM/DD/YYYY). */
export function periodLabel(period: string, granularity: Granularity): string {
  return granularity === 'day' ? calendarDateText(period) : calendarMonthText(period);
}

/** The filter as the address keeps it (`?from=…&to=…&propertyId=…`), and back. */
export interface AnalyticsFilter extends AnalyticsRange {
  propertyId: string | null;
}

export function filterFromSearch(search: string, today: string): AnalyticsFilter {
  const params = new URLSearchParams(search);
  const named = {
    from: isCalendarDate(params.get('from')) ? (params.get('from') as string) : undefined,
    to: isCalendarDate(params.get('to')) ? (params.get('to') as string) : undefined,
  };
  // A reversed pair from an edited address falls back to the default rather than an error page.
  const range = rangeError(named) ? defaultRange(today) : effectiveRange(named, today);
  return { ...range, propertyId: params.get('propertyId') || null };
}

export function searchOfFilter(filter: AnalyticsFilter): string {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.propertyId) params.set('propertyId', filter.propertyId);
  return `?${params}`;
}
