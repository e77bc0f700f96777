import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a body is sent as it is: the encoding's framing and the header cost about as much. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Text that compresses: JSON (also problem+json, schema+json...), HTML, CSS, JavaScript, SVG, XML,
 * CSV. Not text/event-stream, whose events must reach the browser as they happen.
 */
export const COMPRESSIBLE =
  /^(?:application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\s*(?:;|$)/i;

/**
 * Compresses what the app answers (API JSON, server-rendered pages, CSV exports as they stream)
 * from 1 KB up, brotli at quality 4 (for JSON of a few KB about as small as gzip -9 and faster than
 * gzip -6) or gzip, as the client's Accept-Encoding allows (@fastify/compress). The client's built
 * files already carry the build's brotli or gzip copy (plugins/client.ts), so their
 * Content-Encoding makes the plugin pass them by; images and other binary files are not of a
 * compressible type. Request bodies are not decompressed: nothing the API takes is sent encoded.
 * Replies the identity provider writes itself (hijacked) do not pass through Fastify's onSend: it
 * compresses them with the same rules (auth/oidc/mount.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
