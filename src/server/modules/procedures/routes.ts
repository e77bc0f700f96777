import { procedureEndpoints } from '../../../../schemas/procedure/endpoints.ts';
import { on } from '../../context/endpoint-routes.ts';
import { checkForDuplicate, duplicateProcedure } from './copy.ts';
import { saveProcedure } from './save.ts';
import { getBlankProcedure, getNewStep, getProcedure, listIncidentProcedures, listTaskProcedures } from './service.ts';

/**
 * Procedures (spec 001 §2 'Procedures screen', §5, §7 'Procedures'): each endpoint of
 * schemas/procedure/endpoints.ts and the service that answers it.
 */
export const proceduresRoutes = [
  on(procedureEndpoints.list, (ctx, { query }) => listIncidentProcedures(ctx, query)),
  on(procedureEndpoints.taskList, (ctx, { query }) => listTaskProcedures(ctx, query)),
  on(procedureEndpoints.blank, (ctx, { query }) => getBlankProcedure(ctx, query)),
  on(procedureEndpoints.newStep, (ctx, { query }) => getNewStep(ctx, query)),
  on(procedureEndpoints.detail, (ctx, { params }) => getProcedure(ctx, params.id)),
  on(procedureEndpoints.save, (ctx, { body }) => saveProcedure(ctx, body)),
  on(procedureEndpoints.checkDuplicate, (ctx, { body }) => checkForDuplicate(ctx, body)),
  on(procedureEndpoints.duplicate, (ctx, { body }) => duplicateProcedure(ctx, body)),
];
