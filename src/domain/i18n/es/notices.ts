import type { Translation } from '../../common/catalogue.ts';
import type { noticesText } from '../en/notices.ts';

export const notices: Translation<typeof noticesText> = {
  event: 'Evento {{number}} en {{property}}',
  type: 'Tipo: {{what}}',
  status: 'Estado: {{status}}',
  severity: 'Gravedad: {{severity}}',
  location: 'Ubicación: {{location}}',
  open: 'Ábralo aquí: {{link}}',
  text: '{{event}} ({{what}}) {{action}}: {{status}}. {{link}}',
  actionCreated: 'Creado',
  actionDeleted: 'Eliminado',
  actionStatusChanged: 'Cambió',
  actionTimeElapsed: 'Sin cambios',
};
