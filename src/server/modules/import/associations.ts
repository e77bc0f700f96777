import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImportRowError } from '../../../domain/import/row-values.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { yesNoOr } from './compare.ts';
import type { ReadRow } from './importer.ts';
import { linkedIds } from './lookups.ts';
import { groupIndex, type NameIndex, propertyIndex, REFERENTS, resolveList } from './references.ts';
import type { RowChecker } from './schema-check.ts';

/**
 * The three association columns users and vendors share — Properties (numbers), Property
 * Groups (names), All Properties (yes/no) — as the form's body fields. A column the file leaves
 * out keeps the matched record's value (none for a new record).
 */

export interface AssociationLookups {
  /** The matched records' current lists, by record id. */
  properties: Map<string, string[]>;
  groups: Map<string, string[]>;
  /** The company's properties and groups the file names. */
  propertyNumbers: NameIndex;
  groupNames: NameIndex;
}

type LinkTable = { table: PgTable; owner: PgColumn };

/** Reads the matched records' lists and the properties and groups the file's rows name. */
export async function associationLookups(
  ctx: ServiceContext,
  rows: readonly ReadRow[],
  ownerIds: readonly string[],
  links: { properties: LinkTable & { target: PgColumn }; groups: LinkTable & { target: PgColumn } },
): Promise<AssociationLookups> {
  return {
    properties: await linkedIds(ctx.db, links.properties, ownerIds),
    groups: await linkedIds(ctx.db, links.groups, ownerIds),
    propertyNumbers: await propertyIndex(ctx, rows, 'properties'),
    groupNames: await groupIndex(ctx, rows, 'propertyGroups'),
  };
}

/** The body's association fields for a row, and the problems of its list cells. */
export function associationFields(
  row: ReadRow,
  checker: RowChecker,
  lookups: AssociationLookups,
  current: { id: string; allPropertiesAssociated: boolean } | undefined,
): {
  fields: { allPropertiesAssociated: boolean; propertyAssociations: string[]; propertyGroupAssociations: string[] };
  errors: ImportRowError[];
} {
  const errors: ImportRowError[] = [];
  const list = (field: 'properties' | 'propertyGroups', index: NameIndex, own: Map<string, string[]>) => {
    const items = row.values[field] as string[] | undefined;
    if (items === undefined) return current ? (own.get(current.id) ?? []) : [];
    const resolved = resolveList(items, index, field === 'properties' ? REFERENTS.property : REFERENTS.group);
    if ('value' in resolved) return resolved.value;
    errors.push(checker.error(row, field, resolved.problem));
    return [];
  };
  const all = row.values.allProperties as boolean | null | undefined;
  return {
    fields: {
      allPropertiesAssociated: yesNoOr(all, current?.allPropertiesAssociated),
      propertyAssociations: list('properties', lookups.propertyNumbers, lookups.properties),
      propertyGroupAssociations: list('propertyGroups', lookups.groupNames, lookups.groups),
    },
    errors,
  };
}
