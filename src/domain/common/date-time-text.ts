/**
 * The one way a date-time is shown, on screens, in the incident report PDF and in file names
 * (issue 23 'one clock'). Spec 002 §9: dates MM/DD/YYYY, 'with time hh:mm a', so a two-digit
 * 12-hour hour: '11/27/2026 09:53 AM'. A screen adds the zone's abbreviation ('EST', 'PDT'),
 * because whoever reads it may sit in another zone:
 * - the time of anything that belongs to a property (an event, its activity, its notices, a task)
 *   is the property's wall clock: `dateTimeText(instant, property.timeZone)`;
 * - only what has no property (a person's last sign-in, a token's times) shows the viewer's own
 *   clock: `viewerDateTimeText(instant)`.
 * The abbreviation is Intl's en-US short name at that very instant, so EDT/EST follows DST; where
 * en-US knows no abbreviation it is an offset ('Europe/London' reads 'GMT' in winter, 'GMT+1' in
 * summer; 'Asia/Tokyo' 'GMT+9'). CSV files carry `localDateTimeText` without it (spreadsheets read
 * 'MM/DD/YYYY hh:mm AM' as a date-time; spec 001 §2: dates in a CSV are MM/DD/YYYY).
 */
import { isCalendarDate, localDateTimeIn } from './calendar-date.ts';

/** 'YYYY-MM-DDTHH:mm' of a real time of day (the date is checked apart). */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d/;

/**
 * A wall-clock time as the spec's *Local fields carry it ('YYYY-MM-DDTHH:mm:ss', already at the
 * property) as 'MM/DD/YYYY hh:mm AM'. Pure text work (read as UTC, which has no DST): no time zone
 * may shift it. Anything else comes back as it is.
 */
export function localDateTimeText(local: string): string {
  if (!WALL_CLOCK.test(local) || !isCalendarDate(local.slice(0, 10))) return local;
  // 'MM/DD/YYYY hh:mm AM' (spec 002 §9 'hh:mm a') by rearranging the text: a dayjs parse and
  // format cost 3 µs a call, the slowest cell of a 100,000-event CSV export.
  const hour = Number(local.slice(11, 13));
  const hh = String(hour % 12 || 12).padStart(2, '0');
  return `${local.slice(5, 7)}/${local.slice(8, 10)}/${local.slice(0, 4)} ${hh}:${local.slice(14, 16)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** One abbreviation formatter per zone: making an Intl.DateTimeFormat costs far more than using it. */
const abbreviators = new Map<string, Intl.DateTimeFormat>();

/** A known IANA zone, else UTC: a time is never lost to a zone name the runtime does not know. */
function knownZone(timeZone: string): string {
  if (abbreviators.has(timeZone)) return timeZone;
  try {
    abbreviators.set(timeZone, new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }));
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The zone's short name at an instant: 'EST' or 'EDT' as DST has it, 'GMT+1' where en-US has no name. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  const zone = knownZone(timeZone);
  const parts = abbreviators.get(zone)?.formatToParts(at) ?? [];
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

const asDate = (instant: string | Date) => (instant instanceof Date ? instant : new Date(instant));

/**
 * An instant (ISO UTC or a Date) at a property: '11/27/2026 09:53 AM EST'. An unreadable instant
 * comes back as it was given (never 'Invalid Date'); an unknown zone shows UTC, and says so.
 */
export function dateTimeText(instant: string | Date, timeZone: string): string {
  const at = asDate(instant);
  if (Number.isNaN(at.getTime())) return String(instant);
  const zone = knownZone(timeZone);
  return `${localDateTimeText(localDateTimeIn(at, zone))} ${zoneAbbreviation(zone, at)}`;
}

/** The zone of whoever is looking (the browser's; the server's own when run there). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An instant of something that has no property (a last sign-in) in the viewer's own zone, abbreviated. */
export function viewerDateTimeText(instant: string | Date, timeZone: string = viewerTimeZone()): string {
  return dateTimeText(instant, timeZone);
}
