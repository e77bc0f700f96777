/**
 * Calendar dates as the API carries them ('YYYY-MM-DD') and the local time of an instant at a
 * property (its IANA zone): one place for the checks and conversions every area needs.
 */

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
