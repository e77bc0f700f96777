import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { translate } from '../../i18n/language.ts';
import type { DraftProblem, RoutineTaskDraft } from './routine-task-form.ts';

/** A Form.Item's error props for a field: shown once the field was touched. */
export type FieldFeedback = (field: string) => { validateStatus?: 'error'; help?: string };

export function fieldFeedback(problems: readonly DraftProblem[], shown: (field: string) => boolean): FieldFeedback {
  return (field) => {
    const problem = problems.find((p) => p.field === field);
    if (!problem || !shown(field)) return {};
    return { validateStatus: 'error', help: problem.message };
  };
}

/** What Save still waits for, in a few words (the modal's footer says it while Save is disabled). */
export function stillNeeded(draft: RoutineTaskDraft, problems: readonly DraftProblem[]): string[] {
  const needs = problems.map((problem) => problem.message);
  if (draft.locations.length === 0) needs.push(translate(routineTasksText, 'addALocation'));
  if (draft.assignedPeople.length === 0) needs.push(translate(routineTasksText, 'assignAPerson'));
  return needs;
}
