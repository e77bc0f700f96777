import { describe, expect, it } from 'vitest';
import {
  actionText,
  atProperty,
  bannerText,
  completedDateText,
  dueDateText,
  type MyTask,
  performPath,
  propertyChoices,
  sectionCounts,
  sectionRows,
} from '../../../src/client/pages/my-tasks/my-tasks-view.ts';

const row = (over: Partial<MyTask>): MyTask => ({
  resultId: 'r1',
  instanceId: 'i1',
  name: 'Roof inspection',
  location: 'Building A',
  propertyId: 'p1',
  propertyName: 'Harbor Point',
  propertyTimeZone: 'America/New_York',
  dueDateLocal: '2026-11-25',
  status: 'NotStarted',
  dateLastUpdatedOrCompleted: null,
  section: 'DueThisWeek',
  ...over,
});

const rows = [
  row({ resultId: 'a', section: 'Overdue', dueDateLocal: '2026-11-20' }),
  row({ resultId: 'b' }),
  row({ resultId: 'c', propertyId: 'p2', propertyName: 'Anchor Flats' }),
  row({ resultId: 'd', status: 'Complete', section: 'Completed', dateLastUpdatedOrCompleted: '2026-11-24T03:00:00Z' }),
];

describe('My Tasks / Inspections (spec 002 §2.3)', () => {
  it('counts each section for the banners, at the chosen property or all', () => {
    expect(sectionCounts(rows)).toEqual({ Overdue: 1, DueThisWeek: 2, Completed: 1 });
    expect(sectionCounts(atProperty(rows, 'p1'))).toEqual({ Overdue: 1, DueThisWeek: 1, Completed: 1 });
    expect(atProperty(rows, null)).toHaveLength(4);
    expect(bannerText('DueThisWeek', 2)).toBe('(2) Due this week');
    expect(bannerText('Overdue', 0)).toBe('(0) Overdue');
    expect(sectionRows(rows, 'DueThisWeek').map((r) => r.resultId)).toEqual(['b', 'c']);
  });

  it('offers the properties with tasks once each, by name', () => {
    expect(propertyChoices(rows)).toEqual([
      { value: 'p2', label: 'Anchor Flats' },
      { value: 'p1', label: 'Harbor Point' },
    ]);
  });

  it('writes dates MM/DD/YYYY; the completed date only for completed work, as the day at the property', () => {
    expect(dueDateText(rows[0])).toBe('11/20/2026');
    // 03:00 UTC on the 24th is the evening of the 23rd in New York, still the 24th in Berlin.
    expect(completedDateText(rows[3])).toBe('11/23/2026');
    expect(completedDateText({ ...rows[3], propertyTimeZone: 'Europe/Berlin' })).toBe('11/24/2026');
    expect(completedDateText(rows[1])).toBe('');
  });

  it('links each row to ExecuteRoutineTask with its resultId and instanceId', () => {
    expect(performPath(row({ resultId: 'r 1', instanceId: 'i1' }))).toBe(
      '/executeroutineTask?resultId=r+1&instanceId=i1',
    );
    expect(actionText(rows[1])).toBe('Perform');
    expect(actionText(rows[3])).toBe('View');
  });
});
