import type { FastifyInstance } from 'fastify';
import {
  type CheckDuplicateInput,
  checkDuplicateSchema,
  type DuplicateProcedureInput,
  duplicateProcedureSchema,
  incidentProcedureRowSchema,
  type ProcedureInput,
  procedureSchema,
  savedProcedureSchema,
  taskProcedureRowSchema,
} from '../../../../schemas/procedure.ts';
import { PROCEDURE_FLAVORS, type ProcedureFlavor } from '../../../domain/procedure-model.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import type { CompanyContext } from '../../auth/membership.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { ForbiddenError } from '../../http/errors.ts';
import { type ListParams, listQuerySchema } from '../../http/list-query.ts';
import { companyItemParams, companyParams, listReplySchema } from '../../http/route-schemas.ts';
import { checkForDuplicate, duplicateProcedure } from './copy.ts';
import { blankProcedure, newStep } from './rules.ts';
import { saveProcedure } from './save.ts';
import {
  INCIDENT_SORT_FIELDS,
  type IncidentSortField,
  listIncidentProcedures,
  listTaskProcedures,
  TASK_SORT_FIELDS,
  type TaskSortField,
} from './service.ts';
import { readProcedure } from './store.ts';

const listOf = (row: object) => listReplySchema('data', row, 'Procedures matching the search, over all pages');

const procedureResponse = {
  200: { type: 'object', required: ['procedure'], properties: { procedure: savedProcedureSchema } },
  ...errorResponses,
} as const;

/** The routine-task side of the screen exists only where the company's feature is on. */
function requireRoutineTasks(company: CompanyContext, flavor: ProcedureFlavor = PROCEDURE_FLAVORS.routineTask): void {
  if (flavor === PROCEDURE_FLAVORS.routineTask && !company.features.routineTasks) {
    throw new ForbiddenError('Routine tasks are not enabled for this company.');
  }
}

/**
 * Procedures (spec 001 §2 'Procedures screen', §5, §7 'Procedures'): the Incidents and Tasks /
 * Inspections lists, one procedure, blank procedure and step, save, duplicate check and copy.
 * All need manageProcedures.
 */
export async function proceduresRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const tags = ['procedures'];
  const config = { need: 'manageProcedures' } as const;

  app.get<{ Querystring: ListParams<IncidentSortField> }>(
    `${COMPANY_PREFIX}/procedures`,
    {
      config,
      schema: {
        tags,
        summary: "One page of the company's incident procedures (type, category, visible to), searched and sorted",
        params: companyParams,
        querystring: listQuerySchema(INCIDENT_SORT_FIELDS),
        response: { 200: listOf(incidentProcedureRowSchema), ...errorResponses },
      },
    },
    async (request) => listIncidentProcedures(db, companyOf(request).companyId, request.query),
  );

  app.get<{ Querystring: ListParams<TaskSortField> }>(
    `${COMPANY_PREFIX}/routineTasks/procedures`,
    {
      config,
      schema: {
        tags,
        summary: "One page of the company's task / inspection procedures (flavor RoutineTask), searched by name",
        params: companyParams,
        querystring: listQuerySchema(TASK_SORT_FIELDS),
        response: { 200: listOf(taskProcedureRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const company = companyOf(request);
      requireRoutineTasks(company);
      return listTaskProcedures(db, company.companyId, request.query);
    },
  );

  app.get<{ Querystring: { flavor: ProcedureFlavor } }>(
    `${COMPANY_PREFIX}/procedures/create`,
    {
      config,
      schema: {
        tags,
        summary: 'A blank procedure of the flavor, with one new step to start from (nothing is saved)',
        params: companyParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { flavor: { ...procedureSchema.properties.flavor, default: PROCEDURE_FLAVORS.incident } },
        },
        response: procedureResponse,
      },
    },
    async (request) => {
      requireRoutineTasks(companyOf(request), request.query.flavor);
      return { procedure: blankProcedure(request.query.flavor) };
    },
  );

  app.get<{ Querystring: { index: number } }>(
    `${COMPANY_PREFIX}/procedures/questions/create`,
    {
      config,
      schema: {
        tags,
        summary: 'A new step (fresh id, marked isNew) for the editor to insert at its chosen index',
        params: companyParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            index: { type: 'integer', minimum: 0, default: 0, description: 'Where the editor inserts it' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['question'],
            properties: { question: savedProcedureSchema.properties.questions.items },
          },
          ...errorResponses,
        },
      },
    },
    async () => ({ question: newStep() }),
  );

  app.get<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/procedures/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One procedure of the company for editing: steps in order with their checklist items',
        params: companyItemParams,
        response: procedureResponse,
      },
    },
    async (request) => ({
      procedure: await readProcedure(db, companyOf(request).companyId, request.params.id.toLowerCase()),
    }),
  );

  app.post<{ Body: ProcedureInput }>(
    `${COMPANY_PREFIX}/procedures`,
    {
      config,
      schema: {
        tags,
        summary: 'Create (no id) or update a procedure with its roles, steps and checklists, in one transaction',
        params: companyParams,
        body: procedureSchema,
        response: procedureResponse,
      },
    },
    async (request) => {
      const company = companyOf(request);
      requireRoutineTasks(company, request.body.flavor);
      return { procedure: await saveProcedure(db, company.companyId, request.body) };
    },
  );

  app.post<{ Body: CheckDuplicateInput }>(
    `${COMPANY_PREFIX}/procedure/checkforduplicate`,
    {
      config,
      schema: {
        tags,
        summary: 'Whether an incident procedure other than the source exists for the type and category',
        params: companyParams,
        body: checkDuplicateSchema,
        response: {
          200: { type: 'object', required: ['duplicate'], properties: { duplicate: { type: 'boolean' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => checkForDuplicate(db, companyOf(request).companyId, request.body),
  );

  app.post<{ Body: DuplicateProcedureInput }>(
    `${COMPANY_PREFIX}/procedure/duplicate`,
    {
      config,
      schema: {
        tags,
        summary: 'Copy an incident procedure to another type and category, overwriting the procedure there',
        params: companyParams,
        body: duplicateProcedureSchema,
        response: procedureResponse,
      },
    },
    async (request) => ({ procedure: await duplicateProcedure(db, companyOf(request).companyId, request.body) }),
  );
}
