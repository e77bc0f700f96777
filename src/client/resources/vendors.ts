import type { UiSchema } from '@rjsf/utils';
import { VENDOR_COLUMNS } from '../../../schemas/lists/vendors.ts';
import { type Vendor, vendorEndpoints, vendorSchema } from '../../../schemas/vendor.ts';
import { vendorTypeEndpoints } from '../../../schemas/vendor-type.ts';
import { recordMessagesText } from '../../domain/i18n/en/schema-messages.ts';
import { crudText } from '../i18n/en/crud.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf, translate } from '../i18n/language.ts';
import { propertyAssociationsUi, propertyGroupAssociationsUi } from './association-ui.ts';
import { defineResource } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

const t = textOf(setupResourcesText);

/**
 * The vendor form (spec 000 §2 Vendors): the type chosen from the company's ACTIVE vendor types,
 * the US-style phone, the state from the states lookup, and the two association lists; the
 * 'All properties' box (drawn by the property list itself) disables its picker and Remove buttons.
 */
export const vendorUiSchema: UiSchema = {
  'ui:order': [
    'name',
    'typeId',
    'email',
    'phone',
    'address',
    'allPropertiesAssociated',
    'propertyAssociations',
    'propertyGroupAssociations',
    '*',
  ],
  id: { 'ui:widget': 'hidden' },
  name: { 'ui:autofocus': true },
  typeId: {
    'ui:widget': 'recordSelect',
    get 'ui:placeholder'() {
      return t('selectVendorType');
    },
    'ui:options': {
      endpoint: vendorTypeEndpoints.list,
      labelField: 'name',
      filter: { active: true },
      query: { active: true, sortBy: 'name', sortDirection: 'asc', pageSize: 1000 },
      // Spec 000 §3: a new vendor's type defaults to 'Disaster Recovery' (when the company has it).
      defaultLabel: 'Disaster Recovery',
    },
  },
  email: { 'ui:placeholder': 'name@example.com' },
  phone: { 'ui:widget': 'phone', 'ui:placeholder': '(555) 555-5555' },
  address: { 'ui:order': ['city', 'state'], state: { 'ui:widget': 'usState' } },
  allPropertiesAssociated: { 'ui:widget': 'hidden' },
  propertyAssociations: propertyAssociationsUi({ allField: 'allPropertiesAssociated' }),
  propertyGroupAssociations: propertyGroupAssociationsUi(),
};

/** A new vendor: no name yet; the type preselects 'Disaster Recovery' when the company has it (ui:options). */
export function newVendor(): Partial<Vendor> {
  return {
    address: {},
    allPropertiesAssociated: false,
    propertyAssociations: [],
    propertyGroupAssociations: [],
  };
}

/** Vendors (/vendors, spec 000 §2 "Vendors"): the Add/Edit Vendors form opens over the list. */
export const vendorsResource = defineResource<Vendor>()({
  name: RESOURCE_ROUTES.vendors.name,
  get label() {
    return RESOURCE_ROUTES.vendors.label;
  },
  route: RESOURCE_ROUTES.vendors.route,
  api: {
    list: vendorEndpoints.list,
    export: vendorEndpoints.export,
    detail: vendorEndpoints.detail,
    save: vendorEndpoints.save,
  },
  list: {
    columns: VENDOR_COLUMNS.columns,
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    get addLabel() {
      return t('addVendor');
    },
    get editLabel() {
      return t('editVendor');
    },
    import: 'vendors',
  },
  // The list row is not the form record (it lacks the associations): edit what the detail endpoint answers.
  form: {
    kind: 'modal',
    get createTitle() {
      return t('addVendor');
    },
    get editTitle() {
      return t('editVendor');
    },
    get cancelLabel() {
      return translate(crudText, 'close');
    },
    width: 760,
    loadRecord: true,
  },
  schema: vendorSchema,
  uiSchema: vendorUiSchema,
  newRecord: newVendor,
  messages: {
    get saved() {
      return translate(recordMessagesText, 'vendorSaved');
    },
  },
});
