import { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import type { CsvExport } from '../../crud/use-csv-export.ts';

/**
 * The events list's 'Download CSV', all but the query the list shows: GET /events2/export, which
 * writes the table's columns in words (schemas/lists/events.ts) as events-YYYY-MM-DD.csv.
 */
export const EVENTS_CSV: Omit<CsvExport, 'query'> = { endpoint: eventEndpoints.export };
