import type { UiSchema } from '@rjsf/utils';
import { ROLE_COLUMNS } from '../../../schemas/lists/roles.ts';
import { newRole, type Role, roleEndpoints, roleSchema } from '../../../schemas/role.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf } from '../i18n/language.ts';
import { MESSAGES } from '../rules/messages.ts';
import { defineResource } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

const t = textOf(setupResourcesText);

/** The role form's layout: the id travels hidden, permissions come last. */
export const roleUiSchema: UiSchema = {
  'ui:order': ['name', 'active', 'isPocForEvents', 'seesAllCompanyItems', 'permissions', '*'],
  id: { 'ui:widget': 'hidden' },
  name: { 'ui:autofocus': true },
};

/** Roles (/positionTypes, spec 000 §2 "Roles"). */
export const rolesResource = defineResource<Role>()({
  name: RESOURCE_ROUTES.roles.name,
  get label() {
    return RESOURCE_ROUTES.roles.label;
  },
  route: RESOURCE_ROUTES.roles.route,
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
    get addLabel() {
      return t('addRole');
    },
  },
  form: {
    kind: 'modal',
    get createTitle() {
      return t('addRole');
    },
    get editTitle() {
      return t('editRole');
    },
    width: 640,
  },
  schema: roleSchema,
  uiSchema: roleUiSchema,
  newRecord: newRole,
  messages: {
    get saved() {
      return MESSAGES.positionSaved;
    },
  },
  refreshPermissionsOnSave: true,
});
