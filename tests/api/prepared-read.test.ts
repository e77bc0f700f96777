import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPreparedJsonRow } from '../../src/server/db/prepared-read.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

const pairs = {
  name: 'test_pairs_v1',
  text: `select json_build_object('a', $1::text, 'b', $2::int * 2),
                (select json_agg(n) from generate_series(1, $2::int) n)`,
};

describe('readPreparedJsonRow (a named prepared statement of json columns)', () => {
  it('binds its values each time and gives the parsed json columns; null stays null', async () => {
    expect(await readPreparedJsonRow(t.database.db, pairs, ['x', '3'])).toEqual([{ a: 'x', b: 6 }, [1, 2, 3]]);
    expect(await readPreparedJsonRow(t.database.db, pairs, ["it's", '0'])).toEqual([{ a: "it's", b: 0 }, null]);
    expect(await readPreparedJsonRow(t.database.db, pairs, [null, '1'])).toEqual([{ a: null, b: 2 }, [1]]);
  });

  it('runs calls at once with other queries, each getting its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? readPreparedJsonRow(t.database.db, pairs, [`n${index}`, String(index)])
          : t.database.query<{ n: number }>('select $1::int as n', [index]),
      ),
    );
    answers.forEach((answer, index) => {
      if (index % 2 === 0) expect((answer as unknown[])[0]).toEqual({ a: `n${index}`, b: index * 2 });
      else expect(answer).toEqual([{ n: index }]);
    });
  });

  it('reports a failing statement and leaves the connection usable', async () => {
    await expect(readPreparedJsonRow(t.database.db, pairs, ['x', 'not a number'])).rejects.toThrow(/integer/);
    const broken = { name: 'test_broken_v1', text: 'select json_build_object(' };
    await expect(readPreparedJsonRow(t.database.db, broken, [])).rejects.toThrow(/syntax/);
    expect(await readPreparedJsonRow(t.database.db, pairs, ['y', '1'])).toEqual([{ a: 'y', b: 2 }, [1]]);
    expect(await t.database.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('inside a transaction reads what the transaction wrote, as a plain query', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_read_probe (n int) on commit drop`);
      await tx.execute(sql`insert into prepared_read_probe values (41)`);
      const read = { name: 'test_probe_v1', text: 'select (select json_agg(n + $1::int) from prepared_read_probe)' };
      expect(await readPreparedJsonRow(tx, read, ['1'])).toEqual([[42]]);
    });
  });
});
