import type { ImportFields, ImportReply } from '../../../../schemas/import.ts';
import { readCsvFile } from '../../../domain/import/csv-file.ts';
import { resolveMapping } from '../../../domain/import/header-mapping.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Db } from '../../db/connect.ts';
import { AppError, BadRequestError } from '../../http/errors.ts';
import type { Importer, ImportSettings } from './importer.ts';
import { parseMappingField } from './mapping-field.ts';
import { peopleImporter } from './people.ts';
import { planImport } from './plan.ts';
import { propertyImporter } from './properties.ts';
import { propertyGroupImporter } from './property-groups.ts';
import { vendorImporter } from './vendors.ts';
import { writeInBatches } from './write-batches.ts';

const IMPORTERS: Record<ImportResource, (settings: ImportSettings) => Importer<unknown>> = {
  properties: propertyImporter,
  people: peopleImporter,
  vendors: vendorImporter,
  propertygroups: propertyGroupImporter,
};

/**
 * POST /import/{resource} (issue 24): reads the CSV file (src/domain/import/csv-file.ts; its
 * size, 413, or its content, 400, may refuse it whole), maps its columns (the given mapping or
 * the headers; 400 when it does not fit the file), checks every row as a one-record save would,
 * and — unless it is a dry run — writes the valid rows in batches (write-batches.ts). Answers
 * the counts and every problem of the rows that were not written.
 */
export async function importRecords(
  ctx: ServiceContext<Db>,
  resource: ImportResource,
  bytes: Uint8Array,
  fields: ImportFields,
  settings: ImportSettings,
): Promise<ImportReply> {
  const read = readCsvFile(bytes);
  if ('problem' in read) {
    const { reason, message } = read.problem;
    throw reason === 'tooLarge' || reason === 'tooManyRows' ? new AppError(413, message) : new BadRequestError(message);
  }
  const { columns, problems } = resolveMapping(resource, read.file.header, parseMappingField(fields.mapping));
  if (problems.length) {
    const errors = problems.map((problem) => ({
      field: problem.field ? `mapping.${problem.field}` : 'file',
      message: problem.message,
    }));
    throw new BadRequestError(problems.map((problem) => problem.message).join(' '), errors);
  }
  const importer = IMPORTERS[resource](settings);
  const plan = await planImport(ctx, resource, read.file, columns, importer);
  if (!fields.dryRun) await writeInBatches(ctx, importer, plan.changes, settings.stopped);
  const counted = (kind: string) => plan.changes.filter((change) => change.kind === kind).length;
  return {
    created: counted('create'),
    updated: counted('update'),
    unchanged: counted('unchanged'),
    failed: plan.failed,
    errors: plan.errors,
  };
}
