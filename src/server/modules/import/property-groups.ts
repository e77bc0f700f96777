import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { propertyGroupSchema } from '../../../../schemas/property-group.ts';
import type { ImportRowError, ImportRowValues } from '../../../domain/import/row-values.ts';
import { insertRows } from '../../db/batch-insert.ts';
import { updateRows } from '../../db/batch-update.ts';
import { propertyGroupProperties, propertyGroups } from '../../db/schema/index.ts';
import { distinctIds } from '../shared/associations.ts';
import { differentIds } from './compare.ts';
import type { Importer, ReadRow, RowCheck } from './importer.ts';
import { replaceBatchLinks } from './links.ts';
import { byMatchKey, linkedIds, rowsMatching } from './lookups.ts';
import { type NameIndex, propertyIndex, REFERENTS, resolveList } from './references.ts';
import { RowChecker } from './schema-check.ts';

/**
 * Property groups from a file (issue 24): matched on name (unique in the company, case aside,
 * so a row either is a group already there or a new one), checked by the group editor's schema,
 * the Properties list property numbers of this company, stored once each (as the save does).
 */

interface Existing {
  id: string;
  name: string;
}

export interface GroupWrite {
  id: string;
  name: string;
  propertyIds: string[];
}

const checker = new RowChecker('propertygroups', propertyGroupSchema, {
  name: 'name',
  propertyAssociations: 'properties',
});

interface Lookups {
  byName: Map<string, Existing[]>;
  properties: Map<string, string[]>;
  propertyNumbers: NameIndex;
}

function checkRow(row: ReadRow, lookups: Lookups): RowCheck<GroupWrite> {
  const v = row.values as ImportRowValues<'propertygroups'>;
  const [current] = lookups.byName.get(v.name ?? '') ?? [];
  const errors: ImportRowError[] = [];
  let propertyIds = current ? (lookups.properties.get(current.id) ?? []) : [];
  if (v.properties !== undefined) {
    const resolved = resolveList(v.properties, lookups.propertyNumbers, REFERENTS.property);
    if ('value' in resolved) propertyIds = resolved.value;
    else errors.push(checker.error(row, 'properties', resolved.problem));
  }
  const body = { name: v.name ?? '', propertyAssociations: propertyIds };
  errors.push(...checker.schemaErrors(row, body));
  if (errors.length) return { errors };
  const write = { id: current?.id ?? randomUUID(), name: body.name.trim(), propertyIds: distinctIds(propertyIds) };
  if (!current) return { change: { row: row.row, kind: 'create', write } };
  const changed =
    write.name !== current.name || differentIds(write.propertyIds, lookups.properties.get(current.id) ?? []);
  return { change: { row: row.row, kind: changed ? 'update' : 'unchanged', write } };
}

export function propertyGroupImporter(): Importer<GroupWrite> {
  return {
    async prepare(ctx, rows) {
      const found = await rowsMatching<Existing>(
        ctx.db,
        {
          table: propertyGroups,
          column: propertyGroups.name,
          company: propertyGroups.companyId,
          companyId: ctx.company.companyId,
        },
        rows.map((row) => String(row.values.name ?? '')).filter(Boolean),
        { id: propertyGroups.id, name: propertyGroups.name },
      );
      const lookups: Lookups = {
        byName: byMatchKey(found),
        properties: await linkedIds(
          ctx.db,
          {
            table: propertyGroupProperties,
            owner: propertyGroupProperties.propertyGroupId,
            target: propertyGroupProperties.propertyId,
          },
          found.map((group) => group.id),
        ),
        propertyNumbers: await propertyIndex(ctx, rows, 'properties'),
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
        propertyGroups,
        created.map(({ write }) => ({ id: write.id, companyId, name: write.name })),
      );
      await updateRows(
        tx,
        propertyGroups,
        updated.map(({ write }) => ({ id: write.id, set: { name: write.name } })),
        eq(propertyGroups.companyId, companyId),
      );
      await replaceBatchLinks(
        tx,
        { table: propertyGroupProperties, owner: propertyGroupProperties.propertyGroupId },
        updated.map(({ write }) => write.id),
        changes.flatMap(({ write }) =>
          write.propertyIds.map((propertyId) => ({ companyId, propertyGroupId: write.id, propertyId })),
        ),
      );
      await ctx.recordAll(
        changes.map(({ kind, write }) => ({
          type: kind === 'create' ? 'propertyGroup.created' : 'propertyGroup.updated',
          subjectId: write.id,
          payload: { source: 'import' },
        })),
      );
      return undefined;
    },
  };
}
