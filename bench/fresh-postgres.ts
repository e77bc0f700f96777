import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connect.ts';

/** PostgreSQL: a fresh database beside the one DATABASE_URL names, dropped at the end. */
export async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A bench's own database: a fresh PostgreSQL database beside DATABASE_URL's when it is set, else
 * PGlite in a new temporary folder (`dataDir`, also the bench's file store); `postgresUrl` is the
 * fresh database's address. `dispose` closes and removes both.
 */
export async function openBenchDatabase(prefix: string) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `property-ops-${prefix}-`));
  const postgres = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  const database = await openDatabase(
    postgres
      ? { kind: 'postgres', url: postgres.url, poolSize: 10 }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  const dispose = async () => {
    await database.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, dataDir, postgresUrl: postgres?.url, dispose };
}
