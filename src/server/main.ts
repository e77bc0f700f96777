import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { hasNoCompany } from './modules/onboarding/provision-company.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-logins.ts';
import { seedDemoMedia } from './seed/demo-media.ts';
import { seedDemoData } from './seed/demo-seed.ts';

/** `npm start`: config -> database (migrated) -> demo seed on first start -> app -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const firstStart = config.seedDemoData && (await hasNoCompany(database.db));
  if (firstStart) await seedDemoData(database.db);

  const app = await buildApp(config, database);
  // Demo photos go through the configured file store, which the app has built.
  if (firstStart) await seedDemoMedia(database.db, app.adapters.files);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Property Ops is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (await hasNoCompany(database.db)) {
    lines.push(
      `  No company yet: open ${config.publicUrl} to set up yours,`,
      '  or run: npm run company:create -- --name "Your Company" --admin-email you@example.com',
    );
  } else if (config.oidc.embedded && config.seedDemoData) {
    lines.push(`  Demo logins (password '${DEMO_PASSWORD}'):`);
    for (const [persona, login] of Object.entries(DEMO_LOGINS)) lines.push(`    ${persona.padEnd(12)} ${login.email}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
