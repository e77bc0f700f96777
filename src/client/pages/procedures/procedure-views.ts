import { procedureEndpoints } from '../../../../schemas/procedure.ts';
import type { QueryInputOf, ReplyOf, RowOf } from '../../../../schemas/protocol/contract.ts';
import { PROCEDURE_FLAVORS, type ProcedureFlavor } from '../../../domain/procedure-model.ts';

/**
 * The two views of /procedures/{cv} (spec 001 §2 "Procedures screen"): 1 Incidents (procedures
 * tied to an event type and optional category), 2 Tasks / Inspections (routine-task procedures).
 */
export type ProcedureViewKey = 'incidents' | 'tasks';

/** GET /procedures (Incidents) or GET /routineTasks/procedures (Tasks / Inspections). */
export type ProcedureListEndpoint = typeof procedureEndpoints.list | typeof procedureEndpoints.taskList;

export interface ProcedureView {
  key: ProcedureViewKey;
  cv: '1' | '2';
  flavor: ProcedureFlavor;
  label: string;
  addLabel: string;
  /** The editor's title: '{Procedure|Task / Inspection} Steps'. */
  editorTitle: string;
  /** The list call (its contract). */
  list: ProcedureListEndpoint;
  /** Sortable columns: the server's sortBy for each (the contract's), the first is the default. */
  sortFields: readonly string[];
}

export const PROCEDURE_VIEWS: Record<ProcedureViewKey, ProcedureView> = {
  incidents: {
    key: 'incidents',
    cv: '1',
    flavor: PROCEDURE_FLAVORS.incident,
    label: 'Incidents',
    addLabel: 'Add Procedure',
    editorTitle: 'Procedure Steps',
    list: procedureEndpoints.list,
    sortFields: procedureEndpoints.list.sortFields,
  },
  tasks: {
    key: 'tasks',
    cv: '2',
    flavor: PROCEDURE_FLAVORS.routineTask,
    label: 'Tasks / Inspections',
    addLabel: 'Add Task / Inspection',
    editorTitle: 'Task / Inspection Steps',
    list: procedureEndpoints.taskList,
    sortFields: procedureEndpoints.taskList.sortFields,
  },
};

/** The view of a route parameter, or null for an unknown one. */
export function viewOfCv(cv: string | undefined): ProcedureView | null {
  return Object.values(PROCEDURE_VIEWS).find((view) => view.cv === cv) ?? null;
}

export function viewPath(view: ProcedureView): string {
  return `/procedures/${view.cv}`;
}

export type SortDirection = 'asc' | 'desc';

export interface ListState {
  search: string;
  sortBy: string;
  /** "Procedure tables default to descending sort" (spec 001 §9). */
  sortDirection: SortDirection;
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [10, 25, 50, 100];

export function initialListState(view: ProcedureView): ListState {
  return { search: '', sortBy: view.sortFields[0], sortDirection: 'desc', page: 1, pageSize: DEFAULT_PAGE_SIZE };
}

/** The query of GET /procedures and GET /routineTasks/procedures (sortBy is one of the view's sortFields). */
export function listQuery(state: ListState): QueryInputOf<ProcedureListEndpoint> {
  return {
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    search: state.search.trim() || undefined,
    page: state.page,
    pageSize: state.pageSize,
  } as QueryInputOf<ProcedureListEndpoint>;
}

export type ProcedureRow = RowOf<typeof procedureEndpoints.list> | RowOf<typeof procedureEndpoints.taskList>;

export type ProcedureList = ReplyOf<ProcedureListEndpoint>;

/** The Visible To cell: the role names, or 'All' when the procedure is not limited (spec 001 §5). */
export function visibleToText(roles: readonly { name: string }[]): string {
  return roles.length === 0 ? 'All' : roles.map((role) => role.name).join(', ');
}

/** '{type}/{category}' of the Copy modal title; a procedure without category shows the type alone. */
export function pairText(type: { name: string } | null, category: { name: string } | null): string {
  return category ? `${type?.name ?? ''}/${category.name}` : (type?.name ?? '');
}
