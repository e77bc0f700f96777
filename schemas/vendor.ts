import { SCHEMA_MESSAGES } from '../src/domain/i18n/en/schema-messages.ts';
import type { FromSchema } from './from-schema.ts';
import { text } from './primitives.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from './protocol/contract.ts';

const uuidList = (title: string) =>
  ({ type: 'array', title, items: { type: 'string', format: 'uuid' }, default: [] }) as const;

/**
 * A vendor (spec 000 §3) as the Add/Edit Vendors form edits it and POST /vendor accepts it:
 * the same JSON Schema validates on the server (Fastify's ajv) and in the form (RJSF).
 * No id means create; an id means update. Field names are the specification's (`typeId`,
 * `address { city, state }`), so GET /vendors/{id} → form → POST /vendor round-trips.
 * Rules a schema cannot say live in the service: the type must be one of the company's ACTIVE
 * vendor types, association ids must be the company's, duplicates collapse, a name is not blank.
 */
export const vendorSchema = {
  type: 'object',
  required: ['name', 'typeId'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 200 },
    typeId: { type: 'string', title: 'Type', format: 'uuid' },
    email: { type: ['string', 'null'], title: 'Email', format: 'email', maxLength: 254 },
    phone: { type: ['string', 'null'], title: 'Phone', format: 'us-phone', maxLength: 40 },
    address: {
      type: 'object',
      title: 'Address',
      additionalProperties: false,
      default: {},
      properties: {
        city: { type: ['string', 'null'], title: 'City', maxLength: 100 },
        state: { type: ['string', 'null'], title: 'State', maxLength: 50 },
      },
    },
    allPropertiesAssociated: { type: 'boolean', title: 'All Properties', default: false },
    propertyAssociations: uuidList('Properties'),
    propertyGroupAssociations: uuidList('Property Groups'),
  },
} as const;

/** A vendor after validation (defaults filled in); `id` is absent until it is saved. */
export type Vendor = FromSchema<typeof vendorSchema>;

/**
 * A vendor as the API returns it for editing: the same fields, empty ones left out. The type is
 * optional only because the column is nullable; this API never saves a vendor without one.
 */
export type SavedVendor = Omit<Vendor, 'typeId'> & { id: string; typeId?: string };

export const savedVendorSchema = {
  ...vendorSchema,
  required: ['id', 'name', 'address', 'allPropertiesAssociated', 'propertyAssociations', 'propertyGroupAssociations'],
} as const;

/** Fields that may be sent blank ('' or spaces) and then mean "none" (spec 000 §5: "when given"). */
export const VENDOR_OPTIONAL_TEXT_FIELDS = ['email', 'phone'] as const;

/** Toasts in the spec's words (000 §8). */
export const VENDOR_MESSAGES = { saved: SCHEMA_MESSAGES.vendorSaved } as const;

/** One row of the vendor list (spec 000 §7 "List vendors"); a property's vendors list it too. */
export const vendorRowSchema = {
  type: 'object',
  required: ['id', 'name', 'location', 'address', 'allPropertiesAssociated'],
  properties: {
    id: text,
    name: text,
    type: { type: 'string', description: "The vendor type's name" },
    typeId: text,
    email: text,
    phone: text,
    location: { type: 'string', description: "'city, state' (either alone when the other is unknown)" },
    address: { type: 'object', properties: { city: text, state: text } },
    allPropertiesAssociated: { type: 'boolean' },
  },
} as const;

const nullableText = { type: ['string', 'null'] } as const;

/** GET /vendors/{id} and the answer of POST /vendor: the vendor as the form edits it, and its associations by name. */
export const vendorDetailSchema = {
  type: 'object',
  required: ['vendor', 'propertyAssociations', 'propertyGroupAssociations'],
  properties: {
    vendor: { ...savedVendorSchema, description: 'The vendor as the form edits it (association ids inside)' },
    propertyAssociations: {
      type: 'array',
      description: 'The associated properties, by name, for display',
      items: {
        type: 'object',
        required: ['id', 'propertyNumber', 'name', 'city', 'state'],
        properties: { id: text, propertyNumber: text, name: text, city: nullableText, state: nullableText },
      },
    },
    propertyGroupAssociations: {
      type: 'array',
      description: 'The associated property groups, by name, for display',
      items: { type: 'object', required: ['id', 'name'], properties: { id: text, name: text } },
    },
  },
} as const;

/** Vendors' sortable columns; every order ends with the name (spec 000 §2 Vendors). */
export const VENDOR_SORT_FIELDS = ['name', 'type', 'email', 'phone', 'location'] as const;

const vendorList = listEndpoint({
  path: '/vendors',
  tag: 'vendors',
  summary: "One page of the company's vendors, searched (name, e-mail, city, state) and sorted",
  need: 'manageVendors',
  sortFields: VENDOR_SORT_FIELDS,
  envelope: 'vendors',
  row: vendorRowSchema,
  totalDescription: 'Vendors matching the search, over all pages',
});

/** Vendors (spec 000 §2 Vendors, §7): list, one, save. All need manageVendors. */
export const vendorEndpoints = {
  list: vendorList,
  export: exportEndpoint(vendorList, {
    fileName: 'vendors',
    summary: 'Every vendor matching the query, as a CSV file (the Vendors list)',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/vendors/:id',
    tag: 'vendors',
    summary: 'One vendor of the company with its property and property-group associations',
    need: 'manageVendors',
    reply: vendorDetailSchema,
    envelope: 'vendor',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/vendor',
    tag: 'vendors',
    summary: 'Create a vendor (no id) or update one of the company (id), with its associations',
    need: 'manageVendors',
    // Exactly the schema the vendor form renders and validates with.
    body: vendorSchema,
    reply: vendorDetailSchema,
    envelope: 'vendor',
  }),
} as const;
