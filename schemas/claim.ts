import { CLAIM_LIMITS } from '../src/domain/claim-form.ts';
import { CLAIM_STATUS_VALUES } from '../src/domain/claim-status.ts';
import { CLAIM_TYPE_VALUES } from '../src/domain/claim-types.ts';
import { DAMAGE_LIMITS } from '../src/domain/damage-expense-rows.ts';
import { EXPENSE_SOURCES } from '../src/domain/damage-expenses.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint } from './protocol/contract.ts';

/**
 * Claims and damage related expenses of an event (spec 002 §2.8, §2.9, §3 'Claim (edit form)',
 * 'DamageRelatedExpense', §7 'Claims and damages'; spec 001 §3 'Claim (display and report)',
 * 'Damage related expense'). Every call needs manageEvents and answers 404 for an event the
 * caller may not see, another company's or an archived one. Money travels as numbers of dollars
 * (whole cents); dates as YYYY-MM-DD.
 */

const uuid = { type: 'string', format: 'uuid' } as const;
const text = { type: 'string' } as const;
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
const CLAIM_AMOUNTS = [
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

const CLAIM_FIELDS = [
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

/** A policy of the event's property, as the policy dropdown offers it and the prefill reads it. */
const policyChoiceSchema = {
  type: 'object',
  required: ['id', 'name', 'carrierName', 'policyNumber', 'contactNumber', 'deductible'],
  properties: {
    id: text,
    name: { type: 'string', description: "'MM-204-5581 (Midwest Mutual)'" },
    carrierName: nullableText,
    policyNumber: nullableText,
    contactNumber: nullableText,
    deductible: money,
  },
} as const;

/** The claim form's record: the claim (id null for a new one) and the property's policies, first one first. */
export const claimForEditSchema = {
  type: 'object',
  required: [...CLAIM_FIELDS, 'policyChoices'],
  properties: {
    ...claimSchema.properties,
    id: { type: ['string', 'null'], description: 'Null for a new claim' },
    policyChoices: {
      type: 'array',
      items: policyChoiceSchema,
      description: "The property's policies, its first one first (a new claim is prefilled from it)",
    },
  },
} as const;

export type ClaimForEdit = FromSchema<typeof claimForEditSchema>;
export type PolicyChoice = ClaimForEdit['policyChoices'][number];

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

const damagesReply = {
  type: 'object',
  required: ['damageRelatedExpenses', 'total'],
  properties: {
    damageRelatedExpenses: { type: 'array', items: damageExpenseSchema },
    total: {
      type: 'number',
      description: 'The Total Expense: what every claim of the event counts as damage related expenses',
    },
  },
} as const;

const claimReply = { type: 'object', required: ['claim'], properties: { claim: claimForEditSchema } } as const;

export const claimEndpoints = {
  list: companyEndpoint({
    method: 'GET',
    path: '/events/:id/claims',
    tag: 'claims',
    summary: "The event's claims in the order they were filed, each with its costs",
    need: 'manageEvents',
    reply: { type: 'object', required: ['claims'], properties: { claims: { type: 'array', items: claimSchema } } },
    envelope: 'claims',
  }),
  newClaim: companyEndpoint({
    method: 'GET',
    path: '/events/:id/claims/new',
    tag: 'claims',
    summary:
      "A blank claim for the form: today's date at the property, type 0, prefilled from the property's first policy",
    need: 'manageEvents',
    reply: claimReply,
    envelope: 'claim',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/events/:id/claims/:claimId',
    tag: 'claims',
    summary: "One claim of the event for the form, with the property's policies",
    need: 'manageEvents',
    reply: claimReply,
    envelope: 'claim',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/events/:id/claims',
    tag: 'claims',
    summary: 'File a claim on the event (no id) or change one of its claims',
    description:
      'Title and claim date required; amounts not negative, whole cents; the policy one of the property’s. The ' +
      'server computes and stores the total loss and adjustment. An open claim (status 0–6) moves the event to ' +
      'Claim in Progress and locks its status until every claim is closed (7–10). Records event.claim.created or ' +
      'event.claim.updated (and event.statusChanged).',
    need: 'manageEvents',
    body: {
      type: 'object',
      required: ['insuranceClaim'],
      additionalProperties: false,
      properties: { insuranceClaim: insuranceClaimInputSchema },
    },
    reply: {
      type: 'object',
      required: ['success', 'message', 'claim'],
      properties: { success: { type: 'boolean' }, message: text, claim: claimForEditSchema },
    },
    envelope: 'claim',
  }),
  damages: companyEndpoint({
    method: 'GET',
    path: '/events/:id/damages',
    tag: 'claims',
    summary: "The event's damage related expenses in the order entered, and their total",
    need: 'manageEvents',
    reply: damagesReply,
    envelope: 'damageRelatedExpenses',
  }),
  saveDamages: companyEndpoint({
    method: 'POST',
    path: '/events/:id/damages',
    tag: 'claims',
    summary: "Replace the event's damage related expenses with the list sent",
    description:
      "A Vendor expense names one of the property's vendors, an Other expense a name; amounts positive. The " +
      "event's claims take the new total into their total loss and adjustment. Records event.damages.saved.",
    need: 'manageEvents',
    body: {
      type: 'object',
      required: ['eventId', 'expenses'],
      additionalProperties: false,
      properties: {
        eventId: { ...uuid, description: 'The event of the path, again' },
        expenses: { type: 'array', maxItems: DAMAGE_LIMITS.rows, items: damageExpenseInputSchema },
      },
    },
    reply: {
      type: 'object',
      required: ['success', ...damagesReply.required],
      properties: { success: { type: 'boolean' }, ...damagesReply.properties },
    },
    envelope: 'damageRelatedExpenses',
  }),
} as const;

export { CLAIM_AMOUNTS };
