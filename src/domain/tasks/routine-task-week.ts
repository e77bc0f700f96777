/**
 * The Tasks screen's week view (spec 002 §2.1, §4 "Task instance status"): which week is shown,
 * the window of instances it reads, and its three sections,
 * which come from weekViewSection / isOverdue (routine-task-status.ts) — the §4 rule kept once.
 * Overdue is as of today at the property, whatever week is shown: the server answers it with
 * every week (overdueWindow), so each week lists the same Overdue section. Pure.
 */
import { calendarDateText, isCalendarDate, isoOfDateText } from '../common/calendar-date.ts';
import { addDays, isOverdue, sundayWeekStart, type WeekViewSection, weekViewSection } from './routine-task-status.ts';

/** Overdue instances are looked for this far back (My Tasks makes never-read ones as far back). */
export const OVERDUE_LOOKBACK_DAYS = 90;
/** The Routine Task Instances modal looks this far ahead for upcoming ones. */
export const UPCOMING_LOOKAHEAD_DAYS = 90;

/**
 * The week an address asks for (requestedWeekOf / fromWeekOf, MM/DD/YYYY or YYYY-MM-DD): its
 * Sunday; today's week when absent or unreadable.
 */
export function requestedWeekStart(text: string | null | undefined, today: string): string {
  const date = text ? (isCalendarDate(text) ? text : isoOfDateText(text)) : null;
  return sundayWeekStart(date ?? today);
}

/**
 * The last week the week view goes to: about ten months ahead, so that what one read stores (the
 * overdue lookback from today to the end of the week) stays within the API's `windowDays`.
 */
export function lastViewableWeekStart(today: string, windowDays: number): string {
  return sundayWeekStart(addDays(today, windowDays - OVERDUE_LOOKBACK_DAYS - 6));
}

export interface DateWindow {
  from: string;
  to: string;
}

/** The days a displayed week reads (Sunday to Saturday); its Overdue section comes with them. */
export function weekViewWindow(weekStart: string): DateWindow {
  return { from: weekStart, to: addDays(weekStart, 6) };
}

/**
 * The days whose open instances are overdue today (isOverdue): from the lookback to yesterday.
 * The server reads them with every week (GET /property/{id}/routineTaskInstances `overdue`).
 */
export function overdueWindow(today: string): DateWindow {
  return { from: addDays(today, -OVERDUE_LOOKBACK_DAYS), to: addDays(today, -1) };
}

/** The window as GET /property/{id}/routineTaskInstances takes it (MM/DD/YYYY). */
export function instancesQuery(window: DateWindow) {
  return { startDate: calendarDateText(window.from), endDate: calendarDateText(window.to) };
}

interface ListedInstance {
  dueDateLocal: string;
  status: string;
}

export interface WeekViewSections<I> {
  overdue: I[];
  dueThisWeek: I[];
  completed: I[];
}

/** A week's read: its instances, the ones overdue today (any week) and today at the property. */
export interface WeekRead<I> {
  instances: readonly I[];
  overdue: readonly I[];
  today: string;
}

/**
 * The three sections of a displayed week: Overdue — the instances overdue today, the same for
 * every week —, Due week of (weekViewSection), and Completed — only those due in the displayed
 * week, so each week shows what was done in it.
 */
export function weekViewSections<I extends ListedInstance>(read: WeekRead<I>, weekStart: string): WeekViewSections<I> {
  const { today } = read;
  const sections: WeekViewSections<I> = {
    overdue: read.overdue.filter((instance) => isOverdue(instance, today)),
    dueThisWeek: [],
    completed: [],
  };
  const weekEnd = addDays(weekStart, 6);
  for (const instance of read.instances) {
    const section = weekViewSection(instance, weekStart, today);
    if (section === 'DueThisWeek') sections.dueThisWeek.push(instance);
    else if (section === 'Completed' && instance.dueDateLocal >= weekStart && instance.dueDateLocal <= weekEnd)
      sections.completed.push(instance);
  }
  return sections;
}

/** The Routine Task Instances modal's selector (spec 002 §2.1) and the §4 section each shows. */
export const INSTANCE_FILTERS = [
  { label: 'Overdue', section: 'Overdue' },
  { label: 'Current', section: 'DueThisWeek' },
  { label: 'Upcoming', section: 'Later' },
  { label: 'Completed', section: 'Completed' },
] as const satisfies readonly { label: string; section: WeekViewSection }[];

export type InstanceFilter = (typeof INSTANCE_FILTERS)[number]['label'];

/** The modal reads from the lookback to the lookahead around today. */
export function instancesModalWindow(today: string): DateWindow {
  return { from: addDays(today, -OVERDUE_LOOKBACK_DAYS), to: addDays(today, UPCOMING_LOOKAHEAD_DAYS) };
}

/** One task's instances under a filter, against today's week (Current = due this week). */
export function instancesOfFilter<I extends ListedInstance>(
  instances: readonly I[],
  filter: InstanceFilter,
  today: string,
): I[] {
  const wanted = INSTANCE_FILTERS.find((choice) => choice.label === filter)?.section;
  const weekStart = sundayWeekStart(today);
  return instances.filter((instance) => weekViewSection(instance, weekStart, today) === wanted);
}
