import type { Translation } from '../../common/catalogue.ts';
import type { eventStatusText } from '../en/event-status.ts';

export const eventStatus: Translation<typeof eventStatusText> = {
  all: 'Todos los eventos',
  newBadge: '¡NUEVO!',
  '0': 'Nuevo',
  '1': 'En curso',
  '2': 'Pendiente de aprobación',
  '3': 'Aprobado',
  '4': 'Completado',
  '5': 'Procedimiento en curso',
  '8': 'Reclamo en curso',
  other: 'Estado {{value}}',
};
