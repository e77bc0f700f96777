import type { PolicyChoice } from '../../../../schemas/claim/replies.ts';
import { policyChoiceName } from '../../../domain/claims/claim-form.ts';
import type { Runner } from '../../db/connect.ts';
import { policiesOfProperty } from '../insurance/policies.ts';

/**
 * The claims module's reads: the property's policies. An event's claims as the API answers them and
 * its damages total are in shared/claim-rows.ts (the event for display reads them too).
 */

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
