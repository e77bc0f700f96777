import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { IncidentProcedureRow, TaskProcedureRow } from '../../../../schemas/procedure.ts';
import { PROCEDURE_FLAVORS } from '../../../domain/procedure-model.ts';
import type { Db } from '../../db/connect.ts';
import { joined, type ListSpec, readList } from '../../db/list-page.ts';
import { eventCategories, eventTypes, procedures } from '../../db/schema/index.ts';
import type { ListParams, ListTotal } from '../../http/list-query.ts';
import { visibleRolesOf } from './store.ts';

/** The two procedure tables of spec 001 §2 (both default to descending, spec 001 §9). */
export const INCIDENT_SORT_FIELDS = ['type', 'category'] as const;
export type IncidentSortField = (typeof INCIDENT_SORT_FIELDS)[number];
export const TASK_SORT_FIELDS = ['name'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

const typeName = sql`lower(${eventTypes.name})`;
/** The name part of procedures_company_flavor_name_idx (company_id, flavor, lower(name), id). */
const lowerProcedureName = sql`lower(${procedures.name})`;
/** No category sorts as the empty name: the type's general procedure first when ascending. */
const categoryName = sql`coalesce(lower(${eventCategories.name}), '')`;

const incidentColumns = {
  id: procedures.id,
  typeId: eventTypes.id,
  typeName: eventTypes.name,
  categoryId: joined(eventCategories.id),
  categoryName: joined(eventCategories.name),
};

/**
 * The incident procedures: a company has at most one per type and category, so the join stays
 * small whatever the sort; both orders end with the id. The look-ahead count walks
 * procedures_company_flavor_name_idx.
 */
const incidentList: ListSpec<IncidentSortField, typeof incidentColumns> = {
  table: procedures,
  joins: [
    { table: eventTypes, on: eq(eventTypes.id, procedures.eventTypeId), inner: true },
    { table: eventCategories, on: eq(eventCategories.id, procedures.eventCategoryId) },
  ],
  id: procedures.id,
  company: procedures.companyId,
  search: (pattern) =>
    or(sql`${typeName} like lower(${pattern})`, sql`lower(${eventCategories.name}) like lower(${pattern})`) as SQL,
  columns: incidentColumns,
  sorts: {
    type: [typeName, categoryName, procedures.id],
    category: [categoryName, typeName, procedures.id],
  },
  tail: [procedures.id],
  countOrder: [lowerProcedureName, procedures.id],
  few: true,
};

/**
 * GET /procedures: one page of the company's incident procedures with type, category and
 * 'Visible To' roles, and how many match in all. The search matches the type or the category
 * name (both have trigram indexes on lower(name)); a company has at most one procedure per
 * type and category, so the join stays small whatever the sort.
 */
export async function listIncidentProcedures(
  db: Db,
  companyId: string,
  params: ListParams<IncidentSortField>,
): Promise<{ data: IncidentProcedureRow[] } & ListTotal> {
  const { rows, ...total } = await readList(
    db,
    incidentList,
    companyId,
    params,
    eq(procedures.flavor, PROCEDURE_FLAVORS.incident),
  );
  const roles = await visibleRolesOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      eventType: { id: row.typeId, name: row.typeName },
      eventCategory:
        row.categoryId && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
      visibleToPositionTypes: roles.get(row.id) ?? [],
    })),
    ...total,
  };
}

/** Exactly the expression of procedures_name_search_idx, so the search reads it. */
const nameSearch = sql`lower(coalesce(${procedures.name}, ''))`;

const taskColumns = { id: procedures.id, name: procedures.name };

const taskList: ListSpec<TaskSortField, typeof taskColumns> = {
  table: procedures,
  id: procedures.id,
  company: procedures.companyId,
  search: (pattern) => sql`${nameSearch} like lower(${pattern})`,
  columns: taskColumns,
  sorts: { name: [] },
  tail: [lowerProcedureName, procedures.id],
  few: true,
};

/**
 * GET /routineTasks/procedures: one page of the company's task / inspection procedures (id,
 * name) and how many match. Sorted on lower(name), id — the tail of
 * procedures_company_flavor_name_idx.
 */
export async function listTaskProcedures(
  db: Db,
  companyId: string,
  params: ListParams<TaskSortField>,
): Promise<{ data: TaskProcedureRow[] } & ListTotal> {
  const { rows, ...total } = await readList(
    db,
    taskList,
    companyId,
    params,
    eq(procedures.flavor, PROCEDURE_FLAVORS.routineTask),
  );
  return { data: rows.map((row) => ({ id: row.id, name: row.name ?? '' })), ...total };
}
