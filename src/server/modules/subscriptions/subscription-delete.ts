import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { subscriptionEndpoints } from '../../../../schemas/subscription.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { notBuiltYet } from './not-built.ts';

export async function deleteSubscription(
  _ctx: ServiceContext,
  _id: string,
): Promise<ReplyOf<typeof subscriptionEndpoints.delete>> {
  return notBuiltYet();
}
