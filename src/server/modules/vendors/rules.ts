/**
 * The vendor rules that are plain data transformations (no database), unit-tested in
 * tests/unit/vendors-rules.test.ts. Text and phone normalisation is shared: src/domain/stored-text.ts.
 */

/** The list's Location: 'city, state', either part alone, or '' when neither is known. */
export function locationOf(city: string | null | undefined, state: string | null | undefined): string {
  return [city?.trim(), state?.trim()].filter(Boolean).join(', ');
}
