import { and, asc, eq, or } from 'drizzle-orm';
import type { LinkedPolicy } from '../../../../schemas/property/entity.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { insurancePolicies, propertyInsurancePolicies } from '../../db/schema/index.ts';

/**
 * Insurance policies (spec 002 "InsurancePolicy"): this module owns insurance_policies and
 * property_insurance_policies. The property form reads a property's policies and saves its
 * first one through these functions; the policy screens of a later issue add the rest here.
 */

/** What a property's first policy is saved with (see properties/rules.ts policyToSave). */
export interface PolicyValues {
  number: string | null;
  contactNumber: string | null;
  /** Exact decimal text. */
  deductible: string;
}

/** A property's policies in order: the first one (position 0, then the oldest) first. */
const firstFirst = [
  asc(propertyInsurancePolicies.position),
  asc(insurancePolicies.createdAt),
  asc(insurancePolicies.id),
] as const;

const ofProperty = (companyId: string, propertyId: string) =>
  and(eq(propertyInsurancePolicies.companyId, companyId), eq(propertyInsurancePolicies.propertyId, propertyId));

/**
 * Which of a property's policies to read: `liveOnly` leaves archived policies out (what a new
 * claim may choose), except `alsoPolicyId` (the one a claim already names stays its choice).
 */
export interface PoliciesOfPropertyOptions {
  liveOnly?: boolean;
  alsoPolicyId?: string | null;
}

/** The property's policies, first one first (the caller checked the property is the company's). */
export async function policiesOfProperty(
  db: Runner,
  companyId: string,
  propertyId: string,
  { liveOnly = false, alsoPolicyId = null }: PoliciesOfPropertyOptions = {},
): Promise<LinkedPolicy[]> {
  const live = alsoPolicyId
    ? or(eq(insurancePolicies.isArchived, false), eq(insurancePolicies.id, alsoPolicyId))
    : eq(insurancePolicies.isArchived, false);
  const rows = await db
    .select({
      id: insurancePolicies.id,
      carrierName: insurancePolicies.carrierName,
      policyNumber: insurancePolicies.number,
      contactNumber: insurancePolicies.contactNumber,
      deductible: insurancePolicies.deductible,
    })
    .from(propertyInsurancePolicies)
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, propertyInsurancePolicies.policyId))
    .where(and(ofProperty(companyId, propertyId), liveOnly ? live : undefined))
    .orderBy(...firstFirst);
  return rows.map((row) => ({ ...row, deductible: Number(row.deductible) }));
}

/**
 * Updates the property's first policy in place, or creates it as the first (position 0), in the
 * caller's transaction, and records it ('insurancePolicy.updated' / 'insurancePolicy.created').
 */
export async function saveFirstPolicyOfProperty(
  ctx: ServiceContext,
  propertyId: string,
  policy: PolicyValues,
): Promise<void> {
  const { db, record } = ctx;
  const { companyId } = ctx.company;
  const [first] = await db
    .select({ policyId: propertyInsurancePolicies.policyId })
    .from(propertyInsurancePolicies)
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, propertyInsurancePolicies.policyId))
    .where(ofProperty(companyId, propertyId))
    .orderBy(...firstFirst)
    .limit(1);
  if (first) {
    await db
      .update(insurancePolicies)
      .set(policy)
      .where(and(eq(insurancePolicies.companyId, companyId), eq(insurancePolicies.id, first.policyId)));
    await record({ type: 'insurancePolicy.updated', subjectId: first.policyId, payload: { propertyId } });
    return;
  }
  const [created] = await db
    .insert(insurancePolicies)
    .values({ ...policy, companyId })
    .returning({ id: insurancePolicies.id });
  await db.insert(propertyInsurancePolicies).values({ companyId, propertyId, policyId: created.id, position: 0 });
  await record({ type: 'insurancePolicy.created', subjectId: created.id, payload: { propertyId } });
}
