import { addDays } from '../../../domain/tasks/routine-task-status.ts';

/** Local days, both ends included ('YYYY-MM-DD'). */
export interface DayRange {
  from: string;
  to: string;
}

/** What a task knows of its stored instances (routine_tasks.stored_from_local / _through_local). */
export interface StoredRange {
  scheduleFromLocal: string;
  storedFromLocal: string | null;
  storedThroughLocal: string | null;
}

/** The part of `window` in which the task's current schedule makes instances; null when none. */
export function scheduledPart(task: StoredRange, window: DayRange): DayRange | null {
  const from = task.scheduleFromLocal > window.from ? task.scheduleFromLocal : window.from;
  return from > window.to ? null : { from, to: window.to };
}

/** Whether every instance the task makes in `window` is known to be stored. */
export function isStored(task: StoredRange, window: DayRange): boolean {
  const part = scheduledPart(task, window);
  if (!part) return true;
  const { storedFromLocal: from, storedThroughLocal: to } = task;
  return from !== null && to !== null && from <= part.from && to >= part.to;
}

/**
 * The stored range once `part` has been stored too: one range, so joined to the known one when the
 * two overlap or touch, else `part` alone (forgetting the old range only costs a check later).
 */
export function storedRangeAfter(task: StoredRange, part: DayRange): DayRange {
  const { storedFromLocal: from, storedThroughLocal: to } = task;
  if (from === null || to === null || from > addDays(part.to, 1) || to < addDays(part.from, -1)) return part;
  return { from: from < part.from ? from : part.from, to: to > part.to ? to : part.to };
}
