import { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import type { SortFieldOf } from '../../../../schemas/protocol/contract.ts';
import { localDateTimeText } from '../../../domain/common/date-time-text.ts';
import { severityLabel } from '../../../domain/events/event-severity.ts';
import { visibleToText } from '../../../domain/events/visible-to.ts';
import type { CsvColumn } from '../../crud/csv.ts';
import type { CsvExport } from '../../crud/use-csv-export.ts';
import type { EventListRow } from './events-list.ts';

/** A column of the events list: its title, the sort field it sorts by (none: not sortable) and its cell in words. */
export interface EventColumn extends CsvColumn<EventListRow> {
  key: string;
  sort?: SortFieldOf<typeof eventEndpoints.list>;
}

/**
 * The events list's columns in order (spec 001 §2), each cell in words. The table draws severity,
 * status and privacy as markers (EventsTable.tsx); 'Download CSV' writes these words.
 */
export const EVENT_COLUMNS: readonly EventColumn[] = [
  { key: 'property', title: 'Property', sort: 'property', text: (row) => row.property },
  { key: 'severity', title: 'Severity', sort: 'severity', text: (row) => severityLabel(row.severity) },
  { key: 'type', title: 'Type', sort: 'type', text: (row) => row.type },
  { key: 'category', title: 'Category', sort: 'category', text: (row) => row.category ?? '' },
  { key: 'location', title: 'Location', sort: 'location', text: (row) => row.location ?? '' },
  { key: 'status', title: 'Status', sort: 'status', text: (row) => row.statusName },
  { key: 'claimType', title: 'Claim Type', text: (row) => row.claimTypeString ?? '' },
  { key: 'privacy', title: 'Privacy', text: (row) => visibleToText(row.visibleToPositionTypes) },
  {
    key: 'dateOccurredLocal',
    title: 'Date/Time',
    sort: 'dateOccurredLocal',
    // The file's words: the property's wall clock without the zone's name (spreadsheets read it as a date).
    text: (row) => localDateTimeText(row.dateOccurredLocal),
  },
  { key: 'number', title: 'Number', sort: 'number', text: (row) => row.number },
];

/** The SOP marker the table draws beside the status gets a column of its own in the file. */
const SOP_COMPLETE: CsvColumn<EventListRow> = {
  title: 'SOP Complete',
  text: (row) => (row.isSopComplete ? 'Yes' : 'No'),
};

/** The events list's 'Download CSV', all but the query the list shows: GET /events2 as events-YYYY-MM-DD.csv. */
export const EVENTS_CSV: Omit<CsvExport<EventListRow>, 'query'> = {
  endpoint: eventEndpoints.list,
  columns: [...EVENT_COLUMNS, SOP_COMPLETE],
  fileName: 'events',
};
