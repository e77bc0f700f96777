import { and, Column, type DriverValueDecoder, is, isNotNull, isNull, or, SQL, sql } from 'drizzle-orm';
import type { PreparedQueryConfig, SelectedFields } from 'drizzle-orm/pg-core';
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

/** A statement built once and run with values for its placeholders; each row the driver's values in select order. */
interface WalkStatement {
  execute(values: Record<string, unknown>): Promise<unknown[][]>;
}

/** How a value of a walked column is decoded from the driver's: drizzle's own decoder (a column's, an expression's mapWith). */
type Decoder = DriverValueDecoder<unknown, unknown>;

function decoderOf(name: string, field: unknown): Decoder {
  // An expression's decoder (noop unless mapWith) is drizzle's, unexported in its types.
  const sqlDecoder = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, SQL.Aliased)) return sqlDecoder(field.sql);
  throw new Error(`walkList: the column '${name}' is neither a column nor an expression (a walk reads flat rows)`);
}

/**
 * Every row of a list in its own order (the same scope, filters, search and showArchived as
 * readList), as batches of at most `batchSize` rows (the next one read while the last is used).
 * Each batch is one short statement — the list's filter, `after the last row's keys`, the list's
 * order, a limit — with the order keys' values read beside the row's columns (raw, as the driver
 * answers them, so they go back as parameters unchanged). No offsets and no transaction: a walk
 * holds nothing between batches, and a row written meanwhile is seen or not by where its keys fall.
 *
 * The cost of a walk is per cell (on PGlite each cell is decoded by the engine's JavaScript), so a
 * key that is itself one of the columns (the id, the date of the tail) is read once, as the key,
 * and the column's value decoded from it; and the driver's rows are read as arrays and each cell
 * decoded here straight into the row (drizzle's own mapping of a row, which tells each field's
 * kind again for every cell, and a copy without the keys, took a tenth of a PGlite export). So a
 * walked list's columns are flat: table columns and expressions. The statement is built once per
 * walk — and once more for each pattern of NULLs among the last row's keys — with placeholders
 * for the keys' values, not once per batch.
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
  const names = Object.keys(columns);
  // The statement's select list: the columns that are not keys, then the keys (in this order).
  const fields: SelectedFields = {};
  for (const name of names) {
    const column = columns[name];
    if (!keys.some((key) => key.expression === column && is(column, Column))) {
      fields[name] = column as SelectedFields[string];
    }
  }
  const keyIndexes = keys.map((key, i) => {
    // No mapWith: the driver's own value (a timestamp's text), which compares exactly when sent back.
    fields[`${KEY_PREFIX}${i}`] = sql`${key.expression}`;
    return Object.keys(fields).length - 1;
  });
  // Where each column's value is in a row, and its decoder (a key that is a column: the key's raw value).
  const selected = Object.keys(fields);
  const cells = names.map((name) => {
    const column = columns[name];
    const key = keys.findIndex((k) => k.expression === column);
    const index = key >= 0 && is(column, Column) ? (keyIndexes[key] as number) : selected.indexOf(name);
    return { name, index, decoder: decoderOf(name, column) };
  });
  const limit = sql.placeholder('limit');
  const statements = new Map<string, WalkStatement>();
  /** The statement after a row whose keys are NULL or not as `last` says (its SQL depends on that). */
  const statement = (last: unknown[] | null): WalkStatement => {
    const shape = last ? last.map((value) => (value === null ? 'n' : 'v')).join('') : '';
    let prepared = statements.get(shape);
    if (!prepared) {
      const slots = last?.map((value, i) => (value === null ? null : sql.placeholder(`key${i}`)));
      const query = selectFrom(db, generic, fields)
        .where(slots ? and(where, afterRow(keys, slots)) : where)
        .orderBy(...order)
        .limit(limit);
      // Unnamed, as drizzle's prepare(undefined); rows as the driver's arrays, left to `cells`.
      prepared = db._.session.prepareQuery<{ execute: unknown[][] } & PreparedQueryConfig>(
        query.toSQL(),
        undefined,
        undefined,
        true,
        (rows) => rows,
      ) as unknown as WalkStatement;
      statements.set(shape, prepared);
    }
    return prepared;
  };
  const read = (last: unknown[] | null) => {
    const values: Record<string, unknown> = { limit: batchSize };
    last?.forEach((value, i) => {
      values[`key${i}`] = value;
    });
    return statement(last).execute(values);
  };
  let pending = read(null);
  for (;;) {
    const batch = await pending;
    if (batch.length === 0) return;
    const more = batch.length === batchSize;
    if (more) {
      // Read ahead one batch while this one is written (on PostgreSQL the database works
      // meanwhile); a walk given up early leaves that read's failure handled.
      const tail = batch[batch.length - 1] as unknown[];
      pending = read(keyIndexes.map((index) => tail[index]));
      pending.catch(() => {});
    }
    yield batch.map((row) => {
      const out: Record<string, unknown> = {};
      for (const { name, index, decoder } of cells) {
        const raw = row[index];
        out[name] = raw === null || raw === undefined ? null : decoder.mapFromDriverValue(raw);
      }
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
