import type { Translation } from '../catalogue.ts';
import type { offlineText } from '../en/offline.ts';

export const offline: Translation<typeof offlineText> = {
  allSent: 'Se enviaron todos los cambios.',
  refused: '{{label}} no se envió: {{reason}}',
  reportLabel: 'El reporte en {{property}}',
  taskLabel: 'La tarea {{task}} en {{location}}',
  someTask: 'La tarea',
  waitingToSend: 'Pendiente de enviar',
  offlineOne: 'Sin conexión — 1 cambio pendiente',
  offlineMany: 'Sin conexión — {{count}} cambios pendientes',
  offlineNothingWaiting:
    'Sin conexión — lo que reporte se guarda en este dispositivo y se envía cuando vuelva la conexión.',
  sendingOne: 'Enviando 1 cambio…',
  sendingMany: 'Enviando {{count}} cambios…',
  waitingOnlineOne: '1 cambio pendiente de enviar',
  waitingOnlineMany: '{{count}} cambios pendientes de enviar',
  reportedOffline: 'El evento quedó reportado en este dispositivo.',
  numberLater: 'Se envía cuando vuelva la conexión, y entonces recibe su número.',
  mediaKept: 'Guardado en este dispositivo: se envía cuando vuelva la conexión.',
  logoutTitle: 'Hay cambios pendientes de enviar',
  logoutContentOne:
    '1 cambio hecho en este dispositivo todavía no llegó al servidor. Si lo guarda, se envía la próxima vez que inicie sesión en este dispositivo.',
  logoutContentMany:
    '{{count}} cambios hechos en este dispositivo todavía no llegaron al servidor. Si los guarda, se envían la próxima vez que inicie sesión en este dispositivo.',
  logoutNotAllSentOne: 'No se pudo enviar 1 cambio: no hay conexión. Guárdelo o descártelo.',
  logoutNotAllSentMany: 'No se pudieron enviar {{count}} cambios: no hay conexión. Guárdelos o descártelos.',
  sendAndLogout: 'Enviar y cerrar sesión',
  keepAndLogout: 'Guardar y cerrar sesión',
  discardAndLogout: 'Descartar y cerrar sesión',
  cancel: 'Cancelar',
};
