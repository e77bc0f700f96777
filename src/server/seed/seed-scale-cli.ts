import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { DEMO_PASSWORD } from './demo-logins.ts';
import { seedScale } from './scale-seed.ts';

/**
 * `npm run seed:scale -- --rows 10000 [--events-per-property 10] [--company "Name"] [--seed 42]`:
 * opens the configured database (DATABASE_URL, else PGlite under DATA_DIR; migrations apply on
 * open), adds one company filled at that scale (with that many events per property) and prints
 * the counts, the time taken and the admin's login.
 * PGlite must not be open in another process: stop the server first.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '1000' },
      'events-per-property': { type: 'string' },
      company: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const rows = Number(values.rows);
  if (!Number.isInteger(rows) || rows < 1) throw new Error(`--rows must be a positive integer, not '${values.rows}'`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const perProperty = values['events-per-property'];
  const eventsPerProperty = perProperty === undefined ? undefined : Number(perProperty);

  const config = loadConfig();
  const started = performance.now();
  const database = await openConfiguredDatabase(config);
  const opened = performance.now();
  try {
    const result = await seedScale(database, { rows, eventsPerProperty, companyName: values.company, seed });
    const seconds = (performance.now() - opened) / 1000;
    const lines = [
      '',
      `  Seeded company ${result.companyId} (${values.company ?? `Scale Co ${rows}`}) in ${seconds.toFixed(1)} s`,
      `  (database opened and migrated in ${((opened - started) / 1000).toFixed(1)} s)`,
      `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      '  Rows:',
      ...Object.entries(result.counts).map(
        ([table, count]) =>
          `    ${table.padEnd(26)} ${count.toLocaleString('en-US').padStart(10)}  ${((result.milliseconds[table] ?? 0) / 1000).toFixed(1)} s`,
      ),
      `    (indexes ${((result.milliseconds.indexes ?? 0) / 1000).toFixed(1)} s, commit ${((result.milliseconds.commit ?? 0) / 1000).toFixed(1)} s, analyze ${((result.milliseconds.analyze ?? 0) / 1000).toFixed(1)} s)`,
      `  Admin login: ${result.adminEmail} / ${DEMO_PASSWORD}`,
      '',
    ];
    console.log(lines.join('\n'));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
