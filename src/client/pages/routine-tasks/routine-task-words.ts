import { calendarDateText } from '../../../domain/common/calendar-date.ts';
import {
  chosenMonths,
  chosenWeekdays,
  DAY_OF_MONTH,
  EVERY_X_DAYS,
  MONTH_NAMES,
  type MonthName,
  type RoutineTaskSchedule,
  type ScheduleProblem,
  type ScheduleType,
  type WeekdayName,
} from '../../../domain/tasks/routine-task-schedule.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { textOf } from '../../i18n/language.ts';

/**
 * The Tasks screens' words built from a schedule or a week, in the language the app speaks when
 * they are asked for (i18n/en/routine-tasks.ts). English reads exactly as the domain's own
 * wording (routine-task-week.ts occurrenceText, weekOfText, dueWeekTitle; the schedule rules'
 * messages), which the server and its tests keep using.
 */
const text = () => textOf(routineTasksText);

const LIST_SEPARATOR = ', ';

export function weekdayName(day: WeekdayName): string {
  return text()(`weekday.${day}`);
}

/** 'Jan', 'Feb'… ('ene', 'feb'… in Spanish). */
export function monthShortName(month: MonthName): string {
  return text()(`monthShort.${month}`);
}

export function scheduleTypeName(type: ScheduleType): string {
  return text()(`scheduleType.${type}`);
}

/** 'Week of 11/22/2026' (the week picker). */
export function weekOfText(weekStart: string): string {
  return text()('weekOf', { date: calendarDateText(weekStart) });
}

/** 'Due week of 11/22/2026' (Current Tasks' middle section). */
export function dueWeekTitle(weekStart: string): string {
  return text()('dueWeekOf', { date: calendarDateText(weekStart) });
}

/** The Occurrence column: the schedule in a few words ('Weekly: Mon, Thu', 'Monthly on day 5: Jan, Jul'). */
export function occurrenceText(schedule: RoutineTaskSchedule): string {
  const t = text();
  const weekdaysOnly = schedule.includeWeekends ? '' : t('occurrence.weekdaysOnly');
  const months = (chosen: readonly MonthName[]) => chosen.map(monthShortName).join(LIST_SEPARATOR);
  // Written as the domain's text does: a missing day of month reads 'null', a missing interval 'days'.
  const day = String(schedule.dayOfMonth);
  switch (schedule.routineTaskScheduleType) {
    case 'AdHoc':
      return t('occurrence.adHoc');
    case 'Daily':
      return t(schedule.everyXDays === 1 ? 'occurrence.dailyOne' : 'occurrence.dailyMany', {
        count: schedule.everyXDays ?? 1,
        time: schedule.timeOfDay ?? '00:00',
        weekdaysOnly,
      });
    case 'Weekly':
      return t('occurrence.weekly', {
        days: chosenWeekdays(schedule)
          .map((weekday) => t(`weekdayShort.${weekday}`))
          .join(LIST_SEPARATOR),
      });
    case 'Monthly':
      return t('occurrence.monthly', { day, months: months(chosenMonths(schedule)), weekdaysOnly });
    case 'Quarterly': {
      // A chosen month stands for its position in every quarter (routine-task-occurrences.ts).
      const positions = new Set(chosenMonths(schedule).map((month) => MONTH_NAMES.indexOf(month) % 3));
      const quarterly = MONTH_NAMES.filter((_, index) => positions.has(index % 3));
      return t('occurrence.quarterly', { day, months: months(quarterly), weekdaysOnly });
    }
  }
}

/**
 * A schedule rule's problem (routine-task-schedule.ts scheduleProblems, whose messages are the
 * server's fragments: 'needs at least one weekday') as the modal's sentence. A problem this
 * does not know keeps the rule's own words.
 */
export function scheduleProblemText(problem: ScheduleProblem, type: ScheduleType): string {
  const t = text();
  switch (problem.field) {
    case 'timeOfDay':
      return t(problem.message === 'is required' ? 'timeOfDayRequired' : 'timeOfDayFormat');
    case 'everyXDays':
      return t('everyXDaysRange', { min: EVERY_X_DAYS.min, max: EVERY_X_DAYS.max });
    case 'weekdays':
      return t('weekdaysNeeded');
    case 'months':
      return t(type === 'Quarterly' ? 'quarterMonthsNeeded' : 'monthsNeeded');
    case 'dayOfMonth':
      return t('dayOfMonthRange', { min: DAY_OF_MONTH.min, max: DAY_OF_MONTH.max });
    default:
      return problem.message;
  }
}
