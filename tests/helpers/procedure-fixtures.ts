import {
  type Procedure,
  type ProcedureStep,
  STEP_TYPES,
  type StepResult,
} from '../../src/domain/procedures/procedure-model.ts';

/** A result that ends the procedure, and one that goes to step `value`. */
export const END = { type: 'NA', value: null } as const;
export const goto = (value: string): StepResult => ({ type: 'goto', value });

/** A yes/no step whose answers both end the procedure, unless `overrides` say otherwise. */
export function step(id: string, overrides: Partial<ProcedureStep> = {}): ProcedureStep {
  return {
    id,
    text: `Step ${id}`,
    typeId: STEP_TYPES.yesNo,
    yesResult: END,
    noResult: END,
    checklistItems: [],
    ...overrides,
  };
}

/** A new incident procedure for 'Water Intrusion' with steps a, b and c. */
export function procedure(overrides: Partial<Procedure> = {}): Procedure {
  return {
    id: null,
    flavor: 'Incident',
    name: null,
    eventType: { id: 't1', name: 'Water Intrusion' },
    eventCategory: null,
    visibleToPositionTypes: [],
    questions: [step('a'), step('b'), step('c')],
    ...overrides,
  };
}
