import { and, eq } from 'drizzle-orm';
import { claimComputedCosts } from '../../../domain/claim-costs.ts';
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
  damageRelatedExpenseTotal: number,
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
    const costs = claimComputedCosts({
      repairCost: Number(claim.repairCost),
      mitigationCost: Number(claim.mitigationCost),
      businessInterruptionCost: Number(claim.businessInterruptionCost),
      settlementAmount: Number(claim.settlementAmount),
      damageRelatedExpenseTotal,
    });
    await db
      .update(insuranceClaims)
      .set({ totalLoss: costs.totalLoss.toFixed(2), adjustment: costs.adjustment.toFixed(2) })
      .where(eq(insuranceClaims.id, claim.id));
  }
}
