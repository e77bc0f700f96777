import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { type Database, openDatabase } from './connect.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/pglite. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) {
    return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize });
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  // PGlite has no autovacuum: without a VACUUM no page is ever marked all-visible, and the lists'
  // index-only reads (migration 0008) fetch every row from the heap. Once at start, so what was
  // written since the last start is covered; it skips pages already all-visible, so a database
  // that barely changed costs little.
  await database.query('vacuum (analyze)');
  return database;
}
