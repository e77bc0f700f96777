import { and, eq, isNull } from 'drizzle-orm';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { subscriptionDeliveries, subscriptions } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { deactivateMatchRows } from './subscription-match-rows.ts';

/** What a delivery still waiting to go says once its subscription is deleted. */
export const DELETED_BEFORE_SENT = apiMessagesText.en.deliverySubscriptionDeleted;

/**
 * DELETE /subscriptions/{id}: the company's subscription stops matching at once and leaves the
 * list; its row stays so the Deliveries list still names it, and what it had queued is not sent
 * (Failed, saying why; one already being sent may still go). Another company's id: 404, nothing changes.
 */
export async function deleteSubscription(
  ctx: ServiceContext,
  id: string,
): Promise<ReplyOf<typeof subscriptionEndpoints.delete>> {
  const { companyId } = ctx.company;
  await ctx.transaction(async (tx) => {
    const [deleted] = await tx.db
      .update(subscriptions)
      .set({ deletedAt: tx.clock.now() })
      .where(
        and(
          eq(subscriptions.companyId, companyId),
          eq(subscriptions.id, id.toLowerCase()),
          isNull(subscriptions.deletedAt),
        ),
      )
      .returning({ id: subscriptions.id, name: subscriptions.name });
    if (!deleted) throw new NotFoundError();
    await deactivateMatchRows(tx.db, companyId, deleted.id);
    await tx.db
      .update(subscriptionDeliveries)
      .set({ status: 'Failed', lastError: DELETED_BEFORE_SENT })
      .where(and(eq(subscriptionDeliveries.subscriptionId, deleted.id), eq(subscriptionDeliveries.status, 'Pending')));
    await tx.record({ type: 'subscription.deleted', subjectId: deleted.id, payload: { name: deleted.name } });
  });
  return { success: true };
}
