import type { JobDefinition } from '../../jobs/job-queue.ts';
import type { JobDependencies } from '../job-dependencies.ts';
import { drainWebhooks } from './drain.ts';

export const WEBHOOK_DRAIN_JOB = 'webhook-drain';

/**
 * The webhook worker as a job of the durable queue: one drain per job (drain.ts). A run that
 * throws or dies is retried by the queue; the drain is idempotent. Queued every
 * WEBHOOKS_TICK_SECONDS by each worker process (one job id per window: a window drains once), and
 * at once after a 'Resend'.
 */
export function webhookDrainJob(deps: JobDependencies): JobDefinition<Record<string, never>> {
  return {
    name: WEBHOOK_DRAIN_JOB,
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 600,
    handle: async () => {
      await drainWebhooks({
        db: deps.db,
        adapters: deps.adapters,
        clock: deps.clock,
        log: deps.log,
        publicUrl: deps.publicUrl,
      });
    },
  };
}

/** The webhook job id of a tick window whose subscription tick id is `tickId` (another namespace, the same window). */
export function webhookTickJobId(tickId: string): string {
  return `00000000-0000-4000-9000-${tickId.slice(-12)}`;
}
