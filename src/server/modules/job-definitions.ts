import { accountMailJob } from '../auth/accounts/account-mail-job.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { auditJob } from './audit/job.ts';
import { incidentReportJob } from './incident-reports/report-job.ts';
import type { JobDependencies } from './job-dependencies.ts';
import { subscriptionDrainJob } from './subscriptions/notification-job.ts';
import { webhookDrainJob } from './webhooks/job.ts';

/** Every kind of background job the app runs (src/server/jobs). A new kind adds its definition here. */
export function jobDefinitions(deps: JobDependencies): JobDefinition<object>[] {
  return [
    incidentReportJob(deps) as unknown as JobDefinition<object>,
    subscriptionDrainJob(deps) as unknown as JobDefinition<object>,
    webhookDrainJob(deps) as unknown as JobDefinition<object>,
    accountMailJob({ ...deps, mail: deps.adapters.mail }) as unknown as JobDefinition<object>,
    auditJob(deps) as unknown as JobDefinition<object>,
  ];
}
