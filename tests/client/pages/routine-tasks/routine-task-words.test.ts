import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../src/client/i18n/language.ts';
import { fieldFeedback, stillNeeded } from '../../../../src/client/pages/routine-tasks/field-feedback.ts';
import {
  emptySchedule,
  newTaskDraft,
  QUARTER_POSITIONS,
  taskDraftProblems,
} from '../../../../src/client/pages/routine-tasks/routine-task-form.ts';
import {
  dueWeekTitle,
  occurrenceText,
  weekOfText,
} from '../../../../src/client/pages/routine-tasks/routine-task-words.ts';
import type { RoutineTaskSchedule } from '../../../../src/domain/tasks/routine-task-schedule.ts';

/**
 * The Tasks screens' schedule words in the app's language: English reads exactly as the
 * specification words it, Spanish is built from the same parts. Each test ends in English.
 */
afterEach(async () => {
  await setLanguage('en');
});

const schedule = (over: Partial<RoutineTaskSchedule>) => ({ ...emptySchedule(), ...over }) as RoutineTaskSchedule;

/** Schedules and their Occurrence text in English (spec 002 §2.2's wording). */
const SCHEDULES: [Partial<RoutineTaskSchedule>, string][] = [
  [{ routineTaskScheduleType: 'AdHoc' }, 'Ad hoc'],
  [{ routineTaskScheduleType: 'Weekly', monday: true, thursday: true }, 'Weekly: Mon, Thu'],
  [{ routineTaskScheduleType: 'Weekly', sunday: true, includeWeekends: false }, 'Weekly: Sun'],
  [
    { routineTaskScheduleType: 'Monthly', dayOfMonth: 5, january: true, july: true, includeWeekends: false },
    'Monthly on day 5: Jan, Jul, weekdays only',
  ],
  [{ routineTaskScheduleType: 'Quarterly', dayOfMonth: 1, february: true }, 'Quarterly on day 1: Feb, May, Aug, Nov'],
  [
    { routineTaskScheduleType: 'Quarterly', dayOfMonth: 28, june: true, january: true, includeWeekends: false },
    'Quarterly on day 28: Jan, Mar, Apr, Jun, Jul, Sep, Oct, Dec, weekdays only',
  ],
  [{ routineTaskScheduleType: 'Daily', everyXDays: 7, timeOfDay: '08:00' }, 'Every 7 days at 08:00'],
  [
    { routineTaskScheduleType: 'Daily', everyXDays: 1, timeOfDay: null, includeWeekends: false },
    'Every 1 day at 00:00, weekdays only',
  ],
  [{ routineTaskScheduleType: 'Daily', everyXDays: null, timeOfDay: '23:55' }, 'Every 1 days at 23:55'],
];

describe('the Occurrence column and the weeks', () => {
  it.each(SCHEDULES)('reads in English: %o is %s', (over, text) => {
    expect(occurrenceText(schedule(over))).toBe(text);
  });

  it('says the week as the spec does', () => {
    expect(weekOfText('2026-11-22')).toBe('Week of 11/22/2026');
    expect(dueWeekTitle('2026-11-22')).toBe('Due week of 11/22/2026');
  });

  it('reads naturally in Spanish, dates still MM/DD/YYYY', async () => {
    await setLanguage('es');
    expect(occurrenceText(schedule(SCHEDULES[1][0]))).toBe('Semanal: lun, jue');
    expect(occurrenceText(schedule(SCHEDULES[3][0]))).toBe('Mensual, el día 5: ene, jul, solo de lunes a viernes');
    expect(occurrenceText(schedule(SCHEDULES[4][0]))).toBe('Trimestral, el día 1: feb, may, ago, nov');
    expect(occurrenceText(schedule(SCHEDULES[6][0]))).toBe('Cada 7 días a las 08:00');
    expect(weekOfText('2026-11-22')).toBe('Semana del 11/22/2026');
    expect(QUARTER_POSITIONS.map((position) => position.months)[0]).toBe('ene, abr, jul, oct');
  });
});

describe('the modal’s sentences', () => {
  const draft = newTaskDraft('property-1', '2026-11-25');
  const daily = {
    ...draft,
    schedule: { ...draft.schedule, routineTaskScheduleType: 'Daily' as const, everyXDays: 40, timeOfDay: '7:5' },
  };
  const quarterly = { ...draft, schedule: { ...draft.schedule, routineTaskScheduleType: 'Quarterly' as const } };

  it('says each schedule rule in English as before', () => {
    const help = (problems: ReturnType<typeof taskDraftProblems>, field: string) =>
      fieldFeedback(problems, () => true)(field).help;
    expect(help(taskDraftProblems(daily), 'schedule.everyXDays')).toBe(
      'Every X days must be a whole number from 1 to 28',
    );
    expect(help(taskDraftProblems(daily), 'schedule.timeOfDay')).toBe('Time of day must be a time HH:mm');
    expect(help(taskDraftProblems(quarterly), 'schedule.months')).toBe(
      'The schedule needs at least one month of the quarters',
    );
    expect(help(taskDraftProblems(quarterly), 'schedule.dayOfMonth')).toBe('Day of month must be a day from 1 to 28');
  });

  it('says them in Spanish once the app speaks it', async () => {
    await setLanguage('es');
    expect(stillNeeded(quarterly, taskDraftProblems(quarterly))).toEqual([
      'Elija un procedimiento',
      'Ingrese un nombre',
      'La programación necesita al menos un mes de los trimestres',
      'El día del mes debe ser del 1 al 28',
      'Agregue al menos una ubicación',
      'Asigne al menos una persona',
    ]);
  });
});
