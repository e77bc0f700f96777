import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { chunks } from '../../db/batch-insert.ts';
import type { Runner } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows-of.ts';

/**
 * The reads of an import, for the whole file at once and in slices well under the parameter
 * limit: the company's rows whose name (number, e-mail) is one of the file's, and the links of
 * the records it matched. Never one query per row.
 */

const SLICE = 5000;

/** A row found by a key of the file, with that key as the file spells it. */
export type Matched<Row> = Row & { matchKey: string };

/**
 * The rows of `table` in the company whose `column` equals one of `keys` case aside — as the
 * database's lower() sees it, the rule of the unique name indexes and of the one-record saves —
 * each with the key it matched (a key may match several rows, or none).
 */
export async function rowsMatching<Row>(
  runner: Runner,
  target: { table: PgTable; column: AnyColumn; company: AnyColumn; companyId: string },
  keys: readonly string[],
  fields: Record<keyof Row & string, AnyColumn | SQL>,
): Promise<Matched<Row>[]> {
  const { table, column, company, companyId } = target;
  const selected = sql.join(
    Object.entries<AnyColumn | SQL>(fields).map(([alias, value]) => sql`${value} as ${sql.identifier(alias)}`),
    sql`, `,
  );
  const found: Matched<Row>[] = [];
  for (const slice of chunks([...new Set(keys)], SLICE)) {
    const wanted = sql.join(
      slice.map((key) => sql`(${key})`),
      sql`, `,
    );
    const result = await runner.execute(sql`
      select wanted.key as "matchKey", ${selected}
      from (values ${wanted}) as wanted(key)
      join ${table} on ${company} = ${companyId} and lower(${column}) = lower(wanted.key)`);
    found.push(...rowsOf<Matched<Row>>(result));
  }
  return found;
}

/** Rows by the key they matched. */
export function byMatchKey<Row>(rows: readonly Matched<Row>[]): Map<string, Matched<Row>[]> {
  const out = new Map<string, Matched<Row>[]>();
  for (const row of rows) {
    const same = out.get(row.matchKey);
    if (same) same.push(row);
    else out.set(row.matchKey, [row]);
  }
  return out;
}

/** The ids each owner links to (a person's properties, a group's properties…), by owner id. */
export async function linkedIds(
  runner: Runner,
  link: { table: PgTable; owner: PgColumn; target: PgColumn },
  ownerIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const slice of chunks(ownerIds, SLICE)) {
    const rows = (await runner
      .select({ owner: link.owner, target: link.target })
      .from(link.table)
      .where(inArray(link.owner, slice))) as { owner: string; target: string }[];
    for (const { owner, target } of rows) {
      const linked = out.get(owner);
      if (linked) linked.push(target);
      else out.set(owner, [target]);
    }
  }
  return out;
}
