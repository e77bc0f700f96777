import { errorBodySchema } from '../../../schemas/error.ts';

/** The JSON error body of every failed API call, published in the OpenAPI document. */
export const errorResponseSchema = errorBodySchema;

/** Standard error responses to spread into a route's `response` schema. */
export const errorResponses = {
  400: { $ref: 'ErrorResponse#' },
  401: { $ref: 'ErrorResponse#' },
  403: { $ref: 'ErrorResponse#' },
  404: { $ref: 'ErrorResponse#' },
} as const;
