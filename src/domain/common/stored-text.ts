import { normalizeUsPhone } from './phone.ts';

/**
 * How free text and phone numbers are kept, for every form and service (vendors, people,
 * properties, the company): one rule, imported by both sides.
 */

/** Stored text: trimmed, and null when nothing is left. */
export function storedText(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/**
 * A phone as stored and shown: one US display form, '(217) 555-0101', whatever the user typed
 * (the schema's 'us-phone' format has already refused invalid numbers); blank means none.
 */
export function storedPhone(value: string | null | undefined): string | null {
  return value?.trim() ? normalizeUsPhone(value) : null;
}

/**
 * A request body with the named optional text fields that are blank ('' or only spaces) set to
 * null, so that "optional, but valid when given" (spec 000 §5: e-mail, phone) treats a cleared
 * field as not given instead of as an invalid value. Anything that is not a plain object, and
 * every other field, is returned untouched for the schema to judge.
 */
export function blankFieldsToNull<T>(body: T, fields: readonly string[]): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const blank = fields.filter((field) => typeof record[field] === 'string' && record[field].trim() === '');
  if (blank.length === 0) return body;
  return { ...record, ...Object.fromEntries(blank.map((field) => [field, null])) } as T;
}
