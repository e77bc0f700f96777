/**
 * When a webhook delivery is tried again (issue 28, 2): exponential back-off from 30 seconds,
 * doubling up to two hours between tries, for 24 hours after the delivery was made; after that
 * it is 'failed'. An endpoint whose deliveries keep failing for WEBHOOK_AUTO_PAUSE_AFTER_MS is
 * paused and the company's administrators are told.
 */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
export const WEBHOOK_MAX_RETRY_DELAY_MS = 2 * 60 * 60 * 1000;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long an endpoint may fail without a single success before it is paused automatically. */
export const WEBHOOK_AUTO_PAUSE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** The wait after the `failedAttempts`-th failed attempt (1: 30 s, 2: 1 min, 3: 2 min, … at most 2 h). */
export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1);
  // 2^13 × 30 s is already past the cap: no need to compute larger powers.
  return Math.min(WEBHOOK_FIRST_RETRY_MS * 2 ** Math.min(doublings, 13), WEBHOOK_MAX_RETRY_DELAY_MS);
}

/**
 * When a delivery made at `createdAt` that has now failed `failedAttempts` times is tried next, or
 * null when that would fall outside the 24-hour window (it is then 'failed').
 */
export function nextAttemptAfterFailure(createdAt: Date, failedAttempts: number, now: Date): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(failedAttempts));
  return next.getTime() - createdAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

/** Whether an endpoint failing since `failingSince` has failed long enough to be paused. */
export function failedTooLong(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_AUTO_PAUSE_AFTER_MS;
}
