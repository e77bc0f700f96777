import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../../src/server/context/service-context.ts';
import type { Db } from '../../../src/server/db/connect.ts';
import type { Importer, RowChange } from '../../../src/server/modules/import/importer.ts';
import { IMPORT_BATCH_ROWS, writeInBatches } from '../../../src/server/modules/import/write-batches.ts';

/** A context whose transactions just run their work, and an importer that notes each batch it is given. */
function recorder() {
  const batches: number[][] = [];
  const ctx = { transaction: (work: (tx: unknown) => Promise<unknown>) => work(ctx) } as unknown as ServiceContext<Db>;
  const importer = {
    write: async (_tx: unknown, changes: readonly RowChange<number>[]) => {
      batches.push(changes.map((change) => change.write));
      return undefined;
    },
  } as unknown as Importer<number>;
  return { ctx, importer, batches };
}

const changes = (count: number, kind: RowChange<number>['kind'] = 'create'): RowChange<number>[] =>
  Array.from({ length: count }, (_, index) => ({ kind, write: index }) as RowChange<number>);

describe('writeInBatches', () => {
  it('writes the created and updated rows in batches of IMPORT_BATCH_ROWS, leaving the unchanged ones', async () => {
    const { ctx, importer, batches } = recorder();
    await writeInBatches(ctx, importer, [...changes(IMPORT_BATCH_ROWS + 1), ...changes(5, 'unchanged')]);
    expect(batches.map((batch) => batch.length)).toEqual([IMPORT_BATCH_ROWS, 1]);
  });

  it('begins no further batch once the caller has gone (the import was cancelled)', async () => {
    const { ctx, importer, batches } = recorder();
    // The browser drops the request while the first batch is being written.
    await writeInBatches(ctx, importer, changes(IMPORT_BATCH_ROWS * 3), () => batches.length >= 1);
    expect(batches).toHaveLength(1);
  });
});
