import { namespace } from '../../common/catalogue.ts';

/** Company type names by value, as domain/company/company.ts `COMPANY_TYPES` words them. */
export const companyTypeText = namespace('companyType', {
  '1': 'Property Management',
  '99': 'Other',
});
