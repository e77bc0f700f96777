import { count, getTableName, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import {
  countLimit,
  fewMatchesTotal,
  type ListTotal,
  type ListWindow,
  listTotal,
  listWindow,
  totalFromPage,
} from '../http/list-query.ts';
import type { Db } from './connect.ts';

/**
 * What a list's page read is given: `select({ ...columns, n: read.n }).from(read.from)`, then the
 * list's joins, filter and order, `.limit(read.limit).offset(read.offset)`.
 */
export interface ListRead {
  offset: number;
  limit: number;
  /** The list's table, or (a search with few matches) those matches under the table's name. */
  from: PgTable | Subquery;
  /** Selected beside every row as `n`: a count of matches (see readListPage), or null. */
  n: SQL<number | null>;
}

export interface ListSpec<Row> {
  /** The table the list reads and its whole filter, company included. */
  table: PgTable;
  where: SQL | undefined;
  /** A trigram search on columns of `table` alone narrows the list: few matches are read and sorted. */
  searched: boolean;
  rows(read: ListRead): Promise<(Row & { n: number | null })[]>;
  /**
   * The filter as a select of ids ordered along the company's index, e.g.
   * `db.select({ id: people.id }).from(people).where(where).orderBy(lower(last), lower(first), id)`:
   * the order makes a count walk that company's rows in the index (or, for a rare search, sort
   * the few trigram matches) instead of a sequential scan that may pass every other company's
   * rows before it finds this one's.
   */
  matching(): PgSelect;
}

const counted = (n: SQL) => sql<number>`(${n})::int`;
const noCount = sql<null>`null`;

/**
 * One page of a list and its bounded total (see countLimit) in one statement, shipping only the
 * page's rows: the look-ahead is a count beside them, not rows. A searched list first reads its
 * matches through the company's trigram index, at most countLimit of them, and sorts them: when
 * they are fewer, that is the page and the exact total in one statement, however late in the sort
 * order they sit; otherwise the page is read in index order and the total is the lower bound.
 */
export async function readListPage<Row>(
  db: Db,
  paging: { page: number; pageSize: number },
  spec: ListSpec<Row>,
): Promise<{ rows: Row[] } & ListTotal> {
  const window = listWindow(paging.page, paging.pageSize);
  const read = (from: PgTable | Subquery, n: SQL<number | null>) =>
    spec.rows({ offset: window.offset, limit: window.pageSize, from, n });
  if (spec.searched) {
    const matches = db.select().from(spec.table).where(spec.where).limit(window.limit).as(getTableName(spec.table));
    const rows = await read(matches, counted(sql`count(*) over ()`));
    if (rows.length === 0) return { rows: [], ...(await countFew(db, spec, window)) };
    const { total, sawAll } = fewMatchesTotal(window, rows[0].n ?? 0);
    return { rows: withoutCount(sawAll ? rows : await read(spec.table, noCount)), ...total };
  }
  const lookahead = spec
    .matching()
    .offset(window.offset)
    .limit(window.limit - window.offset);
  const rows = await read(spec.table, counted(sql`select count(*) from ${lookahead} as lookahead`));
  if (rows.length > 0) return { rows: withoutCount(rows), ...totalFromPage(window, rows[0].n ?? 0) };
  return { rows: [], ...(window.offset > 0 ? await countMatches(db, spec.matching(), paging) : listTotal(0, 1)) };
}

function withoutCount<Row>(rows: (Row & { n: number | null })[]): Row[] {
  return rows.map(({ n: _n, ...row }) => row as Row);
}

/** The total of a searched list whose page is past its last match: the matches, counted the trigram way. */
async function countFew(db: Db, spec: ListSpec<unknown>, window: ListWindow): Promise<ListTotal> {
  const few = db.select({ one: sql`1` }).from(spec.table).where(spec.where).limit(window.limit).as('few');
  const [row] = await db.select({ n: count() }).from(few);
  return listTotal(Number(row?.n ?? 0), window.limit);
}

/**
 * The bounded total of a list: at most countLimit(page, pageSize) rows of `matching` (ordered
 * along the company's index, see ListSpec.matching) are read.
 */
async function countMatches(
  db: Db,
  matching: PgSelect,
  paging: { page: number; pageSize: number },
): Promise<ListTotal> {
  const limit = countLimit(paging.page, paging.pageSize);
  const [row] = await db.select({ n: count() }).from(matching.limit(limit).as('matching'));
  return listTotal(Number(row?.n ?? 0), limit);
}
