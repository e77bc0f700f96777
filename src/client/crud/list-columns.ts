import type { ColumnDefinition, ResourceDefinition } from '../resources/definition.ts';

/**
 * The columns a list shows right now: the declared ones, plus an Archived column while
 * 'show archived' is on for a resource that has an archived flag (spec 000 §2, Users).
 */
export function visibleColumns(definition: ResourceDefinition, showArchived: boolean): ColumnDefinition[] {
  const columns = [...definition.list.columns];
  const archivedField = definition.list.archivedField;
  if (showArchived && archivedField && !columns.some((column) => column.field === archivedField)) {
    columns.push({ key: 'archived', title: 'Archived', field: archivedField, format: 'yesNo' });
  }
  return columns;
}

/** The route of a page form for a record id (or the 'new' id). */
export function formRoute(route: string, id: string): string {
  return route.replace(':id', encodeURIComponent(id));
}
