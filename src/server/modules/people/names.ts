import { sql } from 'drizzle-orm';
import type { personEndpoints } from '../../../../schemas/person/endpoints.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { fullNameKey, people } from '../../db/schema/index.ts';
import { fullName } from './person-input.ts';

const columns = { id: people.id, firstName: people.firstName, lastName: people.lastName };
const nameKey = fullNameKey(people.firstName, people.lastName);

/**
 * The name contains a `containsPattern` pattern: the stored search text (names, e-mail, phone)
 * with its trigram index people_search_idx finds the candidates, the name decides.
 */
const personNameMatch = (pattern: string) =>
  sql`(${people.searchText} like lower(${pattern}) and ${nameKey} like lower(${pattern}))`;

/**
 * The people pickers' list (the Task / Inspection modal, the subscription editor): active people
 * by "First Last", names only, for managers who need not manage users. The same indexes as the
 * Users list: the name order is people_company_full_name_idx, and the search is the stored search
 * text with its trigram index (people_search_idx), narrowed to the name so that a search cannot
 * tell whether someone's e-mail or phone contains the text.
 */
const personNameList: ListSpec<'name', typeof columns> = {
  table: people,
  id: people.id,
  company: people.companyId,
  archived: people.isArchived,
  search: personNameMatch,
  columns,
  sorts: { name: [] },
  tail: [nameKey, people.id],
};

/** GET /lookup/people: one page of the company's active people by name (or the ones with `ids`). */
export async function listPersonNames(
  ctx: ServiceContext,
  params: QueryOf<typeof personEndpoints.lookup>,
): Promise<ReplyOf<typeof personEndpoints.lookup>> {
  const { rows, ...total } = await readList(ctx.db, personNameList, ctx.company.companyId, params);
  return { people: rows.map((row) => ({ ...row, name: fullName(row.firstName, row.lastName) })), ...total };
}
