import { and, eq } from 'drizzle-orm';
import { claimComputedCents } from '../../../domain/claims/claim-costs.ts';
import { centsText } from '../../../domain/common/currency.ts';
import type { Runner } from '../../db/connect.ts';
import { insuranceClaims } from '../../db/schema/index.ts';

/**
 * The event's damages changed: every claim of the event stores its total loss and adjustment again
 * with the new damage related expense total (the same function the claim form and a claim save
 * use), in the damages save's transaction.
 */
export async function storeClaimCostsForDamages(
  db: Runner,
  companyId: string,
  eventId: string,
  damageRelatedExpenseTotal: number | string,
): Promise<void> {
  const claims = await db
    .select({
      id: insuranceClaims.id,
      repairCost: insuranceClaims.repairCost,
      mitigationCost: insuranceClaims.mitigationCost,
      businessInterruptionCost: insuranceClaims.businessInterruptionCost,
      settlementAmount: insuranceClaims.settlementAmount,
    })
    .from(insuranceClaims)
    .where(and(eq(insuranceClaims.companyId, companyId), eq(insuranceClaims.eventId, eventId)));
  for (const claim of claims) {
    // The stored numeric texts go to whole cents digit by digit (currency.ts toCents), never through a float.
    const costs = claimComputedCents({
      repairCost: claim.repairCost,
      mitigationCost: claim.mitigationCost,
      businessInterruptionCost: claim.businessInterruptionCost,
      settlementAmount: claim.settlementAmount,
      damageRelatedExpenseTotal,
    });
    await db
      .update(insuranceClaims)
      .set({ totalLoss: centsText(costs.totalLoss), adjustment: centsText(costs.adjustment) })
      .where(eq(insuranceClaims.id, claim.id));
  }
}
