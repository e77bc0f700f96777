import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarDateText,
  calendarMonthText,
  DATE_FORMAT,
  dayjs,
  dayOf,
  instantDateText,
  isoOfDateText,
  localDateIn,
  startOfMonth,
} from '../../../src/domain/common/calendar-date.ts';

/** The dates module (issue 25): how a date reads everywhere, MM/DD/YYYY. */
describe('calendarDateText (a calendar date as MM/DD/YYYY, pure text work)', () => {
  it.each([
    ['2026-03-05', '03/05/2026'],
    ['2026-12-31', '12/31/2026'],
    ['2024-02-29', '02/29/2024'],
    ['2026-01-31T23:30:00', '01/31/2026'],
    ['2026-11-01T01:30:00', '11/01/2026'],
  ])('%s -> %s', (value, text) => expect(calendarDateText(value)).toBe(text));

  it('gives back what is no real date as it came', () => {
    for (const value of ['', 'not a date', '2026-02-30', '2025-02-29', '03/05/2026']) {
      expect(calendarDateText(value)).toBe(value);
    }
  });

  it('never moves the day, whatever the runtime zone (midnight UTC is still that day)', () => {
    expect(calendarDateText('2026-03-08')).toBe('03/08/2026');
    expect(calendarDateText('2026-11-01')).toBe('11/01/2026');
  });
});

describe('calendarMonthText', () => {
  it('writes the month of a date as MM/YYYY', () => {
    expect(calendarMonthText('2026-03-01')).toBe('03/2026');
    expect(calendarMonthText('not a month')).toBe('not a month');
  });
});

describe('isoOfDateText (MM/DD/YYYY back to YYYY-MM-DD)', () => {
  it('reads real dates in exactly MM/DD/YYYY', () => {
    expect(isoOfDateText('03/07/2026')).toBe('2026-03-07');
    expect(isoOfDateText('02/29/2024')).toBe('2024-02-29');
  });

  it.each(['02/30/2026', '13/01/2026', '3/7/2026', '2026-03-07', '', '03/07/26'])('refuses %j', (text) => {
    expect(isoOfDateText(text)).toBeNull();
  });
});

describe('the day of an instant', () => {
  it('is the day at the zone when one is given (a property)', () => {
    const lateEvening = new Date('2026-03-06T03:30:00Z');
    expect(dayOf(lateEvening, 'America/Los_Angeles')).toBe('2026-03-05');
    expect(instantDateText(lateEvening, 'America/Los_Angeles')).toBe('03/05/2026');
    expect(instantDateText('2026-03-06T03:30:00Z', 'Asia/Tokyo')).toBe('03/06/2026');
  });

  it("is the viewer's own day without a zone (what belongs to no property)", () => {
    const at = new Date('2026-03-06T03:30:00Z');
    expect(dayOf(at)).toBe(localDateIn(at, Intl.DateTimeFormat().resolvedOptions().timeZone));
    expect(instantDateText(at)).toBe(calendarDateText(dayOf(at)));
  });

  it("is '' for an instant that cannot be read (never 'NaN/NaN/NaN')", () => {
    expect(instantDateText('not a time')).toBe('');
    expect(instantDateText(new Date(Number.NaN), 'America/New_York')).toBe('');
  });
});

describe('calendar arithmetic', () => {
  it('moves by months, keeping the day where the month has it', () => {
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
  });

  it('finds the first of the month', () => {
    expect(startOfMonth('2026-03-17')).toBe('2026-03-01');
  });
});

describe('the pickers use the same format', () => {
  it('shows a picked day as MM/DD/YYYY', () => {
    expect(dayjs('2026-03-07').format(DATE_FORMAT)).toBe('03/07/2026');
  });
});
