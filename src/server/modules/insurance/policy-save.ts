import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { endsBeforeStart, POLICY_MESSAGES } from '../../../domain/claims/insurance-policy.ts';
import { storedText } from '../../../domain/common/stored-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { insurancePolicies, properties, propertyInsurancePolicies } from '../../db/schema/index.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { distinctIds, foreignIds } from '../shared/associations.ts';
import { claimCountsByProperty } from './claim-counts.ts';
import { policyForEdit } from './policy-read.ts';
import { moneyText } from './policy-values.ts';

type PolicyBody = BodyOf<typeof insurancePolicyEndpoints.save>;

/** Dates a policy may carry: a typo such as year 0202 is refused rather than stored. */
const YEARS = { first: 1900, last: 2199 } as const;

function dateErrors(body: PolicyBody): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['startDate', 'endDate'] as const) {
    const year = Number(body[field].slice(0, 4));
    if (year < YEARS.first || year > YEARS.last) {
      errors.push({ field, message: `must be between ${YEARS.first} and ${YEARS.last}` });
    }
  }
  if (errors.length === 0 && endsBeforeStart(body.startDate, body.endDate)) {
    errors.push({ field: 'endDate', message: POLICY_MESSAGES.endBeforeStart });
  }
  return errors;
}

/** How the form names a field in a refusal's message (spec 002 §8: the toast shows it). */
const FIELD_TITLES: Record<string, string> = {
  carrierName: 'Carrier Name',
  number: 'Policy Number',
  startDate: 'Start Date',
  endDate: 'End Date',
  premium: 'Premium',
  premiumAnnualized: 'Premium Annualized',
  coverageAmount: 'Coverage Amount',
  deductible: 'Deductible',
};

/** 'Policy Number is already…'; the claims rule is a sentence of its own. */
function refusalMessage(error: FieldError): string {
  const title = FIELD_TITLES[error.field];
  return title ? `${title} ${error.message}` : error.message;
}

/** Another live policy of the company with the same carrier and number (case-insensitive)? */
async function numberTaken(tx: Runner, companyId: string, carrier: string, number: string, id: string | undefined) {
  const [clash] = await tx
    .select({ id: insurancePolicies.id })
    .from(insurancePolicies)
    .where(
      and(
        eq(insurancePolicies.companyId, companyId),
        eq(insurancePolicies.isArchived, false),
        sql`lower(${insurancePolicies.number}) = lower(${number})`,
        sql`lower(${insurancePolicies.carrierName}) = lower(${carrier})`,
        id ? ne(insurancePolicies.id, id) : undefined,
      ),
    )
    .limit(1);
  return clash !== undefined;
}

/** The properties the policy covers now. */
async function linkedPropertyIds(tx: Runner, companyId: string, policyId: string): Promise<string[]> {
  const rows = await tx
    .select({ propertyId: propertyInsurancePolicies.propertyId })
    .from(propertyInsurancePolicies)
    .where(and(eq(propertyInsurancePolicies.companyId, companyId), eq(propertyInsurancePolicies.policyId, policyId)));
  return rows.map((row) => row.propertyId);
}

/**
 * Links the policy to exactly `propertyIds`: removed links go, new ones come last on their
 * property (a property's first policy — position 0, what the property form edits — stays first).
 */
async function relinkProperties(tx: Runner, companyId: string, policyId: string, before: string[], after: string[]) {
  const removed = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(propertyInsurancePolicies)
      .where(
        and(eq(propertyInsurancePolicies.policyId, policyId), inArray(propertyInsurancePolicies.propertyId, removed)),
      );
  }
  if (added.length === 0) return;
  const lastPositions = await tx
    .select({ propertyId: propertyInsurancePolicies.propertyId, last: max(propertyInsurancePolicies.position) })
    .from(propertyInsurancePolicies)
    .where(
      and(eq(propertyInsurancePolicies.companyId, companyId), inArray(propertyInsurancePolicies.propertyId, added)),
    )
    .groupBy(propertyInsurancePolicies.propertyId);
  const last = new Map(lastPositions.map((row) => [row.propertyId, row.last ?? -1]));
  await tx
    .insert(propertyInsurancePolicies)
    .values(
      added.map((propertyId) => ({ companyId, propertyId, policyId, position: (last.get(propertyId) ?? -1) + 1 })),
    );
}

/**
 * POST /insurancepolicies: creates the policy (no id) or updates the company's policy (another
 * company's id: 404), with the properties it covers, in one transaction — a refused save changes
 * nothing. One 400 names every bad field (spec 002 §5, §8: the form shows them at the fields).
 */
export async function savePolicy(
  ctx: ServiceContext,
  body: PolicyBody,
): Promise<ReplyOf<typeof insurancePolicyEndpoints.save>> {
  const { companyId } = ctx.company;
  const carrierName = storedText(body.carrierName);
  const number = storedText(body.number);
  const propertyIds = distinctIds(body.propertyIds);
  const policyId = await ctx.transaction(async ({ db: tx, record }) => {
    if (body.id) {
      const [own] = await tx
        .select({ id: insurancePolicies.id })
        .from(insurancePolicies)
        .where(and(eq(insurancePolicies.companyId, companyId), eq(insurancePolicies.id, body.id)));
      if (!own) throw new NotFoundError();
    }
    const errors: FieldError[] = [];
    if (!carrierName) errors.push({ field: 'carrierName', message: 'is required' });
    if (!number) errors.push({ field: 'number', message: 'is required' });
    else if (carrierName && !body.isArchived && (await numberTaken(tx, companyId, carrierName, number, body.id))) {
      errors.push({ field: 'number', message: POLICY_MESSAGES.duplicateNumber });
    }
    errors.push(...dateErrors(body));
    const values = {
      carrierName,
      number,
      policyType: body.policyType,
      startDate: body.startDate,
      endDate: body.endDate,
      premium: moneyText(body.premium, 'premium', errors),
      premiumAnnualized: moneyText(body.premiumAnnualized, 'premiumAnnualized', errors),
      coverageAmount: moneyText(body.coverageAmount, 'coverageAmount', errors),
      deductible: moneyText(body.deductible, 'deductible', errors) ?? '0.00',
      isArchived: body.isArchived,
      ...(body.contactNumber === undefined ? {} : { contactNumber: storedText(body.contactNumber) }),
    };
    if ((await foreignIds(tx, properties, companyId, propertyIds)).length > 0) {
      errors.push({ field: 'propertyIds', message: 'must be properties of the company' });
    }
    const before = body.id ? await linkedPropertyIds(tx, companyId, body.id) : [];
    const removed = before.filter((id) => !propertyIds.includes(id));
    const claims = await claimCountsByProperty(tx, companyId, body.id, removed);
    if ([...claims.values()].some((n) => n > 0)) {
      errors.push({ field: 'propertyIds', message: POLICY_MESSAGES.propertyHasClaims });
    }
    const [first] = errors;
    if (first) throw new BadRequestError(refusalMessage(first), errors);
    let id = body.id;
    if (id) {
      await tx
        .update(insurancePolicies)
        .set(values)
        .where(and(eq(insurancePolicies.companyId, companyId), eq(insurancePolicies.id, id)));
    } else {
      const [created] = await tx
        .insert(insurancePolicies)
        .values({ ...values, companyId })
        .returning({ id: insurancePolicies.id });
      id = created.id;
    }
    await relinkProperties(tx, companyId, id, before, propertyIds);
    await record({
      type: body.id ? 'insurancePolicy.updated' : 'insurancePolicy.created',
      subjectId: id,
      payload: { number, carrierName, propertyIds },
    });
    return id;
  });
  return {
    success: true,
    message: POLICY_MESSAGES.saved,
    policy: await policyForEdit(ctx.db, companyId, policyId),
  };
}
