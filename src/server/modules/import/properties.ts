import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Property, propertySchema } from '../../../../schemas/property/entity.ts';
import type { ImportRowValues } from '../../../domain/import/row-values.ts';
import { insertRows } from '../../db/batch-insert.ts';
import { updateRows } from '../../db/batch-update.ts';
import { properties } from '../../db/schema/index.ts';
import { type PropertyValues, propertyValues } from '../properties/rules.ts';
import { differs, fileOr, yesNoOr } from './compare.ts';
import type { Importer, ImportSettings, ReadRow, RowCheck } from './importer.ts';
import { byMatchKey, type Matched, rowsMatching } from './lookups.ts';
import { RowChecker } from './schema-check.ts';

/**
 * Properties from a file (issue 24): matched on Property #, checked by the property form's
 * schema and the save's rules (properties/rules.ts propertyValues). What the file does not
 * carry stays as it is: the on-call person and number, the insurance policies, and any column
 * the file leaves out (a blank Time zone too).
 */

/** The columns an import writes (never the on-call person: the file has no such column). */
type Columns = Omit<PropertyValues['property'], 'onCallPersonId'>;

const COLUMNS = [
  'propertyNumber',
  'name',
  'numberOfUnits',
  'streetAddress1',
  'city',
  'state',
  'postalCode',
  'phoneNumber',
  'timeZone',
  'isArchived',
] as const satisfies readonly (keyof Columns)[];

type Existing = Columns & { id: string; onCallPersonId: string | null };

export interface PropertyWrite {
  id: string;
  columns: Columns;
}

const PATHS = {
  propertyNumber: 'propertyNumber',
  name: 'name',
  numberOfUnits: 'numberOfUnits',
  'address.streetAddress1': 'street',
  'address.city': 'city',
  'address.state': 'state',
  'address.postalCode': 'postalCode',
  phoneNumber: 'phone',
  timeZone: 'timeZone',
  isArchived: 'archived',
};

const checker = new RowChecker('properties', propertySchema, PATHS);

/** The property form's body for a row: the file's values over the matched property's (or a new one's). */
function bodyOf(v: ImportRowValues<'properties'>, current: Existing | undefined): Record<string, unknown> {
  const timeZone = v.timeZone || current?.timeZone;
  return {
    propertyNumber: v.propertyNumber ?? '',
    name: v.name ?? '',
    // Blank: left out, so that the schema says it is required.
    ...(v.numberOfUnits !== undefined && v.numberOfUnits !== null ? { numberOfUnits: v.numberOfUnits } : {}),
    address: {
      streetAddress1: fileOr(v.street, current?.streetAddress1),
      city: fileOr(v.city, current?.city),
      state: fileOr(v.state, current?.state),
      postalCode: fileOr(v.postalCode, current?.postalCode),
    },
    phoneNumber: v.phone ?? '',
    ...(timeZone ? { timeZone } : {}),
    isArchived: yesNoOr(v.archived, current?.isArchived),
    onCallPersonId: current?.onCallPersonId ?? null,
  };
}

function checkRow(row: ReadRow, matches: readonly Existing[], defaultTimeZone: string): RowCheck<PropertyWrite> {
  if (matches.length > 1) {
    const problem = `is the number of ${matches.length} properties of this company: make them differ first`;
    return { errors: [checker.error(row, 'propertyNumber', problem)] };
  }
  const [current] = matches;
  const body = bodyOf(row.values as ImportRowValues<'properties'>, current);
  const schemaErrors = checker.schemaErrors(row, body);
  if (schemaErrors.length) return { errors: schemaErrors };
  const { values, errors } = propertyValues(body as Property, defaultTimeZone);
  if (errors.length) return { errors: checker.rowErrors(row, errors) };
  const { onCallPersonId: _kept, ...columns } = values.property;
  if (!current) return { change: { row: row.row, kind: 'create', write: { id: randomUUID(), columns } } };
  const kind = differs(columns, current, COLUMNS) ? 'update' : 'unchanged';
  return { change: { row: row.row, kind, write: { id: current.id, columns } } };
}

export function propertyImporter(settings: ImportSettings): Importer<PropertyWrite> {
  return {
    async prepare(ctx, rows) {
      const found = await rowsMatching<Existing>(
        ctx.db,
        {
          table: properties,
          column: properties.propertyNumber,
          company: properties.companyId,
          companyId: ctx.company.companyId,
        },
        rows.map((row) => String(row.values.propertyNumber ?? '')).filter(Boolean),
        {
          id: properties.id,
          onCallPersonId: properties.onCallPersonId,
          ...Object.fromEntries(COLUMNS.map((key) => [key, properties[key]])),
        } as Record<keyof Existing, (typeof properties)[keyof Existing]>,
      );
      const byNumber: Map<string, Matched<Existing>[]> = byMatchKey(found);
      return (row) =>
        checkRow(row, byNumber.get(String(row.values.propertyNumber ?? '')) ?? [], settings.defaultTimeZone);
    },

    async write(ctx, changes) {
      const { companyId } = ctx.company;
      const created = changes.filter((change) => change.kind === 'create');
      await insertRows(
        ctx.db,
        properties,
        created.map(({ write }) => ({ id: write.id, companyId, ...write.columns })),
      );
      await updateRows(
        ctx.db,
        properties,
        changes.filter((change) => change.kind === 'update').map(({ write }) => ({ id: write.id, set: write.columns })),
        eq(properties.companyId, companyId),
      );
      await ctx.recordAll(
        changes.map(({ kind, write }) => ({
          type: kind === 'create' ? 'property.created' : 'property.updated',
          subjectId: write.id,
          payload: { source: 'import' },
        })),
      );
      return undefined;
    },
  };
}
