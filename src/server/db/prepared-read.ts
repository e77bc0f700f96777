import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { serialize } from 'pg-protocol';
import type { Runner } from './connect.ts';
import { rowsOf } from './rows-of.ts';

/** A read run often enough to keep its plan: a name unique in the app, and SQL with $1… parameters. */
export interface PreparedRead {
  name: string;
  text: string;
}

/** The names each embedded engine has prepared (a named statement lives as long as its session). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

/**
 * The first row of a read whose columns are all json, as a named prepared statement: Postgres
 * parses and plans it once per connection instead of on every call (for My Tasks' statement
 * that was a third of its time on PGlite). PGlite gets the protocol's Parse (once), Bind and
 * Execute under its own locks, as its `query` does; a node-postgres pool names the statement
 * and the driver prepares it once per connection. A transaction's runner (no client of its own)
 * runs the text as a plain query. Values are sent as text; null stays null.
 */
export async function readPreparedJsonRow(
  db: Runner,
  read: PreparedRead,
  values: (string | null)[],
): Promise<unknown[] | undefined> {
  const client = (db as { $client?: unknown }).$client;
  if (client && typeof (client as PGlite).execProtocol === 'function') {
    return onPglite(client as PGlite, read, values);
  }
  if (client && typeof (client as pg.Pool).query === 'function') {
    const result = await (client as pg.Pool).query<unknown[]>({ ...read, values, rowMode: 'array' });
    return result.rows[0];
  }
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(asSql(read.text, values)));
  return row ? Object.values(row) : undefined;
}

async function onPglite(pglite: PGlite, read: PreparedRead, values: (string | null)[]) {
  const prepared = preparedOn.get(pglite) ?? new Set<string>();
  preparedOn.set(pglite, prepared);
  return pglite._runExclusiveTransaction(() =>
    pglite.runExclusive(async () => {
      const fields: (string | null)[][] = [];
      const send = async (message: Uint8Array) => {
        for (const reply of (await pglite.execProtocol(message, { syncToFs: false })).messages) {
          if (reply.name === 'dataRow') fields.push((reply as unknown as { fields: (string | null)[] }).fields);
        }
      };
      try {
        if (!prepared.has(read.name)) {
          await send(serialize.parse({ name: read.name, text: read.text }));
          prepared.add(read.name);
        }
        await send(serialize.bind({ statement: read.name, values }));
        await send(serialize.execute({}));
      } finally {
        // Ends the exchange (after an error too, so the session takes the next statement).
        await send(serialize.sync());
      }
      return fields[0]?.map((field) => (field === null ? null : JSON.parse(field)));
    }),
  );
}

/** The text with its $n parameters bound through drizzle (the plain-query way). */
function asSql(text: string, values: (string | null)[]) {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1]}`)),
    sql``,
  );
}
