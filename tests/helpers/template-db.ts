import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { createPglite, type Database, openDatabase } from '../../src/server/db/connect.ts';
import { seedDemoData } from '../../src/server/seed/demo-seed.ts';

/**
 * Test databases are cloned from one migrated + seeded template, made once per run:
 * a PGlite data-dir dump by default, a PostgreSQL template database when DATABASE_URL is set.
 */
export const TEMPLATE_DATABASE = 'property_ops_test_template';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createTemplate(dumpPath: string): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DATABASE), poolSize: 2 });
    await seedDemoData(database.db);
    await database.close();
    return;
  }
  const pglite = createPglite();
  const database = await openDatabase({ kind: 'pglite', instance: pglite });
  await seedDemoData(database.db);
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

/** A fresh, isolated copy of the template for one test file. */
export async function cloneTemplate(dumpPath: string): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `property_ops_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const pglite = createPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(dumpPath)]) });
  return openDatabase({ kind: 'pglite', instance: pglite });
}

/**
 * A second, separate pool to the same PostgreSQL database: what another server process opens.
 * PGlite has no such thing (one process per data folder), so this needs DATABASE_URL.
 */
export async function openSecondConnection(database: Database): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url || database.kind !== 'postgres') throw new Error('a second connection needs PostgreSQL (DATABASE_URL)');
  const [{ name }] = await database.query<{ name: string }>('select current_database() as name');
  return openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
}
