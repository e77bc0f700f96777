import { describe, expect, it } from 'vitest';
import {
  allInGoodStanding,
  calendarDateOf,
  claimCountLabel,
  endDateForStart,
  endsBeforeStart,
  isPolicyCurrent,
  policyTypeLabel,
  selectedPropertiesText,
} from '../../../src/domain/claims/insurance-policy.ts';
import { isCalendarDate } from '../../../src/domain/common/calendar-date.ts';

describe('endDateForStart (spec 002 §4: one year after a valid start)', () => {
  it.each([
    ['2026-03-15', '2027-03-15'],
    ['2026-01-01', '2027-01-01'],
    ['2026-12-31', '2027-12-31'],
    ['2024-02-29', '2025-02-28'],
    ['2027-02-28', '2028-02-28'],
  ])('%s -> %s', (start, end) => {
    expect(endDateForStart(start)).toBe(end);
  });

  it.each([[''], ['2026-02-30'], ['03/15/2026'], [null], [undefined], ['2026-13-01']])(
    '%s is not a valid start',
    (start) => {
      expect(endDateForStart(start)).toBeNull();
    },
  );
});

describe('isCalendarDate and endsBeforeStart', () => {
  it('knows real dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate(20240229)).toBe(false);
  });

  it('only an end strictly before the start is refused; a one-day policy is fine', () => {
    expect(endsBeforeStart('2026-05-01', '2026-04-30')).toBe(true);
    expect(endsBeforeStart('2026-05-01', '2026-05-01')).toBe(false);
    expect(endsBeforeStart('2026-05-01', null)).toBe(false);
  });
});

describe('claimCountLabel (spec 002 §5)', () => {
  it.each([
    [0, 'Harbor View'],
    [1, 'Harbor View (1 claim)'],
    [2, 'Harbor View 2 (claims)'],
    [12, 'Harbor View 12 (claims)'],
  ])('%i claims', (count, label) => {
    expect(claimCountLabel('Harbor View', count)).toBe(label);
  });

  it("counts the selection: 'N properties selected'", () => {
    expect(selectedPropertiesText(2)).toBe('2 properties selected');
    expect(selectedPropertiesText(1)).toBe('1 property selected');
  });
});

describe('good standing', () => {
  const today = '2026-06-15';
  const period = (startDate: string | null, endDate: string | null, isArchived = false) => ({
    startDate,
    endDate,
    isArchived,
  });

  it('a policy is current from its start to its end, both days included', () => {
    expect(isPolicyCurrent(period('2026-06-15', '2027-06-15'), today)).toBe(true);
    expect(isPolicyCurrent(period('2025-06-15', '2026-06-15'), today)).toBe(true);
    expect(isPolicyCurrent(period('2026-06-16', '2027-06-16'), today)).toBe(false);
    expect(isPolicyCurrent(period('2025-06-01', '2026-06-14'), today)).toBe(false);
    expect(isPolicyCurrent(period(null, '2027-01-01'), today)).toBe(false);
  });

  it('needs a live policy, and every live one current; archived ones do not count', () => {
    expect(allInGoodStanding([], today)).toBe(false);
    expect(allInGoodStanding([period('2026-01-01', '2026-12-31')], today)).toBe(true);
    expect(allInGoodStanding([period('2026-01-01', '2026-12-31'), period('2025-01-01', '2025-12-31')], today)).toBe(
      false,
    );
    expect(
      allInGoodStanding([period('2026-01-01', '2026-12-31'), period('2025-01-01', '2025-12-31', true)], today),
    ).toBe(true);
    expect(allInGoodStanding([period('2025-01-01', '2025-12-31', true)], today)).toBe(false);
  });

  it('reads today as a UTC calendar date', () => {
    expect(calendarDateOf(new Date('2026-06-15T23:59:59Z'))).toBe('2026-06-15');
  });
});

describe('policyTypeLabel', () => {
  it('names 0–2 and calls anything else Unknown', () => {
    expect([0, 1, 2, 3, null].map(policyTypeLabel)).toEqual([
      'General Liability',
      'Umbrella',
      'Property And Casualty',
      'Unknown',
      'Unknown',
    ]);
  });
});
