/**
 * The one rule of what makes a procedure savable (spec 001 §4 "Procedure editor", §5 "Procedure
 * form"): the editor shows these problems beside its fields and keeps Save off while there are
 * any; the server refuses a POST /procedures body with exactly these field errors (400) before it
 * looks at the database. Pure: no I/O; the input is never changed.
 *
 * - an incident needs its Response Type (eventType), a task / inspection its Name;
 * - every step needs its text; a Checklist step at least one item, and every item its text;
 * - a Yes/No step that reports an event on No names the event's type;
 * - step ids are unique within the procedure;
 * - a goto (the Yes result of any step, the No result of a Yes/No step) names ANOTHER step of
 *   the same procedure.
 *
 * Texts count as blank when they are only spaces; ids compare case-insensitively.
 */
import { PROCEDURE_FLAVORS, type ProcedureFlavor, STEP_TYPES } from './procedure-model.ts';

/** A field the form can show a problem on: 'eventType', 'name', 'questions.2.text', 'questions.2.checklistItems.0.text'. */
export interface FieldProblem {
  field: string;
  message: string;
}

export const REQUIRED = 'is required';
export const NEEDS_AN_ITEM = 'needs at least one item';
export const DUPLICATE_STEP_ID = 'is used by another step';
export const GOTO_ITSELF = 'cannot go to the step itself';
export const GOTO_OUTSIDE = 'must go to another step of this procedure';

/** What the rule reads of a procedure: the editor's draft and the server's validated body both fit. */
export interface ProcedureShape {
  flavor: ProcedureFlavor;
  name?: string | null;
  eventType?: object | null;
  questions: readonly StepShape[];
}

export interface StepShape {
  id: string;
  text: string;
  typeId: string;
  yesResult: ResultShape;
  noResult: ResultShape;
  checklistItems?: readonly { text: string }[];
  /** A task's Yes/No step that reports an event on No names the event's type. */
  noEvent?: { eventTypeId: string } | null;
}

export interface ResultShape {
  type: 'NA' | 'goto';
  value: string | null;
}

const isBlank = (text: string | null | undefined) => !text?.trim();

/** The step a result goes to (lower-case), or null when it ends the procedure. */
export function gotoTarget(result: ResultShape): string | null {
  return result.type === 'goto' && result.value ? result.value.toLowerCase() : null;
}

/** The results a step type uses: Yes/No steps have both, every other type only its Yes result. */
export function usedResults(step: StepShape): (readonly ['yesResult' | 'noResult', ResultShape])[] {
  return step.typeId === STEP_TYPES.yesNo
    ? [
        ['yesResult', step.yesResult],
        ['noResult', step.noResult],
      ]
    : [['yesResult', step.yesResult]];
}

function stepProblems(step: StepShape, index: number): FieldProblem[] {
  const at = `questions.${index}`;
  const problems: FieldProblem[] = [];
  if (isBlank(step.text)) problems.push({ field: `${at}.text`, message: REQUIRED });
  if (step.typeId === STEP_TYPES.yesNo && step.noEvent && isBlank(step.noEvent.eventTypeId))
    problems.push({ field: `${at}.noEvent.eventTypeId`, message: REQUIRED });
  if (step.typeId !== STEP_TYPES.checklist) return problems;
  const items = step.checklistItems ?? [];
  if (items.length === 0) problems.push({ field: `${at}.checklistItems`, message: NEEDS_AN_ITEM });
  items.forEach((item, itemIndex) => {
    if (isBlank(item.text)) problems.push({ field: `${at}.checklistItems.${itemIndex}.text`, message: REQUIRED });
  });
  return problems;
}

/** Step ids used twice, and gotos that leave the procedure or loop on their own step. */
function linkProblems(steps: readonly StepShape[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const ids = new Set<string>();
  steps.forEach((step, index) => {
    const id = step.id.toLowerCase();
    if (ids.has(id)) problems.push({ field: `questions.${index}.id`, message: DUPLICATE_STEP_ID });
    ids.add(id);
  });
  steps.forEach((step, index) => {
    for (const [key, result] of usedResults(step)) {
      const target = gotoTarget(result);
      if (target === null) continue;
      if (target === step.id.toLowerCase()) problems.push({ field: `questions.${index}.${key}`, message: GOTO_ITSELF });
      else if (!ids.has(target)) problems.push({ field: `questions.${index}.${key}`, message: GOTO_OUTSIDE });
    }
  });
  return problems;
}

/** Every problem that keeps the procedure from being saved, field by field, in form order. */
export function procedureProblems(procedure: ProcedureShape): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const isIncident = procedure.flavor === PROCEDURE_FLAVORS.incident;
  if (isIncident && !procedure.eventType) problems.push({ field: 'eventType', message: REQUIRED });
  if (!isIncident && isBlank(procedure.name)) problems.push({ field: 'name', message: REQUIRED });
  procedure.questions.forEach((step, index) => {
    problems.push(...stepProblems(step, index));
  });
  problems.push(...linkProblems(procedure.questions));
  return problems;
}
