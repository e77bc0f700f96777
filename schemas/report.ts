import { CLAIM_STATUS_VALUES } from '../src/domain/claims/claim-status.ts';
import { CLAIM_TYPE_VALUES } from '../src/domain/claims/claim-types.ts';
import { text } from './primitives.ts';
import { companyEndpoint, listEndpoint } from './protocol/contract.ts';

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

/** At most this many claims in one answer; a longer range says `truncated` (the page asks for a shorter one). */
export const CLAIM_REPORT_MAX_ROWS = 10_000;

/** The claims report's messages (400s). */
export const REPORT_MESSAGES = {
  rangeReversed: 'must be on or after claimDateOnOrAfter',
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
    summary: 'Insurance Claims: the claims with their events, by claim date',
    description:
      'The claims whose claim date is on or after claimDateOnOrAfter and on or before claimDateOnOrBefore (both inclusive, both required), oldest claim date first, on the events the caller may see.',
    need: 'manageProperties',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['claimDateOnOrAfter', 'claimDateOnOrBefore'],
      properties: { claimDateOnOrAfter: isoDate, claimDateOnOrBefore: isoDate },
    },
    envelope: 'insuranceClaimsWithEvents',
    reply: {
      type: 'object',
      required: ['insuranceClaimsWithEvents', 'truncated'],
      properties: {
        insuranceClaimsWithEvents: { type: 'array', items: insuranceClaimReportRowSchema },
        truncated: {
          type: 'boolean',
          description: `True when the range holds more than ${CLAIM_REPORT_MAX_ROWS} claims and only the first ones are listed`,
        },
      },
    },
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
