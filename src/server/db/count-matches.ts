import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { countLimit, type ListTotal, listTotal } from '../http/list-query.ts';
import type { Db } from './connect.ts';

/**
 * The bounded total of a list (see countLimit): `matching` is the list's rows without order or
 * paging, e.g. `db.select({ id: people.id }).from(people).where(where).$dynamic()`; at most
 * countLimit(page, pageSize) of them are read.
 */
export async function countMatches(
  db: Db,
  matching: PgSelect,
  paging: { page: number; pageSize: number },
): Promise<ListTotal> {
  const limit = countLimit(paging.page, paging.pageSize);
  const [row] = await db.select({ n: count() }).from(matching.limit(limit).as('matching'));
  return listTotal(Number(row?.n ?? 0), limit);
}
