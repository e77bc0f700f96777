import { useInvalidate } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventCategoryEndpoints } from '../../../../schemas/event-category.ts';
import { procedureEndpoints } from '../../../../schemas/procedure/endpoints.ts';
import type { BodyOf, EnvelopeOf } from '../../../../schemas/protocol/contract.ts';
import type { Procedure, ProcedureStep } from '../../../domain/procedures/procedure-model.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useCompanyId } from '../../session/session-context.ts';
import { PROCEDURE_VIEWS, type ProcedureView } from './procedure-views.ts';

/**
 * The calls of the Procedures screen (spec 001 §7 "Procedures") besides its lists (Refine's
 * useTable over the data provider, see procedureListOptions), as react-query hooks over the contracts.
 */

/** Duplicate checks: a save or a copy makes them stale (the lists are Refine's, see useRefreshProcedures). */
const PROCEDURES_KEY = 'procedures';
/** One procedure being edited: read once per opening of the editor. */
const PROCEDURE_KEY = 'procedure';
/** Pickers read every row; a company has tens of types, the API allows 1,000 a page. */
const ALL_ROWS = 1000;

/**
 * A procedure (a step) as the API answers it, as the editor works on it. The reply's schema types
 * a step result as `{ type, value }` without tying the two together (the serializer's schema has
 * no if/then); the server only sends NA with null and goto with a step id.
 */
const asProcedure = (procedure: EnvelopeOf<typeof procedureEndpoints.detail>): Procedure => procedure as Procedure;
const asStep = (step: EnvelopeOf<typeof procedureEndpoints.newStep>): ProcedureStep => step as ProcedureStep;

/** GET /procedures/{id}, or GET /procedures/create?flavor for a new one (`id` null). */
export function useProcedure(view: ProcedureView, id: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [PROCEDURE_KEY, companyId, id ?? `new:${view.flavor}`],
    queryFn: ({ signal }) =>
      (id
        ? callEndpoint(procedureEndpoints.detail, { params: { id }, signal })
        : callEndpoint(procedureEndpoints.blank, { query: { flavor: view.flavor }, signal })
      ).then((body) => asProcedure(body.procedure)),
    enabled: Boolean(companyId),
    // The editor works on its own copy; a refetch in the background must not look like new data.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** GET /procedures/questions/create?index: a new step (fresh id, marked new). */
export function fetchNewStep(index: number): Promise<ProcedureStep> {
  return callEndpoint(procedureEndpoints.newStep, { query: { index } }).then((body) => asStep(body.question));
}

/** GET /eventTypes: every event type with its categories, by name (the Response Type and Category choices). */
export function useEventTypeChoices(enabled = true) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['eventTypes', companyId, 'procedure-choices'],
    queryFn: ({ signal }) =>
      callEndpoint(eventCategoryEndpoints.list, {
        query: { sortBy: 'name', sortDirection: 'asc', page: 1, pageSize: ALL_ROWS },
        signal,
        // The editor says inline when the choices cannot be read (for example without permission).
        quiet: true,
      }).then((body) => body.eventTypes),
    enabled: Boolean(companyId) && enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** The body of POST /procedure/checkforduplicate. */
export type DuplicateCheck = BodyOf<typeof procedureEndpoints.checkDuplicate>;

/** POST /procedure/checkforduplicate for a type and category (off while `check` is null). */
export function useDuplicateCheck(check: DuplicateCheck | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [PROCEDURES_KEY, companyId, 'duplicate', check],
    queryFn: ({ signal }) =>
      callEndpoint(procedureEndpoints.checkDuplicate, { body: check ?? undefined, signal }).then(
        (body) => body.duplicate,
      ),
    enabled: Boolean(companyId) && check !== null,
    staleTime: 0,
  });
}

/** After a save or a copy: the duplicate checks, and both views' lists (Refine's list queries). */
function useRefreshProcedures() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const companyId = useCompanyId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PROCEDURES_KEY, companyId] }),
      ...Object.values(PROCEDURE_VIEWS).map((view) => invalidate({ resource: view.resource, invalidates: ['list'] })),
    ]);
}

/** POST /procedures; a 400 is the caller's to show on the fields (the global handler toasts only other failures). */
export function useSaveProcedure() {
  const refresh = useRefreshProcedures();
  return useMutation({
    mutationFn: (procedure: Procedure) =>
      callEndpoint(procedureEndpoints.save, { body: procedure }).then((body) => asProcedure(body.procedure)),
    onSuccess: refresh,
  });
}

/** POST /procedure/duplicate: copy a procedure's steps and roles onto another type and category. */
export function useDuplicateProcedure() {
  const refresh = useRefreshProcedures();
  return useMutation({
    mutationFn: (body: BodyOf<typeof procedureEndpoints.duplicate>) =>
      callEndpoint(procedureEndpoints.duplicate, { body }).then((reply) => asProcedure(reply.procedure)),
    onSuccess: refresh,
  });
}
