/**
 * When a routine task is due (spec 002 §3 "Schedule", §9): ONE function, built on rrule, giving
 * the local calendar dates in a window and the UTC instant of each at the schedule's time of
 * day in the property's IANA time zone. Pure: no clock; the window and zone are inputs.
 *
 * How it reads the schedule (decisions where the spec is silent, kept here once):
 * - The recurrence runs on "floating" calendar dates (each date is midnight UTC standing for
 *   that local date), so daylight-saving changes can never move a due day; only the instant
 *   of each date is computed in the property's zone.
 * - AdHoc: one occurrence, on the start date (the task is performed when needed; it is listed
 *   once so it can be done).
 * - Daily: every X days counted from the start date.
 * - Weekly: every week on the chosen weekdays.
 * - Monthly: the day of month (1–28) of each chosen month.
 * - Quarterly: a chosen month stands for its position in its quarter (q1 Jan–Mar, q2 Apr–Jun,
 *   q3 Jul–Sep, q4 Oct–Dec) and recurs in every quarter: February → Feb, May, Aug, Nov.
 * - include weekends off: an occurrence on a Saturday or Sunday is dropped, not moved (moving
 *   could put two occurrences on one day or one into the next month).
 * - Nothing is due before the start date.
 */
import * as rruleModule from 'rrule';
import { zoneFormatter } from '../../../domain/common/calendar-date.ts';
import {
  chosenMonths,
  chosenWeekdays,
  DEFAULT_TIME_OF_DAY,
  MONTH_NAMES,
  type RoutineTaskSchedule,
  WEEKDAY_NAMES,
  type WeekdayName,
} from '../../../domain/tasks/routine-task-schedule.ts';

// rrule ships CommonJS for Node (a default export) and ESM for bundlers (named exports).
const rrule: typeof rruleModule = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const { RRule } = rrule;

export interface Occurrence {
  /** YYYY-MM-DD in the property's zone. */
  dueDateLocal: string;
  /** The due instant: the date at the time of day in the property's zone. */
  dueUtc: Date;
}

export interface OccurrenceWindow {
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
}

const RRULE_WEEKDAYS: Record<WeekdayName, rruleModule.Weekday> = {
  sunday: RRule.SU,
  monday: RRule.MO,
  tuesday: RRule.TU,
  wednesday: RRule.WE,
  thursday: RRule.TH,
  friday: RRule.FR,
  saturday: RRule.SA,
};
const WORKDAYS: readonly WeekdayName[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** A YYYY-MM-DD as the floating midnight-UTC date rrule works on. */
function floating(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function dateText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The days of the week a schedule can fall on: a Weekly task on Saturday only with weekends left
 * out has none (rrule would read an empty day list as every day).
 */
function hasDays(schedule: RoutineTaskSchedule): boolean {
  if (schedule.routineTaskScheduleType !== 'Weekly' || schedule.includeWeekends) return true;
  return chosenWeekdays(schedule).some((day) => WORKDAYS.includes(day));
}

function recurrence(schedule: RoutineTaskSchedule, start: Date): rruleModule.RRule {
  const weekends = schedule.includeWeekends;
  const allowed = (days: readonly WeekdayName[]) =>
    (weekends ? days : days.filter((day) => WORKDAYS.includes(day))).map((day) => RRULE_WEEKDAYS[day]);
  const months = chosenMonths(schedule).map((month) => MONTH_NAMES.indexOf(month) + 1);
  const base = { dtstart: start, byweekday: weekends ? null : allowed(WEEKDAY_NAMES) };
  switch (schedule.routineTaskScheduleType) {
    case 'AdHoc':
      return new RRule({ ...base, freq: RRule.DAILY, count: 1 });
    case 'Daily':
      return new RRule({ ...base, freq: RRule.DAILY, interval: schedule.everyXDays ?? 1 });
    case 'Weekly':
      return new RRule({ dtstart: start, freq: RRule.WEEKLY, byweekday: allowed(chosenWeekdays(schedule)) });
    case 'Monthly':
      return new RRule({ ...base, freq: RRule.MONTHLY, bymonth: months, bymonthday: schedule.dayOfMonth ?? 1 });
    case 'Quarterly': {
      const positions = new Set(months.map((month) => (month - 1) % 3));
      const quarterMonths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((month) => positions.has((month - 1) % 3));
      return new RRule({ ...base, freq: RRule.MONTHLY, bymonth: quarterMonths, bymonthday: schedule.dayOfMonth ?? 1 });
    }
  }
}

/** The offset (ms) of a zone from UTC at an instant. */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = zoneFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a local wall time happens in a zone (a time skipped by a DST jump reads forward). */
export function zonedInstant(date: string, timeOfDay: string, timeZone: string): Date {
  const [hours, minutes] = timeOfDay.split(':').map(Number);
  const wall = floating(date).getTime() + (hours * 60 + minutes) * 60_000;
  const first = zoneOffset(new Date(wall - zoneOffset(new Date(wall), timeZone)), timeZone);
  const second = zoneOffset(new Date(wall - first), timeZone);
  // Equal offsets: the wall time exists. Unequal: it falls in a spring gap; the smaller offset
  // reads it forward (02:30 on the change day becomes 03:30).
  return new Date(wall - Math.min(first, second));
}

const DAY_MS = 86_400_000;

/**
 * Where rrule starts counting: it walks every period from its start, so a year-old weekly task
 * read for this week walked 52 weeks first. Weekly, Monthly and Quarterly rules repeat every
 * period (no interval), so they give the same dates from the window's first day; a Daily rule
 * moves by whole multiples of its X days (keeping its phase); AdHoc keeps its start (its one date).
 */
function countingStart(schedule: RoutineTaskSchedule, start: Date, from: Date): Date {
  if (from <= start || schedule.routineTaskScheduleType === 'AdHoc') return start;
  if (schedule.routineTaskScheduleType === 'Daily') {
    const every = schedule.everyXDays ?? 1;
    const periods = Math.floor((from.getTime() - start.getTime()) / DAY_MS / every);
    return new Date(start.getTime() + periods * every * DAY_MS);
  }
  return from;
}

/** The task's occurrences within the window (both ends included), oldest first. */
export function routineTaskOccurrences(
  task: { schedule: RoutineTaskSchedule; startDateLocal: string },
  window: OccurrenceWindow,
  timeZone: string,
): Occurrence[] {
  const start = floating(task.startDateLocal);
  const from = floating(window.from);
  const to = floating(window.to);
  if (to < from || to < start || !hasDays(task.schedule)) return [];
  const rule = recurrence(task.schedule, countingStart(task.schedule, start, from));
  const timeOfDay = task.schedule.timeOfDay || DEFAULT_TIME_OF_DAY;
  return rule
    .between(from, to, true)
    .map((date) => dateText(date))
    .map((dueDateLocal) => ({ dueDateLocal, dueUtc: zonedInstant(dueDateLocal, timeOfDay, timeZone) }));
}
