import { inArray } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { chunks, insertRows } from '../../db/batch-insert.ts';
import type { Tx } from '../../db/connect.ts';

/**
 * A batch's association lists, written as the one-record saves write one owner's
 * (shared/associations.ts replaceLinks): the updated owners' links deleted, then every written
 * owner's list inserted — two statements a batch instead of two per row.
 */
export async function replaceBatchLinks<T extends PgTable>(
  tx: Tx,
  link: { table: T; owner: PgColumn },
  updatedOwners: readonly string[],
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (const slice of chunks(updatedOwners, 5000)) await tx.delete(link.table).where(inArray(link.owner, slice));
  await insertRows(tx, link.table, rows);
}
