import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { validationMessage } from '../../domain/common/validation-messages.ts';
import type { FieldError } from './errors.ts';

/**
 * ajv adds `propertyName` to errors raised inside a `propertyNames` schema, and (with the
 * `verbose` option app.ts sets) the refused `data`; Fastify's type omits both.
 */
type ValidationError = FastifySchemaValidationError & { propertyName?: string; data?: unknown };

/** Dotted field path of an ajv error: '/permissions/manageRoles' -> 'permissions.manageRoles'. */
function fieldOf(error: ValidationError): string {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = error.params as Record<string, unknown>;
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const extra = typeof params.additionalProperty === 'string' ? params.additionalProperty : undefined;
  // A key refused by `propertyNames` (e.g. an unknown permission) names the key itself.
  const named = typeof params.propertyName === 'string' ? params.propertyName : undefined;
  const leaf = missing ?? extra ?? error.propertyName ?? named;
  if (leaf) return base ? `${base}.${leaf}` : leaf;
  return base || '(body)';
}

function messageOf(error: ValidationError): string {
  if (error.propertyName) return validationMessage('propertyNames', error.params);
  // The phone rule quotes the refused value ('{value} is not a valid phone number').
  return validationMessage(error.keyword, { ...error.params, value: error.data }, error.message);
}

/** A body with thousands of bad items answers with the first ones: enough to fix, not a second payload. */
export const MAX_FIELD_ERRORS = 50;

/** Turns Fastify/ajv schema errors into the API's `validationErrors` list (one entry per field). */
export function toFieldErrors(errors: ValidationError[], context: string): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = fieldOf(error);
    if (seen.has(field)) continue;
    if (out.length >= MAX_FIELD_ERRORS) break;
    seen.add(field);
    out.push({ field: context === 'body' ? field : `${context}.${field}`, message: messageOf(error) });
  }
  return out;
}
