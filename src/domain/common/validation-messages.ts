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
    case 'type':
      return typeof params.type === 'string' ? `must be ${article(params.type)}` : (fallback ?? 'is invalid');
    case 'minimum':
      return `must be at least ${params.limit}`;
    case 'maximum':
      return `must be at most ${params.limit}`;
    case 'minItems':
      return `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${params.limit} items`;
    case 'enum':
      return 'is not one of the allowed values';
    case 'additionalProperties':
    case 'propertyNames':
      return 'is not an allowed field';
    default:
      return fallback ?? 'is invalid';
  }
}

/** 'string' -> 'a string', 'integer' -> 'an integer', 'string,null' -> 'a string or null'. */
function article(type: string): string {
  return type
    .split(',')
    .map((name) => (name === 'null' ? 'null' : `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`))
    .join(' or ');
}
