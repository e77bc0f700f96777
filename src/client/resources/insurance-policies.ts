import type { UiSchema } from '@rjsf/utils';
import {
  type InsurancePolicy,
  insurancePolicyEndpoints,
  insurancePolicySchema,
} from '../../../schemas/insurance-policy.ts';
import { POLICY_COLUMNS } from '../../../schemas/lists/insurance-policies.ts';
import { POLICY_TYPES } from '../../domain/claims/insurance-policy.ts';
import { policyTypeText } from '../../domain/i18n/en/policy-type.ts';
import { recordMessagesText } from '../../domain/i18n/en/schema-messages.ts';
import { crudText } from '../i18n/en/crud.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf, translate } from '../i18n/language.ts';
import { defineResource } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

const t = textOf(setupResourcesText);

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
      {
        get title() {
          return t('policyDetails');
        },
        fields: ['carrierName', 'number', 'policyType', 'startDate', 'endDate'],
      },
      {
        get title() {
          return t('policyCoverage');
        },
        fields: ['premium', 'premiumAnnualized', 'coverageAmount', 'deductible'],
      },
      {
        get title() {
          return t('policyProperties');
        },
        fields: ['propertyIds'],
        columns: 1,
      },
    ],
  },
  id: { 'ui:widget': 'hidden' },
  contactNumber: { 'ui:widget': 'hidden' },
  selectableProperties: { 'ui:widget': 'hidden' },
  isArchived: { 'ui:widget': 'switch' },
  carrierName: { 'ui:autofocus': true },
  policyType: {
    get 'ui:placeholder'() {
      return t('selectPolicyType');
    },
    get 'ui:enumNames'() {
      return POLICY_TYPES.map((type) => translate(policyTypeText, `${type.value}`));
    },
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
  name: RESOURCE_ROUTES.insurancePolicies.name,
  get label() {
    return RESOURCE_ROUTES.insurancePolicies.label;
  },
  route: RESOURCE_ROUTES.insurancePolicies.route,
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
    get addLabel() {
      return t('addInsurancePolicy');
    },
    get editLabel() {
      return t('editPolicy');
    },
  },
  form: {
    kind: 'page',
    route: RESOURCE_ROUTES.insurancePolicies.form.route,
    get pageTitle() {
      return RESOURCE_ROUTES.insurancePolicies.form.pageTitle;
    },
    newId: RESOURCE_ROUTES.insurancePolicies.form.newId,
    get createTitle() {
      return t('addInsurancePolicy');
    },
    get editTitle() {
      return t('editInsurancePolicy');
    },
    get cancelLabel() {
      return translate(crudText, 'cancel');
    },
    width: 960,
    actionsInHeader: true,
  },
  pages: RESOURCE_ROUTES.insurancePolicies.pages,
  schema: insurancePolicySchema,
  uiSchema: policyUiSchema,
  newRecordUiSchema: newPolicyUiSchema,
  newRecord: () => newPolicy(),
  messages: {
    get saved() {
      return translate(recordMessagesText, 'policySaved');
    },
  },
});
