import type { FromSchema } from '../from-schema.ts';
import { uuid } from '../primitives.ts';
import { savedNamedRef, savedProcedureSchema } from './entity.ts';

/**
 * Procedures: what the endpoints answer beyond the procedure itself — the incident and task
 * list rows and the save's reply.
 */

/** A row of GET /procedures (Incidents: Type, Category, Visible To — empty shows 'All'). */
export const incidentProcedureRowSchema = {
  type: 'object',
  required: ['id', 'eventType', 'eventCategory', 'visibleToPositionTypes'],
  additionalProperties: false,
  properties: {
    id: uuid,
    eventType: savedNamedRef,
    eventCategory: { ...savedNamedRef, type: ['object', 'null'] },
    visibleToPositionTypes: savedProcedureSchema.properties.visibleToPositionTypes,
  },
} as const;

export type IncidentProcedureRow = FromSchema<typeof incidentProcedureRowSchema>;

/** A row of GET /routineTasks/procedures (Tasks / Inspections: Name). */
export const taskProcedureRowSchema = {
  type: 'object',
  required: ['id', 'name'],
  additionalProperties: false,
  properties: { id: uuid, name: { type: 'string' } },
} as const;

export type TaskProcedureRow = FromSchema<typeof taskProcedureRowSchema>;

/** The answer of the calls that hand out one procedure. */
export const procedureReplySchema = {
  type: 'object',
  required: ['procedure'],
  properties: { procedure: savedProcedureSchema },
} as const;
