import { useQuery, useQueryClient } from '@tanstack/react-query';
import { personEndpoints } from '../../../../schemas/person/endpoints.ts';
import { procedureEndpoints } from '../../../../schemas/procedure/endpoints.ts';
import { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import type { ReplyOf, RowOf } from '../../../../schemas/protocol/contract.ts';
import { MAX_PAGE_SIZE } from '../../../../schemas/protocol/list.ts';
import { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import type { DateWindow } from '../../../domain/tasks/routine-task-week.ts';
import { instancesQuery } from '../../../domain/tasks/routine-task-week.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useSession } from '../../session/session-context.ts';
import { usePickerRows, useRowsByIds } from '../../widgets/association-list/use-association-rows.ts';

/**
 * The Tasks screens' calls (spec 002 §7 'Routine tasks') over the contracts, as react-query
 * hooks; saving is in use-task-save.ts.
 */

export type PropertyChoice = RowOf<typeof propertyEndpoints.visibleToMe>;
export type StoredRoutineTask = ReplyOf<typeof routineTaskEndpoints.list>['routineTasks'][number];
export type TaskInstance = ReplyOf<typeof routineTaskEndpoints.instances>['instances'][number];
export type TaskProcedure = RowOf<typeof procedureEndpoints.taskList>;
export type AssignablePerson = RowOf<typeof personEndpoints.lookup>;
export type InstanceLocation = ReplyOf<typeof routineTaskEndpoints.locations>['results'][number];
export type TaskDetails = ReplyOf<typeof routineTaskEndpoints.forDisplay>['result'];

/** The keys every routine-task read shares, so a save refreshes all of them at once. */
const KEY = 'routineTasks';

function useCompanyId(): string | undefined {
  return useSession().currentCompany?.companyId;
}

const PROPERTY_SOURCE = { endpoint: propertyEndpoints.visibleToMe, query: { sortBy: 'name', sortDirection: 'asc' } };

/** The signed-in user's properties matching `search` (the first 50), and the chosen one by id. */
export function usePropertyChoices(search: string, chosenId: string | null) {
  const picker = usePickerRows(PROPERTY_SOURCE, search, true);
  const chosen = useRowsByIds(PROPERTY_SOURCE, chosenId ? [chosenId] : []);
  const rows = (picker.data?.rows ?? []) as PropertyChoice[];
  const chosenRow = chosenId
    ? (rows.find((row) => row.id === chosenId) ??
      ((chosen.data?.rows ?? []) as PropertyChoice[]).find((row) => row.id === chosenId))
    : undefined;
  return { rows, chosen: chosenRow, isFetching: picker.isFetching, chosenMissing: chosen.isSuccess && !chosenRow };
}

/** GET /property/{id}/routineTasks: the List View's tasks (and the tasks an Edit Task opens). */
export function usePropertyTasks(propertyId: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, 'tasks', companyId, propertyId],
    queryFn: ({ signal }) =>
      callEndpoint(routineTaskEndpoints.list, { params: { id: propertyId as string }, signal }).then(
        (reply) => reply.routineTasks,
      ),
    enabled: Boolean(companyId && propertyId),
  });
}

/**
 * GET /property/{id}/routineTaskInstances for a window (stored by the server when first read):
 * its instances, the ones overdue today at the property (the same for any window) and that today.
 */
export function usePropertyInstances(propertyId: string | null, window: DateWindow | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, 'instances', companyId, propertyId, window],
    queryFn: ({ signal }) =>
      callEndpoint(routineTaskEndpoints.instances, {
        params: { id: propertyId as string },
        query: instancesQuery(window as DateWindow),
        signal,
      }),
    enabled: Boolean(companyId && propertyId && window),
  });
}

/** GET /routineTasks/procedures: the company's task procedures (few), all in one read, by name. */
export function useTaskProcedures(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, 'procedures', companyId],
    queryFn: ({ signal }) =>
      callEndpoint(procedureEndpoints.taskList, {
        query: { sortBy: 'name', sortDirection: 'asc', pageSize: MAX_PAGE_SIZE },
        signal,
      }).then((reply) => reply.data),
    enabled: Boolean(companyId && enabled),
    staleTime: 30_000,
  });
}

const PEOPLE_SOURCE = {
  endpoint: personEndpoints.lookup,
  query: { sortBy: 'name', sortDirection: 'asc' },
};

/** GET /lookup/people (names only): the pick list's people matching `search` (the first 50). */
export function useAssignablePeople(search: string, enabled: boolean) {
  const picker = usePickerRows(PEOPLE_SOURCE, search, enabled);
  return { rows: (picker.data?.rows ?? []) as AssignablePerson[], isFetching: picker.isFetching };
}

/** GET /routineTaskInstance/{id}/locationsList: the Task Details location selector. */
export function useInstanceLocations(instanceId: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, 'locations', companyId, instanceId],
    queryFn: ({ signal }) =>
      callEndpoint(routineTaskEndpoints.locations, { params: { id: instanceId as string }, signal }).then(
        (reply) => reply.results,
      ),
    enabled: Boolean(companyId && instanceId),
  });
}

/** GET …/result/{resultId}/fordisplay: Task Details of one location (manageEvents only). */
export function useTaskDetails(instanceId: string | null, resultId: string | null, enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, 'details', companyId, instanceId, resultId],
    queryFn: ({ signal }) =>
      callEndpoint(routineTaskEndpoints.forDisplay, {
        params: { id: instanceId as string, resultId: resultId as string },
        signal,
      }).then((reply) => reply.result),
    enabled: Boolean(companyId && instanceId && resultId && enabled),
    gcTime: 0,
  });
}

/** After a save: every routine-task read of the company reads again (list, weeks, details). */
export function useRefreshRoutineTasks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [KEY] });
}
