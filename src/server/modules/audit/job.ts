import type { JobDefinition } from '../../jobs/job-queue.ts';
import type { JobDependencies } from '../job-dependencies.ts';
import { sendDueDigests } from './digest.ts';
import { sealAll } from './seal.ts';

export const AUDIT_JOB = 'audit-trail';

/**
 * The audit trail's periodic job (docs/integrations.md 'Audit trail'): seals every company's pending domain
 * events into its chain, then sends the daily digests that are due. Both are idempotent, so a
 * retried or repeated run changes nothing twice.
 */
export function auditJob(deps: JobDependencies): JobDefinition<Record<string, never>> {
  return {
    name: AUDIT_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 600,
    handle: async () => {
      await sealAll(deps.db);
      await sendDueDigests({ db: deps.db, mail: deps.adapters.mail, clock: deps.clock, publicUrl: deps.publicUrl });
    },
  };
}

/** The job id of one tick window, apart from the other tickers' ids. */
export function auditTickJobId(tickId: string): string {
  return `00000000-0000-4000-a000-${tickId.slice(-12)}`;
}
