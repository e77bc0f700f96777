import { importColumns } from '../../../domain/import/columns.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';

/**
 * 'Download a template' (issue 24): the import's columns in order, then one example row. The
 * modal writes it with the lists' CSV writer (src/client/crud/csv.ts), so it opens in a
 * spreadsheet as any export does.
 */
export function importTemplateRows(resource: ImportResource): string[][] {
  const columns = importColumns(resource);
  return [columns.map((column) => column.title), columns.map((column) => column.example)];
}

/** 'properties-import-template.csv'. */
export function importTemplateFileName(resource: ImportResource): string {
  return `${resource}-import-template.csv`;
}
