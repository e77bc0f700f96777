import type { RJSFValidationError } from '@rjsf/utils';
import type { ServerFieldError } from './server-errors.ts';

/** RJSF's id of the field at a dotted path ('address.city' -> 'root_address_city'). */
export function fieldId(field: string): string {
  return ['root', ...field.split('.').filter(Boolean)].join('_');
}

/**
 * The form's own errors the user sees now (issue 9, point 16): those of the fields they have
 * left (`touched`, RJSF ids), or all of them once a save was refused, but never on a form
 * nobody has typed into yet. Save stays disabled while any error exists, shown or not.
 */
export function shownFormErrors(
  errors: readonly Pick<RJSFValidationError, 'property' | 'message'>[],
  touched: ReadonlySet<string>,
  all: boolean,
): ServerFieldError[] {
  const shown: ServerFieldError[] = [];
  for (const error of errors) {
    const field = (error.property ?? '').replace(/^\./, '');
    if (all || (field && touched.has(fieldId(field)))) shown.push({ field, message: error.message ?? '' });
  }
  return shown;
}

/**
 * The fields in error when a saved record opens (issue 23 item 7), as RJSF ids: a form that
 * shows a saved record's broken rules at once counts them as left, so each is marked with its
 * message before anyone touches it (a policy saved without dates says why it cannot be saved).
 */
export function fieldsInError(errors: readonly Pick<RJSFValidationError, 'property'>[]): Set<string> {
  const ids = new Set<string>();
  for (const error of errors) {
    const field = (error.property ?? '').replace(/^\./, '');
    if (field) ids.add(fieldId(field));
  }
  return ids;
}
