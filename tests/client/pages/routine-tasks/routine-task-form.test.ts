import { describe, expect, it } from 'vitest';
import {
  addLocation,
  canAddLocation,
  canSaveTask,
  draftOfTask,
  emptySchedule,
  newTaskDraft,
  QUARTER_POSITIONS,
  type RoutineTaskDraft,
  taskBodyOfDraft,
  taskDraftProblems,
  unassignedPeople,
  withScheduleType,
} from '../../../../src/client/pages/routine-tasks/routine-task-form.ts';
import type { RoutineTaskSchedule } from '../../../../src/domain/tasks/routine-task-schedule.ts';

const PROPERTY = '11111111-1111-4111-8111-111111111111';
const PROCEDURE = '22222222-2222-4222-8222-222222222222';
const PERSON = { id: '33333333-3333-4333-8333-333333333333', name: 'Riley Reporter' };

function weeklyDraft(over: Partial<RoutineTaskDraft> = {}): RoutineTaskDraft {
  const draft = newTaskDraft(PROPERTY, '2026-11-25');
  return {
    ...draft,
    procedureId: PROCEDURE,
    name: 'Boiler check',
    schedule: { ...withScheduleType(draft.schedule, 'Weekly'), monday: true },
    locations: [{ routineTaskLocationType: 'Adhoc', name: 'Boiler Room' }],
    assignedPeople: [PERSON],
    ...over,
  };
}

describe('a new task (spec 002 §2.2, §9)', () => {
  it('starts today with no schedule type, weekends included, nothing listed', () => {
    const draft = newTaskDraft(PROPERTY, '2026-11-25');
    expect(draft.startDateLocal).toBe('2026-11-25');
    expect(draft.schedule.routineTaskScheduleType).toBeNull();
    expect(draft.schedule.includeWeekends).toBe(true);
    expect(draft.locations).toEqual([]);
    expect(canSaveTask(draft)).toBe(false);
  });

  it('names each missing required field', () => {
    const fields = taskDraftProblems({ ...newTaskDraft(PROPERTY, ''), startDateLocal: '' }).map((p) => p.field);
    expect(fields).toEqual(['procedureId', 'name', 'startDateLocal', 'schedule.routineTaskScheduleType']);
  });
});

describe('schedule type changes', () => {
  it('Daily gets every 7 days at 00:00 unless already set', () => {
    const daily = withScheduleType(emptySchedule(), 'Daily');
    expect([daily.everyXDays, daily.timeOfDay]).toEqual([7, '00:00']);
    expect(withScheduleType({ ...emptySchedule(), everyXDays: 3, timeOfDay: '08:30' }, 'Daily').everyXDays).toBe(3);
  });

  it('Quarterly reads chosen months as their position in the quarter, kept on q1', () => {
    const monthly = { ...emptySchedule(), may: true, december: true };
    const quarterly = withScheduleType(monthly, 'Quarterly');
    expect([quarterly.january, quarterly.february, quarterly.march]).toEqual([false, true, true]);
    expect([quarterly.may, quarterly.december]).toEqual([false, false]);
    expect(QUARTER_POSITIONS.map((p) => p.months)).toEqual([
      'Jan, Apr, Jul, Oct',
      'Feb, May, Aug, Nov',
      'Mar, Jun, Sep, Dec',
    ]);
  });
});

describe('validity through the shared schedule rules (spec 002 §5)', () => {
  it.each<[string, Partial<RoutineTaskSchedule>, string]>([
    ['weekly without a weekday', { monday: false }, 'schedule.weekdays'],
    ['monthly without a month', { routineTaskScheduleType: 'Monthly', dayOfMonth: 3 }, 'schedule.months'],
    ['monthly without a day', { routineTaskScheduleType: 'Monthly', june: true }, 'schedule.dayOfMonth'],
    [
      'daily every 29 days',
      { routineTaskScheduleType: 'Daily', everyXDays: 29, timeOfDay: '00:00' },
      'schedule.everyXDays',
    ],
  ])('refuses %s', (_, schedule, field) => {
    const draft = weeklyDraft();
    const next = { ...draft, schedule: { ...draft.schedule, ...schedule } };
    expect(taskDraftProblems(next).map((p) => p.field)).toContain(field);
    expect(canSaveTask(next)).toBe(false);
  });

  it('Save needs a location and a person besides a valid form', () => {
    expect(canSaveTask(weeklyDraft())).toBe(true);
    expect(canSaveTask(weeklyDraft({ locations: [] }))).toBe(false);
    expect(canSaveTask(weeklyDraft({ assignedPeople: [] }))).toBe(false);
  });
});

describe('locations and people', () => {
  const listed = [{ routineTaskLocationType: 'Adhoc', name: 'Boiler Room' }];

  it('adds only a named location whose name and type are not listed, in any case', () => {
    expect(canAddLocation(listed, '  ', 'Adhoc')).toBe(false);
    expect(canAddLocation(listed, 'boiler room ', 'ADHOC')).toBe(false);
    expect(canAddLocation(listed, 'Boiler Room', 'Building')).toBe(true);
    expect(addLocation(listed, ' Roof ', '')).toEqual([...listed, { routineTaskLocationType: 'Adhoc', name: 'Roof' }]);
    expect(addLocation(listed, 'BOILER ROOM', 'Adhoc')).toEqual(listed);
  });

  it('leaves assigned people out of the pick list', () => {
    const other = { id: '44444444-4444-4444-8444-444444444444', name: 'Morgan Manager' };
    expect(unassignedPeople([{ ...PERSON, id: PERSON.id.toUpperCase() }, other], [PERSON])).toEqual([other]);
  });
});

describe('the body sent and a stored task edited', () => {
  it('sends Daily-only fields only for Daily and keeps stored location ids', () => {
    const body = taskBodyOfDraft(
      weeklyDraft({
        id: '55555555-5555-4555-8555-555555555555',
        schedule: { ...weeklyDraft().schedule, everyXDays: 7, timeOfDay: '09:00' },
        locations: [{ id: '66666666-6666-4666-8666-666666666666', routineTaskLocationType: 'Adhoc', name: 'A' }],
      }),
    );
    expect(body.schedule).toMatchObject({ routineTaskScheduleType: 'Weekly', everyXDays: null, timeOfDay: null });
    expect(body.locations[0].id).toBe('66666666-6666-4666-8666-666666666666');
    expect(body.assignedPeople).toEqual([PERSON.id]);
    expect(body.performAdHoc).toBe(false);
    expect(body.id).toBe('55555555-5555-4555-8555-555555555555');
  });

  it('reads a stored task back into the form with people by name', () => {
    const schedule = {
      ...emptySchedule(),
      routineTaskScheduleType: 'Daily',
      everyXDays: 2,
      timeOfDay: '07:00',
    } as const;
    const draft = draftOfTask({
      id: 'x',
      propertyId: PROPERTY,
      procedureId: PROCEDURE,
      name: 'Daily walk',
      startDateLocal: '2026-01-05',
      schedule,
      locations: [{ id: 'l', routineTaskLocationType: 'Adhoc', name: 'Lobby' }],
      assignedPeopleRealized: [{ id: PERSON.id, firstName: 'Riley', lastName: 'Reporter' }],
    });
    expect(draft.assignedPeople).toEqual([PERSON]);
    expect(draft.schedule.routineTaskScheduleType).toBe('Daily');
    expect(canSaveTask(draft)).toBe(true);
  });
});
