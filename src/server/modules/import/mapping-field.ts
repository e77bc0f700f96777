import type { ColumnMapping } from '../../../domain/import/header-mapping.ts';
import { invalidField } from '../../http/errors.ts';

const NOT_A_MAPPING = 'must be a JSON object of our field → the file’s column header, e.g. {"name":"Group"}';

/** The upload's `mapping` field: undefined when absent or blank (the headers decide), else a checked object. */
export function parseMappingField(text: string | undefined): ColumnMapping | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidField('mapping', `mapping ${NOT_A_MAPPING}`);
  }
  const isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  const values = isObject ? Object.values(parsed as object) : [];
  if (!isObject || values.some((value) => value !== null && typeof value !== 'string')) {
    throw invalidField('mapping', `mapping ${NOT_A_MAPPING}`);
  }
  return Object.fromEntries(
    Object.entries(parsed as Record<string, string | null>).map(([field, header]) => [field, header ?? undefined]),
  );
}
