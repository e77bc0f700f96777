import type { FastifyInstance } from 'fastify';
import {
  GROUP_ID_PATTERN,
  type PropertyGroup,
  propertyGroupRowSchema,
  propertyGroupSchema,
  savedPropertyGroupSchema,
} from '../../../../schemas/property-group.ts';
import { LIST_READERS } from '../../../domain/permissions.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { ID_FILTER, type ListParams, listQuerySchema } from '../../http/list-query.ts';
import {
  ascendingByDefault,
  companyItemParams,
  companyParams,
  listReplySchema,
  uuidSchema,
  withQueryProperties,
} from '../../http/route-schemas.ts';
import {
  GROUP_SORT_FIELDS,
  type GroupSortField,
  getPropertyGroup,
  listPropertyGroups,
  savePropertyGroup,
} from './service.ts';

/** POST /propertygroups/{id} also takes 'new' (spec 000 §5: a group id of 'new' means create). */
const saveParams = {
  type: 'object',
  required: ['companyId', 'id'],
  properties: { companyId: uuidSchema, id: { type: 'string', pattern: GROUP_ID_PATTERN } },
} as const;

/** Group lists sort ascending by name unless asked otherwise (spec 001 §9). */
const groupQuerySchema = withQueryProperties(ascendingByDefault(listQuerySchema(GROUP_SORT_FIELDS)), ID_FILTER);

/** The group's properties, by name, with what the editor's table shows (Name, Location = city, state). */
const groupPropertiesSchema = {
  type: 'array',
  description: "The group's properties, by name",
  items: {
    type: 'object',
    required: ['id', 'propertyNumber', 'name', 'city', 'state', 'isArchived'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      propertyNumber: { type: 'string' },
      name: { type: 'string' },
      city: { type: ['string', 'null'] },
      state: { type: ['string', 'null'] },
      isArchived: { type: 'boolean' },
    },
  },
} as const;

/** Property groups (spec 000 §2 Property Groups, §7): list, one, create, update. Need managePropertyGroups. */
export async function propertyGroupsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: ListParams<GroupSortField> }>(
    `${COMPANY_PREFIX}/propertygroups`,
    {
      config: { need: LIST_READERS.propertyGroups },
      schema: {
        tags: ['property groups'],
        summary: "One page of the company's property groups, searched and sorted by name",
        params: companyParams,
        querystring: groupQuerySchema,
        response: {
          200: listReplySchema('propertyGroups', propertyGroupRowSchema, 'Groups matching the search, over all pages'),
          ...errorResponses,
        },
      },
    },
    async (request) => listPropertyGroups(db, companyOf(request).companyId, request.query),
  );

  app.get<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/propertygroups/:id`,
    {
      config: { need: 'managePropertyGroups' },
      schema: {
        tags: ['property groups'],
        summary: 'One property group of the company, with its properties',
        description:
          '`propertyGroup` is exactly what the save accepts (property ids by property name); ' +
          '`properties` carries those properties with their location for display.',
        params: companyItemParams,
        response: {
          200: {
            type: 'object',
            required: ['propertyGroup', 'properties'],
            properties: { propertyGroup: savedPropertyGroupSchema, properties: groupPropertiesSchema },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => getPropertyGroup(db, companyOf(request).companyId, request.params.id),
  );

  const saveSchema = {
    tags: ['property groups'],
    // Exactly the schema the group editor renders and validates with.
    body: propertyGroupSchema,
    response: { 200: savedPropertyGroupSchema, ...errorResponses },
  };

  app.post<{ Body: PropertyGroup }>(
    `${COMPANY_PREFIX}/propertygroups`,
    {
      config: { need: 'managePropertyGroups' },
      schema: {
        ...saveSchema,
        summary: "Create a property group (no id or id 'new'), or update the company's group with the body's id",
        params: companyParams,
      },
    },
    async (request) => savePropertyGroup(db, companyOf(request).companyId, request.body),
  );

  app.post<{ Params: { id: string }; Body: PropertyGroup }>(
    `${COMPANY_PREFIX}/propertygroups/:id`,
    {
      config: { need: 'managePropertyGroups' },
      schema: {
        ...saveSchema,
        summary: "Update the company's property group {id} ('new' creates one)",
        description: "A body id, when present, must equal the path's id. Duplicate property ids are stored once.",
        params: saveParams,
      },
    },
    async (request) => savePropertyGroup(db, companyOf(request).companyId, request.body, request.params.id),
  );
}
