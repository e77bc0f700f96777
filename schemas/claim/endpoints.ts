import { DAMAGE_LIMITS } from '../../src/domain/claims/damage-expense-rows.ts';
import { text, uuid } from '../primitives.ts';
import { companyEndpoint } from '../protocol/contract.ts';
import { claimSchema, damageExpenseInputSchema, insuranceClaimInputSchema } from './entity.ts';
import { claimForEditSchema, claimReply, damagesReply } from './replies.ts';

/**
 * Claims and damages: the endpoint table (schemas/endpoints.ts lists it under claims).
 */

/**
 * Claims and damage related expenses of an event (spec 002 §2.8, §2.9, §3 'Claim (edit form)',
 * 'DamageRelatedExpense', §7 'Claims and damages'; spec 001 §3 'Claim (display and report)',
 * 'Damage related expense'). Every call needs manageEvents and answers 404 for an event the
 * caller may not see, another company's or an archived one. Money travels as numbers of dollars
 * (whole cents); dates as YYYY-MM-DD.
 */

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
