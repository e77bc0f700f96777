import type { ServiceContext } from '../../context/service-context.ts';
import { chunks } from '../../db/batch-insert.ts';
import type { Db } from '../../db/connect.ts';
import type { Importer, RowChange } from './importer.ts';

/**
 * Rows an import writes per transaction. Each batch commits whole or not at all (its records,
 * their links and their domain events), so a crash part way leaves whole batches; the rows it
 * did not reach are still new or different, and running the same file again writes just them.
 */
export const IMPORT_BATCH_ROWS = 1000;

/**
 * Writes the created and updated rows, batch after batch, each in its own transaction. `stopped`
 * is asked before each batch: when the user cancelled (the browser dropped the request), the
 * batches not begun are left, as a crash would leave them, for the same file to finish later.
 */
export async function writeInBatches<Write>(
  ctx: ServiceContext<Db>,
  importer: Importer<Write>,
  changes: readonly RowChange<Write>[],
  stopped: () => boolean = () => false,
): Promise<void> {
  const writes = changes.filter((change) => change.kind !== 'unchanged');
  for (const batch of chunks(writes, IMPORT_BATCH_ROWS)) {
    if (stopped()) return;
    const afterCommit = await ctx.transaction((tx) => importer.write(tx, batch));
    await afterCommit?.();
  }
}
