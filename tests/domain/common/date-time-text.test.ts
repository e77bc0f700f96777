import { describe, expect, it } from 'vitest';
import {
  dateTimeText,
  localDateTimeText,
  viewerDateTimeText,
  zoneAbbreviation,
} from '../../../src/domain/common/date-time-text.ts';

describe('localDateTimeText (a *Local wall-clock time, as CSV files write it)', () => {
  it("writes MM/DD/YYYY hh:mm AM/PM with a two-digit hour (spec: 'hh:mm a'), whatever the runtime's zone", () => {
    expect(localDateTimeText('2026-09-02T09:00:00')).toBe('09/02/2026 09:00 AM');
    expect(localDateTimeText('2026-09-02T00:05:59')).toBe('09/02/2026 12:05 AM');
    expect(localDateTimeText('2026-12-31T12:30:00')).toBe('12/31/2026 12:30 PM');
    expect(localDateTimeText('2026-12-31T13:45:00')).toBe('12/31/2026 01:45 PM');
    expect(localDateTimeText('2026-12-31T23:59:00')).toBe('12/31/2026 11:59 PM');
    expect(localDateTimeText('not a time')).toBe('not a time');
  });
});

describe('dateTimeText (an instant at a property, with its zone)', () => {
  it('names EST in winter and EDT in summer for the same wall-clock time', () => {
    expect(dateTimeText('2026-01-15T14:53:00Z', 'America/New_York')).toBe('01/15/2026 09:53 AM EST');
    expect(dateTimeText('2026-07-15T13:53:00Z', 'America/New_York')).toBe('07/15/2026 09:53 AM EDT');
  });

  it('tells the repeated hour of the autumn change apart by the instant', () => {
    expect(dateTimeText('2026-11-01T05:30:00Z', 'America/New_York')).toBe('11/01/2026 01:30 AM EDT');
    expect(dateTimeText('2026-11-01T06:30:00Z', 'America/New_York')).toBe('11/01/2026 01:30 AM EST');
  });

  it('writes the Pacific zone as PST / PDT', () => {
    expect(dateTimeText('2026-11-27T17:53:00Z', 'America/Los_Angeles')).toBe('11/27/2026 09:53 AM PST');
    expect(dateTimeText(new Date('2026-06-01T19:00:00Z'), 'America/Los_Angeles')).toBe('06/01/2026 12:00 PM PDT');
  });

  it('shows midnight as 12 AM and noon as 12 PM', () => {
    expect(dateTimeText('2026-01-15T05:00:00Z', 'America/New_York')).toBe('01/15/2026 12:00 AM EST');
    expect(dateTimeText('2026-01-15T17:00:00Z', 'America/New_York')).toBe('01/15/2026 12:00 PM EST');
  });

  it("takes Intl's en-US name where there is no US abbreviation: an offset (London: GMT, GMT+1 in summer)", () => {
    expect(dateTimeText('2026-01-15T09:53:00Z', 'Europe/London')).toBe('01/15/2026 09:53 AM GMT');
    expect(dateTimeText('2026-07-15T08:53:00Z', 'Europe/London')).toBe('07/15/2026 09:53 AM GMT+1');
    expect(zoneAbbreviation('Asia/Tokyo', new Date('2026-07-15T00:00:00Z'))).toBe('GMT+9');
  });

  it('shows an unknown zone as UTC and an unreadable instant as it came', () => {
    expect(dateTimeText('2026-01-15T14:53:00Z', 'Not/AZone')).toBe('01/15/2026 02:53 PM UTC');
    expect(zoneAbbreviation('Not/AZone', new Date('2026-01-15T14:53:00Z'))).toBe('UTC');
    expect(dateTimeText('not a time', 'America/New_York')).toBe('not a time');
  });
});

describe('viewerDateTimeText (no property: the viewer’s own clock)', () => {
  it("is the same text in the viewer's zone", () => {
    expect(viewerDateTimeText('2026-01-15T14:53:00Z', 'America/Chicago')).toBe('01/15/2026 08:53 AM CST');
    expect(viewerDateTimeText('2026-01-15T14:53:00Z')).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2} [AP]M \S+$/);
  });
});
