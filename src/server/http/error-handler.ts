import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { toFieldErrors } from './validation-errors.ts';

/** PostgreSQL's unique_violation, raised directly or wrapped by Drizzle as the cause. */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown }).cause) === '23505';
}

/** One place turns every error into `{ message, validationErrors? }`; a 5xx never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
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
        message: first ? `${first.field} ${first.message}` : 'The request is invalid.',
        validationErrors,
      });
    }
    if (isUniqueViolation(error)) {
      // A duplicate that slipped past a service's own check (two saves at once): a conflict, not a crash.
      return reply.status(409).send({ message: 'A record with the same name already exists.' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'The server encountered an error.' });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: 'The requested resource was not found.' });
  });
}
