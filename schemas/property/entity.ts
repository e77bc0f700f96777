import { SCHEMA_MESSAGES } from '../../src/domain/i18n/en/schema-messages.ts';
import type { FromSchema } from '../from-schema.ts';

/**
 * Properties, the entity: a property as the form sends it and as saved, with its first insurance
 * policy; the list's rows, contacts and on-call number are replies.ts, the endpoints endpoints.ts.
 */

/** The property screens' words (spec 000 §2, §8). */
export const PROPERTY_MESSAGES = { saved: SCHEMA_MESSAGES.propertySaved } as const;

/** Suggestions of the time-zone input (any IANA zone is accepted). */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;

/** Largest deductible numeric(14, 2) holds, exclusive. */
export const DEDUCTIBLE_LIMIT = 1_000_000_000_000;

/**
 * The property form's insurance section (spec 000 §3 "Property insurance data on the property
 * form"): the property's FIRST insurance policy. Saved only when one of the three is set; an
 * empty deductible is saved as 0 (spec 000 §5). The service also checks whole cents.
 */
const insuranceSchema = {
  type: 'object',
  title: 'Insurance Policy',
  default: {},
  additionalProperties: false,
  properties: {
    policyNumber: { type: 'string', title: 'Policy Number', maxLength: 100 },
    contactNumber: { type: 'string', title: 'Contact Phone', format: 'us-phone', maxLength: 40 },
    deductible: {
      type: ['number', 'null'],
      title: 'Deductible',
      minimum: 0,
      exclusiveMaximum: DEDUCTIBLE_LIMIT,
    },
  },
} as const;

/** One linked policy as the property returns it (read-only here; the policy screens edit the rest). */
const linkedPolicySchema = {
  type: 'object',
  required: ['id', 'policyNumber', 'contactNumber', 'deductible'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    carrierName: { type: ['string', 'null'] },
    policyNumber: { type: ['string', 'null'] },
    contactNumber: { type: ['string', 'null'] },
    deductible: { type: 'number' },
  },
} as const;

/**
 * A property (spec 000 §3) as the property form edits it and POST /property accepts it: JSON
 * Schema draft-07, read by Fastify's ajv on the server and by RJSF in the browser. No id means
 * create; an id means update. Number, name, units and phone have no default on purpose: a body
 * without them must be refused, not filled in.
 *
 * - `timeZone`: an IANA zone name; absent means the configured default (DEFAULT_TIME_ZONE).
 *   The service checks it is a real zone (Intl) and stores its canonical spelling.
 * - `onCallPersonId`: must be one of the property's contacts (GET /property/{id}/poc).
 * - `onCallPhoneNumberFriendlyFormat` and `insurancePolicies` are read-only: the server sends
 *   them and ignores them on save (the number comes from POST /property/{id}/oncall/create).
 * - `insurance` is the form's view of `insurancePolicies[0]` (the spec's "first is used").
 */
export const propertySchema = {
  type: 'object',
  required: ['propertyNumber', 'name', 'numberOfUnits', 'phoneNumber'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    propertyNumber: { type: 'string', title: 'Property#', minLength: 1, maxLength: 50 },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 200 },
    numberOfUnits: { type: 'integer', title: '# of Units', minimum: 0, maximum: 1_000_000 },
    address: {
      type: 'object',
      title: 'Address',
      default: {},
      additionalProperties: false,
      properties: {
        streetAddress1: { type: 'string', title: 'Street', maxLength: 200 },
        city: { type: 'string', title: 'City', maxLength: 100 },
        state: { type: 'string', title: 'State', maxLength: 2 },
        postalCode: { type: 'string', title: 'Postal Code', maxLength: 20 },
      },
    },
    phoneNumber: { type: 'string', title: 'Phone Number', format: 'us-phone', minLength: 1, maxLength: 40 },
    timeZone: { type: 'string', title: 'Time Zone', maxLength: 64, examples: US_TIME_ZONES },
    isArchived: { type: 'boolean', title: 'Archive Property', default: false },
    onCallPersonId: { type: ['string', 'null'], title: 'On-Call Person', format: 'uuid' },
    onCallPhoneNumberFriendlyFormat: { type: ['string', 'null'], title: 'On-Call Phone Number', readOnly: true },
    insurance: insuranceSchema,
    insurancePolicies: { type: 'array', title: 'Insurance Policies', readOnly: true, items: linkedPolicySchema },
  },
} as const;

/** A property after validation (defaults filled in); `id` is absent until it is saved. */
export type Property = FromSchema<typeof propertySchema>;

export type PropertyInsurance = FromSchema<typeof insuranceSchema>;
export type LinkedPolicy = FromSchema<typeof linkedPolicySchema>;

/** A property as GET /properties/{id} and POST /property return it. */
export type SavedProperty = FromSchema<typeof savedPropertySchema>;

/** The response shape of one property: the same fields, all present. */
export const savedPropertySchema = {
  ...propertySchema,
  required: [
    'id',
    'propertyNumber',
    'name',
    'numberOfUnits',
    'address',
    'phoneNumber',
    'timeZone',
    'isArchived',
    'onCallPersonId',
    'onCallPhoneNumberFriendlyFormat',
    'insurance',
    'insurancePolicies',
  ],
} as const;

/** A new property: the form starts empty (Save stays disabled until the required fields are filled). */
export function newProperty(): Partial<Property> {
  return { numberOfUnits: 0, address: {}, isArchived: false, insurance: { deductible: 0 } };
}
