import type { FastifyInstance } from 'fastify';
import { US_STATES } from '../../../domain/us-states.ts';
import { COMPANY_PREFIX } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { companyParams } from '../../http/route-schemas.ts';

const statesResponse = {
  type: 'object',
  required: ['states'],
  properties: {
    states: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'abbreviation'],
        properties: {
          name: { type: 'string', description: "The state's name: 'Illinois'" },
          abbreviation: { type: 'string', description: "Its USPS code, what addresses store: 'IL'" },
        },
      },
    },
  },
} as const;

/** Reference data every member may read (spec 000 §7 States lookup). */
export async function lookupsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${COMPANY_PREFIX}/lookup/states`,
    {
      config: { need: 'member' },
      schema: {
        tags: ['lookups'],
        summary: 'The US states, DC and territories (name, abbreviation), by name',
        params: companyParams,
        response: { 200: statesResponse, ...errorResponses },
      },
    },
    async (_request, reply) => {
      // The same for every company and every day: let the browser keep it for an hour.
      reply.header('cache-control', 'private, max-age=3600');
      return { states: US_STATES };
    },
  );
}
