import { describe, expect, it } from 'vitest';
import { fieldFeedback, stillNeeded } from '../../../../src/client/pages/routine-tasks/field-feedback.ts';
import { newTaskDraft, taskDraftProblems } from '../../../../src/client/pages/routine-tasks/routine-task-form.ts';
import { ROUTINE_TASK_PATHS } from '../../../../src/client/pages/routine-tasks/routine-task-paths.ts';

const PROPERTY = '11111111-1111-4111-8111-111111111111';

describe('the Tasks screen’s addresses (spec 002 §2 route list)', () => {
  it('keeps the property and the week (MM/DD/YYYY) in the address', () => {
    expect(ROUTINE_TASK_PATHS.tasks()).toBe('/routinetasks');
    expect(ROUTINE_TASK_PATHS.tasks(PROPERTY)).toBe(`/routinetasks?requestedPropertyId=${PROPERTY}`);
    expect(ROUTINE_TASK_PATHS.tasks(PROPERTY, '2026-11-22')).toBe(
      `/routinetasks?requestedPropertyId=${PROPERTY}&requestedWeekOf=11%2F22%2F2026`,
    );
  });

  it('opens Task Details with where Close returns to', () => {
    expect(ROUTINE_TASK_PATHS.details('i-1', PROPERTY, '2026-11-22')).toBe(
      `/manageroutinetask?instanceId=i-1&fromPropertyId=${PROPERTY}&fromWeekOf=11%2F22%2F2026`,
    );
    expect(ROUTINE_TASK_PATHS.details('i-1', PROPERTY, null)).toBe(
      `/manageroutinetask?instanceId=i-1&fromPropertyId=${PROPERTY}`,
    );
  });
});

describe('the modal’s field messages', () => {
  const draft = newTaskDraft(PROPERTY, '2026-11-25');
  const weekly = { ...draft, schedule: { ...draft.schedule, routineTaskScheduleType: 'Weekly' as const } };
  const problems = taskDraftProblems(weekly);

  it('shows a field’s problem only once it was touched, in a sentence', () => {
    const none = fieldFeedback(problems, () => false);
    expect(none('name')).toEqual({});
    const all = fieldFeedback(problems, () => true);
    expect(all('name')).toEqual({ validateStatus: 'error', help: 'Name is required' });
    expect(all('schedule.weekdays').help).toBe('A weekly schedule needs at least one weekday');
  });

  it('says what Save still waits for, locations and people included', () => {
    expect(stillNeeded(weekly, problems)).toEqual([
      'Procedure is required',
      'Name is required',
      'A weekly schedule needs at least one weekday',
      'Add at least one location',
      'Assign at least one person',
    ]);
  });
});
