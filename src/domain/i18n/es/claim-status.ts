import type { Translation } from '../../common/catalogue.ts';
import type { claimStatusText } from '../en/claim-status.ts';

export const claimStatus: Translation<typeof claimStatusText> = {
  '0': 'Nuevo',
  '1': 'En revisión',
  '2': 'En litigio',
  '3': 'Pendiente de número de reclamo',
  '4': 'Pendiente de cotizaciones',
  '5': 'Pago pendiente/Liquidado',
  '6': 'Reparaciones pendientes/Pagado',
  '7': 'Cerrado: denegado',
  '8': 'Cerrado: pagado',
  '9': 'Cerrado: pagado por el residente',
  '10': 'Cerrado: no cobrado',
  notYetAvailable: 'AÚN NO DISPONIBLE',
  other: 'Estado de reclamo {{value}}',
};
