import type { FirstRunInput, onboardingEndpoints } from '../../../../schemas/onboarding.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { MailAdapter } from '../../adapters/mail/mail-adapter.ts';
import { ACCOUNT_MAIL_JOB } from '../../auth/accounts/account-mail-job.ts';
import type { Db } from '../../db/connect.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { hasNoCompany, lockCompanyCreation, provisionCompany } from './provision-company.ts';

export interface FirstRunDependencies {
  db: Db;
  jobs: JobQueue;
  mail: MailAdapter;
  embedded: boolean;
}

/** Answered once the installation has a company: the form is gone for good, whoever asks. */
const gone = () => new NotFoundError('This installation is already set up. Sign in instead.');

/**
 * POST /first-run: while the installation has no company, does what `npm run company:create`
 * does and queues the administrator's invitation. The check and the creation run under the
 * company-creation lock, so of two submissions at once exactly one creates a company.
 */
export async function setUpFirstCompany(
  deps: FirstRunDependencies,
  input: FirstRunInput,
): Promise<ReplyOf<typeof onboardingEndpoints.firstRun>> {
  if (!(await hasNoCompany(deps.db))) throw gone();
  const email = input.email.trim();
  const result = await deps.db.transaction(async (tx) => {
    await lockCompanyCreation(tx);
    if (!(await hasNoCompany(tx))) throw gone();
    return provisionCompany(
      tx,
      {
        name: input.companyName.trim(),
        type: input.companyType,
        admin: { email, firstName: input.firstName.trim(), lastName: input.lastName.trim() },
        routineTasks: true,
      },
      deps.embedded,
    );
  });
  if (!result.created) throw gone();
  await deps.jobs.send(ACCOUNT_MAIL_JOB, result.welcome);
  return { companyId: result.companyId, invitedEmail: email, mailDelivered: deps.mail.deliversMail };
}
