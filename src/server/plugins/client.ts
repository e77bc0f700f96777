import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Serves the built React client, with index.html for every client route (history mode). */
export async function registerClient(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir: config.clientDir }, 'client not built: run `npm run build` to serve the UI');
    return;
  }
  await app.register(fastifyStatic, { root: config.clientDir, wildcard: false, index: false });
  const html = fs.readFileSync(indexFile, 'utf8');
  app.get('/*', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/') || url.startsWith('/oidc/') || path.extname(url)) {
      return reply.status(404).send({ message: 'The requested resource was not found.' });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  });
}
