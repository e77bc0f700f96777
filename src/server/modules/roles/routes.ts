import type { FastifyInstance } from 'fastify';
import { type Role, roleSchema, savedRoleSchema } from '../../../../schemas/role.ts';
import { LIST_READERS } from '../../../domain/permissions.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { type ListParams, listQuerySchema } from '../../http/list-query.ts';
import { companyItemParams, companyParams, listReplySchema } from '../../http/route-schemas.ts';
import { getRole, listRoles, ROLE_SORT_FIELDS, type RoleSortField, saveRole } from './service.ts';

const roleListSchema = listReplySchema('types', savedRoleSchema, 'Roles matching the search, over all pages');

/** Roles ("position types", spec 000 §2 Roles, §7): list, one, save. All need manageRoles. */
export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: ListParams<RoleSortField> }>(
    `${COMPANY_PREFIX}/positiontypes`,
    {
      config: { need: LIST_READERS.roles },
      schema: {
        tags: ['roles'],
        summary: "One page of the company's roles, searched and sorted",
        params: companyParams,
        querystring: listQuerySchema(ROLE_SORT_FIELDS),
        response: { 200: roleListSchema, ...errorResponses },
      },
    },
    async (request) => listRoles(db, companyOf(request).companyId, request.query),
  );

  app.get<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/positiontypes/:id`,
    {
      config: { need: 'manageRoles' },
      schema: {
        tags: ['roles'],
        summary: 'One role of the company',
        params: companyItemParams,
        response: {
          200: { type: 'object', required: ['type'], properties: { type: savedRoleSchema } },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ type: await getRole(db, companyOf(request).companyId, request.params.id) }),
  );

  app.post<{ Body: Role }>(
    `${COMPANY_PREFIX}/positiontype`,
    {
      config: { need: 'manageRoles' },
      schema: {
        tags: ['roles'],
        summary: 'Create a role (no id) or update one of the company (id)',
        params: companyParams,
        // Exactly the schema the role form renders and validates with.
        body: roleSchema,
        response: { 200: savedRoleSchema, ...errorResponses },
      },
    },
    async (request) => saveRole(db, companyOf(request).companyId, request.body),
  );
}
