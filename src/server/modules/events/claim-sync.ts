import { and, asc, eq } from 'drizzle-orm';
import { isClaimClosed } from '../../../domain/claims/claim-status.ts';
import { eventStatusForClaims } from '../../../domain/events/event-claim-lock.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { events, insuranceClaims } from '../../db/schema/index.ts';

/**
 * After a claim of the event was saved, in the claim's transaction: the event follows its claims.
 * - events.claim_type becomes the type of its first claim (the events list's Claim Type filter
 *   and column read it from the event row, along events_company_claim_type_idx);
 * - an open claim moves the event to Claim in Progress (src/domain/events/event-claim-lock.ts
 *   eventStatusForClaims), recorded as event.statusChanged like a change made by hand.
 * The caller holds the event row locked (visibleEvent … forUpdate).
 */
export async function syncEventWithClaims(
  ctx: ServiceContext<Runner>,
  event: { id: string; status: number },
): Promise<void> {
  const claims = await ctx.db
    .select({ status: insuranceClaims.claimStatus, type: insuranceClaims.claimType })
    .from(insuranceClaims)
    .where(eq(insuranceClaims.eventId, event.id))
    .orderBy(asc(insuranceClaims.createdAt), asc(insuranceClaims.id));
  const status = eventStatusForClaims(
    event.status,
    claims.map((claim) => ({ isClosed: isClaimClosed(claim.status) })),
  );
  const moved = status !== event.status;
  await ctx.db
    .update(events)
    .set({ claimType: claims[0]?.type ?? null, ...(moved ? { status, updatedAt: ctx.clock.now() } : {}) })
    .where(and(eq(events.companyId, ctx.company.companyId), eq(events.id, event.id)));
  if (moved) {
    await ctx.record({
      type: 'event.statusChanged',
      subjectId: event.id,
      eventId: event.id,
      payload: { from: event.status, to: status, byClaim: true },
    });
  }
}
