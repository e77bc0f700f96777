import type { FastifyInstance } from 'fastify';

/** Liveness and readiness probes for process managers and load balancers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { tags: ['health'], security: [] } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { tags: ['health'], security: [] } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch (error) {
      app.log.error({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
