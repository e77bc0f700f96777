import { and, asc, eq, sql } from 'drizzle-orm';
import type { Claim } from '../../../../schemas/claim/entity.ts';
import { claimStatusLabel } from '../../../domain/claims/claim-status.ts';
import { claimTypeLabel } from '../../../domain/claims/claim-types.ts';
import type { Runner } from '../../db/connect.ts';
import { damageRelatedExpenses, insuranceClaims } from '../../db/schema/index.ts';

/**
 * An event's claims as the API answers them and its damages total: the claims module answers with
 * them, and the event for display (events/display.ts) carries the event's claims, so they live
 * here rather than in either module (the claims module depends on the events module, not the reverse).
 */

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
