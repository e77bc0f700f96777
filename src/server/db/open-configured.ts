import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { type Database, openDatabase } from './connect.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/pglite. */
export function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) {
    return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize });
  }
  return openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
