import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of it; `Runner` is either, for queries that run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when that is what runs (tests dump and reload it). */
  pglite?: PGlite;
  /** PostgreSQL's connection string, for what opens its own connections to it (the job queue). */
  url?: string;
  /** Raw parameterised SQL through the same driver (readiness checks, benchmarks, tests). */
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** An embedded engine with the extensions the migrations need (pg_trgm for search indexes). */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize: number }
  | { kind: 'pglite'; dataDir?: string; instance?: PGlite };

/** Opens the database and applies the checked-in migrations. */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize });
    // An idle client whose connection the server ended (a restart, a terminated backend) is
    // reported here: the pool drops it and opens a new one on the next checkout. Without a
    // listener the error would end the process; queries in flight still get their own error.
    pool.on('error', (error) => console.warn(`database: an idle connection ended (${error.message})`));
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: source.url,
      query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  let pglite = source.instance;
  let release = () => {};
  if (!pglite) {
    if (source.dataDir) {
      fs.mkdirSync(source.dataDir, { recursive: true });
      release = lockDataDir(source.dataDir);
    }
    pglite = createPglite(source.dataDir);
  }
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema });
  await migratePglite(db, { migrationsFolder });
  const engine = pglite;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: engine,
    query: async <Row>(text: string, params?: unknown[]) => (await engine.query<Row>(text, params)).rows,
    ping: async () => void (await engine.query('select 1')),
    close: async () => {
      await engine.close();
      release();
    },
  };
}
