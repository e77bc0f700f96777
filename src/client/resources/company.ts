import type { UiSchema } from '@rjsf/utils';
import { type Company, companyEndpoints, companySchema, newCompany } from '../../../schemas/company.ts';
import { COMPANY_TYPES } from '../../domain/company/company.ts';
import { companyTypeText } from '../../domain/i18n/en/company-type.ts';
import { recordMessagesText } from '../../domain/i18n/en/schema-messages.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { translate } from '../i18n/language.ts';
import { defineSingleton } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

/** The form: type as a select labelled per spec, the address last; the id travels hidden. */
export const companyUiSchema: UiSchema = {
  'ui:order': ['type', 'name', 'trackEventManagementReportChanges', 'address', '*'],
  id: { 'ui:widget': 'hidden' },
  type: {
    get 'ui:enumNames'() {
      return COMPANY_TYPES.map((type) => translate(companyTypeText, `${type.value}`));
    },
  },
  address: {
    'ui:order': ['streetAddress1', 'city', 'state', 'postalCode'],
    state: { 'ui:widget': 'usState' },
  },
};

/** Company Details (/company, spec 000 §2 "Company Details"): one page for the company itself. */
export const companyResource = defineSingleton<Company>({
  name: RESOURCE_ROUTES.company.name,
  get label() {
    return RESOURCE_ROUTES.company.label;
  },
  route: RESOURCE_ROUTES.company.route,
  // GET the company path itself; POST /save (spec 000 §7).
  api: { detail: companyEndpoints.detail, save: companyEndpoints.save },
  form: {
    kind: 'singleton',
    get title() {
      return translate(setupResourcesText, 'companyLabel');
    },
    width: 720,
  },
  schema: companySchema,
  uiSchema: companyUiSchema,
  newRecord: newCompany,
  messages: {
    get saved() {
      return translate(recordMessagesText, 'companySaved');
    },
  },
});
