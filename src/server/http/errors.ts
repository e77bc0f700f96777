import type { FieldError } from '../../../schemas/error.ts';
import { apiMessagesText } from '../../domain/i18n/en/api-messages.ts';

export type { FieldError };

/** Typed application errors; the central error handler maps them to HTTP (DESIGN: The API contract). */

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly validationErrors?: FieldError[],
  ) {
    super(message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, validationErrors?: FieldError[]) {
    super(400, message, validationErrors);
  }
}

/** A single invalid field, the common case of a rule the schema cannot express. */
export function invalidField(field: string, message: string): BadRequestError {
  return new BadRequestError(message, [{ field, message }]);
}

export class UnauthorizedError extends AppError {
  constructor(message: string = apiMessagesText.en.authenticationRequired) {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = apiMessagesText.en.forbidden) {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = apiMessagesText.en.notFound) {
    super(404, message);
  }
}

/** Too many tries of something limited (a resent invitation); the message says when to try again. */
export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, message);
  }
}
