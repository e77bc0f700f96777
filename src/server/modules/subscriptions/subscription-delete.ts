import { and, eq, isNull } from 'drizzle-orm';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { subscriptionEndpoints } from '../../../../schemas/subscription.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { deactivateMatchRows } from './subscription-match-rows.ts';

/**
 * DELETE /subscriptions/{id}: the company's subscription stops matching at once and leaves the
 * list; its row stays so the Deliveries list still names it. Another company's id: 404, nothing changes.
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
    await tx.record({ type: 'subscription.deleted', subjectId: deleted.id, payload: { name: deleted.name } });
  });
  return { success: true };
}
