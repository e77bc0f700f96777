import type { Translation } from '../catalogue.ts';
import type { firstRunText } from '../en/first-run.ts';

export const firstRun: Translation<typeof firstRunText> = {
  title: 'Configure su empresa',
  intro:
    'Todavía nadie puede iniciar sesión. Indique la primera empresa y su administrador: le enviaremos por correo electrónico una invitación para iniciar sesión y terminar la configuración.',
  yourCompany: 'Su empresa',
  administrator: 'Usted, su administrador',
  companyName: 'Nombre de la empresa',
  companyType: 'Tipo',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Su correo electrónico',
  enterCompanyName: 'Escriba el nombre de la empresa.',
  chooseType: 'Elija un tipo.',
  enterFirstName: 'Escriba su nombre.',
  enterLastName: 'Escriba su apellido.',
  enterEmail: 'Escriba su correo electrónico.',
  validEmail: 'Escriba un correo electrónico válido.',
  emailHint: 'Le enviaremos aquí su invitación para iniciar sesión.',
  setUpCompany: 'Configurar la empresa',
  notSetUp: 'No se pudo configurar la empresa: {{reason}}',
  unreachable: 'No se pudo conectar con el servidor.',
  alreadySetUpTitle: 'Ya está configurado',
  alreadySetUp:
    'Esta instalación ya está configurada: otra persona terminó primero de configurar una empresa. Inicie sesión con la cuenta con la que lo invitaron, o pida una invitación a su administrador.',
  signIn: 'Iniciar sesión',
  checkEmailTitle: 'Revise su correo electrónico',
  invitationSent: 'Enviamos una invitación a {{email}}. Ábrala para iniciar sesión como administrador de {{company}}.',
  noMailServer:
    'No hay un servidor de correo configurado (SMTP_URL), así que el enlace de invitación quedó escrito en el registro del servidor.',
};
