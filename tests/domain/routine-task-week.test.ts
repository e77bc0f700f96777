import { describe, expect, it } from 'vitest';
import { emptySchedule } from '../../src/domain/routine-task-form.ts';
import type { RoutineTaskSchedule } from '../../src/domain/routine-task-schedule.ts';
import {
  dueWeekTitle,
  instancesModalWindow,
  instancesOfFilter,
  instancesQuery,
  isoOfUsDateText,
  lastViewableWeekStart,
  occurrenceText,
  requestedWeekStart,
  weekOfText,
  weekViewSections,
  weekViewWindow,
} from '../../src/domain/routine-task-week.ts';

/** Wednesday 11/25/2026; its week starts Sunday 11/22. */
const TODAY = '2026-11-25';
const WEEK = '2026-11-22';

const at = (dueDateLocal: string, status = 'NotStarted') => ({ dueDateLocal, status });

describe('the displayed week (spec 002 §2.1, weeks start on Sunday)', () => {
  it('reads the address (MM/DD/YYYY or YYYY-MM-DD) as its Sunday, today’s week otherwise', () => {
    expect(requestedWeekStart('11/26/2026', TODAY)).toBe(WEEK);
    expect(requestedWeekStart('2026-12-02', TODAY)).toBe('2026-11-29');
    expect(requestedWeekStart(null, TODAY)).toBe(WEEK);
    expect(requestedWeekStart('02/30/2026', TODAY)).toBe(WEEK);
    expect(isoOfUsDateText('13/01/2026')).toBeNull();
  });

  it('says the week as the spec does', () => {
    expect(weekOfText(WEEK)).toBe('Week of 11/22/2026');
    expect(dueWeekTitle(WEEK)).toBe('Due week of 11/22/2026');
  });

  it('reads its own week and 90 days of overdue ones, in the API’s MM/DD/YYYY', () => {
    expect(instancesQuery(weekViewWindow(WEEK, TODAY))).toEqual({ startDate: '08/24/2026', endDate: '11/28/2026' });
    // A future week still reads back from today, so overdue ones stay listed.
    expect(weekViewWindow('2026-12-06', TODAY)).toEqual({ from: '2026-08-27', to: '2026-12-12' });
  });

  it('goes ahead only as far as one read of the API can reach (400 days with the lookback)', () => {
    const last = lastViewableWeekStart(TODAY, 400);
    expect(last).toBe('2027-09-19');
    const window = weekViewWindow(last, TODAY);
    const days = (Date.parse(window.to) - Date.parse(window.from)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(400);
    // The week after would not fit.
    const next = weekViewWindow('2027-09-26', TODAY);
    expect((Date.parse(next.to) - Date.parse(next.from)) / 86_400_000).toBeGreaterThan(400);
  });
});

describe('the three sections, over the §4 classification', () => {
  it('lists overdue, due this week (today included) and the week’s completed ones', () => {
    const instances = [
      at('2026-11-20'),
      at('2026-11-25'),
      at('2026-11-28', 'InProgress'),
      at('2026-11-23', 'Complete'),
      at('2026-11-10', 'complete'),
      at('2026-12-01'),
    ];
    const sections = weekViewSections(instances, WEEK, TODAY);
    expect(sections.overdue).toEqual([instances[0]]);
    expect(sections.dueThisWeek).toEqual([instances[1], instances[2]]);
    expect(sections.completed).toEqual([instances[3]]);
  });

  it('keeps overdue ones on a later week', () => {
    expect(weekViewSections([at('2026-11-20')], '2026-11-29', TODAY).overdue).toHaveLength(1);
  });
});

describe('the Routine Task Instances modal', () => {
  it('filters Overdue, Current, Upcoming and Completed against today’s week', () => {
    const instances = [at('2026-11-20'), at('2026-11-27'), at('2026-12-08'), at('2026-11-24', 'Complete')];
    expect(instancesOfFilter(instances, 'Overdue', TODAY)).toEqual([instances[0]]);
    expect(instancesOfFilter(instances, 'Current', TODAY)).toEqual([instances[1]]);
    expect(instancesOfFilter(instances, 'Upcoming', TODAY)).toEqual([instances[2]]);
    expect(instancesOfFilter(instances, 'Completed', TODAY)).toEqual([instances[3]]);
    expect(instancesModalWindow(TODAY)).toEqual({ from: '2026-08-27', to: '2027-02-23' });
  });
});

describe('the Occurrence column', () => {
  const schedule = (over: Partial<RoutineTaskSchedule>) => ({ ...emptySchedule(), ...over }) as RoutineTaskSchedule;
  it.each<[Partial<RoutineTaskSchedule>, string]>([
    [{ routineTaskScheduleType: 'AdHoc' }, 'Ad hoc'],
    [{ routineTaskScheduleType: 'Weekly', monday: true, thursday: true }, 'Weekly: Mon, Thu'],
    [
      { routineTaskScheduleType: 'Monthly', dayOfMonth: 5, january: true, july: true, includeWeekends: false },
      'Monthly on day 5: Jan, Jul, weekdays only',
    ],
    [{ routineTaskScheduleType: 'Quarterly', dayOfMonth: 1, february: true }, 'Quarterly on day 1: Feb, May, Aug, Nov'],
    [{ routineTaskScheduleType: 'Daily', everyXDays: 7, timeOfDay: '08:00' }, 'Every 7 days at 08:00'],
  ])('%o reads %s', (over, text) => {
    expect(occurrenceText(schedule(over))).toBe(text);
  });
});
