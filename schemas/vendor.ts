import type { UiSchema } from '@rjsf/utils';
import { propertyAssociationsUi, propertyGroupAssociationsUi } from './association-ui.ts';
import type { FromSchema } from './from-schema.ts';

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
export const VENDOR_MESSAGES = { saved: 'Vendor Saved.' } as const;

/**
 * The vendor form (spec 000 §2 Vendors): the type chosen from the company's ACTIVE vendor types,
 * the US-style phone, the state from the states lookup, and the two association lists; the
 * 'All properties' box (drawn by the property list itself) disables its picker and Remove buttons.
 */
export const vendorUiSchema: UiSchema = {
  'ui:order': [
    'name',
    'typeId',
    'email',
    'phone',
    'address',
    'allPropertiesAssociated',
    'propertyAssociations',
    'propertyGroupAssociations',
    '*',
  ],
  id: { 'ui:widget': 'hidden' },
  name: { 'ui:autofocus': true },
  typeId: {
    'ui:widget': 'recordSelect',
    'ui:placeholder': 'Select a vendor type',
    'ui:options': {
      path: '/vendortypes',
      responseKey: 'types',
      labelField: 'name',
      filter: { active: true },
      query: { active: true, sortBy: 'name', sortDirection: 'asc', pageSize: 1000 },
      // Spec 000 §3: a new vendor's type defaults to 'Disaster Recovery' (when the company has it).
      defaultLabel: 'Disaster Recovery',
    },
  },
  email: { 'ui:placeholder': 'name@example.com' },
  phone: { 'ui:widget': 'phone', 'ui:placeholder': '(555) 555-5555' },
  address: { 'ui:order': ['city', 'state'], state: { 'ui:widget': 'usState' } },
  allPropertiesAssociated: { 'ui:widget': 'hidden' },
  propertyAssociations: propertyAssociationsUi({ allField: 'allPropertiesAssociated' }),
  propertyGroupAssociations: propertyGroupAssociationsUi(),
};

/** A new vendor: no name yet; the type preselects 'Disaster Recovery' when the company has it (ui:options). */
export function newVendor(): Partial<Vendor> {
  return {
    address: {},
    allPropertiesAssociated: false,
    propertyAssociations: [],
    propertyGroupAssociations: [],
  };
}
