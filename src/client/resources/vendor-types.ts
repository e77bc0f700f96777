import type { UiSchema } from '@rjsf/utils';
import { VENDOR_TYPE_COLUMNS } from '../../../schemas/lists/vendor-types.ts';
import { newVendorType, type VendorType, vendorTypeEndpoints, vendorTypeSchema } from '../../../schemas/vendor-type.ts';
import { recordMessagesText } from '../../domain/i18n/en/schema-messages.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf, translate } from '../i18n/language.ts';
import { defineResource } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

const t = textOf(setupResourcesText);

/** The modal: the name first, then the Active switch (spec 000 §2); the id travels hidden. */
export const vendorTypeUiSchema: UiSchema = {
  'ui:order': ['name', 'active', '*'],
  id: { 'ui:widget': 'hidden' },
  name: { 'ui:autofocus': true },
  active: { 'ui:widget': 'switch' },
};

/** Vendor Types (/vendorTypes, spec 000 §2 "Vendor Types"). */
export const vendorTypesResource = defineResource<VendorType>()({
  name: RESOURCE_ROUTES.vendorTypes.name,
  get label() {
    return RESOURCE_ROUTES.vendorTypes.label;
  },
  route: RESOURCE_ROUTES.vendorTypes.route,
  api: {
    list: vendorTypeEndpoints.list,
    export: vendorTypeEndpoints.export,
    detail: vendorTypeEndpoints.detail,
    save: vendorTypeEndpoints.save,
  },
  list: {
    columns: VENDOR_TYPE_COLUMNS.columns,
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    get addLabel() {
      return t('addVendorType');
    },
  },
  form: {
    kind: 'modal',
    get createTitle() {
      return t('addVendorType');
    },
    get editTitle() {
      return t('editVendorType');
    },
    width: 520,
  },
  schema: vendorTypeSchema,
  uiSchema: vendorTypeUiSchema,
  newRecord: newVendorType,
  messages: {
    get saved() {
      return translate(recordMessagesText, 'vendorTypeSaved');
    },
  },
});
