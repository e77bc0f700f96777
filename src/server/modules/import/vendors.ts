import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Vendor, vendorSchema } from '../../../../schemas/vendor.ts';
import type { ImportRowError, ImportRowValues } from '../../../domain/import/row-values.ts';
import { insertRows } from '../../db/batch-insert.ts';
import { updateRows } from '../../db/batch-update.ts';
import { vendorProperties, vendorPropertyGroups, vendors, vendorTypes } from '../../db/schema/index.ts';
import { vendorValues } from '../vendors/rules.ts';
import { type AssociationLookups, associationFields, associationLookups } from './associations.ts';
import { differentIds, differs, fileOr } from './compare.ts';
import type { Importer, ReadRow, RowCheck } from './importer.ts';
import { replaceBatchLinks } from './links.ts';
import { byMatchKey, rowsMatching } from './lookups.ts';
import { type NameIndex, nameIndex, REFERENTS, resolveActive } from './references.ts';
import { RowChecker } from './schema-check.ts';

/**
 * Vendors from a file (issue 24): matched on name, checked by the vendor form's schema and the
 * save's rules (vendors/rules.ts vendorValues), the type an active vendor type of this company by
 * name, the lists property numbers and group names of this company. Blank e-mail and phone mean
 * none, as the form sends them (spec 000 §5 "valid when given").
 */

type Values = ReturnType<typeof vendorValues>;

const COMPARED = ['name', 'vendorTypeId', 'email', 'phone', 'city', 'state', 'allPropertiesAssociated'] as const;

interface Existing {
  id: string;
  name: string;
  vendorTypeId: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  allPropertiesAssociated: boolean;
}

export interface VendorWrite {
  id: string;
  values: Values;
}

const PATHS = {
  name: 'name',
  typeId: 'type',
  email: 'email',
  phone: 'phone',
  'address.city': 'city',
  'address.state': 'state',
  allPropertiesAssociated: 'allProperties',
  propertyAssociations: 'properties',
  propertyGroupAssociations: 'propertyGroups',
};

const checker = new RowChecker('vendors', vendorSchema, PATHS);

interface Lookups extends AssociationLookups {
  byName: Map<string, Existing[]>;
  types: NameIndex;
}

/** An optional text the form sends as null when blank ("valid when given"). */
const blankAsNull = (text: string) => (text.trim() ? text : null);

function checkRow(row: ReadRow, lookups: Lookups): RowCheck<VendorWrite> {
  const v = row.values as ImportRowValues<'vendors'>;
  const matches = lookups.byName.get(v.name ?? '') ?? [];
  if (matches.length > 1) {
    const problem = `is the name of ${matches.length} vendors of this company: make them differ first`;
    return { errors: [checker.error(row, 'name', problem)] };
  }
  const [current] = matches;
  const errors: ImportRowError[] = [];
  const type = resolveActive(v.type ?? '', lookups.types, REFERENTS.vendorType);
  if ('problem' in type) errors.push(checker.error(row, 'type', type.problem));
  const associations = associationFields(row, checker, lookups, current);
  errors.push(...associations.errors);
  const body = {
    name: v.name ?? '',
    ...('value' in type && type.value ? { typeId: type.value } : {}),
    email: blankAsNull(fileOr(v.email, current?.email)),
    phone: blankAsNull(fileOr(v.phone, current?.phone)),
    address: { city: fileOr(v.city, current?.city), state: fileOr(v.state, current?.state) },
    ...associations.fields,
  };
  errors.push(...checker.schemaErrors(row, body));
  if (errors.length) return { errors };
  const values = vendorValues(body as Vendor);
  if (!current) return { change: { row: row.row, kind: 'create', write: { id: randomUUID(), values } } };
  const changed =
    differs(values.values, current, COMPARED) ||
    differentIds(values.propertyIds, lookups.properties.get(current.id) ?? []) ||
    differentIds(values.groupIds, lookups.groups.get(current.id) ?? []);
  return { change: { row: row.row, kind: changed ? 'update' : 'unchanged', write: { id: current.id, values } } };
}

export function vendorImporter(): Importer<VendorWrite> {
  return {
    async prepare(ctx, rows) {
      const found = await rowsMatching<Existing>(
        ctx.db,
        { table: vendors, column: vendors.name, company: vendors.companyId, companyId: ctx.company.companyId },
        rows.map((row) => String(row.values.name ?? '')).filter(Boolean),
        {
          id: vendors.id,
          name: vendors.name,
          vendorTypeId: vendors.vendorTypeId,
          email: vendors.email,
          phone: vendors.phone,
          city: vendors.city,
          state: vendors.state,
          allPropertiesAssociated: vendors.allPropertiesAssociated,
        },
      );
      const ids = found.map((vendor) => vendor.id);
      const lookups: Lookups = {
        ...(await associationLookups(ctx, rows, ids, {
          properties: {
            table: vendorProperties,
            owner: vendorProperties.vendorId,
            target: vendorProperties.propertyId,
          },
          groups: {
            table: vendorPropertyGroups,
            owner: vendorPropertyGroups.vendorId,
            target: vendorPropertyGroups.propertyGroupId,
          },
        })),
        byName: byMatchKey(found),
        types: await nameIndex(ctx, rows, 'type', {
          table: vendorTypes,
          column: vendorTypes.name,
          company: vendorTypes.companyId,
          id: vendorTypes.id,
          active: vendorTypes.active,
        }),
      };
      return (row) => checkRow(row, lookups);
    },

    async write(ctx, changes) {
      const { db: tx } = ctx;
      const { companyId } = ctx.company;
      const created = changes.filter((change) => change.kind === 'create');
      const updated = changes.filter((change) => change.kind === 'update');
      await insertRows(
        tx,
        vendors,
        created.map(({ write }) => ({ id: write.id, companyId, ...write.values.values })),
      );
      await updateRows(
        tx,
        vendors,
        updated.map(({ write }) => ({ id: write.id, set: write.values.values })),
        eq(vendors.companyId, companyId),
      );
      const updatedIds = updated.map(({ write }) => write.id);
      await replaceBatchLinks(
        tx,
        { table: vendorProperties, owner: vendorProperties.vendorId },
        updatedIds,
        changes.flatMap(({ write }) =>
          write.values.propertyIds.map((propertyId) => ({ companyId, vendorId: write.id, propertyId })),
        ),
      );
      await replaceBatchLinks(
        tx,
        { table: vendorPropertyGroups, owner: vendorPropertyGroups.vendorId },
        updatedIds,
        changes.flatMap(({ write }) =>
          write.values.groupIds.map((propertyGroupId) => ({ companyId, vendorId: write.id, propertyGroupId })),
        ),
      );
      await ctx.recordAll(
        changes.map(({ kind, write }) => ({
          type: kind === 'create' ? 'vendor.created' : 'vendor.updated',
          subjectId: write.id,
          payload: { source: 'import' },
        })),
      );
      return undefined;
    },
  };
}
