import type { FromSchema } from './from-schema.ts';

/**
 * The JSON body of every failed API call, from every layer (issue 9): the server publishes it in
 * the OpenAPI document and sends nothing else on a refusal; the browser reads it. Declared once.
 */
export const errorBodySchema = {
  $id: 'ErrorResponse',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    validationErrors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

export type ErrorBody = FromSchema<typeof errorBodySchema>;

/** One entry of `validationErrors`: `{ field: 'permissions.manageRoles', message }`. */
export type FieldError = NonNullable<ErrorBody['validationErrors']>[number];
