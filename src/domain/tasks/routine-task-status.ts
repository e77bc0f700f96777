/**
 * Task instance status and where an instance is listed (spec 002 §4 "Task instance status").
 * Pure: "now" and the property's time zone are inputs. Dates are local YYYY-MM-DD texts, which
 * compare correctly as text.
 *
 * One reading where the spec is silent: an open instance due TODAY is neither "earlier than the
 * end of today" (overdue) nor "after the end of today"; it is listed as due this week, so a task
 * due today is never hidden.
 */
import { localDateIn } from '../common/calendar-date.ts';

export const TASK_STATUSES = { notStarted: 'NotStarted', inProgress: 'InProgress', complete: 'Complete' } as const;
export type TaskStatus = (typeof TASK_STATUSES)[keyof typeof TASK_STATUSES];

/** Any status other than complete (case-insensitive) counts as open. */
export function isTaskComplete(status: string): boolean {
  return status.toLowerCase() === 'complete';
}

/** Other values are displayed with words split on capitals ('InProgress' → 'In Progress'). */
export function taskStatusLabel(status: string): string {
  return status.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** A local date moved by whole days (UTC-midnight dates have no daylight-saving change). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function weekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The Sunday starting the Tasks screen's week of a date (spec: the week starts on Sunday). */
export function sundayWeekStart(date: string): string {
  return addDays(date, -weekday(date));
}

/** The Monday starting the ISO week of a date (My Tasks). */
export function isoWeekStart(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

export type WeekViewSection = 'Overdue' | 'DueThisWeek' | 'Later' | 'Completed';

/**
 * Overdue (spec 002 §4): open and due before today at the property — the end of its due day is
 * earlier than the end of today. Judged against today only, never against a displayed week.
 */
export function isOverdue(instance: { dueDateLocal: string; status: string }, today: string): boolean {
  return !isTaskComplete(instance.status) && instance.dueDateLocal < today;
}

/**
 * The Tasks screen's section of an instance for a displayed week (its Sunday): null when the
 * instance is open, not overdue and due before the displayed week (a future week is shown).
 */
export function weekViewSection(
  instance: { dueDateLocal: string; status: string },
  displayedWeekStart: string,
  today: string,
): WeekViewSection | null {
  if (isTaskComplete(instance.status)) return 'Completed';
  if (isOverdue(instance, today)) return 'Overdue';
  const weekEnd = addDays(displayedWeekStart, 6);
  if (instance.dueDateLocal > weekEnd) return 'Later';
  if (instance.dueDateLocal >= displayedWeekStart) return 'DueThisWeek';
  return null;
}

export type MyTasksSection = 'Overdue' | 'DueThisWeek' | 'Completed';

export const COMPLETED_WINDOW_DAYS = 7;

/** The My Tasks window at an instant: today, the ISO week, and the first day of the last 7. */
export function myTasksWindow(now: Date, timeZone: string) {
  const today = localDateIn(now, timeZone);
  const weekStart = isoWeekStart(today);
  return {
    today,
    weekStart,
    weekEnd: addDays(weekStart, 6),
    completedSince: addDays(today, -COMPLETED_WINDOW_DAYS),
    completedSinceInstant: new Date(now.getTime() - COMPLETED_WINDOW_DAYS * 86_400_000),
  };
}

export type MyTasksWindow = ReturnType<typeof myTasksWindow>;

/** The zones where the date is earliest (UTC−12) and latest (UTC+14) at any instant. */
const EARLIEST_ZONE = 'Etc/GMT+12';
const LATEST_ZONE = 'Pacific/Kiritimati';

/**
 * Days that hold every zone's My Tasks window at an instant: the latest week end and the earliest
 * first day of the last 7 anywhere on Earth. A read bounded by them before it knows the zones
 * misses nothing; each row is then judged in its own zone.
 */
export function myTasksDaysAnywhere(now: Date): { latestWeekEnd: string; earliestCompletedSince: string } {
  return {
    latestWeekEnd: myTasksWindow(now, LATEST_ZONE).weekEnd,
    earliestCompletedSince: myTasksWindow(now, EARLIEST_ZONE).completedSince,
  };
}

/** myTasksSection with the zone's window worked out once (a list judges hundreds of rows in a few zones). */
export function myTasksSectionIn(
  instance: { dueDateLocal: string; status: string; lastUpdatedOrCompletedUtc: Date | null },
  window: MyTasksWindow,
): MyTasksSection | null {
  if (isTaskComplete(instance.status)) {
    const dueRecently = instance.dueDateLocal >= window.completedSince && instance.dueDateLocal <= window.today;
    const doneRecently =
      instance.lastUpdatedOrCompletedUtc !== null &&
      instance.lastUpdatedOrCompletedUtc.getTime() >= window.completedSinceInstant.getTime();
    return dueRecently || doneRecently ? 'Completed' : null;
  }
  if (isOverdue(instance, window.today)) return 'Overdue';
  if (instance.dueDateLocal <= window.weekEnd) return 'DueThisWeek';
  return null;
}
