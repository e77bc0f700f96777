import { ApiError } from '../../api/http.ts';

/** A refused form (400) as a bespoke antd form shows it: a message per field, and what fits no field. */
export interface FieldRefusal {
  /** The first message the server gave for each of the form's fields. */
  fields: Record<string, string>;
  /** The refusal's message when none of its errors names a field of the form; else null. */
  other: string | null;
}

/**
 * The server's `validationErrors` of a 400 on the form's own fields (by body path); null when the
 * error is not a 400. Errors on other paths leave the message to say what went wrong.
 */
export function fieldRefusal(error: unknown, formFields: readonly string[]): FieldRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields: Record<string, string> = {};
  for (const { field, message } of error.body?.validationErrors ?? []) {
    if (formFields.includes(field) && !(field in fields)) fields[field] = message;
  }
  return { fields, other: Object.keys(fields).length > 0 ? null : error.message };
}

/** The server's messages still to show: a field the person has edited since loses its message. */
export function withoutEdited(shown: Record<string, string>, edited: object): Record<string, string> {
  const keys = Object.keys(edited);
  if (!keys.some((key) => key in shown)) return shown;
  return Object.fromEntries(Object.entries(shown).filter(([key]) => !keys.includes(key)));
}

/** A Form.Item's props for the server's message on its field: shown as the field's error until edited. */
export function serverErrorProps(
  serverErrors: Record<string, string>,
  name: string,
): { validateStatus?: 'error'; help?: string } {
  const message = serverErrors[name];
  return message ? { validateStatus: 'error', help: message } : {};
}
