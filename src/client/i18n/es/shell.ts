import type { Translation } from '../catalogue.ts';
import type { navigationText, pageTitleText, shellText } from '../en/shell.ts';

export const shell: Translation<typeof shellText> = {
  openNavigation: 'Abrir el menú de navegación',
  brandHome: 'Inicio de {{product}}',
  mainNavigation: 'Principal',
  termsAndConditions: 'Términos y condiciones',
  support: 'Soporte: {{email}}',
  accountMenu: ', menú de la cuenta',
  profile: 'Perfil',
  switchCompany: 'Cambiar de empresa',
  logOut: 'Cerrar sesión',
  loading: 'Cargando...',
};

export const pageTitles: Translation<typeof pageTitleText> = {
  home: 'Inicio',
  profile: 'Perfil',
  myTasks: 'Mis tareas / inspecciones',
  performTask: 'Realizar tarea',
};

export const navigation: Translation<typeof navigationText> = {
  dashboard: 'Panel',
  events: 'Eventos',
  tasks: 'Tareas',
  procedures: 'Procedimientos',
  'procedures-incidents': 'Incidentes',
  'procedures-tasks': 'Tareas / inspecciones',
  setup: 'Configuración',
  'setup-company': 'Datos de la empresa',
  'setup-roles': 'Roles',
  'setup-users': 'Usuarios',
  'setup-properties': 'Propiedades',
  'setup-vendors': 'Proveedores',
  'setup-vendor-types': 'Tipos de proveedor',
  'setup-categories': 'Categorías de eventos',
  'setup-document-types': 'Tipos de documento',
  'setup-property-groups': 'Grupos de propiedades',
  reports: 'Reportes',
  'reports-event-counts': 'Conteo de eventos',
  'reports-insurance-claims': 'Reclamos de seguro',
  resources: 'Recursos',
  policies: 'Pólizas',
  subscriptions: 'Suscripciones',
};
