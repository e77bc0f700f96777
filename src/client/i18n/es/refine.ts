import type { Translation } from '../catalogue.ts';
import type { refineText } from '../en/refine.ts';

export const refine: Translation<typeof refineText> = {
  warnWhenUnsavedChanges: '¿Seguro que quiere salir? Tiene cambios sin guardar.',
  'notifications.success': 'Listo',
  'notifications.error': 'Error (código de estado: {{statusCode}})',
  'notifications.createSuccess': 'Se creó correctamente: {{resource}}',
  'notifications.createError': 'Hubo un error al crear: {{resource}} (código de estado: {{statusCode}})',
  'notifications.editSuccess': 'Se actualizó correctamente: {{resource}}',
  'notifications.editError': 'Error al actualizar: {{resource}} (código de estado: {{statusCode}})',
  'notifications.deleteSuccess': 'Se eliminó correctamente: {{resource}}',
  'notifications.deleteError': 'Error (código de estado: {{statusCode}})',
  'notifications.undoable': 'Tiene {{seconds}} segundos para deshacer',
};
