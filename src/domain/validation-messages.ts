import { phoneErrorMessage, US_PHONE_FORMAT } from './phone-text.ts';

/**
 * The wording of a JSON Schema validation failure, shared by the server's 400 bodies and the
 * browser's forms so that a field says the same thing whichever side caught it.
 * `params` are ajv's, plus `value` (the refused data) where the caller knows it: the phone rule
 * quotes it ('{value} is not a valid phone number', spec 000 §5).
 */
export function validationMessage(keyword: string, params: Record<string, unknown>, fallback?: string): string {
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'minLength':
      return params.limit === 1 ? 'is required' : `must be at least ${params.limit} characters`;
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'format':
      if (params.format === US_PHONE_FORMAT) return phoneErrorMessage(params.value);
      return params.format === 'email' ? 'must be a valid e-mail address' : `must be a valid ${params.format}`;
    case 'additionalProperties':
    case 'propertyNames':
      return 'is not an allowed field';
    default:
      return fallback ?? 'is invalid';
  }
}
