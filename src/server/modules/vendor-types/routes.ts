import type { FastifyInstance } from 'fastify';
import { savedVendorTypeSchema, type VendorType, vendorTypeSchema } from '../../../../schemas/vendor-type.ts';
import { LIST_READERS } from '../../../domain/permissions.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { listQuerySchema } from '../../http/list-query.ts';
import { companyItemParams, companyParams, listReplySchema, withQueryProperties } from '../../http/route-schemas.ts';
import {
  getVendorType,
  listVendorTypes,
  saveVendorType,
  VENDOR_TYPE_SORT_FIELDS,
  type VendorTypeListParams,
} from './service.ts';

const listQuery = listQuerySchema(VENDOR_TYPE_SORT_FIELDS);

/** The common list query plus `active`: true lists only the types a vendor may be given. */
const vendorTypeListQuery = withQueryProperties(listQuery, {
  active: { type: 'boolean', description: 'Only active (true) or only inactive (false) types; all when absent' },
});

const vendorTypeListSchema = listReplySchema(
  'types',
  savedVendorTypeSchema,
  'Vendor types matching the query, over all pages',
);

/**
 * Vendor types (spec 000 §2 Vendor Types, §7): list, one, save. Editing needs manageVendorTypes;
 * the list is open to every member because the vendor form (manageVendors) picks its type from
 * it, and a route declares one need (a vendor type's name is company reference data).
 */
export async function vendorTypesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: VendorTypeListParams }>(
    `${COMPANY_PREFIX}/vendortypes`,
    {
      config: { need: LIST_READERS.vendorTypes },
      schema: {
        tags: ['vendor types'],
        summary: "One page of the company's vendor types, searched and sorted",
        params: companyParams,
        querystring: vendorTypeListQuery,
        response: { 200: vendorTypeListSchema, ...errorResponses },
      },
    },
    async (request) => listVendorTypes(db, companyOf(request).companyId, request.query),
  );

  app.get<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/vendortypes/:id`,
    {
      config: { need: 'manageVendorTypes' },
      schema: {
        tags: ['vendor types'],
        summary: 'One vendor type of the company',
        params: companyItemParams,
        response: {
          200: { type: 'object', required: ['type'], properties: { type: savedVendorTypeSchema } },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ type: await getVendorType(db, companyOf(request).companyId, request.params.id) }),
  );

  app.post<{ Body: VendorType }>(
    `${COMPANY_PREFIX}/vendorType`,
    {
      config: { need: 'manageVendorTypes' },
      schema: {
        tags: ['vendor types'],
        summary: 'Create a vendor type (no id) or update one of the company (id)',
        params: companyParams,
        // Exactly the schema the vendor-type form renders and validates with.
        body: vendorTypeSchema,
        response: { 200: savedVendorTypeSchema, ...errorResponses },
      },
    },
    async (request) => saveVendorType(db, companyOf(request).companyId, request.body),
  );
}
