import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { subscriptionEndpoints } from '../../../../schemas/subscription.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { notBuiltYet } from './not-built.ts';

export async function listDeliveries(
  _ctx: ServiceContext,
  _query: QueryOf<typeof subscriptionEndpoints.deliveries>,
): Promise<ReplyOf<typeof subscriptionEndpoints.deliveries>> {
  return notBuiltYet();
}
