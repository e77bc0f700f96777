import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventTypeWithCategories } from '../../../../schemas/event-category.ts';
import type { SavedRole } from '../../../../schemas/role.ts';
import type { Procedure, ProcedureStep } from '../../../domain/procedure-model.ts';
import { apiFetch, companyPath } from '../../api/http.ts';
import { useSession } from '../../session/session-context.ts';
import { type ListState, listQuery, type ProcedureList, type ProcedureView } from './procedure-views.ts';

/** The calls of the Procedures screen (spec 001 §7 "Procedures"), as react-query hooks. */

/** Lists and duplicate checks: a save or a copy makes them stale. */
const PROCEDURES_KEY = 'procedures';
/** One procedure being edited: read once per opening of the editor. */
const PROCEDURE_KEY = 'procedure';
/** Pickers read every row; a company has tens of types and roles, the API allows 1,000 a page. */
const ALL_ROWS = 1000;

function useCompanyId(): string | undefined {
  return useSession().currentCompany?.companyId;
}

/** GET /procedures or GET /routineTasks/procedures: one page; the last page stays shown while the next loads. */
export function useProcedureList(view: ProcedureView, state: ListState) {
  const companyId = useCompanyId();
  const query = listQuery(state);
  return useQuery({
    queryKey: [PROCEDURES_KEY, companyId, 'list', view.key, query],
    queryFn: ({ signal }) => apiFetch<ProcedureList>(companyPath(view.listPath), { query, signal }),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** GET /procedures/{id}, or GET /procedures/create?flavor for a new one (`id` null). */
export function useProcedure(view: ProcedureView, id: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [PROCEDURE_KEY, companyId, id ?? `new:${view.flavor}`],
    queryFn: ({ signal }) =>
      apiFetch<{ procedure: Procedure }>(
        companyPath(id ? `/procedures/${encodeURIComponent(id)}` : '/procedures/create'),
        { query: id ? undefined : { flavor: view.flavor }, signal },
      ).then((body) => body.procedure),
    enabled: Boolean(companyId),
    // The editor works on its own copy; a refetch in the background must not look like new data.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** GET /procedures/questions/create?index: a new step (fresh id, marked new). */
export function fetchNewStep(index: number): Promise<ProcedureStep> {
  return apiFetch<{ question: ProcedureStep }>(companyPath('/procedures/questions/create'), {
    query: { index },
  }).then((body) => body.question);
}

/** GET /eventTypes: every event type with its categories, by name (the Response Type and Category choices). */
export function useEventTypeChoices(enabled = true) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['eventTypes', companyId, 'procedure-choices'],
    queryFn: ({ signal }) =>
      apiFetch<{ eventTypes: EventTypeWithCategories[] }>(companyPath('/eventTypes'), {
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

/** GET /positiontypes: every role by name (only active ones are offered for Visible To). */
export function useRoleChoices() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['positiontypes', companyId, 'procedure-choices'],
    queryFn: ({ signal }) =>
      apiFetch<{ types: SavedRole[] }>(companyPath('/positiontypes'), {
        query: { sortBy: 'name', sortDirection: 'asc', page: 1, pageSize: ALL_ROWS },
        signal,
        quiet: true,
      }).then((body) => body.types),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    retry: false,
  });
}

export interface DuplicateCheck {
  sourceProcedureId?: string | null;
  newTypeId: string;
  newCategoryId: string | null;
}

/** POST /procedure/checkforduplicate for a type and category (off while `check` is null). */
export function useDuplicateCheck(check: DuplicateCheck | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [PROCEDURES_KEY, companyId, 'duplicate', check],
    queryFn: ({ signal }) =>
      apiFetch<{ duplicate: boolean }>(companyPath('/procedure/checkforduplicate'), {
        method: 'POST',
        body: check,
        signal,
      }).then((body) => body.duplicate),
    enabled: Boolean(companyId) && check !== null,
    staleTime: 0,
  });
}

/** POST /procedures; a 400 is the caller's to show on the fields (the global handler toasts only other failures). */
export function useSaveProcedure() {
  const queryClient = useQueryClient();
  const companyId = useCompanyId();
  return useMutation({
    mutationFn: (procedure: Procedure) =>
      apiFetch<{ procedure: Procedure }>(companyPath('/procedures'), { method: 'POST', body: procedure }).then(
        (body) => body.procedure,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROCEDURES_KEY, companyId] }),
  });
}

/** POST /procedure/duplicate: copy a procedure's steps and roles onto another type and category. */
export function useDuplicateProcedure() {
  const queryClient = useQueryClient();
  const companyId = useCompanyId();
  return useMutation({
    mutationFn: (body: Required<DuplicateCheck>) =>
      apiFetch<{ procedure: Procedure }>(companyPath('/procedure/duplicate'), { method: 'POST', body }).then(
        (reply) => reply.procedure,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROCEDURES_KEY, companyId] }),
  });
}
