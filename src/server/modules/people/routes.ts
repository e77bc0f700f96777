import type { FastifyInstance } from 'fastify';

/** Routes of this area (being built). */
export async function peopleRoutes(_app: FastifyInstance): Promise<void> {}
