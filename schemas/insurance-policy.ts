import { POLICY_TYPES } from '../src/domain/claims/insurance-policy.ts';
import type { FromSchema } from './from-schema.ts';
import { text, uuid } from './primitives.ts';
import { propertyBuildingRowSchema } from './property-building.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from './protocol/contract.ts';
import { ID_FILTER, MAX_IDS } from './protocol/list.ts';

const nullableText = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

/** Largest amount numeric(14, 2) holds, exclusive. */
export const POLICY_AMOUNT_LIMIT = 1_000_000_000_000;

const amount = (title: string) =>
  ({ type: ['number', 'null'], title, minimum: 0, exclusiveMaximum: POLICY_AMOUNT_LIMIT }) as const;

/** A property the policy form may pick (spec 002 §3 selectableProperties): its claims under this policy. */
export const selectablePropertySchema = {
  type: 'object',
  required: ['id', 'name', 'claimCount'],
  properties: {
    id: text,
    name: text,
    claimCount: { type: 'integer', minimum: 0, description: 'Claims of this policy at this property' },
  },
} as const;

export type SelectableProperty = FromSchema<typeof selectablePropertySchema>;

/**
 * An insurance policy (spec 002 §3 InsurancePolicy) as the policy form edits it and POST
 * /insurancepolicies accepts it: the same JSON Schema validates on the server and in the form.
 * No id means create. Carrier name, policy number, type, start and end date are required (§5);
 * the rules a schema cannot say live in the service: the end not before the start, the number
 * not another policy's of the company, property ids of the company, and a property with claims
 * under this policy stays on it. `selectableProperties` and `contactNumber` travel with the
 * record: the first is read-only (the form's names and claim counts), the second is kept for the
 * property form, which edits it (spec 002 §3: a policy chosen on a property carries it).
 */
export const insurancePolicySchema = {
  type: 'object',
  required: ['carrierName', 'number', 'policyType', 'startDate', 'endDate'],
  additionalProperties: false,
  properties: {
    id: uuid,
    isArchived: { type: 'boolean', title: 'Archive Policy', default: false },
    carrierName: { type: 'string', title: 'Carrier Name', minLength: 1, maxLength: 200 },
    number: { type: 'string', title: 'Policy Number', minLength: 1, maxLength: 100 },
    policyType: {
      type: 'integer',
      title: 'Policy Type',
      enum: POLICY_TYPES.map((type) => type.value) as unknown as readonly [0, 1, 2],
    },
    startDate: { type: 'string', title: 'Start Date', format: 'date' },
    endDate: { type: 'string', title: 'End Date', format: 'date' },
    premium: amount('Premium'),
    premiumAnnualized: amount('Premium Annualized'),
    coverageAmount: amount('Coverage Amount'),
    deductible: amount('Deductible'),
    contactNumber: { type: ['string', 'null'], title: 'Contact Phone', maxLength: 40 },
    propertyIds: {
      type: 'array',
      title: 'Associated Properties',
      items: uuid,
      maxItems: 1000,
      default: [],
    },
    selectableProperties: {
      type: 'array',
      readOnly: true,
      description: 'Read-only: the chosen properties with their claim counts (ignored on save)',
      items: selectablePropertySchema,
    },
  },
} as const;

/** A policy after validation (defaults filled in). */
export type InsurancePolicy = FromSchema<typeof insurancePolicySchema>;

/** A policy as the API answers it for editing: every field present. */
export const savedInsurancePolicySchema = {
  ...insurancePolicySchema,
  required: [
    'id',
    'isArchived',
    'carrierName',
    'number',
    'policyType',
    'startDate',
    'endDate',
    'premium',
    'premiumAnnualized',
    'coverageAmount',
    'deductible',
    'contactNumber',
    'propertyIds',
    'selectableProperties',
  ],
  properties: {
    ...insurancePolicySchema.properties,
    // Saved by other paths (the property form's first policy) a policy may lack these.
    carrierName: nullableText,
    number: nullableText,
    policyType: { type: 'integer', description: '0 General Liability, 1 Umbrella, 2 Property And Casualty, 3 Unknown' },
    startDate: nullableText,
    endDate: nullableText,
  },
} as const;

export type SavedInsurancePolicy = FromSchema<typeof savedInsurancePolicySchema>;

/** One row of the policy list (spec 002 §2.10) and of a property's policies (§2.13). */
export const insurancePolicyRowSchema = {
  type: 'object',
  required: [
    'id',
    'carrierName',
    'number',
    'policyType',
    'startDate',
    'endDate',
    'premium',
    'premiumAnnualized',
    'coverageAmount',
    'deductible',
    'isArchived',
  ],
  properties: {
    id: text,
    carrierName: nullableText,
    number: nullableText,
    policyType: { type: 'integer', description: '0 General Liability, 1 Umbrella, 2 Property And Casualty, 3 Unknown' },
    startDate: nullableText,
    endDate: nullableText,
    premium: nullableNumber,
    premiumAnnualized: nullableNumber,
    coverageAmount: nullableNumber,
    deductible: nullableNumber,
    isArchived: { type: 'boolean' },
  },
} as const;

export type InsurancePolicyRow = FromSchema<typeof insurancePolicyRowSchema>;

/** The list's sortable columns (spec 002 §2.10); the first, carrier name ascending, is the default (§9). */
export const POLICY_SORT_FIELDS = [
  'carrierName',
  'number',
  'policyType',
  'startDate',
  'endDate',
  'premium',
  'premiumAnnualized',
  'coverageAmount',
  'deductible',
] as const;

/** 'All in Good Standing?' per property (spec 002 §3 PropertyInsurancePolicyStat; the rule: src/domain/claims/insurance-policy.ts). */
export const propertyPolicyStatSchema = {
  type: 'object',
  required: ['id', 'propertyId', 'propertyName', 'allInGoodStanding', 'numberOfPolicies'],
  properties: {
    id: { type: 'string', description: 'The property id (the list key)' },
    propertyId: text,
    propertyName: text,
    allInGoodStanding: { type: 'integer', enum: [0, 1], description: '1 = Yes' },
    numberOfPolicies: { type: 'integer', minimum: 0, description: 'Policies of the property that are not archived' },
  },
} as const;

/** A property's insurance page (spec 002 §3 PropertyInsurancePolicyDetails). */
export const propertyPolicyDetailsSchema = {
  type: 'object',
  required: [
    'propertyId',
    'name',
    'legalEntityName',
    'streetAddress',
    'mailingAddress',
    'city',
    'state',
    'postalCode',
    'unitCount',
    'policies',
    'statementOfValues',
  ],
  properties: {
    propertyId: text,
    name: text,
    legalEntityName: { ...nullableText, description: 'Not recorded for our properties yet: always null' },
    streetAddress: nullableText,
    mailingAddress: { ...nullableText, description: 'The property’s address on one line (we keep one address)' },
    city: nullableText,
    state: nullableText,
    postalCode: nullableText,
    unitCount: { type: 'integer' },
    policies: { type: 'array', items: insurancePolicyRowSchema },
    statementOfValues: { type: 'array', items: propertyBuildingRowSchema, description: 'Its first 1,000 buildings' },
  },
} as const;

const insurancePolicyList = listEndpoint({
  path: '/insurancepolicies',
  tag: 'insurance',
  summary: "One page of the company's insurance policies, sorted, optionally of one property",
  description: 'Sorts are case-insensitive for text; every order ends with the carrier name and the id.',
  need: 'manageInsurancePolicies',
  sortFields: POLICY_SORT_FIELDS,
  defaultDirection: 'asc',
  showArchived: true,
  extra: { propertyId: { ...uuid, description: "Only this property's policies ('All' when absent)" } },
  envelope: 'policies',
  row: insurancePolicyRowSchema,
  totalDescription: 'Policies matching the filter, over all pages',
});

/** Insurance policies (spec 002 §2.10–§2.13, §7 'Insurance'): every call needs manageInsurancePolicies. */
export const insurancePolicyEndpoints = {
  list: insurancePolicyList,
  export: exportEndpoint(insurancePolicyList, {
    fileName: 'insurance-policies',
    summary: 'Every insurance policy matching the query, as a CSV file (the Insurance Policies list)',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/insurancepolicies/:id',
    tag: 'insurance',
    summary: 'One policy of the company',
    need: 'manageInsurancePolicies',
    reply: { type: 'object', required: ['policy'], properties: { policy: insurancePolicyRowSchema } },
    envelope: 'policy',
  }),
  forEdit: companyEndpoint({
    method: 'GET',
    path: '/insurancepolicies/foredit/:id',
    tag: 'insurance',
    summary: 'One policy as the form edits it, with its properties and their claims under it',
    need: 'manageInsurancePolicies',
    reply: { type: 'object', required: ['policy'], properties: { policy: savedInsurancePolicySchema } },
    envelope: 'policy',
  }),
  selectableProperties: listEndpoint({
    path: '/insurancepolicies/selectableproperties',
    tag: 'insurance',
    summary: "The company's properties the policy form may pick, searched by name, with claims under the policy",
    need: 'manageInsurancePolicies',
    sortFields: ['name'],
    defaultDirection: 'asc',
    extra: {
      ...ID_FILTER,
      policyId: { ...uuid, description: 'Count the claims of this policy (none without it)' },
    },
    envelope: 'properties',
    row: selectablePropertySchema,
    totalDescription: `Properties matching the search, over all pages (ids: at most ${MAX_IDS})`,
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/insurancepolicies',
    tag: 'insurance',
    summary: 'Create a policy (no id) or update one of the company (id), with its properties',
    description:
      '400 with validationErrors naming the field: number, startDate, endDate (before the start), propertyIds (another company’s, or one with claims under the policy being removed).',
    need: 'manageInsurancePolicies',
    body: insurancePolicySchema,
    reply: {
      type: 'object',
      required: ['success', 'message', 'policy'],
      properties: { success: { type: 'boolean' }, message: text, policy: savedInsurancePolicySchema },
    },
    envelope: 'policy',
  }),
  delete: companyEndpoint({
    method: 'DELETE',
    path: '/insurancepolicies/:id',
    tag: 'insurance',
    summary: 'Delete a policy of the company (its claims keep their policy number, without the link)',
    need: 'manageInsurancePolicies',
    reply: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } },
  }),
  propertyStats: listEndpoint({
    path: '/propertyinsurancepolicystatsforlist',
    tag: 'insurance',
    summary: "One page of the company's properties with their number of policies and whether all are in good standing",
    description:
      'All in good standing (1): the property has a policy that is not archived, and every such policy runs today (start ≤ today ≤ end).',
    need: 'manageInsurancePolicies',
    sortFields: ['propertyName'],
    defaultDirection: 'asc',
    envelope: 'propertyInsurancePolicyStats',
    row: propertyPolicyStatSchema,
    totalDescription: 'Properties matching the search, over all pages',
  }),
  propertyDetails: companyEndpoint({
    method: 'GET',
    path: '/propertyinsurancepolicydetails/:id',
    tag: 'insurance',
    summary: "A property's information, its policies and its Statement of Values",
    need: 'manageInsurancePolicies',
    reply: { type: 'object', required: ['details'], properties: { details: propertyPolicyDetailsSchema } },
    envelope: 'details',
  }),
} as const;
