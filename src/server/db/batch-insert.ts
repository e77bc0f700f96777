import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Runner } from './connect.ts';

/**
 * Multi-row inserts in statements the driver can send. PostgreSQL's wire protocol counts a
 * statement's bind parameters in 16 bits (PGlite speaks the same protocol), so one
 * `insert … values (…), (…)` of rows × columns above 65,535 parameters fails (issue 9 point 4:
 * a procedure of 200 checklist steps × 100 items). Every insert of a list of rows goes through
 * `insertRows`, which splits the rows into statements under that limit.
 */

export const MAX_BIND_PARAMETERS = 65_535;

/** `items` in consecutive slices of at most `size` (the last may be shorter); none for an empty list. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, not ${size}`);
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** How many rows of `columnsPerRow` parameters fit in one statement. */
export function rowsPerStatement(columnsPerRow: number, maxParameters = MAX_BIND_PARAMETERS): number {
  return Math.max(1, Math.floor(maxParameters / Math.max(1, columnsPerRow)));
}

/**
 * Inserts `rows` into `table` in as few statements as the parameter limit allows. Every column
 * of the table is counted as a parameter per row (an upper bound: defaults and generated
 * columns send none). Run it inside the caller's transaction when the rows belong together.
 */
export async function insertRows<T extends PgTable>(
  runner: Runner,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  const size = rowsPerStatement(Object.keys(getTableColumns(table)).length);
  for (const chunk of chunks(rows, size)) await runner.insert(table).values(chunk);
}
