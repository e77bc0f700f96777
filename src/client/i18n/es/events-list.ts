import type { Translation } from '../catalogue.ts';
import type { eventsListText } from '../en/events-list.ts';

export const eventsList: Translation<typeof eventsListText> = {
  addEvent: 'Agregar evento',
  eventStatus: 'Estado del evento',
  allExcludingComplete: 'Todos menos los completados',
  allIncludingComplete: 'Todos, incluidos los completados',
  claimType: 'Tipo de reclamo',
  eventsNotLoaded: 'No se pudieron cargar los eventos.',
  retry: 'Reintentar',
  events: 'Eventos',
  noMatches: 'Ningún evento coincide con la búsqueda y los filtros.',
  noEvents: 'Todavía no hay eventos.',
  manage: 'Administrar',
  manageEvent: 'Administrar el evento {{number}}',
  severityNamed: 'Gravedad {{severity}}',
  sopComplete: 'Procedimiento completo',
  sopIncomplete: 'Las preguntas del procedimiento están incompletas',
  visibleToAll: 'Visible para todos',
  visibleOnlyTo: 'Visible solo para {{roles}}',
};
