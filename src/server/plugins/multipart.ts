import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError, BadRequestError } from '../http/errors.ts';

/** How many parts an upload may have: files, text fields, parts of any kind. */
export const MULTIPART_LIMITS = { files: 20, fields: 20, parts: 40 } as const;

const MB = 1024 * 1024;

/**
 * multipart/form-data for the upload endpoints (@fastify/multipart): parts are read as streams
 * (nothing buffered), a file past the largest kind's limit fails the request with 413, and the
 * part counts are bounded. Each upload then applies its own kind's limit (src/server/files/store-upload.ts).
 *
 * Two refusals are made here for every upload endpoint of the contracts (issue 23):
 *  - a multipart body without a boundary cannot be read at all: 400 before the handler runs;
 *  - an answer sent while the request's body is still arriving (an upload refused part way: too
 *    many parts, a file too large or not of its kind, a stray part) would leave the rest of the
 *    body unread on a keep-alive socket, and the next request on it would never be answered. Such
 *    an answer says `connection: close`, the socket closes once it is sent (Node does so for that
 *    header), and what still arrives meanwhile is read and dropped. Draining instead would let a
 *    refused client keep the socket busy for as long as it cares to send.
 */
export async function registerMultipart(app: FastifyInstance, config: AppConfig): Promise<void> {
  const fileSize = Math.max(...Object.values(config.files.maxBytes));
  await app.register(multipart, {
    limits: { fileSize, ...MULTIPART_LIMITS, fieldSize: 10_000, headerPairs: 100 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.endpoint?.upload && request.isMultipart() && !multipartBoundary(request)) {
      throw new BadRequestError(MISSING_BOUNDARY);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    // `complete` is false until the whole message has been read (app.inject's requests have none).
    if (raw.complete === false) {
      reply.header('connection', 'close');
      raw.unpipe();
      raw.resume();
    }
    return payload;
  });
}

const MISSING_BOUNDARY =
  'The request is multipart/form-data without a boundary (multipart/form-data; boundary=…): its parts cannot be read.';

/** The boundary parameter of a multipart request's content type, as busboy reads it. */
function multipartBoundary(request: FastifyRequest): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * The API's error for what went wrong while the parts were read: the limits of this plugin (413),
 * a body busboy cannot parse (no boundary, a malformed part, a body cut short: 400). An AppError
 * (a refusal of the reader's own) passes as it is.
 */
export function multipartRefusal(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case 'FST_PARTS_LIMIT':
      return new AppError(413, `The upload has more than ${MULTIPART_LIMITS.parts} parts.`);
    case 'FST_FILES_LIMIT':
      return new AppError(413, `The upload has more than ${MULTIPART_LIMITS.files} files.`);
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, `The upload has more than ${MULTIPART_LIMITS.fields} fields.`);
    case 'FST_REQ_FILE_TOO_LARGE': {
      const largest = Math.max(...Object.values(request.server.config.files.maxBytes));
      return new AppError(413, `A file of the upload is larger than ${Math.floor(largest / MB)} MB.`);
    }
    case 'FST_PROTO_VIOLATION':
      return new BadRequestError('A part of the upload has a name that is not allowed.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new BadRequestError('A field of the upload is not the JSON its content type says.');
  }
  if (message?.includes('Boundary not found')) return new BadRequestError(MISSING_BOUNDARY);
  return new BadRequestError(`The multipart/form-data body cannot be read${message ? ` (${message})` : ''}.`);
}
