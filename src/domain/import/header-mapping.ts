import { type ImportColumn, importColumn, importColumns } from './columns.ts';
import { IMPORT_RESOURCE_LABELS, type ImportResource } from './resources.ts';

/**
 * Which column of a file holds which of our fields (issue 24, step 2 of the modal): matched
 * automatically from the header row — case, spacing, punctuation and accents aside, the
 * columns' synonyms too ('Property #', 'Units', 'E-mail', 'Phone #') — and adjustable by hand.
 * The server reads a file with the mapping the modal sends, or the automatic one when none.
 */

/** Our field → the file's column header, as the file spells it. A field left out is not imported. */
export type ColumnMapping = Partial<Record<string, string>>;

/** A header as headers are compared: lower case, no accents, '#' read as 'number', letters and digits only. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('#', ' number ')
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * The automatic mapping of a header row: each field gets the first header equal to its title,
 * then — for fields still free — the first equal to one of its synonyms; a header serves one
 * field. Titles go first so that a synonym never takes another field's own column.
 */
export function autoMapColumns(resource: ImportResource, headers: readonly string[]): ColumnMapping {
  const normalized = headers.map(normalizeHeader);
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  const claim = (column: ImportColumn, names: readonly string[]) => {
    if (mapping[column.field] !== undefined) return;
    const wanted = new Set(names.map(normalizeHeader));
    const index = normalized.findIndex((header, at) => header !== '' && !taken.has(at) && wanted.has(header));
    if (index < 0) return;
    taken.add(index);
    mapping[column.field] = headers[index];
  };
  for (const column of importColumns(resource)) claim(column, [column.title, column.field]);
  for (const column of importColumns(resource)) claim(column, column.synonyms);
  return mapping;
}

/** A field and the position of its column in the file's rows. */
export interface MappedColumn {
  column: ImportColumn;
  index: number;
}

/** Why a mapping cannot be used with a file; `field` is ours when the problem is about one. */
export interface MappingProblem {
  field?: string;
  message: string;
}

/** Where a header is in the row: its exact text first (spaces aside), else the same normalised. */
function headerIndex(headers: readonly string[], header: string): number {
  const exact = headers.findIndex((candidate) => candidate.trim() === header.trim());
  if (exact >= 0) return exact;
  const wanted = normalizeHeader(header);
  return wanted ? headers.findIndex((candidate) => normalizeHeader(candidate) === wanted) : -1;
}

/** Why a mapping does not fit the file (the API translates them: src/domain/i18n/en/api-messages.ts). */
export const MAPPING_MESSAGES = {
  noTitles: (titles: string) =>
    `The first row of the file must be the column titles (${titles}): none of them is there.`,
  notAColumn: (field: string, resource: string) => `'${field}' is not a column of the ${resource} import.`,
  noSuchColumn: (header: string, title: string) => `The file has no column '${header}' (chosen for ${title}).`,
  twice: (count: number | string, header: string) =>
    `The file has ${count} columns named '${header}': rename all but one.`,
  requiredMissing: (title: string) => `The file has no ${title} column (required).`,
} as const;

/**
 * The columns a mapping reads (the automatic one when `mapping` is undefined), or what is wrong
 * with it: a field the import does not have, a header the file does not have or has twice, a
 * required field without a column. Blank mapped headers mean "not imported".
 */
export function resolveMapping(
  resource: ImportResource,
  headers: readonly string[],
  mapping?: ColumnMapping,
): { columns: MappedColumn[]; problems: MappingProblem[] } {
  if (!mapping) {
    const automatic = resolveMapping(resource, headers, autoMapColumns(resource, headers));
    if (automatic.columns.length > 0) return automatic;
    const titles = importColumns(resource).map((column) => column.title);
    return {
      columns: [],
      problems: [
        {
          message: MAPPING_MESSAGES.noTitles(titles.join(', ')),
        },
      ],
    };
  }
  const columns: MappedColumn[] = [];
  const problems: MappingProblem[] = [];
  for (const [field, header] of Object.entries(mapping)) {
    const column = importColumn(resource, field);
    if (!column) {
      problems.push({
        field,
        message: MAPPING_MESSAGES.notAColumn(field, IMPORT_RESOURCE_LABELS[resource]),
      });
      continue;
    }
    if (header === undefined || header === null || header.trim() === '') continue;
    const index = headerIndex(headers, header);
    if (index < 0) {
      problems.push({ field, message: MAPPING_MESSAGES.noSuchColumn(header, column.title) });
      continue;
    }
    const twice = headers.filter((candidate) => candidate.trim() === headers[index].trim()).length;
    if (twice > 1) {
      problems.push({ field, message: MAPPING_MESSAGES.twice(twice, header) });
      continue;
    }
    columns.push({ column, index });
  }
  for (const column of importColumns(resource)) {
    if (column.required && !columns.some((mapped) => mapped.column.field === column.field)) {
      const unknown = problems.some((problem) => problem.field === column.field);
      if (!unknown) problems.push({ field: column.field, message: MAPPING_MESSAGES.requiredMissing(column.title) });
    }
  }
  return { columns, problems };
}
