import { and, eq } from 'drizzle-orm';
import type { insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { insurancePolicies } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';

/**
 * DELETE /insurancepolicies/{id}: the company's policy goes with its property links; claims filed
 * under it keep their policy number and lose only the link (insurance_claims.policy_id set null).
 * Another company's or an unknown id: 404, nothing changes.
 */
export async function deletePolicy(
  ctx: ServiceContext,
  id: string,
): Promise<ReplyOf<typeof insurancePolicyEndpoints.delete>> {
  const { companyId } = ctx.company;
  await ctx.transaction(async ({ db: tx, record }) => {
    const [deleted] = await tx
      .delete(insurancePolicies)
      .where(and(eq(insurancePolicies.companyId, companyId), eq(insurancePolicies.id, id)))
      .returning({ number: insurancePolicies.number, carrierName: insurancePolicies.carrierName });
    if (!deleted) throw new NotFoundError();
    await record({ type: 'insurancePolicy.deleted', subjectId: id, payload: deleted });
  });
  return { success: true };
}
