/**
 * The shape of a procedure and its steps (spec 001 §3 "Procedure", "Step / question"), shared
 * by the server, the editor and every wizard that walks a procedure.
 */

/** Step types by fixed identifier (spec: "five fixed identifiers"; the values are ours, keep them). */
export const STEP_TYPES = {
  yesNo: 'YesOrNo',
  textInput: 'TextInput',
  acknowledgement: 'Acknowledgement',
  checklist: 'Checklist',
  imageUpload: 'ImageUpload',
} as const;

export type StepTypeId = (typeof STEP_TYPES)[keyof typeof STEP_TYPES];

export const STEP_TYPE_IDS: readonly StepTypeId[] = Object.values(STEP_TYPES);

/**
 * A step type's descriptor, which the API sends with every step (spec 001 §3 "Step / question":
 * typeDescriptor). The spec names the descriptors YesOrNo, TextInput, Acknowledgement, Checklist,
 * ImageUpload (its "internal names", spec 002 §3 lists them as typeId/typeDescriptor) and keeps
 * the identifier values unshown; our identifiers ARE those names, so the two carry the same text.
 */
export function stepTypeDescriptor(typeId: StepTypeId): StepTypeId {
  return typeId;
}

/** Procedure flavors: incident procedures (tied to an event type) and routine-task procedures. */
export const PROCEDURE_FLAVORS = { incident: 'Incident', routineTask: 'RoutineTask' } as const;
export type ProcedureFlavor = (typeof PROCEDURE_FLAVORS)[keyof typeof PROCEDURE_FLAVORS];

/** What happens after a step: the procedure ends (NA) or goes to another step of the same procedure. */
export type StepResult = { type: 'NA'; value: null } | { type: 'goto'; value: string };

export interface ChecklistItem {
  text: string;
  /** 1, 2, 3… in display order; renumbered after an add or delete. */
  sortKey: number;
  /** Only while answering. */
  checked?: boolean;
}

export interface ProcedureStep {
  id: string;
  text: string;
  typeId: StepTypeId;
  /** Yes/No: the yes branch. Every other type: the single 'after this step' result. */
  yesResult: StepResult;
  /** Yes/No only: the no branch (NA for other types). */
  noResult: StepResult;
  checklistItems: ChecklistItem[];
  /** The type's descriptor (see stepTypeDescriptor): every step the server sends has it; a save ignores it. */
  typeDescriptor?: StepTypeId;
  /** Handed out by GET /procedures/questions/create and not saved yet. */
  isNew?: boolean;
  /** Task / inspection Yes/No steps (beyond the spec): "on No, report an event" of this type and category. */
  noEvent?: { eventTypeId: string; eventCategoryId?: string | null } | null;
}

export interface NamedRef {
  id: string;
  name: string;
}

export interface Procedure {
  id: string | null;
  flavor: ProcedureFlavor;
  /** Tasks / inspections only. */
  name: string | null;
  /** Incidents only (required there). */
  eventType: NamedRef | null;
  eventCategory: NamedRef | null;
  /** Empty means visible to all roles ('All'). */
  visibleToPositionTypes: (NamedRef & { active: boolean })[];
  /** The steps, in order. */
  questions: ProcedureStep[];
}

export const END_OF_PROCEDURE: StepResult = { type: 'NA', value: null };
