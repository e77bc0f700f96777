import type { UiSchema } from '@rjsf/utils';
import { PROPERTY_COLUMNS } from '../../../schemas/lists/properties.ts';
import { propertyEndpoints } from '../../../schemas/property/endpoints.ts';
import { newProperty, PROPERTY_MESSAGES, type Property, propertySchema } from '../../../schemas/property/entity.ts';
import { PHONE_PLACEHOLDER } from '../../domain/common/phone-text.ts';
import { defineResource } from './definition.ts';

/**
 * The property form's layout (spec 000 §2 Property edit). Widgets and fields by registry name:
 * 'phone', 'usState', 'currency' (the platform's) and the on-call section's 'onCallNumber' /
 * 'onCallPerson' (src/client/widgets/on-call).
 */
export const propertyUiSchema: UiSchema = {
  'ui:order': [
    'propertyNumber',
    'name',
    'numberOfUnits',
    'address',
    'phoneNumber',
    'timeZone',
    'onCallPhoneNumberFriendlyFormat',
    'onCallPersonId',
    'insurance',
    'isArchived',
    'insurancePolicies',
    '*',
  ],
  id: { 'ui:widget': 'hidden' },
  propertyNumber: { 'ui:autofocus': true },
  address: {
    'ui:order': ['streetAddress1', 'city', 'state', 'postalCode'],
    state: { 'ui:widget': 'usState' },
  },
  phoneNumber: { 'ui:widget': 'phone', 'ui:placeholder': PHONE_PLACEHOLDER },
  timeZone: {
    'ui:placeholder': 'Default time zone',
    'ui:description': 'Local event times use it. Any IANA time zone; empty means the default.',
  },
  onCallPhoneNumberFriendlyFormat: { 'ui:field': 'onCallNumber' },
  onCallPersonId: { 'ui:widget': 'onCallPerson' },
  insurance: {
    'ui:order': ['policyNumber', 'contactNumber', 'deductible'],
    contactNumber: { 'ui:widget': 'phone', 'ui:placeholder': PHONE_PLACEHOLDER },
    deductible: { 'ui:widget': 'currency' },
  },
  isArchived: { 'ui:widget': 'switch' },
  insurancePolicies: { 'ui:widget': 'hidden' },
};

/** A new property has no on-call section: the number and the person need a saved property. */
export const newPropertyUiSchema: UiSchema = {
  ...propertyUiSchema,
  onCallPhoneNumberFriendlyFormat: { 'ui:widget': 'hidden' },
  onCallPersonId: { 'ui:widget': 'hidden' },
};

/** Properties (/properties and /setup/property/{id|new}, spec 000 §2 "Properties", "Property edit"). */
export const propertiesResource = defineResource<Property>()({
  name: 'properties',
  label: 'Properties',
  route: '/properties',
  api: {
    list: propertyEndpoints.list,
    export: propertyEndpoints.export,
    detail: propertyEndpoints.detail,
    save: propertyEndpoints.save,
  },
  list: {
    columns: PROPERTY_COLUMNS.columns,
    defaultSort: { field: 'propertyNumber', order: 'desc' },
    searchable: true,
    archivedField: PROPERTY_COLUMNS.archivedField,
    addLabel: 'Add Property',
    editLabel: 'Edit Property',
    import: 'properties',
  },
  form: {
    kind: 'page',
    route: '/setup/property/:id',
    pageTitle: 'Property',
    newId: 'new',
    createTitle: 'Add Property',
    editTitle: 'Property: {name}',
    cancelLabel: 'Close',
    width: 960,
  },
  schema: propertySchema,
  uiSchema: propertyUiSchema,
  newRecordUiSchema: newPropertyUiSchema,
  newRecord: newProperty,
  messages: { saved: PROPERTY_MESSAGES.saved },
});
