import type { FastifyInstance } from 'fastify';
import {
  savedVendorSchema,
  VENDOR_OPTIONAL_TEXT_FIELDS,
  type Vendor,
  vendorSchema,
} from '../../../../schemas/vendor.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { type ListParams, listQuerySchema } from '../../http/list-query.ts';
import { companyItemParams, companyParams, listReplySchema } from '../../http/route-schemas.ts';
import { blankFieldsToNull } from './rules.ts';
import { getVendor, listVendors, saveVendor, VENDOR_SORT_FIELDS, type VendorSortField } from './service.ts';

const text = { type: 'string' } as const;

const vendorListItemSchema = {
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

const vendorListSchema = listReplySchema(
  'vendors',
  vendorListItemSchema,
  'Vendors matching the search, over all pages',
);

/** GET /vendors/{id} and the answer of POST /vendor. */
const vendorDetailSchema = {
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
        properties: {
          id: text,
          propertyNumber: text,
          name: text,
          city: { type: ['string', 'null'] },
          state: { type: ['string', 'null'] },
        },
      },
    },
    propertyGroupAssociations: {
      type: 'array',
      description: 'The associated property groups, by name, for display',
      items: { type: 'object', required: ['id', 'name'], properties: { id: text, name: text } },
    },
  },
} as const;

/** Vendors (spec 000 §2 Vendors, §7): list, one, save. All need manageVendors. */
export async function vendorsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: ListParams<VendorSortField> }>(
    `${COMPANY_PREFIX}/vendors`,
    {
      config: { need: 'manageVendors' },
      schema: {
        tags: ['vendors'],
        summary: "One page of the company's vendors, searched (name, e-mail, city, state) and sorted",
        params: companyParams,
        querystring: listQuerySchema(VENDOR_SORT_FIELDS),
        response: { 200: vendorListSchema, ...errorResponses },
      },
    },
    async (request) => listVendors(db, companyOf(request).companyId, request.query),
  );

  app.get<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/vendors/:id`,
    {
      config: { need: 'manageVendors' },
      schema: {
        tags: ['vendors'],
        summary: 'One vendor of the company with its property and property-group associations',
        params: companyItemParams,
        response: { 200: vendorDetailSchema, ...errorResponses },
      },
    },
    async (request) => getVendor(db, companyOf(request).companyId, request.params.id),
  );

  app.post<{ Body: Vendor }>(
    `${COMPANY_PREFIX}/vendor`,
    {
      config: { need: 'manageVendors' },
      // A cleared e-mail or phone ('' or spaces) means "not given" (spec 000 §5: valid when given).
      preValidation: async (request) => {
        request.body = blankFieldsToNull(request.body, VENDOR_OPTIONAL_TEXT_FIELDS);
      },
      schema: {
        tags: ['vendors'],
        summary: 'Create a vendor (no id) or update one of the company (id), with its associations',
        params: companyParams,
        // Exactly the schema the vendor form renders and validates with.
        body: vendorSchema,
        response: { 200: vendorDetailSchema, ...errorResponses },
      },
    },
    async (request) => saveVendor(db, companyOf(request).companyId, request.body),
  );
}
