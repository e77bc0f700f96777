import { calendarDateText } from '../../../domain/common/calendar-date.ts';

/** The address parameters of the Tasks screen and Task Details (spec 002 §2 route list). */
export const TASK_PARAMS = {
  propertyId: 'requestedPropertyId',
  weekOf: 'requestedWeekOf',
  instanceId: 'instanceId',
  fromPropertyId: 'fromPropertyId',
  fromWeekOf: 'fromWeekOf',
} as const;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const ROUTINE_TASK_PATHS = {
  /** The Tasks screen at a property and, for Current Tasks, a week (its Sunday, YYYY-MM-DD). */
  tasks: (propertyId?: string | null, weekStart?: string | null) =>
    withQuery('/routinetasks', {
      [TASK_PARAMS.propertyId]: propertyId,
      [TASK_PARAMS.weekOf]: weekStart ? calendarDateText(weekStart) : null,
    }),
  /** Task Details of an instance, remembering where Close returns to. */
  details: (instanceId: string, fromPropertyId: string, fromWeekStart: string | null) =>
    withQuery('/manageroutinetask', {
      [TASK_PARAMS.instanceId]: instanceId,
      [TASK_PARAMS.fromPropertyId]: fromPropertyId,
      [TASK_PARAMS.fromWeekOf]: fromWeekStart ? calendarDateText(fromWeekStart) : null,
    }),
  event: (eventId: string) => `/events/${eventId}`,
};
