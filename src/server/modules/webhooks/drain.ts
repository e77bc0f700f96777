import { fanOutBatch } from './fan-out.ts';
import { sendBatch } from './send.ts';
import type { WebhookWorkerDeps } from './worker-deps.ts';

export interface WebhookDrainResult {
  fannedOut: number;
  sent: number;
  failed: number;
}

/**
 * One run of the webhook worker (issue 28, 2): turn the whole outbox into deliveries, then send
 * every delivery that is due — a delivery that waited for an earlier one of its object goes in
 * the same run once that one is done. Each step is idempotent (the deliveries' unique
 * (webhook, domain event), the claim's lease), so a run cut short is finished by the next.
 */
export async function drainWebhooks(deps: WebhookWorkerDeps): Promise<WebhookDrainResult> {
  const result: WebhookDrainResult = { fannedOut: 0, sent: 0, failed: 0 };
  for (let taken = await fanOutBatch(deps); taken > 0; taken = await fanOutBatch(deps)) result.fannedOut += taken;
  for (;;) {
    const batch = await sendBatch(deps);
    result.sent += batch.sent;
    result.failed += batch.failed;
    if (batch.taken === 0) break;
  }
  return result;
}
