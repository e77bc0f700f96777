import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Runner } from './connect.ts';
import { countLimit, type ListTotal, listTotal, type PageWindow, pageWindow, splitLookahead } from './list-window.ts';

/**
 * One page of a list and its bounded total (see countLimit) from ONE ordered read: `read` gets
 * the window of the page plus the look-ahead (limit = page size + look-ahead + 1), so the total
 * costs no second scan. Only a page past the end (no rows at all) needs a count of `matching`.
 */
export async function readListPage<Row>(
  db: Runner,
  paging: { page: number; pageSize: number },
  read: (window: PageWindow) => Promise<Row[]>,
  matching: () => PgSelect,
): Promise<{ rows: Row[] } & ListTotal> {
  const page = splitLookahead(await read(pageWindow(paging.page, paging.pageSize)), paging.page, paging.pageSize);
  return page ?? { rows: [], ...(await countMatches(db, matching(), paging)) };
}

/**
 * The bounded total of a list: at most countLimit(page, pageSize) rows of `matching` are read.
 * `matching` is the list's filter ordered along the table's company index, e.g.
 * `db.select({ id: people.id }).from(people).where(where).orderBy(lower(last), lower(first), id)`:
 * the order makes the count walk that company's rows in the index (or, for a rare search, sort
 * the few trigram matches) instead of a sequential scan that may pass every other company's
 * rows before it finds this one's.
 */
async function countMatches(
  db: Runner,
  matching: PgSelect,
  paging: { page: number; pageSize: number },
): Promise<ListTotal> {
  const limit = countLimit(paging.page, paging.pageSize);
  const [row] = await db.select({ n: count() }).from(matching.limit(limit).as('matching'));
  return listTotal(Number(row?.n ?? 0), limit);
}
