import type { UiSchema } from '@rjsf/utils';
import { VENDOR_TYPE_COLUMNS } from '../../../schemas/lists/vendor-types.ts';
import {
  newVendorType,
  VENDOR_TYPE_MESSAGES,
  type VendorType,
  vendorTypeEndpoints,
  vendorTypeSchema,
} from '../../../schemas/vendor-type.ts';
import { defineResource } from './definition.ts';

/** The modal: the name first, then the Active switch (spec 000 §2); the id travels hidden. */
export const vendorTypeUiSchema: UiSchema = {
  'ui:order': ['name', 'active', '*'],
  id: { 'ui:widget': 'hidden' },
  name: { 'ui:autofocus': true },
  active: { 'ui:widget': 'switch' },
};

/** Vendor Types (/vendorTypes, spec 000 §2 "Vendor Types"). */
export const vendorTypesResource = defineResource<VendorType>()({
  name: 'vendorTypes',
  label: 'Vendor Types',
  route: '/vendorTypes',
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
    addLabel: 'Add Vendor Type',
  },
  form: { kind: 'modal', createTitle: 'Add Vendor Type', editTitle: 'Edit Vendor Type', width: 520 },
  schema: vendorTypeSchema,
  uiSchema: vendorTypeUiSchema,
  newRecord: newVendorType,
  messages: { saved: VENDOR_TYPE_MESSAGES.saved },
});
