import { describe, expect, it } from 'vitest';
import { occurredAt, occurredUtc, todayAt } from '../../../../src/client/pages/event-add/occurred-time.ts';

describe("the time occurred, at the property's time zone", () => {
  it('turns the date and time at the property into the instant, summer and winter', () => {
    expect(occurredUtc('2026-07-01', '09:15', 'America/Chicago')).toBe('2026-07-01T14:15:00.000Z');
    expect(occurredUtc('2026-01-15', '23:30', 'America/New_York')).toBe('2026-01-16T04:30:00.000Z');
  });

  it('shows a stored instant as the date and time at the property, whatever zone the phone is in', () => {
    expect(occurredAt('2026-01-16T04:30:00.000Z', 'America/New_York')).toEqual({ date: '2026-01-15', time: '23:30' });
    expect(occurredAt('2026-01-16T04:30:00.000Z', 'America/Los_Angeles')).toEqual({
      date: '2026-01-15',
      time: '20:30',
    });
  });

  it('round-trips', () => {
    const { date, time } = occurredAt('2026-03-20T17:05:00.000Z', 'America/Denver');
    expect(occurredUtc(date as string, time as string, 'America/Denver')).toBe('2026-03-20T17:05:00.000Z');
  });

  it("today is the property's date (still yesterday in Chicago at 03:00 UTC)", () => {
    expect(todayAt('America/Chicago', new Date('2026-07-02T03:00:00Z'))).toBe('2026-07-01');
    expect(todayAt('Europe/Berlin', new Date('2026-07-02T03:00:00Z'))).toBe('2026-07-02');
  });
});
