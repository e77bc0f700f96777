import type { Database } from '../db/connect.ts';

/**
 * The tables the triggers keep from a table's rows (migrations 0015, 0018 and 0021: the status
 * counts, the month counts and the analytics rollups): a bulk load of the table writes them too.
 */
const KEPT_BY_TRIGGERS: Record<string, string[]> = {
  events: ['event_status_counts', 'event_month_counts', 'event_daily_rollups'],
  insurance_claims: ['claim_daily_rollups'],
};

/**
 * After a bulk load (the scale seed, the benchmarks' seeds): `vacuum (analyze)` the tables it
 * wrote and those their triggers keep, so the planner sees the new sizes and the visibility map
 * lets index-only reads skip the heap — what autovacuum would do on PostgreSQL a little later,
 * and what PGlite, which has no autovacuum, never does. Without it a benchmark measures plans
 * made for empty tables. Outside a transaction (vacuum cannot run in one).
 */
export async function analyzeSeeded(database: Database, tables: string[]): Promise<void> {
  const all = new Set(tables.flatMap((table) => [table, ...(KEPT_BY_TRIGGERS[table] ?? [])]));
  if (all.size) await database.query(`vacuum (analyze) ${[...all].join(', ')}`);
}
