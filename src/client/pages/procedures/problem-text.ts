import {
  DUPLICATE_STEP_ID,
  type FieldProblem,
  GOTO_ITSELF,
  GOTO_OUTSIDE,
  NEEDS_AN_ITEM,
  REQUIRED,
} from '../../../domain/procedures/procedure-validity.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { textOf } from '../../i18n/language.ts';

/**
 * Field paths of the procedure form ('eventType', 'questions.1.checklistItems.0.text', as the
 * server's 400 names them too) and their problems in the words of the screen, in the app's
 * language when asked: the summary beside Save and the message under a field.
 */
type ProcedureKey = keyof (typeof proceduresText)['en'] & string;
/** A lookup that may miss (a field or message this screen does not know). */
type Lookup<T extends Record<string, ProcedureKey>> = Readonly<Record<string, T[keyof T] | undefined>>;

const text = () => textOf(proceduresText);

const TOP_LEVEL_KEYS = {
  id: 'field.procedure',
  flavor: 'field.procedure',
  eventType: 'responseType',
  eventCategory: 'category',
  name: 'name',
  visibleToPositionTypes: 'visibleOnlyToRoles',
  questions: 'field.steps',
} as const satisfies Record<string, ProcedureKey>;
const TOP_LEVEL: Lookup<typeof TOP_LEVEL_KEYS> = TOP_LEVEL_KEYS;

/** The parts of a step a problem may name, each with its message 'stepPart.<part>'. */
type StepPartKey = Extract<ProcedureKey, `stepPart.${string}`>;
const STEP_PARTS = new Set(['text', 'typeId', 'yesResult', 'noResult', 'checklistItems', 'id']);

/** The validity rule's problems (procedure-validity.ts, the server's too) by their English words. */
const PROBLEMS_KEYS = {
  [REQUIRED]: 'problem.required',
  [NEEDS_AN_ITEM]: 'problem.needsItem',
  [DUPLICATE_STEP_ID]: 'problem.duplicateStepId',
  [GOTO_ITSELF]: 'problem.gotoItself',
  [GOTO_OUTSIDE]: 'problem.gotoOutside',
} as const satisfies Record<string, ProcedureKey>;
const PROBLEMS: Lookup<typeof PROBLEMS_KEYS> = PROBLEMS_KEYS;

export function fieldLabel(field: string): string {
  const t = text();
  const [head, index, part, itemIndex] = field.split('.');
  if (head !== 'questions' || index === undefined || !/^\d+$/.test(index)) {
    const key = TOP_LEVEL[head];
    return key ? t(key) : field;
  }
  const number = Number(index) + 1;
  if (part === undefined) return t('stepNumbersOne', { number });
  if (part === 'checklistItems' && itemIndex !== undefined)
    return t('stepItem', { number, item: Number(itemIndex) + 1 });
  return STEP_PARTS.has(part) ? t(`stepPart.${part}` as StepPartKey, { number }) : t('stepPartOther', { number, part });
}

/** A problem's words ('is required'): the rule's own in the app's language; another (the server's) as it came. */
export function problemWords(message: string): string {
  const key = PROBLEMS[message];
  return key ? text()(key) : message;
}

/** A field's name and its problem: 'Step text is required'. */
export function fieldProblemText(field: string, message: string): string {
  return text()('fieldProblem', { field, problem: problemWords(message) });
}

/** 'Step 2 text is required'. */
export function problemText(problem: FieldProblem): string {
  return fieldProblemText(fieldLabel(problem.field), problem.message);
}

/** The first few problems, one line each, and how many more there are. */
export function problemSummary(problems: readonly FieldProblem[], limit = 4): string[] {
  const lines = problems.slice(0, limit).map(problemText);
  if (problems.length > limit) lines.push(text()('moreProblems', { count: problems.length - limit }));
  return lines;
}
