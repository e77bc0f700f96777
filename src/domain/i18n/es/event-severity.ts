import type { Translation } from '../../common/catalogue.ts';
import type { eventSeverityText } from '../en/event-severity.ts';

export const eventSeverity: Translation<typeof eventSeverityText> = {
  '0': 'Baja',
  '1': 'Alta',
  other: 'Gravedad {{value}}',
};
