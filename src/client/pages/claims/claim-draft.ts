import { CLAIM_AMOUNTS, type ClaimAmountField } from '../../../../schemas/claim/entity.ts';
import { claimComputedCosts, parseMoneyText } from '../../../domain/claims/claim-costs.ts';
import { CLAIM_LIMITS, type ClaimPrefill, claimPrefill } from '../../../domain/claims/claim-form.ts';
import type { ClaimStatus } from '../../../domain/claims/claim-status.ts';
import type { ClaimType } from '../../../domain/claims/claim-types.ts';
import { currencyTextOf } from '../../../domain/common/currency.ts';
import { ApiError } from '../../api/http.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { translate } from '../../i18n/language.ts';
import type { ClaimForEdit, InsuranceClaimInput, PolicyChoice } from './claims-api.ts';

/** What the claim form edits (spec 002 §3 'Claim (edit form)'): text as typed, amounts as amount text. */
export interface ClaimDraft {
  id: string | null;
  title: string;
  claimStatus: ClaimStatus;
  claimType: ClaimType;
  /** YYYY-MM-DD, null while cleared. */
  claimDate: string | null;
  reason: string;
  determinedCause: string;
  insuranceCompany: string;
  policyId: string | null;
  policyNumber: string;
  adjusterName: string;
  contactNumber: string;
  adjusterWorkEmail: string;
  claimNumber: string;
  notes: string;
  amounts: Record<ClaimAmountField, string>;
}

export type ClaimField = Exclude<keyof ClaimDraft, 'amounts' | 'id'> | ClaimAmountField;

/** An amount as the input holds it: '' for none (a claim's empty amount is 0, spec 002 §5), else its digits with two decimals. */
export const amountText = (value: number) => (value ? currencyTextOf(value) : '');

export function draftOf(claim: ClaimForEdit): ClaimDraft {
  return {
    id: claim.id,
    title: claim.title,
    claimStatus: claim.claimStatus,
    claimType: claim.claimType,
    claimDate: claim.claimDate || null,
    reason: claim.reason ?? '',
    determinedCause: claim.determinedCause ?? '',
    insuranceCompany: claim.insuranceCompany ?? '',
    policyId: claim.policyId,
    policyNumber: claim.policyNumber ?? '',
    adjusterName: claim.adjusterName ?? '',
    contactNumber: claim.contactNumber ?? '',
    adjusterWorkEmail: claim.adjusterWorkEmail ?? '',
    claimNumber: claim.claimNumber ?? '',
    notes: claim.notes ?? '',
    amounts: Object.fromEntries(CLAIM_AMOUNTS.map((name) => [name, amountText(claim[name])])) as ClaimDraft['amounts'],
  };
}

/** The first policy's prefill (spec 002 §4), applied on create and again when the claim type changes. */
export function withPrefill(draft: ClaimDraft, prefill: ClaimPrefill | null): ClaimDraft {
  if (!prefill) return draft;
  return {
    ...draft,
    insuranceCompany: prefill.insuranceCompany ?? draft.insuranceCompany,
    policyId: prefill.policyId,
    policyNumber: prefill.policyNumber ?? '',
    contactNumber: prefill.contactNumber ?? '',
    amounts: { ...draft.amounts, deductible: amountText(prefill.deductible) },
  };
}

/** The claim type changed: in create mode the prefill is applied again. */
export function withClaimType(draft: ClaimDraft, claimType: ClaimType, choices: readonly PolicyChoice[]): ClaimDraft {
  const next = { ...draft, claimType };
  return draft.id ? next : withPrefill(next, claimPrefill(choices[0]));
}

/** Choosing a policy sets the policy number to its number; clearing it empties the number (§4). */
export function withPolicy(draft: ClaimDraft, choice: PolicyChoice | undefined): ClaimDraft {
  return { ...draft, policyId: choice?.id ?? null, policyNumber: choice?.policyNumber ?? '' };
}

const amountOf = (text: string) => parseMoneyText(text) ?? 0;

/** Total Loss and Adjustment as the form shows them live (the server stores the same). */
export function draftCosts(draft: ClaimDraft, damageRelatedExpenseTotal: number) {
  return claimComputedCosts({
    repairCost: amountOf(draft.amounts.repairCost),
    mitigationCost: amountOf(draft.amounts.mitigationCost),
    businessInterruptionCost: amountOf(draft.amounts.businessInterruptionCost),
    settlementAmount: amountOf(draft.amounts.settlementAmount),
    damageRelatedExpenseTotal,
  });
}

/** The form's own problems (spec 002 §5), in the language the app speaks: title and claim date required; amounts within what is stored. */
export function claimProblems(draft: ClaimDraft): Partial<Record<ClaimField, string>> {
  const problems: Partial<Record<ClaimField, string>> = {};
  if (!draft.title.trim()) problems.title = translate(claimsText, 'titleRequired');
  if (!draft.claimDate) problems.claimDate = translate(claimsText, 'claimDateRequired');
  for (const name of CLAIM_AMOUNTS) {
    const amount = parseMoneyText(draft.amounts[name]);
    if (amount === undefined || amount > CLAIM_LIMITS.maxAmount) problems[name] = translate(claimsText, 'enterAmount');
  }
  return problems;
}

const orNull = (text: string) => text.trim() || null;

/** The payload InsuranceClaim (§3): the claim date as YYYY-MM-DD, empty amounts as 0. */
export function claimBody(draft: ClaimDraft, eventId: string, propertyId: string | null): InsuranceClaimInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    eventId,
    ...(propertyId ? { propertyId } : {}),
    title: draft.title.trim(),
    claimStatus: draft.claimStatus,
    claimType: draft.claimType,
    claimDate: draft.claimDate ?? '',
    reason: orNull(draft.reason),
    determinedCause: orNull(draft.determinedCause),
    insuranceCompany: orNull(draft.insuranceCompany),
    policyId: draft.policyId,
    policyNumber: orNull(draft.policyNumber),
    adjusterName: orNull(draft.adjusterName),
    contactNumber: orNull(draft.contactNumber),
    adjusterWorkEmail: orNull(draft.adjusterWorkEmail),
    claimNumber: orNull(draft.claimNumber),
    notes: orNull(draft.notes),
    ...(Object.fromEntries(CLAIM_AMOUNTS.map((name) => [name, amountOf(draft.amounts[name])])) as Record<
      ClaimAmountField,
      number
    >),
  };
}

const FIELDS = new Map<string, ClaimField>(
  (
    [
      'title',
      'claimStatus',
      'claimType',
      'claimDate',
      'reason',
      'determinedCause',
      'insuranceCompany',
      'policyId',
      'policyNumber',
      'adjusterName',
      'contactNumber',
      'adjusterWorkEmail',
      'claimNumber',
      'notes',
      ...CLAIM_AMOUNTS,
    ] as ClaimField[]
  ).map((name) => [name.toLowerCase(), name]),
);

/**
 * The server's field errors of a refused save, by the form's field: 'insuranceClaim.claimDate' and
 * the spec's 'ClaimDate' both land on the claim date (§5: shown at the field).
 */
export function serverFieldErrors(error: unknown): Partial<Record<ClaimField, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Partial<Record<ClaimField, string>> = {};
  for (const { field, message } of error.body?.validationErrors ?? []) {
    const name = FIELDS.get((field.split('.').pop() ?? field).toLowerCase());
    if (name && !out[name]) out[name] = message;
  }
  return out;
}

/** The toast of a refused or failed save: the server's message (§8). */
export function saveFailureText(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return translate(claimsText, 'claimNotSaved');
}
