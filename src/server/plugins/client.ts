import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Vite names every file under assets/ by its content's hash: a new build makes new names. */
const HASHED = `${path.sep}assets${path.sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files (favicon, terms page) and index.html keep their names: cached, but asked about each time. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built React client, with index.html for every client route (history mode). Files are
 * sent as the build compressed them (build-tools/precompress.ts: brotli or gzip, as the browser
 * accepts); hashed assets are cached for a year, the rest is revalidated (ETag, 304).
 */
export async function registerClient(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir: config.clientDir }, 'client not built: run `npm run build` to serve the UI');
    return;
  }
  await app.register(fastifyStatic, {
    root: config.clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', filePath.includes(HASHED) ? IMMUTABLE : REVALIDATE);
      // The body depends on Accept-Encoding: a shared cache (a proxy, a CDN) keeps one per encoding.
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
  const html = fs.readFileSync(indexFile, 'utf8');
  app.get('/*', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/') || url.startsWith('/oidc/') || path.extname(url)) {
      return reply.status(404).send({ message: 'The requested resource was not found.' });
    }
    return reply.type('text/html').header('cache-control', REVALIDATE).send(html);
  });
}
