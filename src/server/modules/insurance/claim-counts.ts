import { and, count, eq, inArray } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { insuranceClaims } from '../../db/schema/index.ts';

/**
 * How many claims of the policy each property has (insurance_claims_policy_property_idx): what
 * keeps a property on its policy (spec 002 §4) and the picker's '(1 claim)' labels.
 */
export async function claimCountsByProperty(
  db: Runner,
  companyId: string,
  policyId: string | undefined,
  propertyIds: readonly string[],
): Promise<Map<string, number>> {
  if (!policyId || propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: insuranceClaims.propertyId, claims: count() })
    .from(insuranceClaims)
    .where(
      and(
        eq(insuranceClaims.companyId, companyId),
        eq(insuranceClaims.policyId, policyId),
        inArray(insuranceClaims.propertyId, [...propertyIds]),
      ),
    )
    .groupBy(insuranceClaims.propertyId);
  return new Map(rows.map((row) => [row.propertyId, Number(row.claims)]));
}
