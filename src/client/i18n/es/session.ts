import type { Translation } from '../catalogue.ts';
import type { sessionText } from '../en/session.ts';

export const session: Translation<typeof sessionText> = {
  chooserTitle: 'Seleccione su empresa para comenzar',
  chooserIntro:
    'Su nombre de usuario pertenece a varias empresas. Elija en cuál va a trabajar; puede cambiarla después desde su perfil.',
  company: 'Empresa',
  chooseCompany: 'Elija una empresa',
  apply: 'Aplicar',
  unrecognizedTitle: 'Nombre de usuario no reconocido',
  unrecognizedUser: 'El nombre de usuario {{userName}} no está asociado a ninguna cuenta.',
  unrecognizedSomeone: 'con el que inició sesión',
  contactAdministrator: 'Comuníquese con el administrador de su cuenta para que le dé acceso.',
  signInAsDifferentUser: 'Iniciar sesión con otro nombre de usuario',
  signInPageFailed: 'No se pudo abrir la página de inicio de sesión: {{reason}}',
  permissionsFailed: 'No se pudieron cargar sus permisos: {{reason}}',
  loginNotRecorded: 'No se pudo registrar su inicio de sesión: {{reason}}',
  serverUnreachable: 'No se pudo conectar con el servidor: {{reason}}',
  problemTitle: 'No pudimos iniciar su sesión',
  unknownError: 'Error desconocido',
  tryAgain: 'Volver a intentar',
  logOut: 'Cerrar sesión',
  signInFailedTitle: 'No se pudo completar el inicio de sesión',
  signInAgain: 'Volver a iniciar sesión',
};
