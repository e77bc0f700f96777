/**
 * Small rules every list's import shares: what a column a file leaves out keeps, and whether a
 * checked row changes the record it matched (a row that does not is 'unchanged' and not written).
 */

/** A text field's value: the file's when it maps the column, else the record's, else blank. */
export function fileOr(fromFile: string | undefined, current: string | null | undefined): string {
  return fromFile ?? current ?? '';
}

/** A yes/no field's value: the file's when it maps the column (blank: no), else the record's, else no. */
export function yesNoOr(fromFile: boolean | null | undefined, current: boolean | undefined): boolean {
  return fromFile === undefined ? (current ?? false) : (fromFile ?? false);
}

/** Whether any of `keys` differs between the values to store and the record as it is. */
export function differs<K extends string>(
  next: Record<K, unknown>,
  current: Record<K, unknown>,
  keys: readonly K[],
): boolean {
  return keys.some((key) => next[key] !== current[key]);
}

/** Whether two id lists hold different ids (order and case aside). */
export function differentIds(next: readonly string[], current: readonly string[]): boolean {
  const had = new Set(current.map((id) => id.toLowerCase()));
  return next.length !== had.size || next.some((id) => !had.has(id.toLowerCase()));
}
