import { IMPORT_KEY_FIELDS, importColumn } from '../../../domain/import/columns.ts';
import type { CsvFile } from '../../../domain/import/csv-file.ts';
import type { MappedColumn } from '../../../domain/import/header-mapping.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { type ImportRowError, readImportRow } from '../../../domain/import/row-values.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { duplicateKeyErrors } from './duplicate-keys.ts';
import type { Importer, ReadRow, RowChange } from './importer.ts';

/** What an import will do: each valid row's change, and every problem of the rows that are not. */
export interface ImportPlan<Write> {
  changes: RowChange<Write>[];
  errors: ImportRowError[];
  failed: number;
}

/** One error per column of a row: the first found (a cell that cannot be read before what follows from it). */
function firstPerField(errors: readonly ImportRowError[]): ImportRowError[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(error.field) && seen.add(error.field));
}

/**
 * Checks every row of the file (issue 24's dry run, and what a real run writes): its cells read
 * by kind, its key not used by another row of the file (both rows refused), then the list's
 * own check against the company. Reads the database, never writes.
 */
export async function planImport<Write>(
  ctx: ServiceContext,
  resource: ImportResource,
  file: CsvFile,
  columns: readonly MappedColumn[],
  importer: Importer<Write>,
): Promise<ImportPlan<Write>> {
  const cellErrors = new Map<number, ImportRowError[]>();
  const rows: ReadRow[] = file.records.map((record) => {
    const { values, errors } = readImportRow(record, columns);
    if (errors.length) cellErrors.set(record.row, errors);
    const raw = Object.fromEntries(columns.map(({ column, index }) => [column.field, record.cells[index] ?? '']));
    return { row: record.row, values, raw };
  });
  const keyField = IMPORT_KEY_FIELDS[resource];
  const duplicates = duplicateKeyErrors(
    rows.map((row) => ({ row: row.row, key: String(row.values[keyField] ?? '') })),
    keyField,
    importColumn(resource, keyField)?.title ?? keyField,
  );
  const duplicated = new Map(duplicates.map((error) => [error.row, error]));
  const check = await importer.prepare(ctx, rows);
  const plan: ImportPlan<Write> = { changes: [], errors: [], failed: 0 };
  for (const row of rows) {
    const checked = check(row);
    const duplicate = duplicated.get(row.row);
    const errors = firstPerField([
      ...(cellErrors.get(row.row) ?? []),
      ...(duplicate ? [duplicate] : []),
      ...('errors' in checked ? checked.errors : []),
    ]);
    if (errors.length > 0) {
      plan.failed += 1;
      plan.errors.push(...errors);
    } else if ('change' in checked) {
      plan.changes.push(checked.change);
    }
  }
  return plan;
}
