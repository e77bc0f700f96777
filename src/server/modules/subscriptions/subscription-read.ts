import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { subscriptionEndpoints } from '../../../../schemas/subscription.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { notBuiltYet } from './not-built.ts';

export async function listSubscriptions(
  _ctx: ServiceContext,
  _query: QueryOf<typeof subscriptionEndpoints.list>,
): Promise<ReplyOf<typeof subscriptionEndpoints.list>> {
  return notBuiltYet();
}

export async function getSubscription(
  _ctx: ServiceContext,
  _id: string,
): Promise<ReplyOf<typeof subscriptionEndpoints.detail>> {
  return notBuiltYet();
}
