import { cellText } from '../resources/cell-text.ts';
import type { ColumnDefinition, ResourceDefinition, ResourceRecord } from '../resources/definition.ts';
import type { CsvColumn } from './csv.ts';
import { visibleColumns } from './list-columns.ts';
import type { CsvExport } from './use-csv-export.ts';

/** Declared columns as CSV columns: each cell the very text the list shows. */
export function csvColumnsOf(columns: readonly ColumnDefinition[]): CsvColumn<ResourceRecord>[] {
  return columns.map((column) => ({ title: column.title, text: (record) => cellText(column, record) }));
}

/**
 * A declared resource's 'Download CSV', all but the query the list shows: its list endpoint, the
 * columns the list shows now (Archived only while show archived is on) and its file name (the
 * declared one, else the resource's). Null when the declaration switches the button off.
 */
export function resourceCsv(
  definition: ResourceDefinition,
  showArchived: boolean,
): Omit<CsvExport<ResourceRecord>, 'query'> | null {
  const { csv } = definition.list;
  if (csv === false) return null;
  return {
    endpoint: definition.api.list,
    columns: csvColumnsOf(visibleColumns(definition, showArchived)),
    fileName: csv?.fileName || definition.name,
  };
}
