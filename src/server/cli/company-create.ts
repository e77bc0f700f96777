import { createMailAdapter } from '../adapters/mail/index.ts';
import { ACCOUNT_MAIL_JOB, type AccountMailData, deliverAccountMail } from '../auth/accounts/account-mail-job.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { systemClock } from '../context/clock.ts';
import type { Database } from '../db/connect.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { DatabaseInUseError } from '../db/pglite-lock.ts';
import { createPgBossQueue } from '../jobs/pg-boss-queue.ts';
import { lockCompanyCreation, provisionCompany } from '../modules/onboarding/provision-company.ts';
import { parseCompanyCreateArgs, USAGE, UsageError } from './company-create-options.ts';

const quiet = { info: () => {} };

/** Sends the invitation now; when the mail server refuses, queues it for the server's workers to retry. */
async function sendWelcome(config: AppConfig, database: Database, welcome: AccountMailData): Promise<string[]> {
  const mail = createMailAdapter(database.db, config.mail);
  const deps = {
    db: database.db,
    mail,
    clock: systemClock,
    log: quiet,
    publicUrl: config.publicUrl,
    issuer: config.oidc.issuer,
  };
  try {
    const sent = await deliverAccountMail(deps, welcome);
    if (!sent) return ['  Nothing was sent (the login or company is gone).'];
    const lines = [
      `  ${mail.deliversMail ? 'E-mailed' : 'Wrote to the outbox table'}: "${sent.subject}" to ${sent.to}`,
    ];
    // Without a mail server nobody receives it: the operator passes the link on.
    if (!mail.deliversMail && sent.link)
      lines.push(`  No mail server (SMTP_URL) is set; the sign-in link is:`, `    ${sent.link}`);
    return lines;
  } catch (error) {
    const jobs = createPgBossQueue(database, { ...config.jobs, runWorkers: false }, () => {});
    await jobs.start();
    await jobs.send(ACCOUNT_MAIL_JOB, welcome);
    await jobs.stop();
    return [
      `  The mail server refused the invitation (${(error as Error).message}).`,
      '  It is queued: the server sends it, with retries, once it runs and mail works.',
    ];
  }
}

/**
 * `npm run company:create -- --name … --admin-email …` (README 'Start for real'): creates a
 * company, its first role and administrator (and a login with the embedded provider) and sends
 * the invitation. Idempotent on the company's name. Exit codes: 0 done or already there, 2 bad
 * options, 1 anything else (the database in use by a running server on PGlite).
 */
async function main(): Promise<number> {
  let company: ReturnType<typeof parseCompanyCreateArgs>;
  try {
    company = parseCompanyCreateArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const result = await database.db.transaction(async (tx) => {
      await lockCompanyCreation(tx);
      return provisionCompany(tx, company, config.oidc.embedded);
    });
    if (!result.created) {
      console.log(`Company "${company.name}" already exists (id ${result.companyId}). Nothing changed.`);
      return 0;
    }
    const lines = [
      `Created company "${company.name}"`,
      `  Company id: ${result.companyId}`,
      `  Administrator: ${company.admin.firstName} ${company.admin.lastName} <${company.admin.email}> (role Administrator, all properties)`,
      ...(company.routineTasks ? [] : ['  Routine tasks: switched off']),
      ...(await sendWelcome(config, database, result.welcome)),
    ];
    console.log(lines.join('\n'));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
