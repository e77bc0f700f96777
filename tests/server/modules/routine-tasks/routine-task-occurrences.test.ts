import { describe, expect, it } from 'vitest';
import {
  MONTH_NAMES,
  type MonthName,
  type RoutineTaskSchedule,
  type ScheduleSettings,
  scheduleProblems,
  WEEKDAY_NAMES,
  type WeekdayName,
} from '../../../../src/domain/tasks/routine-task-schedule.ts';
import { routineTaskOccurrences, zonedInstant } from '../../../../src/server/modules/routine-tasks/occurrences.ts';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';

function schedule(
  overrides: Partial<ScheduleSettings> & {
    weekdays?: WeekdayName[];
    months?: MonthName[];
  },
): RoutineTaskSchedule {
  const { weekdays = [], months = [], ...rest } = overrides;
  return {
    routineTaskScheduleType: 'Weekly',
    everyXDays: null,
    dayOfMonth: null,
    includeWeekends: true,
    timeOfDay: null,
    ...(Object.fromEntries(WEEKDAY_NAMES.map((d) => [d, weekdays.includes(d)])) as Record<WeekdayName, boolean>),
    ...(Object.fromEntries(MONTH_NAMES.map((m) => [m, months.includes(m)])) as Record<MonthName, boolean>),
    ...rest,
  };
}

function dates(s: RoutineTaskSchedule, start: string, from: string, to: string, zone = NY): string[] {
  return routineTaskOccurrences({ schedule: s, startDateLocal: start }, { from, to }, zone).map((o) => o.dueDateLocal);
}

describe('routine task occurrences (spec 002 §3 Schedule, §9)', () => {
  it('AdHoc: once, on the start date, only when the window holds it', () => {
    const adHoc = schedule({ routineTaskScheduleType: 'AdHoc' });
    expect(dates(adHoc, '2026-03-04', '2026-03-01', '2026-03-31')).toEqual(['2026-03-04']);
    expect(dates(adHoc, '2026-03-04', '2026-03-05', '2026-03-31')).toEqual([]);
  });

  it('Daily: every X days from the start date, at the time of day in the zone', () => {
    const daily = schedule({ routineTaskScheduleType: 'Daily', everyXDays: 3, timeOfDay: '14:30' });
    const found = routineTaskOccurrences(
      { schedule: daily, startDateLocal: '2026-01-01' },
      { from: '2026-01-05', to: '2026-01-12' },
      NY,
    );
    expect(found.map((o) => o.dueDateLocal)).toEqual(['2026-01-07', '2026-01-10']);
    expect(found[0].dueUtc.toISOString()).toBe('2026-01-07T19:30:00.000Z');
  });

  it('Daily every 28 days (the maximum) and every day (the minimum)', () => {
    expect(
      dates(
        schedule({ routineTaskScheduleType: 'Daily', everyXDays: 28, timeOfDay: '00:00' }),
        '2026-01-01',
        '2026-01-01',
        '2026-03-31',
      ),
    ).toEqual(['2026-01-01', '2026-01-29', '2026-02-26', '2026-03-26']);
    expect(
      dates(
        schedule({ routineTaskScheduleType: 'Daily', everyXDays: 1, timeOfDay: '00:00' }),
        '2026-01-01',
        '2026-01-01',
        '2026-01-03',
      ),
    ).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
  });

  it('Weekly: the chosen weekdays, never before the start date', () => {
    const weekly = schedule({ weekdays: ['monday', 'thursday'] });
    expect(dates(weekly, '2026-03-05', '2026-03-01', '2026-03-16')).toEqual([
      '2026-03-05',
      '2026-03-09',
      '2026-03-12',
      '2026-03-16',
    ]);
  });

  it('Monthly: the day of month of the chosen months, day 28 in February too', () => {
    const monthly = schedule({ routineTaskScheduleType: 'Monthly', dayOfMonth: 28, months: ['february', 'june'] });
    expect(dates(monthly, '2026-01-01', '2026-01-01', '2027-12-31')).toEqual([
      '2026-02-28',
      '2026-06-28',
      '2027-02-28',
      '2027-06-28',
    ]);
  });

  it('Quarterly: a chosen month recurs at its position in every quarter', () => {
    const quarterly = schedule({ routineTaskScheduleType: 'Quarterly', dayOfMonth: 15, months: ['january'] });
    expect(dates(quarterly, '2026-01-01', '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
    ]);
    const lastMonths = schedule({ routineTaskScheduleType: 'Quarterly', dayOfMonth: 1, months: ['december'] });
    expect(dates(lastMonths, '2026-01-01', '2026-01-01', '2026-12-31')).toEqual([
      '2026-03-01',
      '2026-06-01',
      '2026-09-01',
      '2026-12-01',
    ]);
  });

  it('include weekends off drops Saturday and Sunday occurrences (they are not moved)', () => {
    const daily = { routineTaskScheduleType: 'Daily', everyXDays: 1, timeOfDay: '08:00' } as const;
    // 2026-03-06 is a Friday.
    expect(dates(schedule({ ...daily, includeWeekends: false }), '2026-03-06', '2026-03-06', '2026-03-09')).toEqual([
      '2026-03-06',
      '2026-03-09',
    ]);
    expect(dates(schedule({ ...daily, includeWeekends: true }), '2026-03-06', '2026-03-06', '2026-03-09')).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    // 2026-02-28 is a Saturday: that month is skipped.
    const monthly = schedule({
      routineTaskScheduleType: 'Monthly',
      dayOfMonth: 28,
      months: ['february', 'march'],
      includeWeekends: false,
    });
    expect(dates(monthly, '2026-01-01', '2026-01-01', '2026-04-30')).toEqual([]);
    const weekdayMonthly = schedule({
      routineTaskScheduleType: 'Monthly',
      dayOfMonth: 27,
      months: ['february'],
      includeWeekends: false,
    });
    expect(dates(weekdayMonthly, '2026-01-01', '2026-01-01', '2026-03-31')).toEqual(['2026-02-27']);
    const weekly = schedule({ weekdays: ['saturday', 'monday'], includeWeekends: false });
    expect(dates(weekly, '2026-03-01', '2026-03-01', '2026-03-10')).toEqual(['2026-03-02', '2026-03-09']);
    // Weekend days only, weekends left out: never (not every day).
    const weekendOnly = schedule({ weekdays: ['saturday', 'sunday'], includeWeekends: false });
    expect(dates(weekendOnly, '2026-03-01', '2026-03-01', '2026-03-31')).toEqual([]);
  });

  it('a weekly task in Los Angeles stays on its local day across the March and November changes', () => {
    const weekly = schedule({ weekdays: ['sunday'], timeOfDay: '23:30' });
    const march = routineTaskOccurrences(
      { schedule: weekly, startDateLocal: '2026-03-01' },
      { from: '2026-03-01', to: '2026-03-15' },
      LA,
    );
    expect(march.map((o) => o.dueDateLocal)).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
    // PST (UTC-8) before 03/08, PDT (UTC-7) from it: the UTC instant lands on the next UTC day.
    expect(march.map((o) => o.dueUtc.toISOString())).toEqual([
      '2026-03-02T07:30:00.000Z',
      '2026-03-09T06:30:00.000Z',
      '2026-03-16T06:30:00.000Z',
    ]);
    const november = routineTaskOccurrences(
      { schedule: weekly, startDateLocal: '2026-10-25' },
      { from: '2026-10-25', to: '2026-11-08' },
      LA,
    );
    expect(november.map((o) => o.dueDateLocal)).toEqual(['2026-10-25', '2026-11-01', '2026-11-08']);
    expect(november.map((o) => o.dueUtc.toISOString())).toEqual([
      '2026-10-26T06:30:00.000Z',
      '2026-11-02T07:30:00.000Z',
      '2026-11-09T07:30:00.000Z',
    ]);
  });

  it('the same schedule gives the same local days in every zone, at different instants', () => {
    const weekly = schedule({ weekdays: ['wednesday'], timeOfDay: '09:00' });
    const tokyo = routineTaskOccurrences(
      { schedule: weekly, startDateLocal: '2026-06-01' },
      { from: '2026-06-01', to: '2026-06-07' },
      'Asia/Tokyo',
    );
    const ny = routineTaskOccurrences(
      { schedule: weekly, startDateLocal: '2026-06-01' },
      { from: '2026-06-01', to: '2026-06-07' },
      NY,
    );
    expect(tokyo.map((o) => o.dueDateLocal)).toEqual(['2026-06-03']);
    expect(ny.map((o) => o.dueDateLocal)).toEqual(['2026-06-03']);
    expect(tokyo[0].dueUtc.toISOString()).toBe('2026-06-03T00:00:00.000Z');
    expect(ny[0].dueUtc.toISOString()).toBe('2026-06-03T13:00:00.000Z');
  });

  it('a time skipped by the spring change reads forward', () => {
    expect(zonedInstant('2026-03-08', '02:30', LA).toISOString()).toBe('2026-03-08T10:30:00.000Z');
  });

  it('an empty or reversed window gives nothing', () => {
    expect(dates(schedule({ weekdays: ['monday'] }), '2026-03-01', '2026-03-10', '2026-03-01')).toEqual([]);
    expect(dates(schedule({ weekdays: ['monday'] }), '2026-03-20', '2026-03-01', '2026-03-10')).toEqual([]);
  });
});

describe('schedule rules (spec 002 §5 Routine task)', () => {
  const fields = (s: RoutineTaskSchedule) => scheduleProblems(s).map((p) => p.field);
  it('Daily needs a time of day and every X days from 1 to 28', () => {
    expect(fields(schedule({ routineTaskScheduleType: 'Daily', everyXDays: 7 }))).toEqual(['timeOfDay']);
    expect(fields(schedule({ routineTaskScheduleType: 'Daily', everyXDays: 0, timeOfDay: '00:00' }))).toEqual([
      'everyXDays',
    ]);
    expect(fields(schedule({ routineTaskScheduleType: 'Daily', everyXDays: 29, timeOfDay: '00:00' }))).toEqual([
      'everyXDays',
    ]);
    expect(fields(schedule({ routineTaskScheduleType: 'Daily', everyXDays: 28, timeOfDay: '23:59' }))).toEqual([]);
    expect(fields(schedule({ routineTaskScheduleType: 'Daily', everyXDays: 1, timeOfDay: '24:00' }))).toEqual([
      'timeOfDay',
    ]);
  });
  it('Weekly needs a weekday; Monthly and Quarterly a month and a day 1–28', () => {
    expect(fields(schedule({}))).toEqual(['weekdays']);
    expect(fields(schedule({ routineTaskScheduleType: 'Monthly', dayOfMonth: 29 }))).toEqual(['months', 'dayOfMonth']);
    expect(fields(schedule({ routineTaskScheduleType: 'Quarterly', dayOfMonth: 28, months: ['may'] }))).toEqual([]);
    expect(fields(schedule({ routineTaskScheduleType: 'AdHoc' }))).toEqual([]);
  });
});
