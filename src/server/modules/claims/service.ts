import { and, eq } from 'drizzle-orm';
import type { claimEndpoints } from '../../../../schemas/claim/endpoints.ts';
import { CLAIM_AMOUNTS, type Claim } from '../../../../schemas/claim/entity.ts';
import type { ClaimForEdit } from '../../../../schemas/claim/replies.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { claimComputedCents, claimComputedCosts } from '../../../domain/claims/claim-costs.ts';
import { CLAIM_MESSAGES, claimPrefill, isClaimAmount } from '../../../domain/claims/claim-form.ts';
import { claimStatusLabel } from '../../../domain/claims/claim-status.ts';
import { claimTypeLabel } from '../../../domain/claims/claim-types.ts';
import { localDateIn } from '../../../domain/common/calendar-date.ts';
import { centsText, numericText } from '../../../domain/common/currency.ts';
import { storedText } from '../../../domain/common/stored-text.ts';
import { mayFileClaim } from '../../../domain/events/event-claim-lock.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { insuranceClaims, properties } from '../../db/schema/index.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { checkBodyEvent } from '../events/body-event.ts';
import { syncEventWithClaims } from '../events/claim-sync.ts';
import { visibleEvent } from '../events/visibility.ts';
import { claimOf, damagesTotalOf, readEventClaims } from '../shared/claim-rows.ts';
import { policyChoicesOf } from './store.ts';

type SaveBody = BodyOf<typeof claimEndpoints.save>;
type ClaimInput = SaveBody['insuranceClaim'];

/** GET /events/{id}/claims: the Claim tab's list, each claim with its costs. */
export async function listClaims(ctx: ServiceContext, eventId: string): Promise<ReplyOf<typeof claimEndpoints.list>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  return { claims: await readEventClaims(ctx.db, ctx.company.companyId, event.id) };
}

async function storedClaim(ctx: ServiceContext, eventId: string, claimId: string) {
  const [row] = await ctx.db
    .select()
    .from(insuranceClaims)
    .where(
      and(
        eq(insuranceClaims.companyId, ctx.company.companyId),
        eq(insuranceClaims.eventId, eventId),
        eq(insuranceClaims.id, claimId.toLowerCase()),
      ),
    );
  if (!row) throw new NotFoundError();
  return row;
}

/** GET /events/{id}/claims/{claimId}: one claim of the event (another event's claim is not found). */
export async function getClaimForEdit(
  ctx: ServiceContext,
  eventId: string,
  claimId: string,
): Promise<ReplyOf<typeof claimEndpoints.detail>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  const { companyId } = ctx.company;
  const row = await storedClaim(ctx, event.id, claimId);
  const [total, policyChoices] = await Promise.all([
    damagesTotalOf(ctx.db, companyId, event.id),
    policyChoicesOf(ctx.db, companyId, event.propertyId, row.policyId),
  ]);
  return { claim: { ...claimOf(row, total), policyChoices } };
}

/**
 * GET /events/{id}/claims/new (spec 002 §3 'New claim defaults', §4 'Claim form modes'): nothing
 * is stored; today's date at the property, type 0, status New, and the first policy's prefill.
 */
export async function newClaim(ctx: ServiceContext, eventId: string): Promise<ReplyOf<typeof claimEndpoints.newClaim>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  const { companyId } = ctx.company;
  const [[property], total, policyChoices] = await Promise.all([
    ctx.db.select({ timeZone: properties.timeZone }).from(properties).where(eq(properties.id, event.propertyId)),
    damagesTotalOf(ctx.db, companyId, event.id),
    policyChoicesOf(ctx.db, companyId, event.propertyId),
  ]);
  const prefill = claimPrefill(policyChoices[0]);
  const blank: ClaimForEdit = {
    id: null,
    eventId: event.id,
    propertyId: event.propertyId,
    title: '',
    claimStatus: 0,
    claimStatusString: claimStatusLabel(0),
    claimType: 0,
    claimTypeString: claimTypeLabel(0),
    claimDate: localDateIn(ctx.clock.now(), property.timeZone),
    reason: null,
    determinedCause: null,
    insuranceCompany: prefill?.insuranceCompany ?? null,
    policyId: prefill?.policyId ?? null,
    policyNumber: prefill?.policyNumber ?? null,
    adjusterName: null,
    contactNumber: prefill?.contactNumber ?? null,
    adjusterWorkEmail: null,
    claimNumber: null,
    notes: null,
    recoverableDepreciation: 0,
    deductible: prefill?.deductible ?? 0,
    costEstimate: 0,
    mitigationCost: 0,
    repairCost: 0,
    businessInterruptionCost: 0,
    settlementAmount: 0,
    damageRelatedExpenseTotal: total,
    ...claimComputedCosts({ damageRelatedExpenseTotal: total }),
    policyChoices,
  };
  return { claim: blank };
}

const field = (name: string) => `insuranceClaim.${name}`;

/** The rules the schema cannot say, all at once: the property, a title that is not blank, whole cents. */
function inputErrors(input: ClaimInput, propertyId: string): FieldError[] {
  const errors: FieldError[] = [];
  if (input.propertyId && input.propertyId.toLowerCase() !== propertyId) {
    errors.push({ field: field('propertyId'), message: "must be the event's property" });
  }
  if (!input.title.trim()) errors.push({ field: field('title'), message: 'is required' });
  for (const name of CLAIM_AMOUNTS) {
    if (!isClaimAmount(input[name] ?? 0)) errors.push({ field: field(name), message: CLAIM_MESSAGES.moneyAmount });
  }
  return errors;
}

/** What a claim's activity entry keeps of it: enough to say what changed. */
const summaryOf = (claim: Claim) => ({
  title: claim.title,
  claimStatus: claim.claimStatus,
  claimType: claim.claimType,
  totalLoss: claim.totalLoss,
});

/**
 * POST /events/{id}/claims (spec 002 §5 'Claim form', §7): files a claim (no id) or changes one of
 * the event's claims, in one transaction with its activity entry and the event's claim type and
 * status (events/claim-sync.ts). The total loss and adjustment are computed here with the same
 * function the form shows them with; a chosen policy gives the policy number.
 */
export async function saveClaim(
  ctx: ServiceContext,
  eventId: string,
  body: SaveBody,
): Promise<ReplyOf<typeof claimEndpoints.save>> {
  const input = body.insuranceClaim;
  checkBodyEvent(field('eventId'), input.eventId, eventId);
  const { companyId } = ctx.company;
  return ctx.transaction(async (tx) => {
    const event = await visibleEvent(tx.db, tx.company, eventId.toLowerCase(), { forUpdate: true });
    const existing = input.id ? await storedClaim(tx, event.id, input.id) : undefined;
    const [total, policyChoices] = await Promise.all([
      damagesTotalOf(tx.db, companyId, event.id),
      policyChoicesOf(tx.db, companyId, event.propertyId, existing?.policyId ?? null),
    ]);
    const errors = inputErrors(input, event.propertyId);
    if (!existing && !mayFileClaim(event.status)) {
      errors.push({ field: field('eventId'), message: CLAIM_MESSAGES.stillBeingReported });
    }
    const policy = input.policyId ? policyChoices.find((choice) => choice.id === input.policyId?.toLowerCase()) : null;
    if (policy === undefined) errors.push({ field: field('policyId'), message: CLAIM_MESSAGES.notOfProperty });
    const [first] = errors;
    if (first) throw new BadRequestError(`${first.field} ${first.message}`, errors);

    const amount = (name: (typeof CLAIM_AMOUNTS)[number]) => input[name] ?? 0;
    // numeric(14, 2) text: the amounts are whole cents (checked above).
    const cents = (name: (typeof CLAIM_AMOUNTS)[number]) => numericText(amount(name));
    const costs = claimComputedCents({
      repairCost: amount('repairCost'),
      mitigationCost: amount('mitigationCost'),
      businessInterruptionCost: amount('businessInterruptionCost'),
      damageRelatedExpenseTotal: total,
      settlementAmount: amount('settlementAmount'),
    });
    const values = {
      title: input.title.trim(),
      claimStatus: input.claimStatus,
      claimType: input.claimType,
      claimDate: input.claimDate,
      reason: storedText(input.reason),
      determinedCause: storedText(input.determinedCause),
      insuranceCompany: storedText(input.insuranceCompany),
      policyId: policy?.id ?? null,
      policyNumber: policy ? policy.policyNumber : storedText(input.policyNumber),
      adjusterName: storedText(input.adjusterName),
      contactNumber: storedText(input.contactNumber),
      adjusterWorkEmail: storedText(input.adjusterWorkEmail),
      claimNumber: storedText(input.claimNumber),
      notes: storedText(input.notes),
      recoverableDepreciation: cents('recoverableDepreciation'),
      deductible: cents('deductible'),
      costEstimate: cents('costEstimate'),
      mitigationCost: cents('mitigationCost'),
      repairCost: cents('repairCost'),
      businessInterruptionCost: cents('businessInterruptionCost'),
      settlementAmount: cents('settlementAmount'),
      totalLoss: centsText(costs.totalLoss),
      adjustment: centsText(costs.adjustment),
      updatedAt: tx.clock.now(),
    };
    const [row] = existing
      ? await tx.db
          .update(insuranceClaims)
          .set(values)
          .where(and(eq(insuranceClaims.companyId, companyId), eq(insuranceClaims.id, existing.id)))
          .returning()
      : await tx.db
          .insert(insuranceClaims)
          .values({ ...values, companyId, eventId: event.id, propertyId: event.propertyId })
          .returning();
    const saved = claimOf(row, total);
    await tx.record({
      type: existing ? 'event.claim.updated' : 'event.claim.created',
      subjectId: row.id,
      eventId: event.id,
      payload: existing
        ? { before: summaryOf(claimOf(existing, total)), after: summaryOf(saved) }
        : { after: summaryOf(saved) },
    });
    await syncEventWithClaims(tx, event);
    return { success: true, message: CLAIM_MESSAGES.saved, claim: { ...saved, policyChoices } };
  });
}
