import { isWholeCents } from '../common/currency.ts';

/**
 * The claim form's rules both sides need (spec 002 §2.8, §3 'Claim (edit form)', §4 'Claim form
 * modes', §5 'Claim form', §8, §9): the words, the new claim's defaults, the prefill from the
 * property's first policy, what a money amount may be, and where the form returns to.
 */
export const CLAIM_MESSAGES = {
  /** The spec does not show the success toast's words (§8); ours follow 'Event Saved.'. */
  saved: 'Claim Saved.',
  titleRequired: 'Title is required',
  claimDateRequired: 'Claim Date is required',
  damageTotalTooltip: 'Edit the items that make up this total from the Damages tab.',
  titlePlaceholder: 'A short description (about 25 characters)',
  selectPolicy: 'Select a policy',
  notOfProperty: "must be one of the property's policies",
  moneyAmount: 'must be an amount of at least 0 with at most two decimals',
  stillBeingReported: 'cannot have a claim while its report is still in progress (SOP In Progress)',
} as const;

/** Toast durations (spec 002 §9): claim feedback 4 s. */
export const CLAIM_TOAST_SECONDS = 4;

export const CLAIM_LIMITS = {
  titleLength: 200,
  shortTextLength: 200,
  longTextLength: 10_000,
  /** numeric(14, 2): the largest amount a claim or an expense stores. */
  maxAmount: 999_999_999_999.99,
} as const;

/** A policy of the event's property as the claim form reads it (the property's first one prefills). */
export interface ClaimPolicySource {
  id: string;
  carrierName: string | null;
  policyNumber: string | null;
  contactNumber: string | null;
  deductible: number;
}

/**
 * What the first policy fills in: its number, contact number and deductible (§4), and its carrier
 * as the insurance company. The policy itself is chosen too, so the number shown is the chosen
 * policy's (§4 'Choosing a policy sets the policy number') and the claim counts on that policy.
 */
export interface ClaimPrefill {
  policyId: string;
  insuranceCompany: string | null;
  policyNumber: string | null;
  contactNumber: string | null;
  deductible: number;
}

/**
 * The prefill of a new claim from the property's first policy (§4 'Claim form modes'): none when
 * the property has no policy. Applied when a claim is created and again when its type changes.
 */
export function claimPrefill(firstPolicy: ClaimPolicySource | undefined): ClaimPrefill | null {
  if (!firstPolicy) return null;
  return {
    policyId: firstPolicy.id,
    insuranceCompany: firstPolicy.carrierName?.trim() || null,
    policyNumber: firstPolicy.policyNumber,
    contactNumber: firstPolicy.contactNumber,
    deductible: firstPolicy.deductible,
  };
}

/** How a policy reads in the policy dropdown: 'MM-204-5581 (Midwest Mutual)'. */
export function policyChoiceName(policy: { carrierName: string | null; policyNumber: string | null }): string {
  const number = policy.policyNumber?.trim() || 'No number';
  const carrier = policy.carrierName?.trim();
  return carrier ? `${number} (${carrier})` : number;
}

/** True for an amount a claim stores: a number of dollars, not negative, whole cents. */
export function isClaimAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= CLAIM_LIMITS.maxAmount &&
    hasWholeCents(value)
  );
}

/** At most two decimals (1.25 yes, 1.255 no; 0.29 yes): currency.ts isWholeCents, the one rule. */
export function hasWholeCents(value: number): boolean {
  return isWholeCents(value);
}

/** Where Close and a save return to (spec 002 §2: /eventManage/{id}/claims, /eventManage/{id}/damages). */
export function claimsTabPath(eventId: string): string {
  return `/eventManage/${encodeURIComponent(eventId)}/claims`;
}

export function damagesTabPath(eventId: string): string {
  return `/eventManage/${encodeURIComponent(eventId)}/damages`;
}

/** The form's address (spec 002 §2: props eventId, propertyId, claimId): no claimId creates. */
export function claimFormPath(eventId: string, propertyId: string, claimId?: string | null): string {
  const query = new URLSearchParams({ eventId, propertyId });
  if (claimId) query.set('claimId', claimId);
  return `/addEditClaim?${query.toString()}`;
}

export function damagesFormPath(eventId: string, propertyId: string): string {
  return `/addEditDamages?${new URLSearchParams({ eventId, propertyId }).toString()}`;
}
