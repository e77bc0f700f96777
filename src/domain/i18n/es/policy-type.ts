import type { Translation } from '../../common/catalogue.ts';
import type { policyTypeText } from '../en/policy-type.ts';

export const policyType: Translation<typeof policyTypeText> = {
  '0': 'Responsabilidad civil general',
  '1': 'Póliza paraguas',
  '2': 'Bienes y accidentes',
};
