import { LIST_READERS } from '../src/domain/permissions.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint, listEndpoint } from './protocol/contract.ts';
import { ID_FILTER } from './protocol/list.ts';
import { vendorRowSchema } from './vendor.ts';

/** The property screens' words (spec 000 §2, §8). */
export const PROPERTY_MESSAGES = { saved: 'Property Saved.' } as const;

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

const { insurance: _insurance, insurancePolicies: _policies, ...rowProperties } = propertySchema.properties;

/**
 * One row of GET /properties and GET /user/properties: the property without its insurance
 * (lists never join the policies; the form reads GET /properties/{id}).
 */
export const propertyRowSchema = {
  type: 'object',
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
  ],
  additionalProperties: false,
  properties: rowProperties,
} as const;

export type PropertyRow = FromSchema<typeof propertyRowSchema>;

/** The properties lists' sortable columns; the first is the default (spec 000 §2 Properties). */
export const PROPERTY_SORT_FIELDS = ['propertyNumber', 'name', 'city', 'state', 'numberOfUnits', 'isArchived'] as const;

/**
 * One contact of a property (GET /property/{id}/poc): a person who may be its on-call person,
 * with `email` and `phone` as spec 000 §7 and 001 §3 name them (as vendors have them).
 * `emailAddress` and `phoneNumber`, the Person's names it had before, stay for one release
 * (README 'API names changing') and then go.
 */
export const propertyContactSchema = {
  type: 'object',
  required: [
    'id',
    'firstName',
    'lastName',
    'name',
    'email',
    'phone',
    'phoneNumber',
    'emailAddress',
    'positionId',
    'positionName',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    phoneNumber: {
      type: ['string', 'null'],
      deprecated: true,
      description: 'The same as phone: removed in the next release',
    },
    emailAddress: { type: 'string', deprecated: true, description: 'The same as email: removed in the next release' },
    positionId: { type: ['string', 'null'] },
    positionName: { type: ['string', 'null'] },
  },
} as const;

/** The answer of POST /property/{id}/oncall/create (spec 000 §7). */
export const onCallNumberSchema = {
  type: 'object',
  required: ['newPhoneNumberFriendly', 'newPhoneNumberE164'],
  properties: { newPhoneNumberFriendly: { type: 'string' }, newPhoneNumberE164: { type: 'string' } },
} as const;

/**
 * Who may read a property's contacts and vendors: its manager, a reporter, whose Add Event
 * wizard lists them in side panels (spec 001 §2), and an event manager, whose damages form picks
 * the property's vendors (spec 002 §2.9) — the last two only for a property they see.
 */
const PROPERTY_PANEL_READERS = ['manageProperties', 'reportEvents', 'manageEvents'] as const;

/** The query of both property lists: sortBy, sortDirection, search, page, pageSize, showArchived, ids. */
const propertyList = {
  tag: 'properties',
  sortFields: PROPERTY_SORT_FIELDS,
  showArchived: true,
  extra: ID_FILTER,
  envelope: 'properties',
  row: propertyRowSchema,
  totalDescription: 'Properties matching the search, over all pages',
} as const;

/**
 * Properties (spec 000 §2 Properties / Property edit, §7): the list, one property, save, the
 * on-call number — all need manageProperties —, its contacts and vendors (also read by reporters,
 * see PROPERTY_PANEL_READERS), and GET
 * /user/properties, the properties the signed-in member may see.
 */
export const propertyEndpoints = {
  list: listEndpoint({
    ...propertyList,
    path: '/properties',
    summary: "One page of the company's properties, searched and sorted (archived ones only with showArchived)",
    need: LIST_READERS.properties,
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/properties/:id',
    tag: 'properties',
    summary: 'One property of the company with its insurance policies (the first is the form’s)',
    need: 'manageProperties',
    reply: { type: 'object', required: ['property'], properties: { property: savedPropertySchema } },
    envelope: 'property',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/property',
    tag: 'properties',
    summary: 'Create a property (no id) or update one of the company (id), with its first insurance policy',
    need: 'manageProperties',
    // Exactly the schema the property form renders and validates with.
    body: propertySchema,
    reply: savedPropertySchema,
  }),
  contacts: companyEndpoint({
    method: 'GET',
    path: '/property/:id/poc',
    tag: 'properties',
    summary: "The property's contacts: people who may be its on-call person",
    description: "Also the Add Event wizard's Points of Contact panel: a reporter reads those of a property they see.",
    need: PROPERTY_PANEL_READERS,
    reply: {
      type: 'object',
      required: ['people'],
      properties: { people: { type: 'array', items: propertyContactSchema } },
    },
    envelope: 'people',
  }),
  vendors: companyEndpoint({
    method: 'GET',
    path: '/property/:id/vendors',
    tag: 'properties',
    summary: "The property's vendors: directly, through its groups, or with all properties",
    description: "Also the Add Event wizard's Vendors panel: a reporter reads those of a property they see.",
    need: PROPERTY_PANEL_READERS,
    reply: {
      type: 'object',
      required: ['vendors'],
      properties: { vendors: { type: 'array', items: vendorRowSchema } },
    },
    envelope: 'vendors',
  }),
  createOnCallNumber: companyEndpoint({
    method: 'POST',
    path: '/property/:id/oncall/create',
    tag: 'properties',
    summary: 'Give the property its on-call phone number (once; asking again answers the same number)',
    need: 'manageProperties',
    reply: onCallNumberSchema,
    errorStatuses: [409],
  }),
  visibleToMe: listEndpoint({
    ...propertyList,
    path: '/user/properties',
    summary: 'One page of the properties the signed-in person may see (associations, groups, all, or role)',
    need: 'member',
  }),
} as const;

/** A new property: the form starts empty (Save stays disabled until the required fields are filled). */
export function newProperty(): Partial<Property> {
  return { numberOfUnits: 0, address: {}, isArchived: false, insurance: { deductible: 0 } };
}
