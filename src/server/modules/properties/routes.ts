import type { FastifyInstance } from 'fastify';
import { type Property, propertyRowSchema, propertySchema, savedPropertySchema } from '../../../../schemas/property.ts';
import { LIST_READERS } from '../../../domain/permissions.ts';
import { createPhoneNumberProvider } from '../../adapters/phone-numbers/index.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { ID_FILTER, listQuerySchema } from '../../http/list-query.ts';
import {
  companyItemParams,
  companyParams,
  listReplySchema,
  uuidSchema,
  withQueryProperties,
} from '../../http/route-schemas.ts';
import { listContacts, listVendors } from './contacts.ts';
import { createOnCallNumber } from './on-call.ts';
import {
  getProperty,
  listProperties,
  ofCompany,
  PROPERTY_SORT_FIELDS,
  type PropertyListParams,
  saveProperty,
} from './service.ts';
import { visiblePropertiesWhere } from './visibility.ts';

/** sortBy, sortDirection, search, page, pageSize — and showArchived (archived rows hidden unless true). */
const propertyListQuery = withQueryProperties(listQuerySchema(PROPERTY_SORT_FIELDS, { showArchived: true }), ID_FILTER);

const propertyListSchema = listReplySchema(
  'properties',
  propertyRowSchema,
  'Properties matching the search, over all pages',
);

const contactSchema = {
  type: 'object',
  required: ['id', 'firstName', 'lastName', 'name', 'phoneNumber', 'emailAddress', 'positionId', 'positionName'],
  properties: {
    id: uuidSchema,
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    name: { type: 'string' },
    phoneNumber: { type: ['string', 'null'] },
    emailAddress: { type: 'string' },
    positionId: { type: ['string', 'null'] },
    positionName: { type: ['string', 'null'] },
  },
} as const;

const vendorSchema = {
  type: 'object',
  required: ['id', 'name', 'typeId', 'type', 'email', 'phone', 'location', 'address', 'allPropertiesAssociated'],
  properties: {
    id: uuidSchema,
    name: { type: 'string' },
    typeId: { type: ['string', 'null'] },
    type: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    phone: { type: ['string', 'null'] },
    location: { type: 'string', description: 'City plus state' },
    address: { type: 'object', properties: { city: { type: 'string' }, state: { type: 'string' } } },
    allPropertiesAssociated: { type: 'boolean' },
  },
} as const;

/**
 * Properties (spec 000 §2 Properties / Property edit, §7): the list, one property, save, its
 * contacts and vendors, the on-call number — all need manageProperties — and GET
 * /user/properties, the properties the signed-in member may see.
 */
export async function propertiesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const phoneNumbers = createPhoneNumberProvider(app.config.phoneNumberProvider);
  const tags = ['properties'];

  app.get<{ Querystring: PropertyListParams }>(
    `${COMPANY_PREFIX}/properties`,
    {
      config: { need: LIST_READERS.properties },
      schema: {
        tags,
        summary: "One page of the company's properties, searched and sorted (archived ones only with showArchived)",
        params: companyParams,
        querystring: propertyListQuery,
        response: { 200: propertyListSchema, ...errorResponses },
      },
    },
    async (request) => listProperties(db, ofCompany(companyOf(request).companyId), request.query),
  );

  app.get<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/properties/:id`,
    {
      config: { need: 'manageProperties' },
      schema: {
        tags,
        summary: 'One property of the company with its insurance policies (the first is the form’s)',
        params: companyItemParams,
        response: {
          200: { type: 'object', required: ['property'], properties: { property: savedPropertySchema } },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ property: await getProperty(db, companyOf(request).companyId, request.params.id) }),
  );

  app.post<{ Body: Property }>(
    `${COMPANY_PREFIX}/property`,
    {
      config: { need: 'manageProperties' },
      schema: {
        tags,
        summary: 'Create a property (no id) or update one of the company (id), with its first insurance policy',
        params: companyParams,
        // Exactly the schema the property form renders and validates with.
        body: propertySchema,
        response: { 200: savedPropertySchema, ...errorResponses },
      },
    },
    async (request) => saveProperty(db, companyOf(request).companyId, request.body, app.config.defaultTimeZone),
  );

  app.get<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/property/:id/poc`,
    {
      config: { need: 'manageProperties' },
      schema: {
        tags,
        summary: "The property's contacts: people who may be its on-call person",
        params: companyItemParams,
        response: {
          200: {
            type: 'object',
            required: ['people'],
            properties: { people: { type: 'array', items: contactSchema } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { companyId } = companyOf(request);
      await getProperty(db, companyId, request.params.id);
      return { people: await listContacts(db, companyId, request.params.id) };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/property/:id/vendors`,
    {
      config: { need: 'manageProperties' },
      schema: {
        tags,
        summary: "The property's vendors: directly, through its groups, or with all properties",
        params: companyItemParams,
        response: {
          200: {
            type: 'object',
            required: ['vendors'],
            properties: { vendors: { type: 'array', items: vendorSchema } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { companyId } = companyOf(request);
      await getProperty(db, companyId, request.params.id);
      return { vendors: await listVendors(db, companyId, request.params.id) };
    },
  );

  app.post<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/property/:id/oncall/create`,
    {
      config: { need: 'manageProperties' },
      schema: {
        tags,
        summary: 'Give the property its on-call phone number (once; asking again answers the same number)',
        params: companyItemParams,
        response: {
          200: {
            type: 'object',
            required: ['newPhoneNumberFriendly', 'newPhoneNumberE164'],
            properties: { newPhoneNumberFriendly: { type: 'string' }, newPhoneNumberE164: { type: 'string' } },
          },
          ...errorResponses,
          409: { $ref: 'ErrorResponse#' },
        },
      },
    },
    async (request) => createOnCallNumber(db, phoneNumbers, companyOf(request).companyId, request.params.id),
  );

  app.get<{ Querystring: PropertyListParams }>(
    `${COMPANY_PREFIX}/user/properties`,
    {
      config: { need: 'member' },
      schema: {
        tags,
        summary: 'One page of the properties the signed-in person may see (associations, groups, all, or role)',
        params: companyParams,
        querystring: propertyListQuery,
        response: { 200: propertyListSchema, ...errorResponses },
      },
    },
    async (request) => listProperties(db, await visiblePropertiesWhere(db, companyOf(request)), request.query),
  );
}
