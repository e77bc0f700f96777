import type { Translation } from '../../common/catalogue.ts';
import type { claimTypeText } from '../en/claim-type.ts';

export const claimType: Translation<typeof claimTypeText> = {
  '0': 'Responsabilidad de la propiedad',
  '1': 'Responsabilidad del residente',
  '2': 'Daños a la propiedad',
  '3': 'Responsabilidad del proveedor',
  other: 'Tipo de reclamo {{value}}',
};
