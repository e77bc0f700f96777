import type { UiSchema } from '@rjsf/utils';
import type { FromSchema } from './from-schema.ts';

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

/** Toasts in the spec's words (000 §8). */
export const VENDOR_TYPE_MESSAGES = { saved: 'Vendor Type Saved.' } as const;

/** The modal: the name first, then the Active switch (spec 000 §2); the id travels hidden. */
export const vendorTypeUiSchema: UiSchema = {
  'ui:order': ['name', 'active', '*'],
  id: { 'ui:widget': 'hidden' },
  name: { 'ui:autofocus': true },
  active: { 'ui:widget': 'switch' },
};

/** New default per spec 000 §3. */
export function newVendorType(): VendorType {
  return { name: 'General Contractor', active: true };
}
