import type { RJSFValidationError } from '@rjsf/utils';

/**
 * The browser's validation wording, matched to the server's (src/server/http/validation-errors.ts)
 * so a field says the same thing whichever side caught it.
 */
export function validationMessage(error: Pick<RJSFValidationError, 'name' | 'params' | 'message'>): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.name) {
    case 'required':
      return 'is required';
    case 'minLength':
      return params.limit === 1 ? 'is required' : `must be at least ${params.limit} characters`;
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'format':
      return params.format === 'email' ? 'must be a valid e-mail address' : `must be a valid ${params.format}`;
    case 'additionalProperties':
      return 'is not an allowed field';
    default:
      return error.message ?? 'is invalid';
  }
}

/** RJSF `transformErrors`: same errors, our wording. */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => ({ ...error, message: validationMessage(error) }));
}
