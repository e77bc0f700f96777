import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { chunks, rowsPerStatement } from './batch-insert.ts';
import type { Runner } from './connect.ts';

/**
 * Many rows updated by id in as few statements as the parameter limit allows (batch-insert.ts's
 * twin): `update t set a = v.a, … from (values (…), (…)) as v(id, a, …) where t.id = v.id`. One
 * statement per slice instead of one per row: a file of 10,000 changed properties is a handful of
 * statements, and the tables' statement triggers (event month counts, analytics roll-ups) run once
 * per statement, not once per row. Every row sets the same columns.
 */
export async function updateRows<T extends PgTable>(
  runner: Runner,
  table: T,
  rows: readonly { id: string; set: Partial<T['$inferInsert']> }[],
  /** Also required of each row (the company's rows only). */
  where?: SQL,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const byKey = getTableColumns(table) as Record<string, PgColumn>;
  const id = byKey.id;
  const keys = Object.keys(first.set).filter((key) => byKey[key] !== undefined);
  const columns = [id, ...keys.map((key) => byKey[key])];
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const assignments = sql.join(
    columns.slice(1).map((column) => sql`${sql.identifier(column.name)} = v.${sql.identifier(column.name)}`),
    sql`, `,
  );
  for (const slice of chunks(rows, rowsPerStatement(columns.length))) {
    const values = sql.join(
      slice.map((row) => {
        const cells = [row.id, ...keys.map((key) => (row.set as Record<string, unknown>)[key])];
        // Each value cast to its column's type: a VALUES list has no column types of its own.
        const typed = cells.map(
          (value, index) => sql`${sql.param(value, columns[index])}::${sql.raw(columns[index].getSQLType())}`,
        );
        return sql`(${sql.join(typed, sql`, `)})`;
      }),
      sql`, `,
    );
    await runner.execute(
      sql`update ${table} set ${assignments} from (values ${values}) as v(${names}) where ${id} = v.${sql.identifier(id.name)}${where ? sql` and ${where}` : sql``}`,
    );
  }
}
