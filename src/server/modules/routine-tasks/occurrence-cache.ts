import { LRUCache } from 'lru-cache';
import type { RoutineTaskSchedule } from '../../../domain/tasks/routine-task-schedule.ts';
import { type Occurrence, type OccurrenceWindow, routineTaskOccurrences } from './occurrences.ts';

/**
 * `routineTaskOccurrences` remembered: its answer depends only on the schedule, start date,
 * window and zone (a pure function, so nothing here can go stale), and every read of My Tasks
 * and the week view asks again for the same tasks and window. rrule and the zone arithmetic cost
 * ~0.1–0.3 ms a task: a busy inspector's 60 tasks cost more than the reads' SQL.
 */
const remembered = new LRUCache<string, readonly Occurrence[]>({ max: 5000 });

export function taskOccurrences(
  task: { schedule: RoutineTaskSchedule; startDateLocal: string },
  window: OccurrenceWindow,
  timeZone: string,
): readonly Occurrence[] {
  const key = JSON.stringify([task.schedule, task.startDateLocal, window.from, window.to, timeZone]);
  let occurrences = remembered.get(key);
  if (!occurrences) {
    occurrences = Object.freeze(routineTaskOccurrences(task, window, timeZone));
    remembered.set(key, occurrences);
  }
  return occurrences;
}
