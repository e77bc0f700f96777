import { SCHEMA_MESSAGES } from '../../src/domain/i18n/en/schema-messages.ts';
import { PROCEDURE_FLAVORS, STEP_TYPE_IDS } from '../../src/domain/procedures/procedure-model.ts';
import type { FromSchema } from '../from-schema.ts';
import { uuid } from '../primitives.ts';

/**
 * Procedures (spec 001 §3 "Procedure", "Step / question"; §5 "Procedure form"; §7
 * "Procedures"): the JSON Schemas of POST /procedures, of what the procedure calls answer and
 * of the copy calls. The shape is src/domain/procedures/procedure-model.ts's `Procedure`. Fastify's ajv
 * validates requests with exactly these schemas; the editor may validate with them too.
 *
 * What a schema cannot say, the server checks after it (400 with the field): non-blank texts,
 * type and category of this company and fixed once saved, no second procedure for a type and
 * category, gotos that point at another step of the same procedure, active roles only.
 * Unknown keys (typeDescriptor, answers of a wizard, ...) are dropped, not refused.
 *
 * This file is the entity (the procedure as sent and as saved, and the copy calls' bodies);
 * what the endpoints answer besides is replies.ts, the endpoints endpoints.ts.
 */

/** The words of the procedure screens (spec 001 §5, §8). */
export const PROCEDURE_MESSAGES = {
  saved: SCHEMA_MESSAGES.procedureSaved,
  copied: SCHEMA_MESSAGES.procedureCopied,
  duplicate: SCHEMA_MESSAGES.procedureDuplicate,
  overwrite: SCHEMA_MESSAGES.procedureOverwrite,
  copyToItself: SCHEMA_MESSAGES.procedureCopyToItself,
} as const;

/** Limits of a procedure (the spec names none; these keep a body small and a save fast). */
export const PROCEDURE_LIMITS = {
  nameLength: 200,
  stepTextLength: 2000,
  itemTextLength: 500,
  steps: 200,
  itemsPerStep: 100,
  roles: 500,
} as const;

/** {id, name}: the name is informative in a request (the server reads its own) and always sent back. */
const namedRefSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: uuid, name: { type: 'string' } },
} as const;

/** What happens after a step: NA (the procedure ends) or goto a step id (value). */
export const stepResultSchema = {
  type: 'object',
  required: ['type', 'value'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['NA', 'goto'] },
    value: { type: ['string', 'null'], format: 'uuid' },
  },
  // A goto names its target step; NA carries null.
  if: { properties: { type: { const: 'goto' } } },
  // biome-ignore lint/suspicious/noThenProperty: `then` is the JSON Schema keyword here.
  then: { properties: { value: uuid } },
  else: { properties: { value: { type: 'null' } } },
} as const;

export const checklistItemSchema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: { type: 'string', minLength: 1, maxLength: PROCEDURE_LIMITS.itemTextLength },
    /** Ignored on save: the server numbers the items 1..n in the order of the list. */
    sortKey: { type: 'integer', minimum: 1 },
    checked: { type: 'boolean' },
  },
} as const;

/**
 * One step. `id` is required: steps keep their ids (a new step's comes from GET
 * /procedures/questions/create), so gotos can name steps that are not saved yet.
 * `noResult` matters for Yes/No steps only: the server stores NA for every other type.
 * `checklistItems` matter for Checklist steps only (at least one there); other types store none.
 */
export const procedureStepSchema = {
  type: 'object',
  required: ['id', 'text', 'typeId', 'yesResult', 'noResult'],
  additionalProperties: false,
  properties: {
    id: uuid,
    text: { type: 'string', minLength: 1, maxLength: PROCEDURE_LIMITS.stepTextLength },
    typeId: { type: 'string', enum: STEP_TYPE_IDS },
    yesResult: stepResultSchema,
    noResult: stepResultSchema,
    checklistItems: {
      type: 'array',
      default: [],
      maxItems: PROCEDURE_LIMITS.itemsPerStep,
      items: checklistItemSchema,
    },
    isNew: { type: 'boolean' },
    /** Tasks / inspections, Yes/No steps only (beyond the spec): a No on completion reports this event. */
    noEvent: {
      type: ['object', 'null'],
      required: ['eventTypeId'],
      additionalProperties: false,
      properties: { eventTypeId: uuid, eventCategoryId: { type: ['string', 'null'], format: 'uuid' } },
    },
  },
} as const;

/**
 * The body of POST /procedures: no id (or null) creates, an id updates. Incidents need
 * eventType (and may have a category of that type); tasks (flavor RoutineTask) need a name.
 */
export const procedureSchema = {
  type: 'object',
  required: ['flavor', 'questions'],
  additionalProperties: false,
  properties: {
    id: { type: ['string', 'null'], format: 'uuid' },
    flavor: { type: 'string', enum: Object.values(PROCEDURE_FLAVORS) },
    name: { type: ['string', 'null'], maxLength: PROCEDURE_LIMITS.nameLength },
    eventType: { ...namedRefSchema, type: ['object', 'null'] },
    eventCategory: { ...namedRefSchema, type: ['object', 'null'] },
    visibleToPositionTypes: {
      type: 'array',
      default: [],
      maxItems: PROCEDURE_LIMITS.roles,
      items: {
        type: 'object',
        required: ['id'],
        additionalProperties: false,
        properties: { id: uuid, name: { type: 'string' }, active: { type: 'boolean' } },
      },
    },
    questions: { type: 'array', minItems: 1, maxItems: PROCEDURE_LIMITS.steps, items: procedureStepSchema },
  },
} as const;

/** A procedure as POST /procedures receives it (after validation, defaults filled in). */
export type ProcedureInput = FromSchema<typeof procedureSchema>;
export type ProcedureStepInput = FromSchema<typeof procedureStepSchema>;

export const savedNamedRef = { ...namedRefSchema, required: ['id', 'name'] } as const;

/** The serializer's view of a result (no if/then: the server only sends well-formed results). */
const savedStepResultSchema = {
  type: 'object',
  required: ['type', 'value'],
  additionalProperties: false,
  properties: stepResultSchema.properties,
} as const;

const savedStepSchema = {
  ...procedureStepSchema,
  required: ['id', 'text', 'typeId', 'typeDescriptor', 'yesResult', 'noResult', 'checklistItems'],
  properties: {
    ...procedureStepSchema.properties,
    /** The step type's descriptor (spec 001 §3; stepTypeDescriptor): sent, never read on save. */
    typeDescriptor: { type: 'string', enum: STEP_TYPE_IDS },
    yesResult: savedStepResultSchema,
    noResult: savedStepResultSchema,
    checklistItems: {
      type: 'array',
      items: { ...checklistItemSchema, required: ['text', 'sortKey'] },
    },
  },
} as const;

/** A procedure as the API answers it (`{ procedure }`): the domain's `Procedure`. */
export const savedProcedureSchema = {
  type: 'object',
  required: ['id', 'flavor', 'name', 'eventType', 'eventCategory', 'visibleToPositionTypes', 'questions'],
  additionalProperties: false,
  properties: {
    id: { type: ['string', 'null'], format: 'uuid' },
    flavor: procedureSchema.properties.flavor,
    name: { type: ['string', 'null'] },
    eventType: { ...savedNamedRef, type: ['object', 'null'] },
    eventCategory: { ...savedNamedRef, type: ['object', 'null'] },
    visibleToPositionTypes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'active'],
        additionalProperties: false,
        properties: { id: uuid, name: { type: 'string' }, active: { type: 'boolean' } },
      },
    },
    questions: { type: 'array', items: savedStepSchema },
  },
} as const;

/** A procedure as the API answers it; every step carries its typeDescriptor. */
export type SavedProcedure = FromSchema<typeof savedProcedureSchema>;
export type SavedProcedureStep = SavedProcedure['questions'][number];

/** POST /procedure/checkforduplicate: is there an incident procedure, other than the source, for the pair? */
export const checkDuplicateSchema = {
  type: 'object',
  required: ['newTypeId'],
  additionalProperties: false,
  properties: {
    sourceProcedureId: { type: ['string', 'null'], format: 'uuid' },
    newTypeId: uuid,
    newCategoryId: { type: ['string', 'null'], format: 'uuid', default: null },
  },
} as const;

export type CheckDuplicateInput = FromSchema<typeof checkDuplicateSchema>;

/** POST /procedure/duplicate: copy the source's steps, checklists and roles onto the pair (overwriting). */
export const duplicateProcedureSchema = {
  ...checkDuplicateSchema,
  required: ['sourceProcedureId', 'newTypeId'],
  properties: { ...checkDuplicateSchema.properties, sourceProcedureId: uuid },
} as const;

export type DuplicateProcedureInput = FromSchema<typeof duplicateProcedureSchema>;
