import { describe, expect, it } from 'vitest';
import {
  isoWeekStart,
  isTaskComplete,
  myTasksDaysAnywhere,
  myTasksSectionIn,
  myTasksWindow,
  sundayWeekStart,
  taskStatusLabel,
  weekViewSection,
} from '../../../src/domain/tasks/routine-task-status.ts';

describe('task instance status (spec 002 §4)', () => {
  it('complete is case-insensitive; every other value is open and shown split on capitals', () => {
    expect(isTaskComplete('Complete')).toBe(true);
    expect(isTaskComplete('COMPLETE')).toBe(true);
    expect(isTaskComplete('InProgress')).toBe(false);
    expect(taskStatusLabel('NotStarted')).toBe('Not Started');
    expect(taskStatusLabel('Complete')).toBe('Complete');
  });

  it('weeks: Sunday start on the Tasks screen, Monday (ISO) on My Tasks', () => {
    // 2026-03-11 is a Wednesday.
    expect(sundayWeekStart('2026-03-11')).toBe('2026-03-08');
    expect(sundayWeekStart('2026-03-08')).toBe('2026-03-08');
    expect(isoWeekStart('2026-03-11')).toBe('2026-03-09');
    expect(isoWeekStart('2026-03-08')).toBe('2026-03-02');
    expect(isoWeekStart('2026-03-09')).toBe('2026-03-09');
  });
});

describe('Tasks screen sections at each boundary', () => {
  const week = '2026-03-08'; // Sunday … Saturday 03/14
  const today = '2026-03-11';
  const open = (dueDateLocal: string) => weekViewSection({ dueDateLocal, status: 'NotStarted' }, week, today);
  it('overdue before today, due this week from today to Saturday, later after it', () => {
    expect(open('2026-03-10')).toBe('Overdue');
    expect(open('2026-03-11')).toBe('DueThisWeek');
    expect(open('2026-03-14')).toBe('DueThisWeek');
    expect(open('2026-03-15')).toBe('Later');
    expect(weekViewSection({ dueDateLocal: '2026-03-01', status: 'Complete' }, week, today)).toBe('Completed');
  });
  it('viewing a future week: open instances due before it but not overdue are not in it', () => {
    expect(weekViewSection({ dueDateLocal: '2026-03-12', status: 'NotStarted' }, '2026-03-15', today)).toBeNull();
    expect(weekViewSection({ dueDateLocal: '2026-03-16', status: 'NotStarted' }, '2026-03-15', today)).toBe(
      'DueThisWeek',
    );
  });
});

describe('My Tasks sections with an injected clock and zone', () => {
  const myTasksSection = (instance: Parameters<typeof myTasksSectionIn>[0], at: Date, zone: string) =>
    myTasksSectionIn(instance, myTasksWindow(at, zone));
  const LA = 'America/Los_Angeles';
  // Wednesday 03/11/2026 07:30 in Los Angeles (PDT, UTC-7).
  const now = new Date('2026-03-11T14:30:00Z');
  const open = (dueDateLocal: string) =>
    myTasksSection({ dueDateLocal, status: 'InProgress', lastUpdatedOrCompletedUtc: null }, now, LA);
  it('overdue before today; due this week from today to the ISO week Sunday', () => {
    expect(open('2026-03-10')).toBe('Overdue');
    expect(open('2026-03-11')).toBe('DueThisWeek');
    expect(open('2026-03-15')).toBe('DueThisWeek');
    expect(open('2026-03-16')).toBeNull();
  });
  it("today is the property zone's today, not UTC's", () => {
    // 03/12 05:00 UTC is still 03/11 in Los Angeles.
    const lateEvening = new Date('2026-03-12T05:00:00Z');
    expect(
      myTasksSection(
        { dueDateLocal: '2026-03-11', status: 'NotStarted', lastUpdatedOrCompletedUtc: null },
        lateEvening,
        LA,
      ),
    ).toBe('DueThisWeek');
    expect(
      myTasksSection(
        { dueDateLocal: '2026-03-11', status: 'NotStarted', lastUpdatedOrCompletedUtc: null },
        lateEvening,
        'UTC',
      ),
    ).toBe('Overdue');
  });
  it('completed: due or completed within the last 7 days', () => {
    const done = (dueDateLocal: string, completed: string | null) =>
      myTasksSection(
        { dueDateLocal, status: 'Complete', lastUpdatedOrCompletedUtc: completed ? new Date(completed) : null },
        now,
        LA,
      );
    expect(done('2026-03-04', null)).toBe('Completed');
    expect(done('2026-03-03', null)).toBeNull();
    expect(done('2026-02-01', '2026-03-04T14:30:00Z')).toBe('Completed');
    expect(done('2026-02-01', '2026-03-04T14:29:59Z')).toBeNull();
  });
});

describe('myTasksDaysAnywhere', () => {
  const zones = [
    'Etc/GMT+12',
    'Pacific/Honolulu',
    'America/Los_Angeles',
    'America/New_York',
    'UTC',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Asia/Tokyo',
    'Pacific/Auckland',
    'Pacific/Kiritimati',
  ];

  it("holds every zone's week end and last-7-days start, at any hour across a year", () => {
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const { latestWeekEnd, earliestCompletedSince } = myTasksDaysAnywhere(now);
      for (const zone of zones) {
        const window = myTasksWindow(now, zone);
        expect(window.weekEnd <= latestWeekEnd, `${now.toISOString()} ${zone}`).toBe(true);
        expect(window.completedSince >= earliestCompletedSince, `${now.toISOString()} ${zone}`).toBe(true);
      }
    }
  });

  it('is as tight as the extreme zones: on a Sunday evening in UTC, Kiritimati is already in the next week', () => {
    const now = new Date('2026-11-29T20:00:00Z');
    expect(myTasksDaysAnywhere(now)).toEqual({ latestWeekEnd: '2026-12-06', earliestCompletedSince: '2026-11-22' });
  });
});
