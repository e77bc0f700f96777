import { and, Column, is, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { ListParams, SortDirection } from '../../../schemas/protocol/list.ts';
import type { Runner } from './connect.ts';
import {
  type ListRow,
  type ListScope,
  type ListSpec,
  listOrder,
  listWhere,
  type OrderKeyParts,
  orderKeyParts,
  orderKeys,
  selectFrom,
} from './list-page.ts';
import { containsPattern } from './list-window.ts';

/** A list's query without paging: what an export walks. */
export type WalkParams<SortBy extends string> = Omit<ListParams<SortBy>, 'page' | 'pageSize'>;

/** Rows per statement: short statements, so other requests get in between (PGlite is one connection). */
export const WALK_BATCH = 1000;

const KEY_PREFIX = '__walk_key_';

/** How one order key places its values in the list's direction. */
interface KeyOrder extends OrderKeyParts {
  ascending: boolean;
  /** NULLs come before every value (PostgreSQL's default descending). */
  nullsFirst: boolean;
  /** A NOT NULL column: its bound needs no `or is null` (and so reads an index range). */
  notNull: boolean;
}

function keyOrder(parts: OrderKeyParts, direction: SortDirection): KeyOrder {
  const ascending = direction === 'asc';
  return {
    ...parts,
    ascending,
    nullsFirst: !parts.nullsLast && !ascending,
    notNull: is(parts.expression, Column) && parts.expression.notNull,
  };
}

/** Rows whose key comes strictly after `value` in the key's order; undefined: none do. */
function after(key: KeyOrder, value: unknown): SQL | undefined {
  const expression = key.expression;
  if (value === null) return key.nullsFirst ? isNotNull(expression) : undefined;
  const beyond = key.ascending ? sql`${expression} > ${value}` : sql`${expression} < ${value}`;
  return key.nullsFirst || key.notNull ? beyond : or(beyond, isNull(expression));
}

/** Rows whose key equals `value` (NULL equal to NULL). */
function equal(key: KeyOrder, value: unknown): SQL {
  return value === null ? isNull(key.expression) : sql`${key.expression} = ${value}`;
}

/** Rows whose key is at or after `value`: redundant with `after`, but an index range the planner can seek to. */
function atOrAfter(key: KeyOrder, value: unknown): SQL | undefined {
  const expression = key.expression;
  if (value === null) return key.nullsFirst ? undefined : isNull(expression);
  const from = key.ascending ? sql`${expression} >= ${value}` : sql`${expression} <= ${value}`;
  return key.nullsFirst || key.notNull ? from : or(from, isNull(expression));
}

/**
 * The rows after the last one read, in the list's order: (k1, k2, …) lexicographically after
 * (v1, v2, …), each key with its direction and its NULLs' place. The order ends with the id, so
 * no two rows share every key and the walk neither skips nor repeats a row.
 */
function afterRow(keys: KeyOrder[], values: unknown[]): SQL | undefined {
  const branches: SQL[] = [];
  for (let i = 0; i < keys.length; i++) {
    const beyond = after(keys[i] as KeyOrder, values[i]);
    if (!beyond) continue;
    branches.push(and(...keys.slice(0, i).map((key, j) => equal(key, values[j])), beyond) as SQL);
  }
  if (branches.length === 0) return sql`false`;
  return and(atOrAfter(keys[0] as KeyOrder, values[0]), or(...branches));
}

/**
 * Every row of a list in its own order (the same scope, filters, search and showArchived as
 * readList), as batches of at most `batchSize` rows (the next one read while the last is used). Each batch is one short statement — the
 * list's filter, `after the last row's keys`, the list's order, a limit — with the order keys'
 * values read beside the row's columns (raw, as the driver answers them, so they go back as
 * parameters unchanged). No offsets and no transaction: a walk holds nothing between batches,
 * and a row written meanwhile is seen or not by where its keys fall.
 */
export async function* walkList<SortBy extends string, Columns extends SelectedFields>(
  db: Runner,
  spec: ListSpec<SortBy, Columns>,
  scope: ListScope,
  params: WalkParams<SortBy>,
  filters: (SQL | undefined)[] = [],
  batchSize = WALK_BATCH,
): AsyncGenerator<ListRow<Columns>[]> {
  const generic = spec as unknown as ListSpec<string, SelectedFields>;
  const pattern = containsPattern(params.search);
  const where = listWhere(generic, scope, params, pattern, filters);
  const order = listOrder(spec, params.sortBy, params.sortDirection);
  const keys = orderKeys(spec, params.sortBy).map((key) => keyOrder(orderKeyParts(key), params.sortDirection));
  const columns = typeof spec.columns === 'function' ? spec.columns(pattern) : spec.columns;
  const fields: SelectedFields = { ...columns };
  const names = Object.keys(columns);
  keys.forEach((key, i) => {
    // No mapWith: the driver's own value (a timestamp's text), which compares exactly when sent back.
    fields[`${KEY_PREFIX}${i}`] = sql`${key.expression}`;
  });
  const read = async (last: unknown[] | null) =>
    (await selectFrom(db, generic, fields)
      .where(last ? and(where, afterRow(keys, last)) : where)
      .orderBy(...order)
      .limit(batchSize)) as Record<string, unknown>[];
  let pending = read(null);
  for (;;) {
    const batch = await pending;
    if (batch.length === 0) return;
    const more = batch.length === batchSize;
    if (more) {
      // Read ahead one batch while this one is written (on PostgreSQL the database works
      // meanwhile); a walk given up early leaves that read's failure handled.
      const tail = batch[batch.length - 1] as Record<string, unknown>;
      pending = read(keys.map((_, i) => tail[`${KEY_PREFIX}${i}`]));
      pending.catch(() => {});
    }
    yield batch.map((row) => {
      // Copied, not `delete`d: a row with deleted keys turns into a slow dictionary object.
      const out: Record<string, unknown> = {};
      for (const name of names) out[name] = row[name];
      return out as ListRow<Columns>;
    });
    if (!more) return;
  }
}

/** A walk's batches with each row mapped (to the row the list endpoint answers). */
export async function* mapBatches<From, To>(
  batches: AsyncIterable<readonly From[]>,
  map: (row: From) => To,
): AsyncGenerator<To[]> {
  for await (const batch of batches) yield batch.map(map);
}
