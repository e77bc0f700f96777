import { EVENT_STATUS_VALUES } from '../src/domain/events/event-status.ts';
import { companyEndpoint } from './protocol/contract.ts';

const count = { type: 'integer', minimum: 0 } as const;
const day = { type: 'string', format: 'date' } as const;
/** Exact money as text with two decimals ('1234.50'): sums of numeric(14, 2) columns. */
const money = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' } as const;
const period = { ...day, description: 'The first day of the period (a day, or the first of a month)' } as const;

const row = <const P extends Record<string, object>>(properties: P) =>
  ({ type: 'object', required: Object.keys(properties) as (keyof P & string)[], properties }) as const;

/** The analytics dashboard's figures (GET /analytics): every chart of /bold-dashboard in one answer. */
export const analyticsSchema = {
  type: 'object',
  required: [
    'from',
    'to',
    'granularity',
    'property',
    'eventsByType',
    'eventsByStatus',
    'openByProperty',
    'sopByPeriod',
    'bySeverity',
    'claimsByMonth',
    'headlines',
    'assignedToNoProperty',
  ],
  properties: {
    from: day,
    to: day,
    granularity: { type: 'string', enum: ['day', 'month'] },
    property: {
      description: 'The chosen property (its name labels the filter), or null for every property',
      type: ['object', 'null'],
      required: ['id', 'name'],
      properties: { id: { type: 'string' }, name: { type: 'string' } },
    },
    eventsByType: {
      type: 'array',
      items: row({ period, eventTypeId: { type: 'string' }, type: { type: 'string' }, events: count }),
    },
    eventsByStatus: {
      type: 'array',
      items: row({ period, status: { type: 'integer', enum: EVENT_STATUS_VALUES }, events: count }),
    },
    openByProperty: {
      type: 'array',
      description: 'The ten properties with the most events not Complete',
      items: row({ propertyId: { type: 'string' }, property: { type: 'string' }, events: count }),
    },
    sopByPeriod: {
      type: 'array',
      items: row({
        period,
        complete: count,
        incomplete: count,
        completeMinutes: { type: 'integer', minimum: 0, description: 'Minutes from reported to SOP finished, summed' },
      }),
    },
    bySeverity: { type: 'array', items: row({ severityLevel: { type: 'integer' }, events: count }) },
    claimsByMonth: {
      type: 'array',
      items: row({ month: day, claims: count, totalLoss: money, settlement: money }),
    },
    tasksByMonth: {
      type: 'array',
      description:
        "Routine task instances by month of due date: done by the end of the due day in the property's time zone, done after it, and not done with that day over. Open ones not yet overdue are left out. Absent when the company's routine tasks feature is off.",
      items: row({ month: day, onTime: count, late: count, overdue: count }),
    },
    headlines: {
      type: 'object',
      description:
        'The figures at the top of the dashboard, as of today whatever the range (the property filter and the visibility rule apply)',
      required: ['today', 'weekFrom', 'openEvents', 'newThisWeek', 'openClaims', 'openClaimsTotalLoss'],
      properties: {
        today: { ...day, description: 'The day the figures are as of (UTC)' },
        weekFrom: { ...day, description: "The Sunday starting today's week" },
        openEvents: { ...count, description: 'Events not Complete' },
        newThisWeek: { ...count, description: 'Events that occurred from weekFrom to today (local days)' },
        openClaims: { ...count, description: 'Claims not closed (statuses 0–6)' },
        openClaimsTotalLoss: { ...money, description: 'The total loss of those claims' },
        overdueTasks: {
          ...count,
          description:
            "Routine task instances overdue today at their property (open, due before today, within the Tasks screen's lookback). Absent when the company's routine tasks feature is off.",
        },
      },
    },
    assignedToNoProperty: {
      type: 'boolean',
      description:
        'True when the viewer sees no property at all (none assigned, not all properties): every figure is empty',
    },
  },
} as const;

export const analyticsEndpoints = {
  analytics: companyEndpoint({
    method: 'GET',
    path: '/analytics',
    tag: 'analytics',
    summary: "The analytics dashboard's figures over a range of days, for all or one property",
    description:
      "Events by occurrence day in their property's time zone (archived ones excluded, the events visibility rule applied), claims by claim date. Without from/to: the last twelve months.",
    need: 'viewDashboard',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        from: { ...day, description: 'First day (YYYY-MM-DD)' },
        to: { ...day, description: 'Last day, included (YYYY-MM-DD)' },
        propertyId: { type: 'string', format: 'uuid', description: 'Only this property' },
      },
    },
    reply: analyticsSchema,
  }),
} as const;
