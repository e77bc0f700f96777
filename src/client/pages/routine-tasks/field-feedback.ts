import type { DraftProblem, RoutineTaskDraft } from './routine-task-form.ts';

/** A Form.Item's error props for a field: shown once the field was touched. */
export type FieldFeedback = (field: string) => { validateStatus?: 'error'; help?: string };

/** How a schedule problem's field is named in a sentence (the domain says 'needs at least one weekday'). */
const SCHEDULE_LABELS: Record<string, string> = {
  'schedule.timeOfDay': 'Time of day',
  'schedule.everyXDays': 'Every X days',
  'schedule.weekdays': 'A weekly schedule',
  'schedule.months': 'The schedule',
  'schedule.dayOfMonth': 'Day of month',
};

export function problemText(problem: DraftProblem): string {
  const label = SCHEDULE_LABELS[problem.field];
  return label ? `${label} ${problem.message}` : problem.message;
}

export function fieldFeedback(problems: readonly DraftProblem[], shown: (field: string) => boolean): FieldFeedback {
  return (field) => {
    const problem = problems.find((p) => p.field === field);
    if (!problem || !shown(field)) return {};
    return { validateStatus: 'error', help: problemText(problem) };
  };
}

/** What Save still waits for, in a few words (the modal's footer says it while Save is disabled). */
export function stillNeeded(draft: RoutineTaskDraft, problems: readonly DraftProblem[]): string[] {
  const needs = problems.map((problem) => problemText(problem));
  if (draft.locations.length === 0) needs.push('Add at least one location');
  if (draft.assignedPeople.length === 0) needs.push('Assign at least one person');
  return needs;
}
