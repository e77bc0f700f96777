import { visibleColumns as shownColumns } from '../../domain/lists/cell-text.ts';
import type { ColumnDefinition, ResourceDefinition, ResourceRecord } from '../resources/definition.ts';

/**
 * The columns a list shows right now: the declared ones, plus an Archived column while
 * 'show archived' is on for a resource that has an archived flag (spec 000 §2, Users) — the
 * columns its CSV export writes too (src/domain/lists/cell-text.ts).
 */
export function visibleColumns(definition: ResourceDefinition, showArchived: boolean): ColumnDefinition[] {
  return shownColumns<ResourceRecord>(definition.list, showArchived);
}

/** The route of a page form for a record id (or the 'new' id). */
export function formRoute(route: string, id: string): string {
  return route.replace(':id', encodeURIComponent(id));
}
