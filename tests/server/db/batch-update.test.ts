import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MAX_BIND_PARAMETERS } from '../../../src/server/db/batch-insert.ts';
import { updateRows } from '../../../src/server/db/batch-update.ts';
import type { Runner } from '../../../src/server/db/connect.ts';
import { people, properties } from '../../../src/server/db/schema/index.ts';

/** A runner that renders each `execute(sql)` instead of sending it. */
function recordingRunner() {
  const dialect = new PgDialect();
  const statements: { sql: string; params: unknown[] }[] = [];
  const runner = {
    execute: async (query: SQL) => {
      statements.push(dialect.sqlToQuery(query));
    },
  } as unknown as Runner;
  return { runner, statements };
}

describe('updateRows', () => {
  it('updates by id from a typed VALUES list, the extra condition too', async () => {
    const { runner, statements } = recordingRunner();
    await updateRows(
      runner,
      properties,
      [
        { id: 'a', set: { name: 'Alder', numberOfUnits: 3, city: null } },
        { id: 'b', set: { name: 'Birch', numberOfUnits: 4, city: 'Peoria' } },
      ],
      eq(properties.companyId, 'c'),
    );
    expect(statements).toHaveLength(1);
    const [{ sql, params }] = statements;
    expect(sql).toBe(
      'update "properties" set "name" = v."name", "number_of_units" = v."number_of_units", "city" = v."city" ' +
        'from (values ($1::uuid, $2::text, $3::integer, $4::text), ($5::uuid, $6::text, $7::integer, $8::text)) ' +
        'as v("id", "name", "number_of_units", "city") where "properties"."id" = v."id" and "properties"."company_id" = $9',
    );
    expect(params).toEqual(['a', 'Alder', 3, null, 'b', 'Birch', 4, 'Peoria', 'c']);
  });

  it('encodes JSON columns as the table does', async () => {
    const { runner, statements } = recordingRunner();
    await updateRows(runner, people, [{ id: 'p', set: { eventSubscriptionTypes: ['Fire'] } }]);
    expect(statements[0].sql).toContain('$2::jsonb');
    expect(statements[0].params).toEqual(['p', '["Fire"]']);
  });

  it('splits many rows into statements under the parameter limit, and sends nothing for none', async () => {
    const { runner, statements } = recordingRunner();
    const rows = Array.from({ length: 30_000 }, (_, n) => ({ id: `id${n}`, set: { name: `n${n}`, city: 'x' } }));
    await updateRows(runner, properties, rows);
    expect(statements).toHaveLength(2);
    for (const statement of statements) expect(statement.params.length).toBeLessThanOrEqual(MAX_BIND_PARAMETERS);
    expect(statements.flatMap((statement) => statement.params).filter((_, index) => index % 3 === 0)).toEqual(
      rows.map((row) => row.id),
    );
    await updateRows(runner, properties, []);
    expect(statements).toHaveLength(2);
    // Building 30,000 rows' SQL takes 2-4 s on this machine and more on a loaded one: the test
    // checks the statements, not the time.
  }, 30_000);
});
