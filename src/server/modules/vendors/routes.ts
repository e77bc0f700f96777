import type { FastifyInstance } from 'fastify';

/** Routes of this area (being built). */
export async function vendorsRoutes(_app: FastifyInstance): Promise<void> {}
