import { sql } from 'drizzle-orm';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { routineTaskEndpoints } from '../../../../schemas/routine-task.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { fullNameKey, people } from '../../db/schema/index.ts';

const columns = { id: people.id, firstName: people.firstName, lastName: people.lastName };

/**
 * The Task / Inspection modal's pick list: active people by "First Last", names only (a task
 * manager need not manage users). The same index and search as the Users list
 * (people_company_full_name_idx, people_search_idx).
 */
const assignablePeopleList: ListSpec<'name', typeof columns> = {
  table: people,
  id: people.id,
  company: people.companyId,
  archived: people.isArchived,
  search: (pattern) => sql`${people.searchText} like lower(${pattern})`,
  columns,
  sorts: { name: [] },
  tail: [fullNameKey(people.firstName, people.lastName), people.id],
};

/** GET /routineTasks/people: one page of the company's active people by name. */
export async function listAssignablePeople(
  ctx: ServiceContext,
  params: QueryOf<typeof routineTaskEndpoints.assignablePeople>,
): Promise<ReplyOf<typeof routineTaskEndpoints.assignablePeople>> {
  const { rows, ...total } = await readList(ctx.db, assignablePeopleList, ctx.company.companyId, params);
  return { people: rows.map((row) => ({ ...row, name: `${row.firstName} ${row.lastName}`.trim() })), ...total };
}
