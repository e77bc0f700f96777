import type { FieldProblem } from '../../../domain/events/event-wizard-validation.ts';

/** A Form.Item's error state for a field, from a tab's problems (the message under the control). */
export function fieldHelp(problems: readonly FieldProblem[], field: string) {
  const problem = problems.find((candidate) => candidate.field === field);
  return problem ? { validateStatus: 'error' as const, help: problem.message } : {};
}
