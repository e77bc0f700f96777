import type { UiSchema } from '@rjsf/utils';
import { PROPERTY_COLUMNS } from '../../../schemas/lists/properties.ts';
import { propertyEndpoints } from '../../../schemas/property/endpoints.ts';
import { newProperty, type Property, propertySchema } from '../../../schemas/property/entity.ts';
import { PHONE_PLACEHOLDER } from '../../domain/common/phone-text.ts';
import { recordMessagesText } from '../../domain/i18n/en/schema-messages.ts';
import { crudText } from '../i18n/en/crud.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf, translate } from '../i18n/language.ts';
import { defineResource } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

const t = textOf(setupResourcesText);

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
    get 'ui:placeholder'() {
      return t('defaultTimeZone');
    },
    get 'ui:description'() {
      return t('timeZoneHelp');
    },
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
  name: RESOURCE_ROUTES.properties.name,
  get label() {
    return RESOURCE_ROUTES.properties.label;
  },
  route: RESOURCE_ROUTES.properties.route,
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
    get addLabel() {
      return t('addProperty');
    },
    get editLabel() {
      return t('editProperty');
    },
    import: 'properties',
  },
  form: {
    kind: 'page',
    route: RESOURCE_ROUTES.properties.form.route,
    get pageTitle() {
      return RESOURCE_ROUTES.properties.form.pageTitle;
    },
    newId: RESOURCE_ROUTES.properties.form.newId,
    get createTitle() {
      return t('addProperty');
    },
    get editTitle() {
      return t('propertyEditTitle');
    },
    get cancelLabel() {
      return translate(crudText, 'close');
    },
    width: 960,
  },
  schema: propertySchema,
  uiSchema: propertyUiSchema,
  newRecordUiSchema: newPropertyUiSchema,
  newRecord: newProperty,
  messages: {
    get saved() {
      return translate(recordMessagesText, 'propertySaved');
    },
  },
});
