import { dayjs, ISO_DATE_FORMAT } from '../../../domain/common/calendar-date.ts';

/**
 * The Review tab's date and time occurred, as the reporter reads them: wall-clock time at the
 * property (its time zone), whatever the phone's own zone is. The API stores the instant (UTC).
 */
export interface OccurredFields {
  /** 'YYYY-MM-DD' at the property, null while empty. */
  date: string | null;
  /** 'HH:mm' (24 h) at the property, null while empty. */
  time: string | null;
}

export const EMPTY_OCCURRED: OccurredFields = { date: null, time: null };

/** The instant (ISO UTC) of a date and time at the property. A time a DST change skips moves forward. */
export function occurredUtc(date: string, time: string, timeZone: string): string {
  return dayjs.tz(`${date}T${time}`, timeZone).toISOString();
}

/** A stored instant as the date and time at the property. */
export function occurredAt(instant: string | Date, timeZone: string): OccurredFields {
  const local = dayjs(instant).tz(timeZone);
  return { date: local.format(ISO_DATE_FORMAT), time: local.format('HH:mm') };
}

/** Today at the property: the last date that may be chosen (an incident has happened, so never later). */
export function todayAt(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format(ISO_DATE_FORMAT);
}
