import { createFileStore } from '../adapters/storage/index.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { hasNoCompany } from '../modules/onboarding/provision-company.ts';
import { seedDemoMedia } from '../seed/demo-media.ts';
import { seedDemoData } from '../seed/demo-seed.ts';

/**
 * Opens the configured database with its migrations applied, and on the first start of an
 * installation that wants the demo (SEED_DEMO_DATA) seeds it, photos included. Run once, before any
 * server process listens: by the one process, or by the cluster's primary before it forks.
 */
export async function prepareDatabase(config: AppConfig): Promise<Database> {
  const database = await openConfiguredDatabase(config);
  if (config.seedDemoData && (await hasNoCompany(database.db))) {
    await seedDemoData(database.db);
    await seedDemoMedia(database.db, createFileStore(config.files));
  }
  return database;
}
