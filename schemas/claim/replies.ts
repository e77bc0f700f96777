import type { FromSchema } from '../from-schema.ts';
import { text } from '../primitives.ts';
import { CLAIM_FIELDS, claimSchema, damageExpenseSchema } from './entity.ts';

/**
 * Claims and damages: what the endpoints answer beyond the claim itself — the claim form's
 * record with the property's policies to choose from, and the damages list.
 */

const nullableText = { type: ['string', 'null'] } as const;
const money = { type: 'number' } as const;

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

export const damagesReply = {
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

export const claimReply = { type: 'object', required: ['claim'], properties: { claim: claimForEditSchema } } as const;
