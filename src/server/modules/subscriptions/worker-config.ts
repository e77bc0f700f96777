/** The subscription worker's settings (SUBSCRIPTIONS_* in README 'Configuration'). */
export interface SubscriptionWorkerConfig {
  /** Seconds between drain jobs queued by this process (0: none; tests and benches drain by hand). */
  tickSeconds: number;
  /** Changes matched, and deliveries sent, per batch. */
  batchSize: number;
  /** Tries of one delivery before it is recorded Failed. */
  maxAttempts: number;
  /** Wait before the first retry of a delivery; each further retry waits twice as long. */
  retryDelaySeconds: number;
  /** How long a claimed delivery is left to its sender before another run may take it (a crash mid-send). */
  leaseSeconds: number;
  /** The address links in messages start with (PUBLIC_URL). */
  publicUrl: string;
}
