import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { countLimit, type ListTotal, listTotal } from '../http/list-query.ts';
import type { Db } from './connect.ts';

/**
 * The bounded total of a list (see countLimit): at most countLimit(page, pageSize) rows of
 * `matching` are read. `matching` is the list's filter ordered along the table's company index,
 * e.g. `db.select({ id: people.id }).from(people).where(where).orderBy(lower(last), lower(first), id)`:
 * the order makes the count walk that company's rows in the index (or, for a rare search,
 * sort the few trigram matches) instead of a sequential scan that may pass every other company's
 * rows before it finds this one's.
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
