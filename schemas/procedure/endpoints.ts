import { PROCEDURE_FLAVORS } from '../../src/domain/procedures/procedure-model.ts';
import { companyEndpoint, listEndpoint } from '../protocol/contract.ts';
import { checkDuplicateSchema, duplicateProcedureSchema, procedureSchema, savedProcedureSchema } from './entity.ts';
import { incidentProcedureRowSchema, procedureReplySchema, taskProcedureRowSchema } from './replies.ts';

/**
 * Procedures: the endpoint table and the lists' sort fields (schemas/endpoints.ts lists it under
 * procedures).
 */

/** The two procedure tables of spec 001 §2 (both default to descending, spec 001 §9). */
export const INCIDENT_SORT_FIELDS = ['type', 'category'] as const;
export const TASK_SORT_FIELDS = ['name'] as const;

const tag = 'procedures';
const need = 'manageProcedures';
const totalDescription = 'Procedures matching the search, over all pages';

/**
 * Procedures (spec 001 §2 'Procedures screen', §5, §7 'Procedures'): the Incidents and Tasks /
 * Inspections lists, one procedure, blank procedure and step, save, duplicate check and copy.
 * All need manageProcedures; the Tasks / Inspections list exists only where the company's
 * routine tasks are on.
 */
export const procedureEndpoints = {
  list: listEndpoint({
    path: '/procedures',
    tag,
    summary: "One page of the company's incident procedures (type, category, visible to), searched and sorted",
    need,
    sortFields: INCIDENT_SORT_FIELDS,
    envelope: 'data',
    row: incidentProcedureRowSchema,
    totalDescription,
  }),
  taskList: listEndpoint({
    path: '/routineTasks/procedures',
    tag,
    summary: "One page of the company's task / inspection procedures (flavor RoutineTask), searched by name",
    need,
    feature: 'routineTasks',
    sortFields: TASK_SORT_FIELDS,
    envelope: 'data',
    row: taskProcedureRowSchema,
    totalDescription,
  }),
  blank: companyEndpoint({
    method: 'GET',
    path: '/procedures/create',
    tag,
    summary: 'A blank procedure of the flavor, with one new step to start from (nothing is saved)',
    need,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { flavor: { ...procedureSchema.properties.flavor, default: PROCEDURE_FLAVORS.incident } },
    },
    reply: procedureReplySchema,
    envelope: 'procedure',
  }),
  newStep: companyEndpoint({
    method: 'GET',
    path: '/procedures/questions/create',
    tag,
    summary: 'A new step (fresh id, marked isNew) for the editor to insert at its chosen index',
    need,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        index: { type: 'integer', minimum: 0, default: 0, description: 'Where the editor inserts it' },
      },
    },
    reply: {
      type: 'object',
      required: ['question'],
      properties: { question: savedProcedureSchema.properties.questions.items },
    },
    envelope: 'question',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/procedures/:id',
    tag,
    summary: 'One procedure of the company for editing: steps in order with their checklist items',
    need,
    reply: procedureReplySchema,
    envelope: 'procedure',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/procedures',
    tag,
    summary: 'Create (no id) or update a procedure with its roles, steps and checklists, in one transaction',
    need,
    body: procedureSchema,
    reply: procedureReplySchema,
    envelope: 'procedure',
  }),
  checkDuplicate: companyEndpoint({
    method: 'POST',
    path: '/procedure/checkforduplicate',
    tag,
    summary: 'Whether an incident procedure other than the source exists for the type and category',
    need,
    body: checkDuplicateSchema,
    reply: { type: 'object', required: ['duplicate'], properties: { duplicate: { type: 'boolean' } } },
  }),
  duplicate: companyEndpoint({
    method: 'POST',
    path: '/procedure/duplicate',
    tag,
    summary: 'Copy an incident procedure to another type and category, overwriting the procedure there',
    need,
    body: duplicateProcedureSchema,
    reply: procedureReplySchema,
    envelope: 'procedure',
  }),
} as const;
