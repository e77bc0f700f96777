import crypto from 'node:crypto';
import { chunks } from '../db/batch-insert.ts';
import type { Database } from '../db/connect.ts';
import type { Random } from './scale-data.ts';

/**
 * The scale seed's filler machinery (scale-seed.ts runs the fillers, scale-events.ts and
 * scale-seed.ts define them): what a filler sees, and the bulk insert they all write through.
 */

/** What every filler sees: the database, the new company, the random source and the ids so far. */
export interface ScaleContext {
  database: Database;
  companyId: string;
  rows: number;
  /** Events per property (scale-events.ts). */
  eventsPerProperty: number;
  random: Random;
  adminEmail: string;
  /** The busy inspector's e-mail (scale-routine-tasks.ts): a login, assigned to many tasks. */
  inspectorEmail: string;
  /** Ids per table, registered by the filler that inserted them, read by the ones after it. */
  ids: Record<string, string[]>;
}

export interface TableFiller {
  /** The table the filler writes (its count is reported under this name). */
  table: string;
  /** Inserts the rows and returns how many. */
  fill(context: ScaleContext): Promise<number>;
}

/** Rows per statement: large enough to be quick, small enough for the driver's message sizes. */
const BATCH = 10_000;

export type Column = { type: string; values: unknown[] };

/**
 * Inserts column arrays (all of one length) into `table` with the company's id, in batches of
 * `insert into t (company_id, …) select $1, u.* from unnest($2::type[], …) as u`.
 */
export async function insertColumns(
  context: Pick<ScaleContext, 'database' | 'companyId'>,
  table: string,
  columns: Record<string, Column>,
  options: { withCompany?: boolean } = {},
): Promise<number> {
  const names = Object.keys(columns);
  const length = names.length ? columns[names[0]].values.length : 0;
  const withCompany = options.withCompany ?? true;
  const offset = withCompany ? 2 : 1;
  const unnest = names.map((name, index) => `$${index + offset}::${columns[name].type}[]`).join(', ');
  const target = [...(withCompany ? ['company_id'] : []), ...names].map((name) => `"${name}"`).join(', ');
  const text = `insert into "${table}" (${target}) select ${withCompany ? '$1::uuid, ' : ''}u.* from unnest(${unnest}) as u`;
  // One array parameter per column: the bind-parameter limit never applies, BATCH bounds the message size.
  const sliced = names.map((name) => chunks(columns[name].values, BATCH));
  for (let batch = 0; batch < (sliced[0]?.length ?? 0); batch++) {
    const slices = sliced.map((column) => column[batch]);
    await context.database.query(text, withCompany ? [context.companyId, ...slices] : slices);
  }
  return length;
}

let uuidCounter = 0;
/**
 * Time-ordered ids (the UUIDv7 layout: 48-bit milliseconds, version 7, a counter, random bits), so
 * that the primary-key b-trees fill at their right edge instead of at random pages: several times
 * faster at 100,000 rows, and still opaque and unique like the gen_random_uuid() of the app.
 */
export function uuids(n: number): string[] {
  const time = Date.now().toString(16).padStart(12, '0');
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const counter = (uuidCounter++ % 0x1000000).toString(16).padStart(6, '0');
    const tail = crypto.randomBytes(8).toString('hex');
    const variant = ((Number.parseInt(tail[0], 16) & 0x3) | 0x8).toString(16);
    out[i] =
      `${time.slice(0, 8)}-${time.slice(8, 12)}-7${counter.slice(0, 3)}-${variant}${counter.slice(3, 6)}-${tail.slice(4, 16)}`;
  }
  return out;
}

/**
 * The SQL of a time-ordered id for rows an `insert … select` makes: one uuids() prefix for the
 * statement and the row's number `n` (1, 2, …) as the last 12 hex digits, so the primary key
 * grows at its right edge as with uuids() (gen_random_uuid() would write at random pages).
 */
export function orderedUuidSql(n: string): string {
  const prefix = uuids(1)[0].replace(/-/g, '').slice(0, 20);
  return `('${prefix}' || lpad(to_hex(${n}), 12, '0'))::uuid`;
}
