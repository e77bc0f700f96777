import { companyEndpoint } from './protocol/contract.ts';

const countSchema = { type: 'integer', minimum: 0 } as const;

/** The home page's status cards and the 'Event Details' chart data (GET /dashboard). */
export const dashboardSchema = {
  type: 'object',
  required: ['eventStatistics', 'eventReports'],
  properties: {
    eventStatistics: {
      type: 'array',
      items: {
        type: 'object',
        required: ['orderIndex', 'statusType', 'displayName', 'eventCount'],
        properties: {
          orderIndex: { type: 'integer' },
          statusType: { type: ['integer', 'null'] },
          displayName: { type: 'string' },
          eventCount: countSchema,
        },
      },
    },
    eventReports: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'eventCategoryReports'],
        properties: {
          type: { type: 'string' },
          eventCategoryReports: {
            type: 'array',
            items: {
              type: 'object',
              required: ['category', 'eventCount'],
              properties: { category: { type: 'string' }, eventCount: countSchema },
            },
          },
        },
      },
    },
  },
} as const;

/** The home dashboard: every member may read it. */
export const dashboardEndpoints = {
  dashboard: companyEndpoint({
    method: 'GET',
    path: '/dashboard',
    tag: 'dashboard',
    summary: "The home page's status cards and the 'Event Details' chart data",
    need: 'member',
    reply: dashboardSchema,
  }),
} as const;
