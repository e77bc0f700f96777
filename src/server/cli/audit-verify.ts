import { loadConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { DatabaseInUseError } from '../db/pglite-lock.ts';
import {
  AUDIT_VERIFY_EXIT,
  AUDIT_VERIFY_USAGE,
  companyArgument,
  runAuditVerify,
} from '../modules/audit/verify-command.ts';

/**
 * `npm run audit:verify -- --company <id>` (docs/integrations.md 'Audit trail'): seals what is pending, then walks
 * the company's hash chain in the configured database. Exit codes: 0 intact, 1 broken (the first
 * broken link is printed), 2 bad usage or no such company, 3 the database could not be opened (on
 * PGlite: a running server holds it; use PostgreSQL, or stop the server).
 */
async function main(): Promise<number> {
  const companyId = companyArgument(process.argv.slice(2));
  if (!companyId) {
    console.error(AUDIT_VERIFY_USAGE);
    return AUDIT_VERIFY_EXIT.usage;
  }
  let database: Database;
  try {
    database = await openConfiguredDatabase(loadConfig());
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return AUDIT_VERIFY_EXIT.unavailable;
  }
  try {
    return await runAuditVerify(database.db, companyId, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(AUDIT_VERIFY_EXIT.unavailable);
  },
);
