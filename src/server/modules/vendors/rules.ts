import { normalizeUsPhone } from '../../../domain/phone.ts';

/**
 * The vendor rules that are plain data transformations (no database), unit-tested in
 * tests/unit/vendors-rules.test.ts.
 */

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

/** Association ids: duplicates collapsed, ids compared case-insensitively (shared with people and groups). */
export { distinctIds, missingIds } from '../shared/associations.ts';

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

/** The list's Location: 'city, state', either part alone, or '' when neither is known. */
export function locationOf(city: string | null | undefined, state: string | null | undefined): string {
  return [city?.trim(), state?.trim()].filter(Boolean).join(', ');
}
