import crypto from 'node:crypto';
import type { ProcedureInput, SavedProcedure, SavedProcedureStep } from '../../../../schemas/procedure/entity.ts';
import {
  END_OF_PROCEDURE,
  PROCEDURE_FLAVORS,
  type ProcedureFlavor,
  STEP_TYPES,
  type StepResult,
  type StepTypeId,
  stepTypeDescriptor,
} from '../../../domain/procedures/procedure-model.ts';
import { procedureProblems } from '../../../domain/procedures/procedure-validity.ts';
import type { FieldError } from '../../http/errors.ts';

/**
 * A procedure save's values (spec 001 §5 "Procedure form", §4 "Procedure editor"): the
 * normalisations — what a step type does not use is stored empty, checklist items are numbered
 * 1..n. What makes a body savable is the domain's rule (src/domain/procedures/procedure-validity.ts).
 */

/** A result as stored: NA, or goto a step id (lower-case). */
export interface ResultValue {
  type: 'NA' | 'goto';
  stepId: string | null;
}

export interface StepValues {
  id: string;
  text: string;
  typeId: StepTypeId;
  yes: ResultValue;
  /** NA for every type but Yes/No (normalised, whatever the body said). */
  no: ResultValue;
  /** Checklist steps only, trimmed, in the order of the list (sortKey = index + 1). */
  items: string[];
  /** Yes/No steps of tasks only: the event a No reports on completion (beyond the spec). */
  noEvent?: { typeId: string; categoryId: string | null } | null;
}

export interface ProcedureValues {
  id: string | null;
  flavor: ProcedureFlavor;
  /** Tasks only (trimmed); null for incidents. */
  name: string | null;
  /** Incidents only; null for tasks. */
  eventTypeId: string | null;
  eventCategoryId: string | null;
  /** Unique, lower-case. */
  roleIds: string[];
  steps: StepValues[];
}

const NA: ResultValue = { type: 'NA', stepId: null };

const lower = (id: string) => id.toLowerCase();

function resultOf(result: { type: 'NA' | 'goto'; value: string | null }): ResultValue {
  return result.type === 'goto' && result.value ? { type: 'goto', stepId: lower(result.value) } : NA;
}

function stepValues(step: ProcedureInput['questions'][number]): StepValues {
  const isChecklist = step.typeId === STEP_TYPES.checklist;
  return {
    id: lower(step.id),
    text: step.text.trim(),
    typeId: step.typeId,
    yes: resultOf(step.yesResult),
    no: step.typeId === STEP_TYPES.yesNo ? resultOf(step.noResult) : NA,
    items: isChecklist ? step.checklistItems.map((item) => item.text.trim()) : [],
    noEvent:
      step.typeId === STEP_TYPES.yesNo && step.noEvent
        ? {
            typeId: lower(step.noEvent.eventTypeId),
            categoryId: step.noEvent.eventCategoryId ? lower(step.noEvent.eventCategoryId) : null,
          }
        : null,
  };
}

/**
 * The values to store for a validated body, and every field error the body has on its own —
 * the procedure rule the editor applies too (src/domain/procedures/procedure-validity.ts).
 */
export function procedureValues(input: ProcedureInput): { values: ProcedureValues; errors: FieldError[] } {
  const isIncident = input.flavor === PROCEDURE_FLAVORS.incident;
  return {
    values: {
      id: input.id ? lower(input.id) : null,
      flavor: input.flavor,
      name: isIncident ? null : (input.name?.trim() ?? ''),
      eventTypeId: isIncident && input.eventType ? lower(input.eventType.id) : null,
      eventCategoryId: isIncident && input.eventCategory ? lower(input.eventCategory.id) : null,
      roleIds: [...new Set(input.visibleToPositionTypes.map((role) => lower(role.id)))],
      // Only an inspection reports an event on No; an incident procedure already is one.
      steps: input.questions.map(stepValues).map((step) => (isIncident ? { ...step, noEvent: null } : step)),
    },
    errors: procedureProblems(input),
  };
}

/** A step as GET /procedures/questions/create hands it out: fresh id, Yes/No, both results NA. */
export function newStep(): SavedProcedureStep {
  return {
    id: crypto.randomUUID(),
    isNew: true,
    text: '',
    typeId: STEP_TYPES.yesNo,
    typeDescriptor: stepTypeDescriptor(STEP_TYPES.yesNo),
    yesResult: END_OF_PROCEDURE,
    noResult: END_OF_PROCEDURE,
    checklistItems: [],
  };
}

/** A blank procedure (GET /procedures/create): no id yet, one new step to start from. */
export function blankProcedure(flavor: ProcedureFlavor): SavedProcedure {
  return {
    id: null,
    flavor,
    name: flavor === PROCEDURE_FLAVORS.routineTask ? '' : null,
    eventType: null,
    eventCategory: null,
    visibleToPositionTypes: [],
    questions: [newStep()],
  };
}

/** A stored result as the API shows it. */
export function resultFromRow(type: 'NA' | 'goto', stepId: string | null): StepResult {
  return type === 'goto' && stepId ? { type: 'goto', value: stepId } : END_OF_PROCEDURE;
}

/**
 * Copies of `steps` with fresh ids (`newId`), gotos remapped to the copies; a goto whose target
 * is not among the steps (never written by a save) becomes NA.
 */
export function copySteps(steps: StepValues[], newId: () => string = crypto.randomUUID): StepValues[] {
  const ids = new Map(steps.map((step) => [step.id, newId()]));
  const remap = (result: ResultValue): ResultValue => {
    const target = result.type === 'goto' && result.stepId ? ids.get(result.stepId) : undefined;
    return target ? { type: 'goto', stepId: target } : NA;
  };
  return steps.map((step) => ({
    ...step,
    id: ids.get(step.id) as string,
    yes: remap(step.yes),
    no: remap(step.no),
    items: [...step.items],
  }));
}
