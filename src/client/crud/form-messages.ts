import type { RJSFValidationError } from '@rjsf/utils';
import { validationMessage } from '../../domain/validation-messages.ts';

/** The browser's wording for an RJSF error: the same words the server uses (src/domain). */
export function formMessage(error: Pick<RJSFValidationError, 'name' | 'params' | 'message'>): string {
  return validationMessage(error.name ?? '', (error.params ?? {}) as Record<string, unknown>, error.message);
}

/** RJSF `transformErrors`: same errors, our wording. */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => ({ ...error, message: formMessage(error) }));
}
