import type { UiSchema } from '@rjsf/utils';
import {
  type InsurancePolicy,
  insurancePolicyEndpoints,
  insurancePolicySchema,
} from '../../../schemas/insurance-policy.ts';
import { POLICY_COLUMNS } from '../../../schemas/lists/insurance-policies.ts';
import { POLICY_MESSAGES, POLICY_TYPES } from '../../domain/claims/insurance-policy.ts';
import { defineResource } from './definition.ts';

/**
 * The policy form's layout (spec 002 §2.11): 'Archive Policy' (only when editing, see
 * newPolicyUiSchema), then Policy Details, Policy Coverage and Policy Properties as sections
 * (widgets/sections); dates as MM/DD/YYYY (calendarDate), amounts as currency, the properties
 * through the policyProperties field (searched on the server, claims keep a property on).
 */
export const policyUiSchema: UiSchema = {
  'ui:order': [
    'isArchived',
    'carrierName',
    'number',
    'policyType',
    'startDate',
    'endDate',
    'premium',
    'premiumAnnualized',
    'coverageAmount',
    'deductible',
    'propertyIds',
    '*',
  ],
  'ui:options': {
    sections: [
      { title: '', fields: ['isArchived'] },
      { title: 'Policy Details', fields: ['carrierName', 'number', 'policyType', 'startDate', 'endDate'] },
      { title: 'Policy Coverage', fields: ['premium', 'premiumAnnualized', 'coverageAmount', 'deductible'] },
      { title: 'Policy Properties', fields: ['propertyIds'], columns: 1 },
    ],
  },
  id: { 'ui:widget': 'hidden' },
  contactNumber: { 'ui:widget': 'hidden' },
  selectableProperties: { 'ui:widget': 'hidden' },
  isArchived: { 'ui:widget': 'switch' },
  carrierName: { 'ui:autofocus': true },
  policyType: {
    'ui:placeholder': 'Select a policy type',
    'ui:enumNames': POLICY_TYPES.map((type) => type.label),
  },
  startDate: { 'ui:widget': 'calendarDate' },
  endDate: { 'ui:widget': 'calendarDate' },
  premium: { 'ui:widget': 'currency' },
  premiumAnnualized: { 'ui:widget': 'currency' },
  coverageAmount: { 'ui:widget': 'currency' },
  deductible: { 'ui:widget': 'currency' },
  propertyIds: { 'ui:field': 'policyProperties' },
};

/** A new policy has no Archive Policy switch (spec 002 §2.11: only when editing). */
export const newPolicyUiSchema: UiSchema = { ...policyUiSchema, isArchived: { 'ui:widget': 'hidden' } };

/** A new policy: nothing chosen yet; `propertyId` presets one property (the details page's Add Policy). */
export function newPolicy(propertyId?: string): Partial<InsurancePolicy> {
  return { isArchived: false, propertyIds: propertyId ? [propertyId] : [], selectableProperties: [] };
}

/**
 * Insurance Policies (Beta) (/insurancepolicies and /addeditinsurancepolicy/{id?}, spec 002
 * §2.10, §2.11): a schema-driven resource whose list and form are bespoke pages
 * (pages/insurance) over this declaration — its columns, schema, layout and words.
 */
export const insurancePoliciesResource = defineResource<InsurancePolicy>()({
  name: 'insurancePolicies',
  label: 'Insurance Policies (Beta)',
  route: '/insurancepolicies',
  api: {
    list: insurancePolicyEndpoints.list,
    export: insurancePolicyEndpoints.export,
    detail: insurancePolicyEndpoints.forEdit,
    save: insurancePolicyEndpoints.save,
  },
  list: {
    columns: POLICY_COLUMNS.columns,
    defaultSort: { field: 'carrierName', order: 'asc' },
    searchable: false,
    archivedField: POLICY_COLUMNS.archivedField,
    addLabel: 'Add Insurance Policy',
    editLabel: 'Edit Policy',
  },
  form: {
    kind: 'page',
    route: '/addeditinsurancepolicy/:id?',
    pageTitle: 'Insurance Policy',
    newId: '',
    createTitle: 'Add Insurance Policy',
    editTitle: 'Edit Insurance Policy',
    cancelLabel: 'Cancel',
    width: 960,
    actionsInHeader: true,
  },
  pages: { list: 'insurancePolicies', form: 'insurancePolicyForm' },
  schema: insurancePolicySchema,
  uiSchema: policyUiSchema,
  newRecordUiSchema: newPolicyUiSchema,
  newRecord: () => newPolicy(),
  messages: { saved: POLICY_MESSAGES.saved },
});
