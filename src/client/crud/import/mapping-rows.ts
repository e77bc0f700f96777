import { importColumn, importColumns } from '../../../domain/import/columns.ts';
import type { ColumnMapping, MappingProblem } from '../../../domain/import/header-mapping.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { csvImportText } from '../../i18n/en/csv-import.ts';
import { translate } from '../../i18n/language.ts';

/**
 * The column-mapping step as rows (issue 24, step 2): one per field of the import, in the
 * template's order, with the file's header chosen for it and the mapping's problem about it.
 */

/** The select's value for "this field is not imported". */
export const NOT_IMPORTED = '';

export interface MappingRow {
  field: string;
  title: string;
  required: boolean;
  hint?: string;
  /** The file's header chosen for the field, or NOT_IMPORTED. */
  header: string;
  problem?: string;
}

export function mappingRows(
  resource: ImportResource,
  mapping: ColumnMapping,
  problems: readonly MappingProblem[],
): MappingRow[] {
  return importColumns(resource).map((column) => ({
    field: column.field,
    title: column.title,
    required: column.required,
    hint: column.hint,
    header: mapping[column.field] ?? NOT_IMPORTED,
    problem: problems.find((problem) => problem.field === column.field)?.message,
  }));
}

/** The problems no row shows (about the file as a whole). */
export function fileProblems(resource: ImportResource, problems: readonly MappingProblem[]): string[] {
  return problems
    .filter((problem) => !problem.field || !importColumn(resource, problem.field))
    .map((problem) => problem.message);
}

/** Each header once, blank ones left out (nothing can be read from a column without a title). */
const headersOf = (header: readonly string[]) => [...new Set(header.filter((title) => title.trim() !== ''))];

/** The select's choices: not imported (in the app's language), then the file's headers in the file's order. */
export function headerOptions(header: readonly string[]): { value: string; label: string }[] {
  return [
    { value: NOT_IMPORTED, label: translate(csvImportText, 'notImported') },
    ...headersOf(header).map((title) => ({ value: title, label: title })),
  ];
}

/** The file's columns no field reads: said, so a column left behind is a choice, not a surprise. */
export function unusedHeaders(header: readonly string[], mapping: ColumnMapping): string[] {
  const used = new Set(Object.values(mapping));
  return headersOf(header).filter((title) => !used.has(title));
}

/** A header chosen for two fields or more, in words (allowed, but rarely meant). */
export function sharedHeaderWarnings(resource: ImportResource, mapping: ColumnMapping): string[] {
  const fieldsOf = new Map<string, string[]>();
  for (const column of importColumns(resource)) {
    const header = mapping[column.field];
    if (header) fieldsOf.set(header, [...(fieldsOf.get(header) ?? []), column.title]);
  }
  return [...fieldsOf]
    .filter(([, titles]) => titles.length > 1)
    .map(([header, titles]) =>
      translate(csvImportText, 'sharedColumn', { header, fields: titles.join(translate(csvImportText, 'and')) }),
    );
}
