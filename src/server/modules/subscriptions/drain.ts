import { scanUnchanged } from './elapsed-scan.ts';
import { matchChangeBatch } from './match-changes.ts';
import { sendDeliveryBatch } from './send-deliveries.ts';
import type { SubscriptionWorkerDeps } from './worker-deps.ts';

export interface DrainResult {
  unchangedNotices: number;
  changesMatched: number;
  sent: number;
  failed: number;
}

/**
 * One run of the subscription worker: note the Unchanged notices now due, match every change of
 * the outbox to deliveries, then send every delivery that is due. Each step is idempotent, so a
 * run cut short anywhere is finished by the next one without sending anything twice.
 */
export async function drainSubscriptions(deps: SubscriptionWorkerDeps): Promise<DrainResult> {
  const result: DrainResult = { unchangedNotices: await scanUnchanged(deps), changesMatched: 0, sent: 0, failed: 0 };
  for (let taken = await matchChangeBatch(deps); taken > 0; taken = await matchChangeBatch(deps)) {
    result.changesMatched += taken;
  }
  for (;;) {
    const batch = await sendDeliveryBatch(deps);
    result.sent += batch.sent;
    result.failed += batch.failed;
    if (batch.taken === 0) break;
  }
  return result;
}
