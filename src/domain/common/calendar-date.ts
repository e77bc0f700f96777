/**
 * The dates module (issue 25): calendar dates as the API carries them ('YYYY-MM-DD'), the local
 * time of an instant at a property (its IANA zone), and how a date reads — MM/DD/YYYY on screens,
 * in CSV files and in the incident report (spec 000 §9, 001 §2, 002 §9). One place for the
 * checks, conversions and formats every area needs, over dayjs (with its utc, timezone and
 * customParseFormat plugins, extended here once). The date-time rule with the zone's name
 * ('11/27/2026 09:53 AM EST') is date-time-text.ts, built on this module. Nothing else formats
 * a date by hand (tests/domain/common/date-formatting.test.ts).
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** dayjs with the app's plugins (utc, timezone, customParseFormat) extended. */
export { dayjs };

/** How a date is shown, picked and typed (spec: MM/DD/YYYY). */
export const DATE_FORMAT = 'MM/DD/YYYY';
/** A calendar date as the API carries it (and the date pickers' values). */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
/** A month as the analytics axis shows it ('03/2026'). */
export const MONTH_FORMAT = 'MM/YYYY';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD' (not 2025-02-30). */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts formatter of a zone (24-hour, two digits), made once per zone. */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsIn(instant: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    zoneFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
}

/** 'YYYY-MM-DD' of an instant in a time zone (e.g. today at the event's property). */
export function localDateIn(instant: Date, timeZone: string): string {
  const parts = partsIn(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 'YYYY-MM-DDTHH:mm:ss' of an instant in a time zone (the spec's *Local fields). */
export function localDateTimeIn(instant: Date, timeZone: string): string {
  const parts = partsIn(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * A calendar date ('YYYY-MM-DD', or the date of a wall-clock 'YYYY-MM-DDTHH:mm:ss') as MM/DD/YYYY.
 * Pure text work: no time zone may move the day. Anything that is no real date comes back as it is.
 */
export function calendarDateText(value: string): string {
  const day = value.slice(0, 10);
  return isCalendarDate(day) ? dayjs.utc(day).format(DATE_FORMAT) : value;
}

/** The month of a calendar date as MM/YYYY ('2026-03-01' -> '03/2026'); anything else as it is. */
export function calendarMonthText(value: string): string {
  const day = value.slice(0, 10);
  return isCalendarDate(day) ? dayjs.utc(day).format(MONTH_FORMAT) : value;
}

/** MM/DD/YYYY (an address, the API's task window) as 'YYYY-MM-DD'; null when it is no real date. */
export function isoOfDateText(text: string): string | null {
  const parsed = dayjs.utc(text, DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format(ISO_DATE_FORMAT) : null;
}

/** The calendar date ('YYYY-MM-DD') of an instant: at a zone (a property's) when given, else on the viewer's own clock. */
export function dayOf(instant: Date, timeZone?: string): string {
  return timeZone ? localDateIn(instant, timeZone) : dayjs(instant).format(ISO_DATE_FORMAT);
}

/**
 * The day of an instant (ISO or a Date) as MM/DD/YYYY: at a zone (a property's) when given, else
 * on the viewer's own clock (what belongs to no property). '' when the instant cannot be read.
 */
export function instantDateText(instant: string | Date, timeZone?: string): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(at.getTime()) ? '' : calendarDateText(dayOf(at, timeZone));
}

/** A calendar date moved by whole months, the day kept where the month has it (May 31 - 3 months: Feb 28). */
export function addMonths(date: string, months: number): string {
  return dayjs.utc(date, ISO_DATE_FORMAT).add(months, 'month').format(ISO_DATE_FORMAT);
}

/** The first day of a calendar date's month ('2026-03-17' -> '2026-03-01'). */
export function startOfMonth(date: string): string {
  return dayjs.utc(date, ISO_DATE_FORMAT).startOf('month').format(ISO_DATE_FORMAT);
}
