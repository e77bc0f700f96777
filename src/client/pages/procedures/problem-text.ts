import type { FieldProblem } from '../../../domain/procedures/procedure-validity.ts';

/**
 * Field paths of the procedure form ('eventType', 'questions.1.checklistItems.0.text', as the
 * server's 400 names them too) in the words of the screen, for the summary beside Save.
 */
const TOP_LEVEL: Record<string, string> = {
  id: 'Procedure',
  flavor: 'Procedure',
  eventType: 'Response Type',
  eventCategory: 'Category',
  name: 'Name',
  visibleToPositionTypes: 'Visible Only to Roles',
  questions: 'Steps',
};

const STEP_PARTS: Record<string, string> = {
  text: 'text',
  typeId: 'type',
  yesResult: 'result',
  noResult: "'No' result",
  checklistItems: 'checklist',
  id: 'id',
};

export function fieldLabel(field: string): string {
  const [head, index, part, itemIndex] = field.split('.');
  if (head !== 'questions' || index === undefined || !/^\d+$/.test(index)) return TOP_LEVEL[head] ?? field;
  const step = `Step ${Number(index) + 1}`;
  if (part === undefined) return step;
  if (part === 'checklistItems' && itemIndex !== undefined) return `${step} item ${Number(itemIndex) + 1}`;
  return `${step} ${STEP_PARTS[part] ?? part}`;
}

/** 'Step 2 text is required'. */
export function problemText(problem: FieldProblem): string {
  return `${fieldLabel(problem.field)} ${problem.message}`;
}

/** The first few problems, one line each, and how many more there are. */
export function problemSummary(problems: readonly FieldProblem[], limit = 4): string[] {
  const lines = problems.slice(0, limit).map(problemText);
  if (problems.length > limit) lines.push(`…and ${problems.length - limit} more`);
  return lines;
}
