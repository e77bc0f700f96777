import type { Translation } from '../../common/catalogue.ts';
import type { companyTypeText } from '../en/company-type.ts';

export const companyType: Translation<typeof companyTypeText> = {
  '1': 'Administración de propiedades',
  '99': 'Otro',
};
