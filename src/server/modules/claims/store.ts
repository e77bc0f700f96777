import { and, asc, eq, sql } from 'drizzle-orm';
import type { Claim, PolicyChoice } from '../../../../schemas/claim.ts';
import { policyChoiceName } from '../../../domain/claim-form.ts';
import { claimStatusLabel } from '../../../domain/claim-status.ts';
import { claimTypeLabel } from '../../../domain/claim-types.ts';
import type { Runner } from '../../db/connect.ts';
import { damageRelatedExpenses, insuranceClaims } from '../../db/schema/index.ts';
import { policiesOfProperty } from '../insurance/policies.ts';

/** The claims module's reads: an event's claims as the API answers them, its damages total, the property's policies. */

type ClaimRow = typeof insuranceClaims.$inferSelect;

const dollars = (value: string | number | null) => (value === null ? 0 : Number(value));

/** A stored claim as the API answers it; the damages total is the event's (read beside it). */
export function claimOf(row: ClaimRow, damageRelatedExpenseTotal: number): Claim {
  return {
    id: row.id,
    eventId: row.eventId,
    propertyId: row.propertyId,
    title: row.title,
    claimStatus: row.claimStatus,
    claimStatusString: claimStatusLabel(row.claimStatus),
    claimType: row.claimType,
    claimTypeString: claimTypeLabel(row.claimType),
    claimDate: row.claimDate,
    reason: row.reason,
    determinedCause: row.determinedCause,
    insuranceCompany: row.insuranceCompany,
    policyId: row.policyId,
    policyNumber: row.policyNumber,
    adjusterName: row.adjusterName,
    contactNumber: row.contactNumber,
    adjusterWorkEmail: row.adjusterWorkEmail,
    claimNumber: row.claimNumber,
    notes: row.notes,
    recoverableDepreciation: dollars(row.recoverableDepreciation),
    deductible: dollars(row.deductible),
    costEstimate: dollars(row.costEstimate),
    mitigationCost: dollars(row.mitigationCost),
    repairCost: dollars(row.repairCost),
    businessInterruptionCost: dollars(row.businessInterruptionCost),
    settlementAmount: dollars(row.settlementAmount),
    damageRelatedExpenseTotal,
    totalLoss: dollars(row.totalLoss),
    adjustment: dollars(row.adjustment),
  };
}

/** The event's claims, in the order they were filed (insurance_claims_event_idx). */
async function claimRowsOf(db: Runner, companyId: string, eventId: string): Promise<ClaimRow[]> {
  return db
    .select()
    .from(insuranceClaims)
    .where(and(eq(insuranceClaims.companyId, companyId), eq(insuranceClaims.eventId, eventId)))
    .orderBy(asc(insuranceClaims.createdAt), asc(insuranceClaims.id));
}

/**
 * The event's claims as the API answers them, with their costs: the Claim tab's list and the event
 * for display (spec 001 §3 'Event (for display)' insuranceClaims) read them here.
 */
export async function readEventClaims(db: Runner, companyId: string, eventId: string): Promise<Claim[]> {
  const [rows, total] = await Promise.all([
    claimRowsOf(db, companyId, eventId),
    damagesTotalOf(db, companyId, eventId),
  ]);
  return rows.map((row) => claimOf(row, total));
}

/** The event's damage related expenses, summed exactly (numeric), as dollars. */
export async function damagesTotalOf(db: Runner, companyId: string, eventId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${damageRelatedExpenses.amount}), 0)` })
    .from(damageRelatedExpenses)
    .where(and(eq(damageRelatedExpenses.companyId, companyId), eq(damageRelatedExpenses.eventId, eventId)));
  return Number(row?.total ?? 0);
}

/** The property's policies as the claim form's dropdown offers them, the first one first. */
export async function policyChoicesOf(
  db: Runner,
  companyId: string,
  propertyId: string,
  claimPolicyId: string | null = null,
): Promise<PolicyChoice[]> {
  // Archived policies are not offered, except the one the claim already names.
  const policies = await policiesOfProperty(db, companyId, propertyId, { liveOnly: true, alsoPolicyId: claimPolicyId });
  return policies.map((policy) => ({
    id: policy.id,
    name: policyChoiceName({ carrierName: policy.carrierName ?? null, policyNumber: policy.policyNumber }),
    carrierName: policy.carrierName ?? null,
    policyNumber: policy.policyNumber,
    contactNumber: policy.contactNumber,
    deductible: policy.deductible,
  }));
}
