import crypto from 'node:crypto';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { DOCUMENT_ONLY_HEADERS } from './security-headers.ts';

/** Vite names every file under assets/ by its content's hash: a new build makes new names. */
const ASSETS = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files (favicon, terms page) and index.html keep their names: cached, but asked about each time. */
export const REVALIDATE = 'no-cache';

/**
 * A file that is not a page does without the headers that only govern a page (security-headers.ts).
 * @fastify/static hands setHeaders the raw response (typed narrower), where onRequest set them.
 */
function withoutDocumentHeaders(response: SetHeadersResponse, filePath: string): void {
  if (filePath.endsWith('.html')) return;
  const raw = response as unknown as Pick<ServerResponse, 'removeHeader'>;
  for (const name of DOCUMENT_ONLY_HEADERS) raw.removeHeader(name);
}

/**
 * index.html as built, and its validator for revalidation: weak, since the compression plugin
 * sends it brotli, gzip or plain, byte-different representations of the same page.
 */
function readIndex(clientDir: string) {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'));
  return { html, etag: `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 22)}"` };
}

/** Whether If-None-Match names the current version (a weak comparison, RFC 9110 §13.1.2). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  (ifNoneMatch ?? '').split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/**
 * Serves the built React client, with index.html for every client route (history mode). Files are
 * sent as the build compressed them (build-tools/precompress.ts: brotli or gzip, as the browser
 * accepts). Hashed assets are cached for a year and sent with no validator (ETag, Last-Modified)
 * and no byte ranges: a browser never asks about them again, it fetches a new name. The rest is
 * revalidated (ETag, 304), index.html included.
 */
export async function registerClient(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir: config.clientDir }, 'client not built: run `npm run build` to serve the UI');
    return;
  }
  const assetsDir = path.join(config.clientDir, ASSETS);
  if (fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: `/${ASSETS}/`,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', IMMUTABLE);
        // The body depends on Accept-Encoding: a shared cache (a proxy, a CDN) keeps one per encoding.
        response.setHeader('vary', 'Accept-Encoding');
        withoutDocumentHeaders(response, filePath);
      },
    });
  }
  await app.register(fastifyStatic, {
    root: config.clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: [`${ASSETS}/**`],
    decorateReply: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', REVALIDATE);
      response.setHeader('vary', 'Accept-Encoding');
      withoutDocumentHeaders(response, filePath);
    },
  });
  const index = readIndex(config.clientDir);
  app.get('/*', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/') || url.startsWith('/oidc/') || path.extname(url)) {
      return reply.status(404).send({ message: 'The requested resource was not found.' });
    }
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).header('etag', index.etag);
    if (matches(request.headers['if-none-match'], index.etag)) return reply.status(304).send();
    return reply.send(index.html);
  });
}
