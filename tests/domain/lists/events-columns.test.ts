import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { EVENT_SORT_FIELDS, eventEndpoints } from '../../../schemas/event/endpoints.ts';
import { EVENT_COLUMNS, EVENT_CSV_COLUMNS, type EventListRow } from '../../../schemas/lists/events.ts';
import { csvHeader, csvRows } from '../../../src/domain/lists/csv-text.ts';

const pipeBurst: EventListRow = {
  id: 'e1',
  number: 'E-2026-00042',
  propertyId: 'p1',
  property: 'Lakeview Apartments',
  severity: 1,
  typeId: 't1',
  type: 'Water',
  categoryId: 'c1',
  category: 'Pipe burst',
  location: 'Unit 204 kitchen',
  status: 0,
  statusName: 'New',
  claimTypeString: null,
  visibleToPositionTypes: [],
  dateOccurredLocal: '2026-03-07T14:05:00',
  dateOccurredUtc: '2026-03-07T20:05:00.000Z',
  propertyTimeZone: 'America/Chicago',
  isSopComplete: false,
};

const vandalism: EventListRow = {
  ...pipeBurst,
  id: 'e2',
  number: 'E-2026-00043',
  severity: 0,
  type: 'Vandalism, graffiti',
  categoryId: null,
  category: null,
  location: null,
  status: 8,
  statusName: 'Claim in Progress',
  claimTypeString: 'Property',
  visibleToPositionTypes: [
    { id: 'r1', name: 'Manager', active: true },
    { id: 'r2', name: 'Regional Director', active: false },
  ],
  isSopComplete: true,
};

function parse(text: string): string[][] {
  return Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data;
}

describe("the events list's columns and 'Download CSV' (spec 001 §2 Events list)", () => {
  it('is exported by GET /events2/export as events-YYYY-MM-DD.csv', () => {
    expect(eventEndpoints.export.path).toBe('/events2/export');
    expect(eventEndpoints.export.csvExport.fileName).toBe('events');
  });

  it('has the table columns in order, then SOP Complete', () => {
    expect(parse(csvHeader(EVENT_CSV_COLUMNS))[0]).toEqual([
      'Property',
      'Severity',
      'Type',
      'Category',
      'Location',
      'Status',
      'Claim Type',
      'Privacy',
      'Date/Time',
      'Number',
      'SOP Complete',
    ]);
  });

  it('writes each cell in words: severity, status name, privacy, the property-local time (no zone name), SOP yes/no', () => {
    expect(parse(csvRows(EVENT_CSV_COLUMNS, [pipeBurst, vandalism]))).toEqual([
      [
        'Lakeview Apartments',
        'High',
        'Water',
        'Pipe burst',
        'Unit 204 kitchen',
        'New',
        '',
        'All',
        '03/07/2026 02:05 PM',
        'E-2026-00042',
        'No',
      ],
      [
        'Lakeview Apartments',
        'Low',
        'Vandalism, graffiti',
        '',
        '',
        'Claim in Progress',
        'Property',
        // Every role the event is limited to, inactive ones included: they still limit who sees it.
        'Manager, Regional Director',
        '03/07/2026 02:05 PM',
        'E-2026-00043',
        'Yes',
      ],
    ]);
  });

  it('sorts the columns the API sorts by, each by its own field', () => {
    const sorted = EVENT_COLUMNS.flatMap((column) => (column.sort ? [column.sort] : []));
    expect([...sorted].sort()).toEqual([...EVENT_SORT_FIELDS].sort());
    for (const column of EVENT_COLUMNS) if (column.sort) expect(column.sort).toBe(column.key);
  });
});
