import type { JobDefinition } from '../../jobs/job-queue.ts';
import type { JobDependencies } from '../job-dependencies.ts';
import { drainSubscriptions } from './drain.ts';

export const SUBSCRIPTION_DRAIN_JOB = 'subscription-drain';

/**
 * The subscription worker as a job of the durable queue: one drain per job. A run that throws or
 * dies is retried by the queue; the drain itself is idempotent (docs/areas/subscriptions.md).
 */
export function subscriptionDrainJob(deps: JobDependencies): JobDefinition<Record<string, never>> {
  return {
    name: SUBSCRIPTION_DRAIN_JOB,
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 600,
    handle: async () => {
      await drainSubscriptions({
        db: deps.db,
        adapters: deps.adapters,
        clock: deps.clock,
        config: deps.subscriptions,
        log: deps.log,
      });
    },
  };
}

/** The job id of one tick window: every process queues the same id, so a window drains once. */
export function tickJobId(now: Date, tickSeconds: number): string {
  const window = Math.floor(now.getTime() / (tickSeconds * 1000));
  return `00000000-0000-4000-8000-${window.toString(16).padStart(12, '0').slice(-12)}`;
}

/** Queues a drain every tickSeconds (0: never); answers the stop function. */
export function startSubscriptionTicker(
  send: (id: string) => Promise<unknown>,
  now: () => Date,
  tickSeconds: number,
  onError: (error: unknown) => void,
): () => void {
  if (tickSeconds <= 0) return () => {};
  const timer = setInterval(() => {
    send(tickJobId(now(), tickSeconds)).catch(onError);
  }, tickSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
