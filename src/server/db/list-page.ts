import { and, asc, type Column, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import {
  containsPattern,
  countLimit,
  idsIn,
  type ListParams,
  type ListTotal,
  listTotal,
  type PageWindow,
  pageOffset,
  pageWindow,
  type SortDirection,
} from '../http/list-query.ts';
import type { Db, Runner } from './connect.ts';

/**
 * One key of a list's order: a column or expression, sorted in the list's direction, or a
 * function that writes its own (e.g. `nulls last` in either direction).
 */
export type OrderKey = AnyPgColumn | SQL | ((direction: SortDirection) => SQL);

/** A table a list joins for its columns, its search or its order. */
export interface ListJoin {
  table: PgTable;
  on: SQL | undefined;
  /** Inner join; a left join otherwise. */
  inner?: boolean;
}

/**
 * What one list reads, declared once (see readList): the table and its joins, the company
 * column, the search, the columns of a row, and each sort field's order.
 */
export interface ListSpec<SortBy extends string, Columns extends SelectedFields> {
  table: PgTable;
  joins?: ListJoin[];
  /** The table's id: an order ending with it is complete; the ids filter and the page read use it. */
  id: AnyPgColumn;
  /** The company column: a list read by company id keeps the rows where it equals that id. */
  company: AnyPgColumn;
  /** Archived rows are left out unless the query says showArchived. */
  archived?: AnyPgColumn;
  /** The search condition for a containsPattern pattern (an expression its trigram index serves). */
  search: (pattern: string) => SQL;
  /** The columns of a row; a function when they depend on the search pattern (null: no search). */
  columns: Columns | ((pattern: string | null) => Columns);
  /**
   * Each sort field's keys; `tail` follows unless they already end with `id`. The tail is the end
   * of the company's ordered index (company_id, tail…), so pages are stable and the default sort
   * reads that index.
   */
  sorts: Record<SortBy, OrderKey[]>;
  tail: OrderKey[];
  /**
   * The order the look-ahead count walks (default: the tail, ascending): the company's index, so
   * the count reads that company's index entries instead of a scan that may pass every other
   * company's rows first. A count is the same in any order.
   */
  countOrder?: OrderKey[];
}

export type ListRow<Columns extends SelectedFields> = SelectResultFields<Columns>;

/** A list read for `scope`: a company id (matched on the spec's company column) or a condition. */
export type ListScope = string | SQL;

/** The column of a joined table that may be absent (left join): typed nullable, decoded as the column. */
export function joined<T extends Column>(column: T): SQL<T['_']['data'] | null> {
  return sql<T['_']['data'] | null>`${column}`.mapWith(column);
}

function isColumnOrSql(key: OrderKey): key is AnyPgColumn | SQL {
  return typeof key !== 'function';
}

/** The full order of a sort field in a direction: its keys, then the tail unless they end with the id. */
export function listOrder<SortBy extends string>(
  spec: Pick<ListSpec<SortBy, SelectedFields>, 'sorts' | 'tail' | 'id'>,
  sortBy: SortBy,
  direction: SortDirection,
): SQL[] {
  const keys = spec.sorts[sortBy];
  const complete = keys.length > 0 && keys[keys.length - 1] === spec.id;
  return orderBy(complete ? keys : [...keys, ...spec.tail], direction);
}

function orderBy(keys: OrderKey[], direction: SortDirection): SQL[] {
  const dir = direction === 'asc' ? asc : desc;
  return keys.map((key) => (isColumnOrSql(key) ? dir(key) : key(direction)));
}

function selectFrom<Fields extends SelectedFields>(db: Runner, spec: ListSpec<string, SelectedFields>, fields: Fields) {
  // Dynamic joins: the row type is the columns' own (a left-joined column is declared with `joined`).
  let query = db.select(fields).from(spec.table).$dynamic() as unknown as PgSelect;
  for (const join of spec.joins ?? [])
    query = (join.inner
      ? query.innerJoin(join.table, join.on)
      : query.leftJoin(join.table, join.on)) as unknown as PgSelect;
  return query as PgSelect & PromiseLike<SelectResultFields<Fields>[]>;
}

/** The filter of a list: scope, archived unless showArchived, the search, the ids filter and `filters`. */
function listWhere(
  spec: ListSpec<string, SelectedFields>,
  scope: ListScope,
  params: ListParams<string>,
  pattern: string | null,
  filters: (SQL | undefined)[],
): SQL | undefined {
  const ids = idsIn(params.ids);
  return and(
    typeof scope === 'string' ? eq(spec.company, scope) : scope,
    spec.archived && !params.showArchived ? eq(spec.archived, false) : undefined,
    pattern ? spec.search(pattern) : undefined,
    ids ? inArray(spec.id, ids) : undefined,
    ...filters,
  );
}

const LOOKAHEAD = '__lookahead';

/**
 * The statement of one page: the page's ids in the list's order (the company's ordered index,
 * filtered on the columns it includes, so no heap is read for rows that do not match), then only
 * those rows with their columns, and beside them the look-ahead: how many matches the window
 * from the page's first row holds (at most `window.limit`), counted along the count order.
 * `window` defaults to the page alone.
 */
export function listPageQuery<SortBy extends string, Columns extends SelectedFields>(
  db: Runner,
  spec: ListSpec<SortBy, Columns>,
  scope: ListScope,
  params: ListParams<SortBy>,
  filters: (SQL | undefined)[] = [],
  window: PageWindow = { offset: pageOffset(params.page, params.pageSize), limit: params.pageSize },
) {
  const generic = spec as unknown as ListSpec<string, SelectedFields>;
  const pattern = containsPattern(params.search);
  const where = listWhere(generic, scope, params, pattern, filters);
  const order = listOrder(spec, params.sortBy, params.sortDirection);
  const offset = pageOffset(params.page, params.pageSize);
  const pageIds = selectFrom(db, generic, { id: spec.id })
    .where(where)
    .orderBy(...order)
    .limit(params.pageSize)
    .offset(offset);
  const lookahead = selectFrom(db, generic, { one: sql`1` })
    .where(where)
    .orderBy(...orderBy(spec.countOrder ?? spec.tail, 'asc'))
    .limit(window.limit)
    .offset(window.offset);
  const columns = typeof spec.columns === 'function' ? spec.columns(pattern) : spec.columns;
  return selectFrom(db, generic, {
    ...columns,
    [LOOKAHEAD]: sql<number>`(select count(*) from ${lookahead} as lookahead)`.mapWith(Number),
  })
    .where(inArray(spec.id, pageIds))
    .orderBy(...order) as unknown as PgSelect & PromiseLike<(ListRow<Columns> & { [LOOKAHEAD]: number })[]>;
}

/**
 * One page of a list and its bounded total (see countLimit) in ONE statement (listPageQuery):
 * the page's rows and the count of the page plus its look-ahead. Only a page past the end (no
 * rows at all) needs a second count, of the matches before it.
 * `scope` is a company id or a condition (e.g. what a user may see); `filters` are the list's own.
 */
export async function readList<SortBy extends string, Columns extends SelectedFields>(
  db: Db,
  spec: ListSpec<SortBy, Columns>,
  scope: ListScope,
  params: ListParams<SortBy>,
  ...filters: (SQL | undefined)[]
): Promise<{ rows: ListRow<Columns>[] } & ListTotal> {
  const window = pageWindow(params.page, params.pageSize);
  const read = await listPageQuery(db, spec, scope, params, filters, window);
  const limit = countLimit(params.page, params.pageSize);
  if (read.length === 0) {
    if (window.offset === 0) return { rows: [], total: 0, totalIsExact: true };
    return { rows: [], ...(await countMatches(db, spec, scope, params, filters, limit)) };
  }
  const rows = read.map(({ [LOOKAHEAD]: _, ...row }) => row as unknown as ListRow<Columns>);
  return { rows, ...listTotal(window.offset + read[0][LOOKAHEAD], limit) };
}

/**
 * The bounded total of a list: at most `limit` matching rows are read, along the count order
 * (the company's index) rather than a sequential scan that, for a company whose rows sit at the
 * end of the heap, would read every other company's rows first.
 */
async function countMatches<SortBy extends string, Columns extends SelectedFields>(
  db: Db,
  spec: ListSpec<SortBy, Columns>,
  scope: ListScope,
  params: ListParams<SortBy>,
  filters: (SQL | undefined)[],
  limit: number,
): Promise<ListTotal> {
  const generic = spec as unknown as ListSpec<string, SelectedFields>;
  const where = listWhere(generic, scope, params, containsPattern(params.search), filters);
  const matching = selectFrom(db, generic, { id: spec.id })
    .where(where)
    .orderBy(...orderBy(spec.countOrder ?? spec.tail, 'asc'))
    .limit(limit);
  const [row] = await db.select({ n: count() }).from(matching.as('matching'));
  return listTotal(Number(row?.n ?? 0), limit);
}
