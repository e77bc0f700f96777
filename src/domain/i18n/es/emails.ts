import type { Translation } from '../../common/catalogue.ts';
import type { emailsText } from '../en/emails.ts';

export const emails: Translation<typeof emailsText> = {
  greetingName: 'Hola, {{name}}:',
  greeting: 'Hola:',
  orOpenAddress: 'O abra esta dirección: {{href}}',
  invitationSubject: 'Tiene una invitación para unirse a {{company}} en {{product}}',
  invitedBy: '{{inviter}} le invitó a unirse a {{company}} en {{product}}.',
  invited: 'Tiene una invitación para unirse a {{company}} en {{product}}.',
  invitationValidity:
    'El botón inicia su sesión una sola vez, en cualquier navegador, durante {{days}} días. Después podrá elegir una contraseña o seguir iniciando sesión con un enlace que le enviaremos a esta dirección de correo.',
  invitationButton: 'Aceptar la invitación',
  invitationUnexpected: 'Si no esperaba esta invitación, puede ignorar este correo.',
  addedSubject: 'Se le agregó a {{company}} en {{product}}',
  addedBy: '{{inviter}} le agregó a {{company}} en {{product}}.',
  added: 'Se le agregó a {{company}} en {{product}}.',
  addedSignIn: 'Inicie sesión como siempre; si pertenece a más de una empresa, elija {{company}} en su perfil.',
  addedButton: 'Iniciar sesión en {{product}}',
  resetSubject: 'Restablezca su contraseña de {{product}}',
  resetIntro:
    'Alguien pidió restablecer la contraseña de esta dirección en {{product}}. El botón le permite elegir una nueva; funciona una sola vez, durante {{minutes}} minutos.',
  resetButton: 'Elegir una contraseña nueva',
  resetSignsOut: 'Al establecer una contraseña nueva, se cerrará su sesión en todos los demás dispositivos.',
  resetUnexpected: 'Si usted no lo pidió, ignore este correo: su contraseña se queda como está.',
  signInLinkSubject: 'Su enlace para iniciar sesión',
  signInLinkUse:
    'Use este enlace para iniciar sesión. Funciona una sola vez, en el navegador donde lo pidió, durante {{minutes}} minutos:',
  signInLinkUnexpected: 'Si usted no pidió iniciar sesión, ignore este correo.',
  webhookPausedSubject: 'Se pausó un webhook de {{company}}',
  webhookPausedIntro:
    'El webhook a {{url}} ha fallado en cada entrega desde {{since}} (UTC), por lo que {{product}} lo pausó. No se le enviará nada más hasta que se vuelva a activar.',
  webhookPausedAction:
    'Compruebe que el receptor funciona y responde 2xx, y después active el webhook en Configuración → Integraciones: {{href}}',
  auditDigestSubject: 'Registro de auditoría de {{company}}: cabeza de la cadena del {{day}}',
  auditDigestIntro:
    'El registro de auditoría de {{company}} en {{product}} tiene {{seq}} entradas. Su última entrada (la cabeza de la cadena) el {{day}} (UTC):',
  auditDigestHead: 'Entrada {{seq}}, hash {{hash}}',
  auditDigestKeep:
    'Guarde este correo: cada entrada está encadenada a la anterior por su hash, así que si el registro se reescribiera, su cabeza ya no coincidiría con esta. Configuración → Registro de auditoría → Verificar comprueba la cadena: {{href}}',
};
