/**
 * The schedule of a routine task (spec 002 §3 "Schedule", §5 "Routine task", §9): its types,
 * the lower-cased weekday and month flag names, the limits, and the form rules both the modal
 * and the server apply. Pure.
 */

export const SCHEDULE_TYPES = ['AdHoc', 'Daily', 'Weekly', 'Monthly', 'Quarterly'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];
/** The modal offers these; Daily is handled but not offered (spec 002 §9). */
export const OFFERED_SCHEDULE_TYPES: readonly ScheduleType[] = ['AdHoc', 'Weekly', 'Monthly', 'Quarterly'];

/** Sunday first, the order of Date#getUTCDay. */
export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

export const EVERY_X_DAYS = { min: 1, max: 28, default: 7 } as const;
export const DAY_OF_MONTH = { min: 1, max: 28 } as const;
export const DEFAULT_TIME_OF_DAY = '00:00';
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ScheduleSettings {
  routineTaskScheduleType: ScheduleType;
  everyXDays: number | null;
  dayOfMonth: number | null;
  includeWeekends: boolean;
  /** 'HH:mm' in the property's time zone; 00:00 when absent. */
  timeOfDay: string | null;
}

/** The schedule with its flag per weekday and per month, lower-cased names (spec 002 §3). */
export type RoutineTaskSchedule = ScheduleSettings & Record<WeekdayName, boolean> & Record<MonthName, boolean>;

export function chosenWeekdays(schedule: Record<WeekdayName, boolean>): WeekdayName[] {
  return WEEKDAY_NAMES.filter((day) => schedule[day] === true);
}

export function chosenMonths(schedule: Record<MonthName, boolean>): MonthName[] {
  return MONTH_NAMES.filter((month) => schedule[month] === true);
}

export interface ScheduleProblem {
  field: string;
  message: string;
}

/** Spec 002 §5: what a schedule needs for its type (the field path is relative to the schedule). */
export function scheduleProblems(schedule: RoutineTaskSchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const type = schedule.routineTaskScheduleType;
  if (type === 'Daily') {
    if (!schedule.timeOfDay) problems.push({ field: 'timeOfDay', message: 'is required' });
    const every = schedule.everyXDays;
    if (every === null || !Number.isInteger(every) || every < EVERY_X_DAYS.min || every > EVERY_X_DAYS.max) {
      problems.push({
        field: 'everyXDays',
        message: `must be a whole number from ${EVERY_X_DAYS.min} to ${EVERY_X_DAYS.max}`,
      });
    }
  }
  if (schedule.timeOfDay && !TIME_OF_DAY_PATTERN.test(schedule.timeOfDay)) {
    problems.push({ field: 'timeOfDay', message: 'must be a time HH:mm' });
  }
  if (type === 'Weekly' && chosenWeekdays(schedule).length === 0) {
    problems.push({ field: 'weekdays', message: 'needs at least one weekday' });
  }
  if (type === 'Monthly' && chosenMonths(schedule).length === 0) {
    problems.push({ field: 'months', message: 'needs at least one month' });
  }
  if (type === 'Quarterly' && chosenMonths(schedule).length === 0) {
    problems.push({ field: 'months', message: 'needs at least one month of the quarters' });
  }
  if (type === 'Monthly' || type === 'Quarterly') {
    const day = schedule.dayOfMonth;
    if (day === null || !Number.isInteger(day) || day < DAY_OF_MONTH.min || day > DAY_OF_MONTH.max) {
      problems.push({ field: 'dayOfMonth', message: `must be a day from ${DAY_OF_MONTH.min} to ${DAY_OF_MONTH.max}` });
    }
  }
  return problems;
}
