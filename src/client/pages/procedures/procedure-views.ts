import type { CrudSort } from '@refinedev/core';
import { procedureEndpoints } from '../../../../schemas/procedure/endpoints.ts';
import type { RowOf } from '../../../../schemas/protocol/contract.ts';
import { PROCEDURE_FLAVORS, type ProcedureFlavor } from '../../../domain/procedures/procedure-model.ts';
import type { ListTableOptions } from '../../crud/use-list-table.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { translate } from '../../i18n/language.ts';
import { listOf } from '../../providers/data-provider.ts';
import { searchFilters } from '../../providers/list-query.ts';

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
  /** The view's words, in the app's language when read. */
  readonly label: string;
  readonly addLabel: string;
  /** The editor's title: '{Procedure|Task / Inspection} Steps'. */
  readonly editorTitle: string;
  /** The list call (its contract), read through Refine's data provider as `resource`. */
  list: ProcedureListEndpoint;
  /** The Refine resource name of the list (its query key; a save refreshes it). */
  resource: 'procedures' | 'taskProcedures';
  /**
   * The first sort: the contract's first sortField (Type; Name), descending — "Procedure tables
   * default to descending sort" (spec 001 §9).
   */
  defaultSort: CrudSort;
}

const descendingBy = (endpoint: ProcedureListEndpoint): CrudSort => ({ field: endpoint.sortFields[0], order: 'desc' });

export const PROCEDURE_VIEWS: Record<ProcedureViewKey, ProcedureView> = {
  incidents: {
    key: 'incidents',
    cv: '1',
    flavor: PROCEDURE_FLAVORS.incident,
    get label() {
      return translate(proceduresText, 'view.incidents');
    },
    get addLabel() {
      return translate(proceduresText, 'add.incidents');
    },
    get editorTitle() {
      return translate(proceduresText, 'editorTitle.incidents');
    },
    list: procedureEndpoints.list,
    resource: 'procedures',
    defaultSort: descendingBy(procedureEndpoints.list),
  },
  tasks: {
    key: 'tasks',
    cv: '2',
    flavor: PROCEDURE_FLAVORS.routineTask,
    get label() {
      return translate(proceduresText, 'view.tasks');
    },
    get addLabel() {
      return translate(proceduresText, 'add.tasks');
    },
    get editorTitle() {
      return translate(proceduresText, 'editorTitle.tasks');
    },
    list: procedureEndpoints.taskList,
    resource: 'taskProcedures',
    defaultSort: descendingBy(procedureEndpoints.taskList),
  },
};

/** The view of a route parameter, or null for an unknown one. */
export function viewOfCv(cv: string | undefined): ProcedureView | null {
  return Object.values(PROCEDURE_VIEWS).find((view) => view.cv === cv) ?? null;
}

export function viewPath(view: ProcedureView): string {
  return `/procedures/${view.cv}`;
}

/** Rows per page, and the page sizes offered. */
export const DEFAULT_PAGE_SIZE = 25;

/** A view's list, as Refine's data provider reads it (useListTable), searched for `search`. */
export function procedureListOptions(view: ProcedureView, search: string): ListTableOptions {
  return {
    resource: view.resource,
    meta: listOf(view.list),
    pageSize: DEFAULT_PAGE_SIZE,
    defaultSort: view.defaultSort,
    filters: searchFilters(search),
    hidePagerWhenOnePage: true,
  };
}

export type ProcedureRow = RowOf<typeof procedureEndpoints.list> | RowOf<typeof procedureEndpoints.taskList>;

/** '{type}/{category}' of the Copy modal title; a procedure without category shows the type alone. */
export function pairText(type: { name: string } | null, category: { name: string } | null): string {
  return category ? `${type?.name ?? ''}/${category.name}` : (type?.name ?? '');
}
