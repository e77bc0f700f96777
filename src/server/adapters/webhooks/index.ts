import dns from 'node:dns';

/** A host name's addresses, as the system resolver answers them. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

/**
 * What outbound webhook deliveries need of the outside world (issue 28, 2): how a host name is
 * resolved (tests replace `resolve` to play a name that points at a private address), whether
 * plain http to a loopback address is allowed (WEBHOOKS_ALLOW_HTTP_LOOPBACK: development and
 * tests) and how long one delivery may take.
 */
export interface WebhookNetwork {
  allowHttpLoopback: boolean;
  resolve: Resolve;
  timeoutMs: number;
}

/** The system resolver (every address of the name, as getaddrinfo answers). */
export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** One delivery's time limit: connecting, sending and the answer's first kilobyte. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

export function createWebhookNetwork(config: { allowHttpLoopback: boolean }): WebhookNetwork {
  return { allowHttpLoopback: config.allowHttpLoopback, resolve: systemResolve, timeoutMs: WEBHOOK_TIMEOUT_MS };
}
