import { eq, or, type SQL, sql } from 'drizzle-orm';
import {
  INCIDENT_SORT_FIELDS,
  type procedureEndpoints,
  TASK_SORT_FIELDS,
} from '../../../../schemas/procedure/endpoints.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { PROCEDURE_FLAVORS, type ProcedureFlavor } from '../../../domain/procedures/procedure-model.ts';
import type { CompanyContext } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { joined, type ListSpec, readList } from '../../db/list-page.ts';
import { eventCategories, eventTypes, procedures } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { blankProcedure, newStep } from './rules.ts';
import { readProcedure, visibleRolesOf } from './store.ts';

export { INCIDENT_SORT_FIELDS, TASK_SORT_FIELDS };
export type IncidentSortField = (typeof INCIDENT_SORT_FIELDS)[number];
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];
export type IncidentProcedureList = ReplyOf<typeof procedureEndpoints.list>;
export type TaskProcedureList = ReplyOf<typeof procedureEndpoints.taskList>;
/** The answer of every call that hands out one procedure (`{ procedure }`). */
export type ProcedureReply = ReplyOf<typeof procedureEndpoints.detail>;

/**
 * The routine-task side of the screen exists only where the company's feature is on. The task
 * list says so in its contract (404); the calls that serve both flavors refuse a task here (403).
 */
export function requireRoutineTasks(
  company: CompanyContext,
  flavor: ProcedureFlavor = PROCEDURE_FLAVORS.routineTask,
): void {
  if (flavor === PROCEDURE_FLAVORS.routineTask && !company.features.routineTasks) {
    // A switched-off feature does not exist there: 404, as the guard answers for its own endpoints.
    throw new NotFoundError('Routine tasks are not enabled for this company.');
  }
}

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
  ctx: ServiceContext,
  params: QueryOf<typeof procedureEndpoints.list>,
): Promise<IncidentProcedureList> {
  const { db } = ctx;
  const { companyId } = ctx.company;
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
  ctx: ServiceContext,
  params: QueryOf<typeof procedureEndpoints.taskList>,
): Promise<TaskProcedureList> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const { rows, ...total } = await readList(
    db,
    taskList,
    companyId,
    params,
    eq(procedures.flavor, PROCEDURE_FLAVORS.routineTask),
  );
  return { data: rows.map((row) => ({ id: row.id, name: row.name ?? '' })), ...total };
}

/** GET /procedures/create: a blank procedure of the flavor (a task only where routine tasks are on). */
export async function getBlankProcedure(
  ctx: ServiceContext,
  { flavor }: QueryOf<typeof procedureEndpoints.blank>,
): Promise<ReplyOf<typeof procedureEndpoints.blank>> {
  requireRoutineTasks(ctx.company, flavor);
  return { procedure: blankProcedure(flavor) };
}

/** GET /procedures/questions/create: a new step; the editor inserts it where it chose (`index`). */
export async function getNewStep(
  _ctx: ServiceContext,
  _query: QueryOf<typeof procedureEndpoints.newStep>,
): Promise<ReplyOf<typeof procedureEndpoints.newStep>> {
  return { question: newStep() };
}

/** GET /procedures/{id}: one procedure of the company (404 for another company's or an unknown id). */
export async function getProcedure(ctx: ServiceContext, id: string): Promise<ProcedureReply> {
  return { procedure: await readProcedure(ctx.db, ctx.company.companyId, id.toLowerCase()) };
}
