import type { UiSchema } from '@rjsf/utils';
import {
  COMPANY_MESSAGES,
  type Company,
  companyEndpoints,
  companySchema,
  newCompany,
} from '../../../schemas/company.ts';
import { COMPANY_TYPES } from '../../domain/company/company.ts';
import { defineSingleton } from './definition.ts';

/** The form: type as a select labelled per spec, the address last; the id travels hidden. */
export const companyUiSchema: UiSchema = {
  'ui:order': ['type', 'name', 'trackEventManagementReportChanges', 'address', '*'],
  id: { 'ui:widget': 'hidden' },
  type: { 'ui:enumNames': COMPANY_TYPES.map((type) => type.label) },
  address: {
    'ui:order': ['streetAddress1', 'city', 'state', 'postalCode'],
    state: { 'ui:widget': 'usState' },
  },
};

/** Company Details (/company, spec 000 §2 "Company Details"): one page for the company itself. */
export const companyResource = defineSingleton<Company>({
  name: 'company',
  label: 'Company Details',
  route: '/company',
  // GET the company path itself; POST /save (spec 000 §7).
  api: { detail: companyEndpoints.detail, save: companyEndpoints.save },
  form: { kind: 'singleton', title: 'Company Details', width: 720 },
  schema: companySchema,
  uiSchema: companyUiSchema,
  newRecord: newCompany,
  messages: { saved: COMPANY_MESSAGES.saved },
});
