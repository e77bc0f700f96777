import type { UiSchema } from '@rjsf/utils';
import { ROLE_COLUMNS } from '../../../schemas/lists/roles.ts';
import { newRole, type Role, roleEndpoints, roleSchema } from '../../../schemas/role.ts';
import { MESSAGES } from '../rules/messages.ts';
import { defineResource } from './definition.ts';

/** The role form's layout: the id travels hidden, permissions come last. */
export const roleUiSchema: UiSchema = {
  'ui:order': ['name', 'active', 'isPocForEvents', 'seesAllCompanyItems', 'permissions', '*'],
  id: { 'ui:widget': 'hidden' },
  name: { 'ui:autofocus': true },
};

/** Roles (/positionTypes, spec 000 §2 "Roles"). */
export const rolesResource = defineResource<Role>()({
  name: 'roles',
  label: 'Roles',
  route: '/positionTypes',
  api: {
    list: roleEndpoints.list,
    export: roleEndpoints.export,
    detail: roleEndpoints.detail,
    save: roleEndpoints.save,
  },
  list: {
    columns: ROLE_COLUMNS.columns,
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
