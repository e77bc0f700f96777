import { describe, expect, it } from 'vitest';
import { type HeadlineFigures, headlines } from '../../../../src/client/pages/analytics/analytics-headlines.ts';

const FIGURES: HeadlineFigures = {
  today: '2026-11-27',
  weekFrom: '2026-11-22',
  openEvents: 1234,
  newThisWeek: 3,
  openClaims: 2,
  openClaimsTotalLoss: '1234.5',
  overdueTasks: 7,
};

describe("the analytics dashboard's headlines", () => {
  it('name open events, this week, open claims with their total loss, and overdue tasks', () => {
    expect(headlines(FIGURES)).toEqual([
      { key: 'openEvents', title: 'Open events', value: '1,234', detail: 'Not Complete' },
      { key: 'newThisWeek', title: 'New this week', value: '3', detail: 'Since 11/22/2026' },
      { key: 'openClaims', title: 'Open claims', value: '2', detail: '$1,234.50 total loss' },
      { key: 'overdueTasks', title: 'Overdue tasks', value: '7', detail: 'Due before today' },
    ]);
  });

  it('leave out the tasks without the routine tasks feature, and show no claims as $0.00', () => {
    const { overdueTasks: _, ...withoutTasks } = FIGURES;
    const shown = headlines({ ...withoutTasks, openClaims: 0, openClaimsTotalLoss: '0.00' });
    expect(shown.map((headline) => headline.key)).toEqual(['openEvents', 'newThisWeek', 'openClaims']);
    expect(shown[2].detail).toBe('$0.00 total loss');
  });
});
