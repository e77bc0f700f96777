/**
 * Every schema-driven setup resource, declared once (DESIGN: "The idea in one paragraph").
 * The generic list and form screens (src/client/crud), the data provider and the menu read
 * these declarations; the server validates with the same schemas. A new entity adds its
 * schema module under schemas/ and one entry here.
 */
import { newRole, type Role, roleSchema, roleUiSchema } from './schemas/role.ts';
import { defineResource, type ResourceDefinition } from './src/client/crud/resource-definition.ts';
import { MESSAGES } from './src/domain/messages.ts';

/** Roles (/positionTypes, spec 000 §2 "Roles"). */
const roles = defineResource<Role>({
  name: 'roles',
  label: 'Roles',
  route: '/positionTypes',
  permission: 'manageRoles',
  api: { listPath: '/positiontypes', responseKey: 'types', detailKey: 'type', savePath: '/positiontype' },
  list: {
    columns: [
      { key: 'name', title: 'Role/Title', field: 'name', sortable: true },
      { key: 'active', title: 'Status', field: 'active', format: 'status', sortable: true, width: 140 },
    ],
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    addLabel: 'Add Role',
  },
  form: { kind: 'modal', createTitle: 'Add Role', editTitle: 'Edit Role', width: 640 },
  schema: roleSchema,
  uiSchema: roleUiSchema,
  newRecord: newRole,
  messages: { saved: MESSAGES.positionSaved },
  refreshPermissionsOnSave: true,
});

export const resources: readonly ResourceDefinition[] = [roles];
