import { CLAIM_LIMITS } from '../../src/domain/claims/claim-form.ts';
import { CLAIM_STATUS_VALUES } from '../../src/domain/claims/claim-status.ts';
import { CLAIM_TYPE_VALUES } from '../../src/domain/claims/claim-types.ts';
import { DAMAGE_LIMITS } from '../../src/domain/claims/damage-expense-rows.ts';
import { EXPENSE_SOURCES } from '../../src/domain/claims/damage-expenses.ts';
import type { FromSchema } from '../from-schema.ts';
import { text, uuid } from '../primitives.ts';

/**
 * Claims and damage related expenses of an event (spec 002 §2.8, §2.9, §3 'Claim (edit form)',
 * 'DamageRelatedExpense', §7 'Claims and damages'; spec 001 §3 'Claim (display and report)',
 * 'Damage related expense'). Every call needs manageEvents and answers 404 for an event the
 * caller may not see, another company's or an archived one. Money travels as numbers of dollars
 * (whole cents); dates as YYYY-MM-DD. This file is the entity (a claim and a damage expense as
 * sent and as saved); what the endpoints answer besides is replies.ts, the endpoints endpoints.ts.
 */

const nullableText = { type: ['string', 'null'] } as const;
const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;
const money = { type: 'number' } as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const amountIn = (description: string) =>
  ({
    type: ['number', 'null'],
    minimum: 0,
    maximum: CLAIM_LIMITS.maxAmount,
    description: `${description}; dollars, at most two decimals; null or absent: 0`,
  }) as const;

const claimStatus = { type: 'integer', enum: CLAIM_STATUS_VALUES, description: '0–10; 7–10 are closed' } as const;
const claimType = {
  type: 'integer',
  enum: CLAIM_TYPE_VALUES,
  description: '0 Property Liability, 1 Resident Liability, 2 Property Casualty, 3 Vendor Liability',
} as const;

/** The amounts a claim is entered with (the Costs panel). */
export const CLAIM_AMOUNTS = [
  'recoverableDepreciation',
  'deductible',
  'costEstimate',
  'mitigationCost',
  'repairCost',
  'businessInterruptionCost',
  'settlementAmount',
] as const;

export type ClaimAmountField = (typeof CLAIM_AMOUNTS)[number];

/** The claim as the form sends it (the spec's payload InsuranceClaim); no id: a new claim. */
export const insuranceClaimInputSchema = {
  type: 'object',
  required: ['eventId', 'title', 'claimStatus', 'claimType', 'claimDate'],
  additionalProperties: false,
  properties: {
    id: { ...uuid, description: 'The claim to change; absent: file a new claim' },
    eventId: { ...uuid, description: 'The event of the path, again: a claim meant for another event is refused (400)' },
    propertyId: { ...uuid, description: "The event's property (optional; another property is refused)" },
    title: { type: 'string', minLength: 1, maxLength: CLAIM_LIMITS.titleLength },
    claimStatus,
    claimType,
    claimDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
    reason: optionalText(CLAIM_LIMITS.longTextLength),
    determinedCause: optionalText(CLAIM_LIMITS.longTextLength),
    insuranceCompany: optionalText(CLAIM_LIMITS.shortTextLength),
    policyId: { ...nullableUuid, description: "One of the property's policies, or null" },
    policyNumber: optionalText(CLAIM_LIMITS.shortTextLength),
    adjusterName: optionalText(CLAIM_LIMITS.shortTextLength),
    contactNumber: optionalText(CLAIM_LIMITS.shortTextLength),
    adjusterWorkEmail: { type: ['string', 'null'], format: 'email', maxLength: 254 },
    claimNumber: optionalText(CLAIM_LIMITS.shortTextLength),
    notes: optionalText(CLAIM_LIMITS.longTextLength),
    recoverableDepreciation: amountIn('Recoverable depreciation'),
    deductible: amountIn('Deductible'),
    costEstimate: amountIn('Cost estimate'),
    mitigationCost: amountIn('Mitigation cost'),
    repairCost: amountIn('Repair cost'),
    businessInterruptionCost: amountIn('Business interruption cost'),
    settlementAmount: amountIn('Settlement amount'),
  },
} as const;

export type InsuranceClaimInput = FromSchema<typeof insuranceClaimInputSchema, 'input'>;

export const CLAIM_FIELDS = [
  'id',
  'eventId',
  'propertyId',
  'title',
  'claimStatus',
  'claimStatusString',
  'claimType',
  'claimTypeString',
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
  'damageRelatedExpenseTotal',
  'totalLoss',
  'adjustment',
] as const;

/** A claim as the Claim tab shows it and the form edits it (spec 001 §3 'Claim', 002 §3). */
export const claimSchema = {
  type: 'object',
  required: CLAIM_FIELDS,
  properties: {
    id: text,
    eventId: text,
    propertyId: text,
    title: text,
    claimStatus,
    claimStatusString: text,
    claimType,
    claimTypeString: text,
    claimDate: { type: 'string', description: 'YYYY-MM-DD' },
    reason: nullableText,
    determinedCause: nullableText,
    insuranceCompany: nullableText,
    policyId: nullableText,
    policyNumber: nullableText,
    adjusterName: nullableText,
    contactNumber: nullableText,
    adjusterWorkEmail: nullableText,
    claimNumber: nullableText,
    notes: nullableText,
    recoverableDepreciation: money,
    deductible: money,
    costEstimate: money,
    mitigationCost: money,
    repairCost: money,
    businessInterruptionCost: money,
    settlementAmount: money,
    damageRelatedExpenseTotal: {
      type: 'number',
      description: "The event's damage related expenses, summed (read-only: edited on the Damages tab)",
    },
    totalLoss: { type: 'number', description: 'repair + mitigation + business interruption + damage related expenses' },
    adjustment: { type: 'number', description: 'total loss − settlement amount' },
  },
} as const;

export type Claim = FromSchema<typeof claimSchema>;

/** A damage related expense as the form sends it (no id: a new one). */
export const damageExpenseInputSchema = {
  type: 'object',
  required: ['expenseSource', 'amount'],
  additionalProperties: false,
  properties: {
    id: uuid,
    expenseSource: {
      type: 'integer',
      enum: EXPENSE_SOURCES.map((source) => source.value),
      description: '0 Vendor (vendorId), 1 Other (otherName)',
    },
    vendorId: { ...nullableUuid, description: "With Vendor: one of the property's vendors" },
    otherName: { ...optionalText(DAMAGE_LIMITS.nameLength), description: 'With Other: who the expense is owed to' },
    detail: optionalText(DAMAGE_LIMITS.detailLength),
    amount: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: CLAIM_LIMITS.maxAmount,
      description: 'Dollars, positive, at most two decimals',
    },
  },
} as const;

export type DamageExpenseInput = FromSchema<typeof damageExpenseInputSchema, 'input'>;

/** A damage related expense as the Damages tab shows it (spec 001 §3 'Damage related expense'). */
export const damageExpenseSchema = {
  type: 'object',
  required: ['id', 'expenseSource', 'expenseSourceString', 'vendorId', 'vendorName', 'otherName', 'detail', 'amount'],
  properties: {
    id: text,
    expenseSource: damageExpenseInputSchema.properties.expenseSource,
    expenseSourceString: { type: 'string', description: "'Vendor' or 'Other'" },
    vendorId: nullableText,
    vendorName: nullableText,
    otherName: nullableText,
    detail: nullableText,
    amount: money,
  },
} as const;

export type DamageExpense = FromSchema<typeof damageExpenseSchema>;
