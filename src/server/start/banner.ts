import type { AppConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { hasNoCompany } from '../modules/onboarding/provision-company.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-logins.ts';

/** What `npm start` prints once the server answers: where, on what, and how to sign in or begin. */
export async function startBanner(config: AppConfig, database: Database, processes: number): Promise<string> {
  const lines = [
    '',
    `  Property Ops is running at ${config.publicUrl}${processes > 1 ? ` (${processes} server processes)` : ''}`,
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
  return lines.join('\n');
}
