import type { UiSchema } from '@rjsf/utils';
import { PROPERTY_GROUP_COLUMNS } from '../../../schemas/lists/property-groups.ts';
import {
  newPropertyGroup,
  type PropertyGroup,
  type PropertyGroupRow,
  propertyGroupEndpoints,
  propertyGroupSchema,
} from '../../../schemas/property-group.ts';
import { recordMessagesText } from '../../domain/i18n/en/schema-messages.ts';
import { crudText } from '../i18n/en/crud.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf, translate } from '../i18n/language.ts';
import { propertyAssociationsUi } from './association-ui.ts';
import { defineResource } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

const t = textOf(setupResourcesText);

/**
 * The group editor's layout (spec 000 §2 Property Groups): 'Property Group Title', then the
 * Properties section: a select of the company's properties with 'Add Property', and a table
 * Name / Location (city, state) / Action (Remove). Never a duplicate.
 */
export const propertyGroupUiSchema: UiSchema = {
  'ui:order': ['name', 'propertyAssociations', '*'],
  id: { 'ui:widget': 'hidden' },
  name: {
    'ui:autofocus': true,
    get 'ui:placeholder'() {
      return t('propertyGroupName');
    },
  },
  propertyAssociations: propertyAssociationsUi(),
};

/**
 * Property Groups (/setup/propertyGroups and /setup/propertyGroup/{id|new}, spec 000 §2 "Property
 * Groups"): sorted by name ascending (spec 001 §9); created at POST /propertygroups, updated at
 * POST /propertygroups/{id}.
 */
export const propertyGroupsResource = defineResource<PropertyGroup & Partial<PropertyGroupRow>>()({
  name: RESOURCE_ROUTES.propertyGroups.name,
  get label() {
    return RESOURCE_ROUTES.propertyGroups.label;
  },
  route: RESOURCE_ROUTES.propertyGroups.route,
  api: {
    list: propertyGroupEndpoints.list,
    export: propertyGroupEndpoints.export,
    detail: propertyGroupEndpoints.detail,
    save: propertyGroupEndpoints.create,
    update: propertyGroupEndpoints.update,
  },
  list: {
    columns: PROPERTY_GROUP_COLUMNS.columns,
    defaultSort: { field: 'name', order: 'asc' },
    searchable: true,
    get addLabel() {
      return t('addPropertyGroupShort');
    },
    get editLabel() {
      return t('editGroup');
    },
    import: 'propertygroups',
  },
  form: {
    kind: 'page',
    route: RESOURCE_ROUTES.propertyGroups.form.route,
    get pageTitle() {
      return RESOURCE_ROUTES.propertyGroups.form.pageTitle;
    },
    newId: RESOURCE_ROUTES.propertyGroups.form.newId,
    get createTitle() {
      return t('propertyGroupTitle');
    },
    get editTitle() {
      return t('propertyGroupTitle');
    },
    get cancelLabel() {
      return translate(crudText, 'close');
    },
    width: 960,
    actionsInHeader: true,
  },
  schema: propertyGroupSchema,
  uiSchema: propertyGroupUiSchema,
  newRecord: newPropertyGroup,
  messages: {
    get saved() {
      return translate(recordMessagesText, 'propertyGroupSaved');
    },
  },
});
