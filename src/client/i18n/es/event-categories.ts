import type { Translation } from '../catalogue.ts';
import type { eventCategoriesText } from '../en/event-categories.ts';

export const eventCategories: Translation<typeof eventCategoriesText> = {
  sortAscending: 'Nombre A–Z',
  sortDescending: 'Nombre Z–A',
  sortBy: 'Ordenar: {{order}}',
  loadFailed: 'No se pudieron cargar las categorías de eventos.',
  retry: 'Reintentar',
  noMatch: 'Ningún tipo de evento ni categoría coincide con la búsqueda.',
  noTypes: 'No hay tipos de evento para mostrar',
  category: 'Categoría',
  editCategory: 'Editar categoría',
  editCategoryNamed: 'Editar la categoría {{name}}',
  addCategory: 'Agregar categoría',
  addCategoryTo: 'Agregar una categoría a {{type}}',
  noCategories: 'No hay categorías',
  categoriesOf: 'Categorías de {{type}}',
  eventType: 'Tipo de evento',
  name: 'Nombre',
  nameRequired: 'Ingrese un nombre.',
  nameTooLong: 'Use como máximo {{max}} caracteres.',
  close: 'Cerrar',
  save: 'Guardar',
  saved: 'Categoría guardada.',
};
