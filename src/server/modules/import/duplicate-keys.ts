import type { ImportRowError } from '../../../domain/import/row-values.ts';

/**
 * A file may name each record once (issue 24: duplicate keys inside one file, both rows
 * reported): rows whose key (Property #, e-mail, name) is the same, case aside, are all refused,
 * each saying where the others are — which of them was meant is the user's call.
 */
export function duplicateKeyErrors(
  rows: readonly { row: number; key: string }[],
  field: string,
  title: string,
): ImportRowError[] {
  const byKey = new Map<string, { row: number; key: string }[]>();
  for (const entry of rows) {
    const key = entry.key.trim().toLowerCase();
    if (!key) continue;
    const same = byKey.get(key);
    if (same) same.push(entry);
    else byKey.set(key, [entry]);
  }
  const errors: ImportRowError[] = [];
  for (const entries of byKey.values()) {
    if (entries.length < 2) continue;
    for (const entry of entries) {
      const others = entries.filter((other) => other !== entry).map((other) => other.row);
      errors.push({
        row: entry.row,
        field,
        value: entry.key,
        message: `${title} '${entry.key}' is also on row${others.length > 1 ? 's' : ''} ${others.join(', ')}: a file may hold each ${title} once.`,
      });
    }
  }
  return errors.sort((a, b) => a.row - b.row);
}
