import type { RoutineTaskInput } from '../../schemas/routine-task/entity.ts';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../src/domain/tasks/routine-task-schedule.ts';

/** A weekly routine task schedule on the given weekdays, weekends included, at no set time. */
export function weeklySchedule(days: readonly (typeof WEEKDAY_NAMES)[number][]): RoutineTaskInput['schedule'] {
  return {
    routineTaskScheduleType: 'Weekly' as const,
    includeWeekends: true,
    everyXDays: null,
    dayOfMonth: null,
    timeOfDay: null,
    ...Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, days.includes(day)])),
    ...Object.fromEntries(MONTH_NAMES.map((month) => [month, false])),
  } as RoutineTaskInput['schedule'];
}
