import { and, asc, Column, count, desc, eq, inArray, is, type Placeholder, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { idsIn, type ListParams, type SortDirection } from '../../../schemas/protocol/list.ts';
import type { Db, Runner } from './connect.ts';
import {
  containsPattern,
  countLimit,
  type ListTotal,
  listTotal,
  type PageWindow,
  pageOffset,
  pageWindow,
  splitLookahead,
} from './list-window.ts';

/**
 * One key of a list's order: a column or expression, sorted in the list's direction with
 * PostgreSQL's NULL placement (last ascending, first descending), or `{ key, nulls: 'last' }`:
 * NULLs last in either direction. Declarative, so the page read (listOrder) and the export's
 * keyset walk (list-walk.ts) read the same order.
 */
export type OrderKey = AnyPgColumn | SQL | { key: AnyPgColumn | SQL; nulls: 'last' };

/** One order key with where its NULLs go. */
export interface OrderKeyParts {
  expression: AnyPgColumn | SQL;
  /** NULLs last in either direction; otherwise PostgreSQL's default for the direction. */
  nullsLast: boolean;
}

export function orderKeyParts(key: OrderKey): OrderKeyParts {
  if (is(key, Column) || is(key, SQL)) return { expression: key, nullsLast: false };
  return { expression: key.key, nullsLast: true };
}

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
  /**
   * A company has few of these rows (tens: roles, types, procedures): read the page and its
   * look-ahead as rows in one plain ordered read, cheaper to plan than the ids-then-rows statement
   * that pays off when the look-ahead passes many index entries (listPageQuery).
   */
  few?: boolean;
}

export type ListRow<Columns extends SelectedFields> = SelectResultFields<Columns>;

/** A list read for `scope`: a company id (matched on the spec's company column) or a condition. */
export type ListScope = string | SQL;

/** The column of a joined table that may be absent (left join): typed nullable, decoded as the column. */
export function joined<T extends Column>(column: T): SQL<T['_']['data'] | null> {
  return sql<T['_']['data'] | null>`${column}`.mapWith(column);
}

/** The full keys of a sort field: its own, then the tail unless they end with the id. */
export function orderKeys<SortBy extends string>(
  spec: Pick<ListSpec<SortBy, SelectedFields>, 'sorts' | 'tail' | 'id'>,
  sortBy: SortBy,
): OrderKey[] {
  const keys = spec.sorts[sortBy];
  const complete = keys.length > 0 && keys[keys.length - 1] === spec.id;
  return complete ? keys : [...keys, ...spec.tail];
}

/** The full order of a sort field in a direction: its keys, then the tail unless they end with the id. */
export function listOrder<SortBy extends string>(
  spec: Pick<ListSpec<SortBy, SelectedFields>, 'sorts' | 'tail' | 'id'>,
  sortBy: SortBy,
  direction: SortDirection,
): SQL[] {
  return orderBy(orderKeys(spec, sortBy), direction);
}

function orderBy(keys: OrderKey[], direction: SortDirection): SQL[] {
  const dir = direction === 'asc' ? asc : desc;
  return keys.map((key) => {
    const { expression, nullsLast } = orderKeyParts(key);
    return nullsLast ? sql`${expression} ${sql.raw(direction)} nulls last` : dir(expression);
  });
}

/** Whether an expression (or a list of them) reads a column of `table`. */
function mentions(chunk: unknown, table: PgTable): boolean {
  if (is(chunk, Column)) return chunk.table === table;
  if (is(chunk, SQL)) return chunk.queryChunks.some((inner) => mentions(inner, table));
  if (is(chunk, SQL.Aliased)) return mentions(chunk.sql, table);
  if (Array.isArray(chunk)) return chunk.some((inner) => mentions(inner, table));
  return false;
}

/**
 * `select fields from table` with the spec's joins: all of them, or with `needed`, only the inner
 * joins and the left joins that an expression in `needed` reads — an ids or count read without
 * the left join the columns want can be an index-only read of the company index.
 */
export function selectFrom<Fields extends SelectedFields>(
  db: Runner,
  spec: ListSpec<string, SelectedFields>,
  fields: Fields,
  needed?: unknown[],
) {
  // Dynamic joins: the row type is the columns' own (a left-joined column is declared with `joined`).
  let query = db.select(fields).from(spec.table).$dynamic() as unknown as PgSelect;
  for (const join of spec.joins ?? []) {
    if (needed && !join.inner && !mentions(needed, join.table)) continue;
    query = (join.inner
      ? query.innerJoin(join.table, join.on)
      : query.leftJoin(join.table, join.on)) as unknown as PgSelect;
  }
  return query as PgSelect & PromiseLike<SelectResultFields<Fields>[]>;
}

/** The filter of a list: scope, archived unless showArchived, the search, the ids filter and `filters`. */
export function listWhere(
  spec: ListSpec<string, SelectedFields>,
  scope: ListScope,
  params: Pick<ListParams<string>, 'ids' | 'showArchived'>,
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
 * The statement of one page, reading the list's order once: `matches` are the ids of the window
 * (the page's first row, the page, the look-ahead: `window`, by default the page alone) in the
 * list's order, numbered — for the name sorts an index-only read of the company's covering index,
 * which filters without touching the heap; then only the page's rows are read with their columns,
 * and beside them how many ids the window holds (the look-ahead count).
 */
export function listPageQuery<SortBy extends string, Columns extends SelectedFields>(
  db: Runner,
  spec: ListSpec<SortBy, Columns>,
  scope: ListScope,
  params: ListParams<SortBy>,
  filters: (SQL | undefined)[] = [],
  window: PageWindow = { offset: pageOffset(params.page, params.pageSize), limit: params.pageSize },
) {
  const pattern = containsPattern(params.search);
  const pageStart = pageOffset(params.page, params.pageSize);
  return pageStatement(db, spec, scope, params, pattern, filters, {
    ...window,
    pageStart,
    pageEnd: pageStart + params.pageSize,
  });
}

/** The numbers of a page statement: its window, and the page's positions in it (pageStart, pageEnd]. */
interface PageBounds<Value> {
  offset: Value;
  limit: Value;
  pageStart: Value;
  pageEnd: Value;
}

function pageStatement<SortBy extends string, Columns extends SelectedFields>(
  db: Runner,
  spec: ListSpec<SortBy, Columns>,
  scope: ListScope,
  params: ListParams<SortBy>,
  pattern: string | null,
  filters: (SQL | undefined)[],
  bounds: PageBounds<number | Placeholder>,
) {
  const generic = spec as unknown as ListSpec<string, SelectedFields>;
  const where = listWhere(generic, scope, params, pattern, filters);
  const order = listOrder(spec, params.sortBy, params.sortDirection);
  const matches = db.$with('matches').as(
    selectFrom(
      db,
      generic,
      {
        matchId: sql`${spec.id}`.as('match_id'),
        position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
      },
      [where, order],
    )
      .where(where)
      .orderBy(...order)
      .limit(bounds.limit)
      .offset(bounds.offset),
  );
  const columns = typeof spec.columns === 'function' ? spec.columns(pattern) : spec.columns;
  const base = db.with(matches) as unknown as Runner;
  // row_number() counts from the first match, before the offset: the page is (pageStart, pageEnd].
  return selectFrom(base, generic, {
    ...columns,
    [LOOKAHEAD]: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
  })
    .innerJoin(matches, eq(matches.matchId, spec.id))
    .where(sql`${matches.position} > ${bounds.pageStart} and ${matches.position} <= ${bounds.pageEnd}`)
    .orderBy(matches.position) as unknown as PgSelect & PromiseLike<(ListRow<Columns> & { [LOOKAHEAD]: number })[]>;
}

type PagePrepared<Columns extends SelectedFields> = {
  execute(values: Record<string, unknown>): Promise<(ListRow<Columns> & { [LOOKAHEAD]: number })[]>;
};

/** The company ids of scopes made by companyScope. */
const companyScopes = new WeakMap<SQL, { column: AnyPgColumn; companyId: string }>();

/**
 * The condition "of this company" for a list whose scope is a condition (properties: the company,
 * or what a user may see): readList recognises it and reads it as the company id.
 */
export function companyScope(column: AnyPgColumn, companyId: string): SQL {
  const scope = eq(column, companyId);
  companyScopes.set(scope, { column, companyId });
  return scope;
}

/** Page statements built once per list, database and shape (sort, direction, search or not, archived or not). */
const prepared = new WeakMap<object, WeakMap<object, Map<string, unknown>>>();

/**
 * A list read whose scope and filters are written with placeholders (`sql.placeholder(name)`) in
 * place of their values, so its statement is built once per key and run with `values`: the events
 * list, whose scope is the viewer's visibility rule and whose filters are its own.
 */
export interface PreparedScope {
  /** What, besides values, changes the statement: which filters there are, the viewer's reach. */
  key: string;
  /** Builds the scope and filters with placeholders; called once per key. */
  build: () => { scope: SQL; filters: (SQL | undefined)[] };
  /** The placeholders' values. */
  values: Record<string, unknown>;
}

/** The scope of a company's list without filters of its own: the company column equals a placeholder. */
function companyOnly(spec: ListSpec<string, SelectedFields>, companyId: string): PreparedScope {
  return {
    key: '',
    build: () => ({ scope: eq(spec.company, sql.placeholder('company')), filters: [] }),
    values: { company: companyId },
  };
}

/**
 * The page statement of a list for a prepared scope, built once per shape: the SQL text and its
 * parameter slots are kept (drizzle's prepare without a name: no server-side statement, so
 * PostgreSQL still plans every execution with its values, as a plain query). Building the
 * statement was a third of the server's CPU per list call.
 */
function preparedPage<SortBy extends string, Columns extends SelectedFields>(
  db: Runner,
  spec: ListSpec<SortBy, Columns>,
  params: ListParams<SortBy>,
  pattern: string | null,
  shape: PreparedScope,
): PagePrepared<Columns> {
  let byDb = prepared.get(spec);
  if (!byDb) {
    byDb = new WeakMap();
    prepared.set(spec, byDb);
  }
  let byShape = byDb.get(db);
  if (!byShape) {
    byShape = new Map();
    byDb.set(db, byShape);
  }
  const key = `${shape.key}|${params.sortBy}|${params.sortDirection}|${pattern === null ? '' : 's'}|${spec.archived && !params.showArchived ? 'a' : ''}`;
  let statement = byShape.get(key) as PagePrepared<Columns> | undefined;
  if (!statement) {
    const slot = (name: string) => sql.placeholder(name);
    const { scope, filters } = shape.build();
    const query = pageStatement(
      db,
      spec,
      scope,
      { ...params, ids: undefined },
      pattern === null ? null : (slot('pattern') as unknown as string),
      filters,
      { offset: slot('offset'), limit: slot('limit'), pageStart: slot('pageStart'), pageEnd: slot('pageEnd') },
    ) as unknown as { prepare(name?: string): PagePrepared<Columns> };
    statement = query.prepare(undefined);
    byShape.set(key, statement);
  }
  return statement;
}

/**
 * One page of a list and its bounded total (see countLimit) in ONE statement (listPageQuery):
 * the page's rows and the count of the page plus its look-ahead. Only a page past the end (no
 * rows at all) needs a second count, of the matches before it.
 * `scope` is a company id or a condition (e.g. what a user may see); `filters` are the list's own.
 * A company's list without filters of its own runs a statement prepared once (preparedPage);
 * a list with a condition for scope or filters of its own is built each time, unless it is read
 * with readPreparedList.
 */
export async function readList<SortBy extends string, Columns extends SelectedFields>(
  db: Db,
  spec: ListSpec<SortBy, Columns>,
  scope: ListScope,
  params: ListParams<SortBy>,
  ...filters: (SQL | undefined)[]
): Promise<{ rows: ListRow<Columns>[] } & ListTotal> {
  const window = pageWindow(params.page, params.pageSize);
  const limit = countLimit(params.page, params.pageSize);
  if (spec.few) {
    const generic = spec as unknown as ListSpec<string, SelectedFields>;
    const pattern = containsPattern(params.search);
    const where = listWhere(generic, scope, params, pattern, filters);
    const columns = typeof spec.columns === 'function' ? spec.columns(pattern) : spec.columns;
    const rows = await selectFrom(db, generic, columns)
      .where(where)
      .orderBy(...listOrder(spec, params.sortBy, params.sortDirection))
      .limit(window.limit)
      .offset(window.offset);
    const page = splitLookahead(rows, params.page, params.pageSize);
    return page ?? { rows: [], ...(await countMatches(db, spec, scope, params, filters, limit)) };
  }
  const ofCompany = typeof scope === 'string' ? undefined : companyScopes.get(scope);
  const companyId =
    typeof scope === 'string' ? scope : ofCompany?.column === spec.company ? ofCompany.companyId : undefined;
  if (companyId !== undefined && !params.ids && filters.every((filter) => filter === undefined)) {
    return readPreparedList(
      db,
      spec,
      companyOnly(spec as unknown as ListSpec<string, SelectedFields>, companyId),
      params,
    );
  }
  const pattern = containsPattern(params.search);
  const pageStart = pageOffset(params.page, params.pageSize);
  const bounds = { ...window, pageStart, pageEnd: pageStart + params.pageSize };
  const read = await pageStatement(db, spec, scope, params, pattern, filters, bounds);
  return pageOf(read, window.offset, limit, () => countMatches(db, spec, scope, params, filters, limit));
}

/**
 * readList for a list whose scope and filters are prepared (see PreparedScope): the page
 * statement is built once per shape and database. An ids filter is not part of a prepared shape.
 */
export async function readPreparedList<SortBy extends string, Columns extends SelectedFields>(
  db: Db,
  spec: ListSpec<SortBy, Columns>,
  shape: PreparedScope,
  params: ListParams<SortBy>,
): Promise<{ rows: ListRow<Columns>[] } & ListTotal> {
  const window = pageWindow(params.page, params.pageSize);
  const limit = countLimit(params.page, params.pageSize);
  const pattern = containsPattern(params.search);
  const pageStart = pageOffset(params.page, params.pageSize);
  const bounds = { ...window, pageStart, pageEnd: pageStart + params.pageSize };
  const values = { ...shape.values, ...bounds, pattern };
  const read = await preparedPage(db, spec, { ...params, ids: undefined }, pattern, shape).execute(values);
  return pageOf(read, window.offset, limit, () => {
    // A page past the end (rare): the count of the matches before it, built for this call.
    const { scope, filters } = shape.build();
    const query = countQuery(db, spec, scope, { ...params, ids: undefined }, filters, limit);
    return (query as unknown as { prepare(name?: string): { execute(v: object): Promise<{ n: number }[]> } })
      .prepare(undefined)
      .execute(values)
      .then(([row]) => listTotal(Number(row?.n ?? 0), limit));
  });
}

/** A page statement's rows without the look-ahead column, and the total: from the look-ahead, or `countBefore` for a page past the end. */
async function pageOf<Columns extends SelectedFields>(
  read: (ListRow<Columns> & { [LOOKAHEAD]: number })[],
  offset: number,
  limit: number,
  countBefore: () => Promise<ListTotal>,
): Promise<{ rows: ListRow<Columns>[] } & ListTotal> {
  if (read.length === 0) {
    if (offset === 0) return { rows: [], total: 0, totalIsExact: true };
    return { rows: [], ...(await countBefore()) };
  }
  const rows = read.map(({ [LOOKAHEAD]: _, ...row }) => row as unknown as ListRow<Columns>);
  return { rows, ...listTotal(offset + read[0][LOOKAHEAD], limit) };
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
  const [row] = await countQuery(db, spec, scope, params, filters, limit);
  return listTotal(Number(row?.n ?? 0), limit);
}

/** The statement of countMatches. */
function countQuery<SortBy extends string, Columns extends SelectedFields>(
  db: Runner,
  spec: ListSpec<SortBy, Columns>,
  scope: ListScope,
  params: ListParams<SortBy>,
  filters: (SQL | undefined)[],
  limit: number,
) {
  const generic = spec as unknown as ListSpec<string, SelectedFields>;
  const where = listWhere(generic, scope, params, containsPattern(params.search), filters);
  const countOrder = orderBy(spec.countOrder ?? spec.tail, 'asc');
  const matching = selectFrom(db, generic, { id: spec.id }, [where, countOrder])
    .where(where)
    .orderBy(...countOrder)
    .limit(limit);
  return db.select({ n: count() }).from(matching.as('matching'));
}
