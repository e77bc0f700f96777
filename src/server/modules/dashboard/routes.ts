import type { FastifyInstance } from 'fastify';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { eventReports, eventStatistics } from './service.ts';

const countSchema = { type: 'integer', minimum: 0 } as const;

/** GET /dashboard: the home page's status cards and the 'Event Details' chart data. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${COMPANY_PREFIX}/dashboard`,
    {
      config: { need: 'member' },
      schema: {
        tags: ['dashboard'],
        params: { type: 'object', properties: { companyId: { type: 'string' } } },
        response: {
          200: {
            type: 'object',
            required: ['eventStatistics', 'eventReports'],
            properties: {
              eventStatistics: {
                type: 'array',
                items: {
                  type: 'object',
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
                  properties: {
                    type: { type: 'string' },
                    eventCategoryReports: {
                      type: 'array',
                      items: { type: 'object', properties: { category: { type: 'string' }, eventCount: countSchema } },
                    },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { companyId } = companyOf(request);
      const db = app.database.db;
      const [statistics, reports] = await Promise.all([eventStatistics(db, companyId), eventReports(db, companyId)]);
      return { eventStatistics: statistics, eventReports: reports };
    },
  );
}
