import { describe, expect, it } from 'vitest';
import { isStored, scheduledPart, storedRangeAfter } from '../../../src/server/modules/routine-tasks/stored-range.ts';

const task = (storedFromLocal: string | null, storedThroughLocal: string | null, scheduleFromLocal = '2026-01-01') => ({
  scheduleFromLocal,
  storedFromLocal,
  storedThroughLocal,
});

describe("a task's stored days", () => {
  it('asks only for the days from the schedule on', () => {
    expect(scheduledPart(task(null, null, '2026-11-10'), { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-10',
      to: '2026-11-30',
    });
    expect(scheduledPart(task(null, null, '2026-12-10'), { from: '2026-11-01', to: '2026-11-30' })).toBeNull();
  });

  it('holds a window inside its range, not one reaching past either end, and nothing when never stored', () => {
    const stored = task('2026-11-01', '2026-11-30');
    expect(isStored(stored, { from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(isStored(stored, { from: '2026-11-08', to: '2026-11-14' })).toBe(true);
    expect(isStored(stored, { from: '2026-10-31', to: '2026-11-14' })).toBe(false);
    expect(isStored(stored, { from: '2026-11-08', to: '2026-12-01' })).toBe(false);
    expect(isStored(task(null, null), { from: '2026-11-08', to: '2026-11-14' })).toBe(false);
  });

  it('holds a window that starts before the schedule when the scheduled part is stored; an empty part always', () => {
    const stored = task('2026-11-10', '2026-11-30', '2026-11-10');
    expect(isStored(stored, { from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(isStored(task(null, null, '2027-01-01'), { from: '2026-11-01', to: '2026-11-30' })).toBe(true);
  });

  it('grows by a window that overlaps or touches it, and is replaced by one that does not', () => {
    const stored = task('2026-11-01', '2026-11-30');
    expect(storedRangeAfter(stored, { from: '2026-11-20', to: '2026-12-10' })).toEqual({
      from: '2026-11-01',
      to: '2026-12-10',
    });
    expect(storedRangeAfter(stored, { from: '2026-12-01', to: '2026-12-07' })).toEqual({
      from: '2026-11-01',
      to: '2026-12-07',
    });
    expect(storedRangeAfter(stored, { from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2026-10-01',
      to: '2026-11-30',
    });
    expect(storedRangeAfter(stored, { from: '2026-12-02', to: '2026-12-08' })).toEqual({
      from: '2026-12-02',
      to: '2026-12-08',
    });
    expect(storedRangeAfter(task(null, null), { from: '2026-12-02', to: '2026-12-08' })).toEqual({
      from: '2026-12-02',
      to: '2026-12-08',
    });
  });
});
