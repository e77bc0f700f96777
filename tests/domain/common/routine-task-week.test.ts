import { describe, expect, it } from 'vitest';
import { emptySchedule } from '../../../src/client/pages/routine-tasks/routine-task-form.ts';
import { isoOfDateText } from '../../../src/domain/common/calendar-date.ts';
import type { RoutineTaskSchedule } from '../../../src/domain/tasks/routine-task-schedule.ts';
import {
  instancesModalWindow,
  instancesOfFilter,
  instancesQuery,
  lastViewableWeekStart,
  overdueWindow,
  requestedWeekStart,
  weekViewSections,
  weekViewWindow,
} from '../../../src/domain/tasks/routine-task-week.ts';

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
    expect(isoOfDateText('13/01/2026')).toBeNull();
  });

  it('reads its own week, in the API’s MM/DD/YYYY; overdue ones are 90 days back to yesterday, whatever the week', () => {
    expect(instancesQuery(weekViewWindow(WEEK))).toEqual({ startDate: '11/22/2026', endDate: '11/28/2026' });
    expect(weekViewWindow('2026-11-08')).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    expect(overdueWindow(TODAY)).toEqual({ from: '2026-08-27', to: '2026-11-24' });
  });

  it('goes ahead only as far as one read stores within the API’s 400 days (with the overdue lookback)', () => {
    const last = lastViewableWeekStart(TODAY, 400);
    expect(last).toBe('2027-09-19');
    const span = (weekStart: string) =>
      (Date.parse(weekViewWindow(weekStart).to) - Date.parse(overdueWindow(TODAY).from)) / 86_400_000;
    expect(span(last)).toBeLessThanOrEqual(400);
    // The week after would not fit.
    expect(span('2027-09-26')).toBeGreaterThan(400);
  });
});

describe('the three sections, over the §4 classification', () => {
  it('lists overdue, due this week (today included) and the week’s completed ones', () => {
    const instances = [
      at('2026-11-23'),
      at('2026-11-25'),
      at('2026-11-28', 'InProgress'),
      at('2026-11-23', 'Complete'),
      at('2026-11-10', 'complete'),
      at('2026-12-01'),
    ];
    const overdue = [at('2026-11-20'), instances[0]];
    const sections = weekViewSections({ instances, overdue, today: TODAY }, WEEK);
    // Overdue is the server's list as of today; this week's open Monday is in it, not due this week.
    expect(sections.overdue).toEqual(overdue);
    expect(sections.dueThisWeek).toEqual([instances[1], instances[2]]);
    expect(sections.completed).toEqual([instances[3]]);
  });

  it('shows the same Overdue section on any week, past or future (issue 23 item 6)', () => {
    const overdue = [at('2026-11-09'), at('2026-11-16'), at('2026-11-23')];
    for (const week of ['2026-11-08', WEEK, '2026-11-29']) {
      const weekInstances = overdue.filter((row) => row.dueDateLocal >= week);
      expect(weekViewSections({ instances: weekInstances, overdue, today: TODAY }, week).overdue).toEqual(overdue);
    }
    // Two weeks back, the week's own open instance is overdue (listed there), not due that week.
    expect(weekViewSections({ instances: [overdue[0]], overdue, today: TODAY }, '2026-11-08').dueThisWeek).toEqual([]);
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
