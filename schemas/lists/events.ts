import { localDateTimeText } from '../../src/domain/common/date-time-text.ts';
import { severityLabel } from '../../src/domain/events/event-severity.ts';
import { visibleToText } from '../../src/domain/events/visible-to.ts';
import { listCellsText } from '../../src/domain/i18n/en/list-cells.ts';
import { type CsvColumn, englishCells, titleKeyed } from '../../src/domain/lists/cell-text.ts';
import type { eventEndpoints } from '../event/endpoints.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';

/** A row of the events list (GET /events2). */
export type EventListRow = RowOf<typeof eventEndpoints.list>;

/**
 * The fields of a row that the columns' cells read: all the CSV export reads of an event (its
 * walk selects these, not the whole list row; src/server/modules/events/export.ts).
 */
export type EventCsvRow = Pick<
  EventListRow,
  | 'property'
  | 'severity'
  | 'type'
  | 'category'
  | 'location'
  | 'statusName'
  | 'claimTypeString'
  | 'visibleToPositionTypes'
  | 'dateOccurredLocal'
  | 'number'
  | 'isSopComplete'
>;

/** A column of the events list: its title, the sort field it sorts by (none: not sortable) and its cell in words. */
export interface EventColumn extends CsvColumn<EventCsvRow> {
  key: string;
  sort?: SortFieldOf<typeof eventEndpoints.list>;
}

/**
 * The events list's columns in order (spec 001 §2), each cell in words (`translate`: the reader's
 * language, English without; the status and claim type come worded with the row). The table draws severity,
 * status and privacy as markers (EventsTable.tsx); its CSV export writes these words.
 */
export const EVENT_COLUMNS: readonly EventColumn[] = titleKeyed<EventColumn>('events', [
  { key: 'property', title: 'Property', sort: 'property', text: (row) => row.property },
  {
    key: 'severity',
    title: 'Severity',
    sort: 'severity',
    text: (row, _timeZone, translate = englishCells) => severityLabel(row.severity, translate),
  },
  { key: 'type', title: 'Type', sort: 'type', text: (row) => row.type },
  { key: 'category', title: 'Category', sort: 'category', text: (row) => row.category ?? '' },
  { key: 'location', title: 'Location', sort: 'location', text: (row) => row.location ?? '' },
  { key: 'status', title: 'Status', sort: 'status', text: (row) => row.statusName },
  { key: 'claimType', title: 'Claim Type', text: (row) => row.claimTypeString ?? '' },
  {
    key: 'privacy',
    title: 'Privacy',
    text: (row, _timeZone, translate = englishCells) =>
      row.visibleToPositionTypes.length === 0
        ? translate(listCellsText, 'visibleToAll')
        : visibleToText(row.visibleToPositionTypes),
  },
  {
    key: 'dateOccurredLocal',
    title: 'Date/Time',
    sort: 'dateOccurredLocal',
    // The file's words: the property's wall clock without the zone's name (spreadsheets read it as a date).
    text: (row) => localDateTimeText(row.dateOccurredLocal),
  },
  { key: 'number', title: 'Number', sort: 'number', text: (row) => row.number },
]);

/** The SOP marker the table draws beside the status gets a column of its own in the file. */
const SOP_COMPLETE: CsvColumn<EventCsvRow> = {
  title: 'SOP Complete',
  titleKey: 'events.sopComplete',
  text: (row, _timeZone, translate = englishCells) => translate(listCellsText, row.isSopComplete ? 'yes' : 'no'),
};

/** The events list's CSV columns: the table's, then SOP Complete. */
export const EVENT_CSV_COLUMNS: readonly CsvColumn<EventCsvRow>[] = [...EVENT_COLUMNS, SOP_COMPLETE];
