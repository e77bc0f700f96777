import type { Translation } from '../catalogue.ts';
import type { messagesText } from '../en/messages.ts';

export const messages: Translation<typeof messagesText> = {
  serverError: 'El servidor tuvo un error. Vuelva a intentarlo más tarde.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'No se encontró el recurso solicitado.',
  noResponse: 'No se puede conectar con el servidor. Revise su conexión a internet o vuelva a intentarlo más tarde.',
  sessionExpired: 'Su sesión caducó. Se abrirá la página de inicio de sesión.',
  sessionExpiring: 'Su sesión caducará en {{minutes}} minuto(s). Guarde su trabajo.',
  positionSaved: 'Rol guardado.',
  notAuthorizedPage: 'No tiene autorización para ver esta página',
  loginTagline: 'Su forma de responder cambia su forma de recuperarse.',
  requestRefusedBecause: 'Se rechazó la solicitud: {{reason}}',
  requestRefused: 'Se rechazó la solicitud.',
  saveNotSuccessful: 'No se pudo guardar.',
};
