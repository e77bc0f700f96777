import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chunks, insertRows, MAX_BIND_PARAMETERS, rowsPerStatement } from '../../../src/server/db/batch-insert.ts';
import type { Runner } from '../../../src/server/db/connect.ts';
import { checklistItems, procedureSteps } from '../../../src/server/db/schema/index.ts';

describe('chunks', () => {
  it('cuts a list into consecutive slices of at most the size, keeping every item in order', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(chunks([1, 2], 5)).toEqual([[1, 2]]);
    expect(chunks([], 3)).toEqual([]);
  });

  it('refuses a size that would never end or split nothing', () => {
    for (const size of [0, -1, 1.5, Number.NaN]) expect(() => chunks([1], size)).toThrow(RangeError);
  });
});

describe('rowsPerStatement', () => {
  it('fits rows × columns under the 65,535 bind parameters of the PostgreSQL protocol', () => {
    expect(MAX_BIND_PARAMETERS).toBe(65_535);
    expect(rowsPerStatement(5)).toBe(13_107);
    expect(rowsPerStatement(5) * 5).toBeLessThanOrEqual(MAX_BIND_PARAMETERS);
    expect((rowsPerStatement(5) + 1) * 5).toBeGreaterThan(MAX_BIND_PARAMETERS);
    expect(rowsPerStatement(3, 10)).toBe(3);
    expect(rowsPerStatement(20, 10)).toBe(1);
  });
});

/** A runner that records each `insert(table).values(rows)` instead of sending it. */
function recordingRunner() {
  const statements: { table: unknown; rows: unknown[] }[] = [];
  const runner = {
    insert: (table: unknown) => ({
      values: async (rows: unknown[]) => {
        statements.push({ table, rows });
      },
    }),
  } as unknown as Runner;
  return { runner, statements };
}

describe('insertRows', () => {
  it('writes 20,000 checklist items (200 steps × 100) in statements under the parameter limit, all in order', async () => {
    const { runner, statements } = recordingRunner();
    const rows = Array.from({ length: 20_000 }, (_, n) => ({
      companyId: 'c',
      stepId: `s${Math.floor(n / 100)}`,
      text: `item ${n}`,
      sortKey: (n % 100) + 1,
    }));
    await insertRows(runner, checklistItems, rows);
    const columns = Object.keys(getTableColumns(checklistItems)).length;
    expect(statements.length).toBe(2);
    for (const statement of statements) {
      expect(statement.table).toBe(checklistItems);
      expect(statement.rows.length * columns).toBeLessThanOrEqual(MAX_BIND_PARAMETERS);
    }
    expect(statements.flatMap((statement) => statement.rows)).toEqual(rows);
  });

  it('sends a short list as one statement and nothing for an empty one', async () => {
    const { runner, statements } = recordingRunner();
    await insertRows(runner, procedureSteps, []);
    expect(statements).toEqual([]);
    const step = { id: 'x', companyId: 'c', procedureId: 'p', position: 0, text: 't', typeId: 'YesOrNo' as const };
    await insertRows(runner, procedureSteps, [step]);
    expect(statements).toEqual([{ table: procedureSteps, rows: [step] }]);
  });
});
