import type { Translation } from '../catalogue.ts';
import type { crudText } from '../en/crud.ts';

export const crud: Translation<typeof crudText> = {
  actions: 'Acciones',
  edit: 'Editar',
  save: 'Guardar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  search: 'Buscar',
  clear: 'Limpiar',
  showArchived: 'Mostrar archivados',
  downloadCsv: 'Descargar CSV',
  csvFailed: 'No se pudo crear el archivo CSV.',
  csvProgress: 'Progreso del CSV',
  rowsRead: '{{done}} filas leídas...',
  rowsReadOfTotal: '{{done}} de {{total}} filas leídas...',
  range: '{{first}}–{{last}} de {{total}}',
  rangeOfMoreThan: '{{first}}–{{last}} de más de {{total}}',
  recordNotLoaded: 'No se pudo cargar este registro.',
  loadingForm: 'Cargando el formulario',
  invited: 'Invitado',
  active: 'Activo',
  inactive: 'Inactivo',
  yes: 'Sí',
  no: 'No',
  lastSignIn: 'Último inicio de sesión',
};
