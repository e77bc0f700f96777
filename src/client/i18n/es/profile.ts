import type { Translation } from '../catalogue.ts';
import type { profileText } from '../en/profile.ts';

export const profile: Translation<typeof profileText> = {
  pickYourCompany: 'Elegir su empresa',
  name: 'Nombre',
  email: 'Correo electrónico',
  company: 'Empresa',
  role: 'Rol',
  language: 'Idioma',
  languageHelp:
    'El idioma de las pantallas. Las fechas siguen en formato MM/DD/AAAA y los montos en dólares estadounidenses.',
  languageSaved: 'Idioma guardado.',
  changePassword: 'Cambiar contraseña',
  setPassword: 'Crear una contraseña',
  noPasswordYet:
    'Su usuario todavía no tiene contraseña: cree una para iniciar sesión sin un enlace por correo electrónico. ',
  otherDevices: 'Al guardar, se cerrará su sesión en sus otros dispositivos; en este, la sesión sigue abierta.',
  currentPassword: 'Contraseña actual',
  enterCurrentPassword: 'Ingrese su contraseña actual.',
  newPassword: 'Contraseña nueva',
  enterNewPassword: 'Ingrese una contraseña nueva.',
  confirmPassword: 'Confirme la contraseña nueva',
  enterPasswordAgain: 'Vuelva a ingresar la contraseña nueva.',
  passwordHint: 'Al menos {{min}} caracteres. Unas cuantas palabras sin relación entre sí hacen una buena contraseña.',
  tooShort: 'Use al menos {{min}} caracteres.',
  tooLong: 'Use como máximo {{max}} caracteres.',
  mismatch: 'Las contraseñas no coinciden.',
  changed: 'Se cambió la contraseña.',
  save: 'Guardar',
};
