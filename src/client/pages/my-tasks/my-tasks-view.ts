import type { FromSchema } from '../../../../schemas/from-schema.ts';
import type { MY_TASK_SECTIONS, myTaskSchema } from '../../../../schemas/routine-task/replies.ts';
import { calendarDateText, instantDateText } from '../../../domain/common/calendar-date.ts';
import { isTaskComplete, taskStatusLabel } from '../../../domain/tasks/routine-task-status.ts';
import { myTasksText } from '../../i18n/en/my-tasks.ts';
import { translate } from '../../i18n/language.ts';

/**
 * My Tasks / Inspections (spec 002 §2.3) over the rows of GET /routineTaskInstancesForThisUser.
 * Which section a row is in (overdue, due this ISO week, completed in the last 7 days) is the
 * server's, judged by src/domain/tasks/routine-task-status.ts in the property's zone; this only filters,
 * counts and words them (in the app's language, i18n/en/my-tasks.ts). Pure but for the language.
 */

export type MyTask = FromSchema<typeof myTaskSchema>;
export type MyTaskSection = (typeof MY_TASK_SECTIONS)[number];

/** A section's name: 'Overdue', 'Due this week', 'Completed'. */
export function sectionLabel(section: MyTaskSection): string {
  return translate(myTasksText, `section.${section}`);
}

/** The banner of a section: '(3) Overdue'. */
export function bannerText(section: MyTaskSection, count: number): string {
  return translate(myTasksText, 'banner', { count, section: sectionLabel(section) });
}

/** A row's status in words: 'Not Started', 'In Progress', 'Complete' (another value split on capitals). */
export function statusText(status: string): string {
  const key = `status.${status}`;
  return key in myTasksText.en ? translate(myTasksText, key as keyof typeof myTasksText.en) : taskStatusLabel(status);
}

/** The property filter's choices: the properties the rows are at, by name. */
export function propertyChoices(rows: readonly MyTask[]): { value: string; label: string }[] {
  const names = new Map<string, string>();
  for (const row of rows) names.set(row.propertyId, row.propertyName);
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}

/** The rows at the chosen property (all of them when none is chosen). */
export function atProperty(rows: readonly MyTask[], propertyId: string | null): MyTask[] {
  return propertyId ? rows.filter((row) => row.propertyId === propertyId) : [...rows];
}

/** How many rows each section holds. */
export function sectionCounts(rows: readonly MyTask[]): Record<MyTaskSection, number> {
  const counts: Record<MyTaskSection, number> = { Overdue: 0, DueThisWeek: 0, Completed: 0 };
  for (const row of rows) counts[row.section] += 1;
  return counts;
}

/** The rows of one section, in the server's order (due date, then name and location). */
export function sectionRows(rows: readonly MyTask[], section: MyTaskSection): MyTask[] {
  return rows.filter((row) => row.section === section);
}

/** Due Date as MM/DD/YYYY (the day at the property). */
export function dueDateText(row: Pick<MyTask, 'dueDateLocal'>): string {
  return calendarDateText(row.dueDateLocal);
}

/** Completed Date as MM/DD/YYYY, the day at the property (like Due Date); empty while not complete. */
export function completedDateText(
  row: Pick<MyTask, 'status' | 'dateLastUpdatedOrCompleted' | 'propertyTimeZone'>,
): string {
  if (!isTaskComplete(row.status) || !row.dateLastUpdatedOrCompleted) return '';
  return instantDateText(row.dateLastUpdatedOrCompleted, row.propertyTimeZone);
}

/** The row's link to the Perform Task wizard (ExecuteRoutineTask with resultId and instanceId). */
export function performPath(row: Pick<MyTask, 'resultId' | 'instanceId'>): string {
  const query = new URLSearchParams({ resultId: row.resultId, instanceId: row.instanceId });
  return `/executeroutineTask?${query}`;
}

/** The Actions link's words: open work is performed, completed work viewed. */
export function actionText(row: Pick<MyTask, 'status'>): string {
  return translate(myTasksText, isTaskComplete(row.status) ? 'view' : 'perform');
}
