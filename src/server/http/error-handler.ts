import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessagesText } from '../../domain/i18n/en/api-messages.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { translateIn } from '../i18n/translate.ts';
import { installApiLanguage, requestLanguage } from './api-language.ts';
import { AppError } from './errors.ts';
import { toFieldErrors } from './validation-errors.ts';

const MESSAGES = apiMessagesText.en;

/**
 * One place turns every error into `{ message, validationErrors? }`; a 5xx never leaks internals.
 * The messages go out in the requester's language (api-language.ts translates every reply body).
 */
export function installErrorHandler(app: FastifyInstance): void {
  installApiLanguage(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
      });
    }
    if (error.validation) {
      const validationErrors = toFieldErrors(error.validation, error.validationContext ?? 'body');
      const first = validationErrors[0];
      return reply.status(400).send({
        message: first ? `${first.field} ${first.message}` : MESSAGES.requestInvalid,
        validationErrors,
      });
    }
    if (isUniqueViolation(error)) {
      // A duplicate that slipped past a service's own check (two saves at once): a conflict, not a crash.
      return reply.status(409).send({ message: MESSAGES.duplicateName });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: MESSAGES.notFound });
  });
}

/**
 * Errors Fastify's router raises before any route runs: an address that is not valid URL
 * encoding (400) or whose path parameter is longer than the router allows (414).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const message = translateIn(
    requestLanguage(request),
    apiMessagesText,
    status === 414 ? 'addressTooLong' : 'addressNotEncoded',
  );
  reply.status(status).header('cache-control', 'no-store').send({ message });
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: MESSAGES.headersTooLong },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: MESSAGES.requestTimeout },
};

/**
 * HTTP that Node could not parse (no route, no reply object): answered on the socket, same shape,
 * in English (no header was read).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: MESSAGES.notHttp,
  };
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
