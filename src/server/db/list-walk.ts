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

/** A statement built once and run with values for its placeholders (drizzle's prepare without a name). */
interface WalkStatement {
  execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]>;
}

/**
 * Every row of a list in its own order (the same scope, filters, search and showArchived as
 * readList), as batches of at most `batchSize` rows (the next one read while the last is used).
 * Each batch is one short statement — the list's filter, `after the last row's keys`, the list's
 * order, a limit — with the order keys' values read beside the row's columns (raw, as the driver
 * answers them, so they go back as parameters unchanged). No offsets and no transaction: a walk
 * holds nothing between batches, and a row written meanwhile is seen or not by where its keys fall.
 *
 * The cost of a walk is per cell (on PGlite each cell is decoded by the engine's JavaScript, and
 * drizzle maps each one), so a key that is itself one of the columns (the id, the date of the
 * tail) is read once, as the key, and the column's value decoded from it. The statement is built
 * once per walk — and once more for each pattern of NULLs among the last row's keys — with
 * placeholders for the keys' values, not once per batch.
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
  const keyNames = keys.map((_, i) => `${KEY_PREFIX}${i}`);
  // A column that is an order key is not read twice: its value is decoded from the key's (raw).
  const fromKey = names.map((name) => {
    const column = columns[name];
    const i = keys.findIndex((key) => key.expression === column);
    return i >= 0 && is(column, Column) ? { key: keyNames[i] as string, column } : undefined;
  });
  const fields: SelectedFields = {};
  names.forEach((name, i) => {
    if (!fromKey[i]) fields[name] = columns[name] as SelectedFields[string];
  });
  keys.forEach((key, i) => {
    // No mapWith: the driver's own value (a timestamp's text), which compares exactly when sent back.
    fields[keyNames[i] as string] = sql`${key.expression}`;
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
      prepared = (query as unknown as { prepare(name?: string): WalkStatement }).prepare(undefined);
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
      const tail = batch[batch.length - 1] as Record<string, unknown>;
      pending = read(keyNames.map((name) => tail[name]));
      pending.catch(() => {});
    }
    yield batch.map((row) => {
      // Copied, not `delete`d: a row with deleted keys turns into a slow dictionary object.
      const out: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) {
        const name = names[i] as string;
        const shared = fromKey[i];
        if (!shared) out[name] = row[name];
        else {
          const raw = row[shared.key];
          out[name] = raw === null || raw === undefined ? null : shared.column.mapFromDriverValue(raw);
        }
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
