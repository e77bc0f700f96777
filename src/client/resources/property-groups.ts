import type { UiSchema } from '@rjsf/utils';
import { PROPERTY_GROUP_COLUMNS } from '../../../schemas/lists/property-groups.ts';
import {
  newPropertyGroup,
  PROPERTY_GROUP_MESSAGES,
  type PropertyGroup,
  type PropertyGroupRow,
  propertyGroupEndpoints,
  propertyGroupSchema,
} from '../../../schemas/property-group.ts';
import { propertyAssociationsUi } from './association-ui.ts';
import { defineResource } from './definition.ts';

/**
 * The group editor's layout (spec 000 §2 Property Groups): 'Property Group Title', then the
 * Properties section: a select of the company's properties with 'Add Property', and a table
 * Name / Location (city, state) / Action (Remove). Never a duplicate.
 */
export const propertyGroupUiSchema: UiSchema = {
  'ui:order': ['name', 'propertyAssociations', '*'],
  id: { 'ui:widget': 'hidden' },
  name: { 'ui:autofocus': true, 'ui:placeholder': 'Property Group Name' },
  propertyAssociations: propertyAssociationsUi(),
};

/**
 * Property Groups (/setup/propertyGroups and /setup/propertyGroup/{id|new}, spec 000 §2 "Property
 * Groups"): sorted by name ascending (spec 001 §9); created at POST /propertygroups, updated at
 * POST /propertygroups/{id}.
 */
export const propertyGroupsResource = defineResource<PropertyGroup & Partial<PropertyGroupRow>>()({
  name: 'propertyGroups',
  label: 'Property Groups',
  route: '/setup/propertyGroups',
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
    addLabel: 'Add',
    editLabel: 'Edit Group',
    import: 'propertygroups',
  },
  form: {
    kind: 'page',
    route: '/setup/propertyGroup/:id',
    pageTitle: 'Property Group',
    newId: 'new',
    createTitle: 'Property Group: {name}',
    editTitle: 'Property Group: {name}',
    cancelLabel: 'Close',
    width: 960,
    actionsInHeader: true,
  },
  schema: propertyGroupSchema,
  uiSchema: propertyGroupUiSchema,
  newRecord: newPropertyGroup,
  messages: { saved: PROPERTY_GROUP_MESSAGES.saved },
});
