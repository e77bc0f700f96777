import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MAIL_JOB, type AccountMailData } from './account-mail-job.ts';

/** How a service sends an account e-mail: queued after its transaction commits, retried by the job queue. */
export interface AccountMailer {
  /** True with the embedded provider: logins are created and invited here. */
  embedded: boolean;
  queue(data: AccountMailData): Promise<void>;
}

/**
 * The app's mailer. A failure to queue is logged, not thrown: the save that asked for the e-mail
 * has committed, and an administrator can resend the invitation.
 */
export function accountMailerOf(app: FastifyInstance): AccountMailer {
  return {
    embedded: app.config.oidc.embedded,
    queue: async (data) => {
      try {
        await app.jobs.send(ACCOUNT_MAIL_JOB, data);
      } catch (error) {
        app.log.error({ err: error, kind: data.kind }, 'account e-mail could not be queued');
      }
    },
  };
}
