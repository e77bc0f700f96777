import { LIST_READERS } from '../src/domain/company/permissions.ts';
import { SCHEMA_MESSAGES } from '../src/domain/i18n/en/schema-messages.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from './protocol/contract.ts';

/**
 * A vendor type (spec 000 §3) as the vendor-type modal edits it and POST /vendorType accepts it:
 * the same JSON Schema validates on the server (Fastify's ajv) and in the form (RJSF).
 * No id means create; an id means update. `name` has no default: a body without one is refused.
 */
export const vendorTypeSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    active: { type: 'boolean', title: 'Active', default: true },
  },
} as const;

/** A vendor type after validation (defaults filled in); `id` is absent until it is saved. */
export type VendorType = FromSchema<typeof vendorTypeSchema>;

/** A vendor type as the API returns it. */
export type SavedVendorType = VendorType & { id: string };

/** The response shape: the same fields, all present. */
export const savedVendorTypeSchema = {
  ...vendorTypeSchema,
  required: ['id', 'name', 'active'],
} as const;

/** Vendor types' sortable columns; both orders end with the name. */
export const VENDOR_TYPE_SORT_FIELDS = ['name', 'active'] as const;

const vendorTypeList = listEndpoint({
  path: '/vendortypes',
  tag: 'vendor types',
  summary: "One page of the company's vendor types, searched and sorted",
  need: LIST_READERS.vendorTypes,
  sortFields: VENDOR_TYPE_SORT_FIELDS,
  extra: {
    active: { type: 'boolean', description: 'Only active (true) or only inactive (false) types; all when absent' },
  },
  envelope: 'types',
  row: savedVendorTypeSchema,
  totalDescription: 'Vendor types matching the query, over all pages',
});

/**
 * Vendor types (spec 000 §2 Vendor Types, §7): list, one, save. Editing needs manageVendorTypes;
 * the list is open to the vendor form too (manageVendors picks a vendor's type from it:
 * LIST_READERS.vendorTypes), and takes `active`: true lists only the types a vendor may be given.
 */
export const vendorTypeEndpoints = {
  list: vendorTypeList,
  export: exportEndpoint(vendorTypeList, {
    fileName: 'vendorTypes',
    summary: 'Every vendor type matching the query, as a CSV file (the Vendor Types list)',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/vendortypes/:id',
    tag: 'vendor types',
    summary: 'One vendor type of the company',
    need: 'manageVendorTypes',
    reply: { type: 'object', required: ['type'], properties: { type: savedVendorTypeSchema } },
    envelope: 'type',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/vendorType',
    tag: 'vendor types',
    summary: 'Create a vendor type (no id) or update one of the company (id)',
    need: 'manageVendorTypes',
    // Exactly the schema the vendor-type form renders and validates with.
    body: vendorTypeSchema,
    reply: savedVendorTypeSchema,
  }),
} as const;

/** Toasts in the spec's words (000 §8). */
export const VENDOR_TYPE_MESSAGES = { saved: SCHEMA_MESSAGES.vendorTypeSaved } as const;

/** New default per spec 000 §3. */
export function newVendorType(): VendorType {
  return { name: 'General Contractor', active: true };
}
