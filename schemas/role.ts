import {
  LIST_READERS,
  PERMISSION_LABELS,
  PERMISSION_NAMES,
  type PermissionName,
  permissionSet,
} from '../src/domain/company/permissions.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from './protocol/contract.ts';

type PermissionProperty = { readonly type: 'boolean'; readonly title: string; readonly default: false };

/** One checkbox per permission, in the spec's order, labelled as the role form shows it. */
const permissionProperties = Object.fromEntries(
  PERMISSION_NAMES.map((name) => [name, { type: 'boolean', title: PERMISSION_LABELS[name], default: false }]),
) as { readonly [K in PermissionName]: PermissionProperty };

/**
 * A role ("position type", spec 000 §3) as the role form edits it and POST /positiontype
 * accepts it: JSON Schema draft-07, read by Fastify's ajv on the server and by RJSF in the
 * browser, so both validate with exactly these rules. No id means create; an id means update.
 * `name` has no default on purpose: a body without a name must be refused, not filled in.
 */
export const roleSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    active: { type: 'boolean', title: 'Active Role', default: true },
    isPocForEvents: { type: 'boolean', title: 'Show Role as POC for Events', default: true },
    seesAllCompanyItems: {
      type: 'boolean',
      title: 'Sees all company items regardless of assignments (use carefully)',
      default: false,
    },
    permissions: {
      type: 'object',
      title: 'Permissions',
      default: {},
      additionalProperties: false,
      // Fastify's ajv strips unknown keys silently (removeAdditional); propertyNames makes an
      // unknown permission name a 400 instead of a quiet no-op.
      propertyNames: { enum: PERMISSION_NAMES },
      properties: permissionProperties,
    },
  },
} as const;

/** A role after validation (defaults filled in); `id` is absent until the role is saved. */
export type Role = FromSchema<typeof roleSchema>;

/** A role as the API returns it. */
export type SavedRole = Role & { id: string };

/** The response shape: the same fields, all present. */
export const savedRoleSchema = {
  ...roleSchema,
  required: ['id', 'name', 'active', 'isPocForEvents', 'seesAllCompanyItems', 'permissions'],
} as const;

/** Roles' sortable columns; both orders end with the name. */
export const ROLE_SORT_FIELDS = ['name', 'active'] as const;

const roleList = listEndpoint({
  path: '/positiontypes',
  tag: 'roles',
  summary: "One page of the company's roles, searched and sorted",
  need: LIST_READERS.roles,
  sortFields: ROLE_SORT_FIELDS,
  envelope: 'types',
  row: savedRoleSchema,
  totalDescription: 'Roles matching the search, over all pages',
});

/**
 * Roles ("position types", spec 000 §2 Roles, §7): list, one, save. Editing needs manageRoles;
 * the list is open to the screens that pick a role (LIST_READERS.roles).
 */
export const roleEndpoints = {
  list: roleList,
  export: exportEndpoint(roleList, {
    fileName: 'roles',
    summary: 'Every role of the company matching the query, as a CSV file (the Roles list)',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/positiontypes/:id',
    tag: 'roles',
    summary: 'One role of the company',
    need: 'manageRoles',
    reply: { type: 'object', required: ['type'], properties: { type: savedRoleSchema } },
    envelope: 'type',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/positiontype',
    tag: 'roles',
    summary: 'Create a role (no id) or update one of the company (id)',
    need: 'manageRoles',
    // Exactly the schema the role form renders and validates with.
    body: roleSchema,
    reply: savedRoleSchema,
  }),
} as const;

/** New default per spec 000 §3. */
export function newRole(): Role {
  return {
    name: 'Position',
    active: true,
    isPocForEvents: true,
    seesAllCompanyItems: false,
    permissions: permissionSet(false),
  };
}
