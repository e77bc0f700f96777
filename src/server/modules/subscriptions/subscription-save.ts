import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { subscriptionEndpoints } from '../../../../schemas/subscription.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { notBuiltYet } from './not-built.ts';

export async function saveSubscription(
  _ctx: ServiceContext,
  _input: BodyOf<typeof subscriptionEndpoints.save>,
): Promise<ReplyOf<typeof subscriptionEndpoints.save>> {
  return notBuiltYet();
}
