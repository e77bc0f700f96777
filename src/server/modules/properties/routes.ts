import type { FastifyInstance } from 'fastify';

/** Routes of this area (being built). */
export async function propertiesRoutes(_app: FastifyInstance): Promise<void> {}
