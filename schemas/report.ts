import { CLAIM_STATUS_VALUES } from '../src/domain/claims/claim-status.ts';
import { CLAIM_TYPE_VALUES } from '../src/domain/claims/claim-types.ts';
import { SCHEMA_MESSAGES } from '../src/domain/i18n/en/schema-messages.ts';
import { text } from './primitives.ts';
import { companyEndpoint, csvReply, listEndpoint } from './protocol/contract.ts';
import { DEFAULT_PAGE_SIZE, EXPORT_QUERY, listReplySchema, MAX_PAGE, MAX_PAGE_SIZE } from './protocol/list.ts';

/**
 * The two reports (spec 001 §2 'Reports', §3 'Claim (display and report)' report row, 'Event
 * count report item', §7 'Reports'); both need manageProperties (spec 001 §6).
 */

const nullableText = { type: ['string', 'null'] } as const;
const money = { type: 'number', description: 'US dollars' } as const;
const isoDate = { type: 'string', format: 'date', description: 'YYYY-MM-DD' } as const;

/** The sortable columns of the Event Counts report, the first its default. */
export const EVENT_COUNT_SORT_FIELDS = ['property', 'type', 'category', 'month', 'count'] as const;

/** One row of the Event Counts report (spec 001 §3 'Event count report item'). */
export const eventCountItemSchema = {
  type: 'object',
  required: ['id', 'propertyId', 'property', 'type', 'category', 'month', 'count'],
  properties: {
    id: { type: 'string', description: 'The row of the counts (stable while the group has events)' },
    propertyId: text,
    property: text,
    type: text,
    category: { ...nullableText, description: 'Null for events without a category' },
    month: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}$',
      description: "YYYY-MM, the month in the property's time zone",
    },
    count: { type: 'integer', minimum: 1 },
  },
} as const;

/** One row of the Insurance Claims report (spec 001 §3 'Claim (display and report)' report row). */
export const insuranceClaimReportRowSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'eventId',
    'eventNumber',
    'dateOccurredUtc',
    'dateOccurredLocal',
    'propertyName',
    'type',
    'category',
    'claimType',
    'claimTypeString',
    'claimDate',
    'insuranceCompany',
    'adjusterName',
    'policyNumber',
    'claimNumber',
    'deductible',
    'adjustment',
    'costEstimate',
    'status',
  ],
  properties: {
    id: text,
    title: text,
    eventId: text,
    eventNumber: text,
    dateOccurredUtc: { type: 'string', format: 'date-time' },
    dateOccurredLocal: { type: 'string', description: "YYYY-MM-DDTHH:mm:ss in the property's time zone" },
    propertyName: text,
    type: text,
    category: nullableText,
    claimType: { type: 'integer', enum: CLAIM_TYPE_VALUES },
    claimTypeString: text,
    claimDate: isoDate,
    insuranceCompany: nullableText,
    adjusterName: nullableText,
    policyNumber: nullableText,
    claimNumber: nullableText,
    deductible: money,
    adjustment: money,
    costEstimate: money,
    status: { type: ['integer', 'null'], enum: [...CLAIM_STATUS_VALUES, null] },
  },
} as const;

/** The claims report's page when the call names none (the list protocol's). */
export const CLAIM_REPORT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The claims report's messages (400s). */
export const REPORT_MESSAGES = {
  rangeReversed: SCHEMA_MESSAGES.reportRangeReversed,
} as const;

export const reportEndpoints = {
  eventCountByProperty: listEndpoint({
    path: '/reports/eventCountByProperty',
    tag: 'reports',
    summary: 'Event Counts: the events per property, type, category and month',
    description:
      "Counts every event of the company that is not deleted (archived), by property, event type, category and month (in the property's time zone). A company-wide statistic for managers of properties: it shows no event's content, so it is not narrowed by the events' visibility rule. Read from counts kept by triggers, so it costs the same at a million events.",
    need: 'manageProperties',
    sortFields: EVENT_COUNT_SORT_FIELDS,
    defaultDirection: 'asc',
    envelope: 'reportItems',
    row: eventCountItemSchema,
    totalDescription: 'Rows (property, type, category, month) matching the search, over all pages',
  }),
  insuranceClaim: companyEndpoint({
    method: 'GET',
    path: '/reports/insuranceClaim',
    tag: 'reports',
    summary: 'Insurance Claims: the claims with their events, by claim date, a page at a time',
    description:
      "The claims whose claim date is on or after claimDateOnOrAfter and on or before claimDateOnOrBefore (both inclusive, both required), oldest claim date first, on the events the caller may see: one page (page, pageSize, as every list) with the total of the range, bounded like the lists' (totalIsExact false: a lower bound, a few pages past this one).",
    need: 'manageProperties',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['claimDateOnOrAfter', 'claimDateOnOrBefore'],
      properties: {
        claimDateOnOrAfter: isoDate,
        claimDateOnOrBefore: isoDate,
        // The list protocol's bounds (schemas/protocol/list.ts): every paged call answers the same 400s.
        page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: CLAIM_REPORT_PAGE_SIZE },
      },
    },
    envelope: 'insuranceClaimsWithEvents',
    reply: listReplySchema(
      'insuranceClaimsWithEvents',
      insuranceClaimReportRowSchema,
      'Claims of the range the caller may see, over all pages',
    ),
  }),
  insuranceClaimExport: companyEndpoint({
    method: 'GET',
    path: '/reports/insuranceClaim/export',
    tag: 'reports',
    summary: "'Download as CSV' of the Insurance Claims report: every claim of the range, as download.csv",
    description:
      'The claims of the range as GET /reports/insuranceClaim lists them (the same order and visibility), all of them, as `text/csv` (UTF-8 with a byte-order mark, CRLF lines): the 16 columns of the report in words, dates MM/DD/YYYY, empty values empty, a missing status NOT YET AVAILABLE; saved as download.csv (spec 001 §2). Streamed as it is read. A browser navigates to it with a download ticket (POST /download-tickets) instead of a bearer token.',
    need: 'manageProperties',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['claimDateOnOrAfter', 'claimDateOnOrBefore'],
      // The exports' own query (the viewer's zone, a ticket); no moment here needs the zone: claim
      // dates are calendar dates, incidents are dated at their property.
      properties: { claimDateOnOrAfter: isoDate, claimDateOnOrBefore: isoDate, ...EXPORT_QUERY },
    },
    reply: csvReply,
    csvExport: { fileName: 'download' },
  }),
  insuranceClaimDateRange: companyEndpoint({
    method: 'GET',
    path: '/reports/insuranceClaimDateRange',
    tag: 'reports',
    summary: 'The earliest (item1) and latest (item2) claim date of the claims the caller may see',
    need: 'manageProperties',
    reply: {
      type: 'object',
      required: ['item1', 'item2'],
      properties: {
        item1: {
          type: ['string', 'null'],
          format: 'date',
          description: 'The earliest claim date; null without claims',
        },
        item2: { type: ['string', 'null'], format: 'date', description: 'The latest claim date; null without claims' },
      },
    },
  }),
} as const;
