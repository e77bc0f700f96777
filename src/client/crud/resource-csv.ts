import type { ResourceDefinition } from '../resources/definition.ts';
import type { CsvExport } from './use-csv-export.ts';

/**
 * A declared resource's 'Download CSV', all but the query the list shows: its export endpoint
 * (the server writes the columns the list shows, Archived with show archived, under the list's
 * file name). Null for a resource without one.
 */
export function resourceCsv(definition: ResourceDefinition): Omit<CsvExport, 'query'> | null {
  return definition.api.export ? { endpoint: definition.api.export } : null;
}
