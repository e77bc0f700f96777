import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { startBanner } from './start/banner.ts';
import { runClusterPrimary } from './start/cluster-primary.ts';
import { prepareDatabase } from './start/prepare-database.ts';
import { serve } from './start/serve.ts';

/**
 * `npm start`: config -> database (migrated; the demo on a first start) -> app -> listen. With
 * WEB_CONCURRENCY above 1 this process is the cluster's primary, and each forked process serves.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return runClusterPrimary(config);
  if (cluster.isWorker) {
    // The primary prepared the database; opening it again applies no migration.
    await serve(config, await openConfiguredDatabase(config));
    return;
  }
  const database = await prepareDatabase(config);
  await serve(config, database);
  console.log(await startBanner(config, database, 1));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
