import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { chunks, insertRows } from '../../db/batch-insert.ts';
import type { Runner, Tx } from '../../db/connect.ts';
import {
  type personProperties,
  type personPropertyGroups,
  type positionTypes,
  properties,
  type propertyGroupProperties,
  propertyGroups,
  type vendorProperties,
  type vendorPropertyGroups,
} from '../../db/schema/index.ts';
import type { FieldError } from '../../http/errors.ts';

/**
 * The association lists a save sends (a person's or a vendor's properties and property groups,
 * a group's properties): duplicates are stored once, and every id must be a row of the caller's
 * company. The pure parts are unit-tested through vendors/rules.ts and people/person-input.ts.
 */

/** The ids in first-seen order, each once, lower-cased (spec 000 §5: a property or group is not added twice). */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/** The ids of `wanted` that are not among `found` (compared case-insensitively). */
export function missingIds(wanted: readonly string[], found: readonly string[]): string[] {
  const known = new Set(found.map((id) => id.toLowerCase()));
  return wanted.filter((id) => !known.has(id.toLowerCase()));
}

/** A company-owned table whose rows a save may refer to. */
type CompanyTable = typeof properties | typeof propertyGroups | typeof positionTypes;

/** The ids among `wanted` that are not rows of `table` in this company (meeting `extra` when given). */
export async function foreignIds(
  runner: Runner,
  table: CompanyTable,
  companyId: string,
  wanted: readonly string[],
  extra?: SQL,
): Promise<string[]> {
  const found: string[] = [];
  // A vendor's lists have no maxItems (only the body limit): look ids up in slices well under the parameter limit.
  for (const slice of chunks(wanted, ID_LOOKUP_SLICE)) {
    const rows = await runner
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), inArray(table.id, slice), extra));
    found.push(...rows.map((row) => row.id));
  }
  return missingIds(wanted, found);
}

const ID_LOOKUP_SLICE = 10_000;

/** A link table between an owner (person, vendor, property group) and properties or groups. */
type LinkTable =
  | typeof personProperties
  | typeof personPropertyGroups
  | typeof vendorProperties
  | typeof vendorPropertyGroups
  | typeof propertyGroupProperties;

/**
 * Replaces an owner's links (`owned` picks them) with `rows` — ids already checked and unique —
 * inside the caller's transaction; the insert is batched, so a list of any length fits.
 */
export async function replaceLinks<T extends LinkTable>(
  tx: Tx,
  table: T,
  owned: SQL,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  await tx.delete(table).where(owned);
  await insertRows(tx, table, rows);
}

/** The association lists of a body (already de-duplicated); a list that is absent is not checked. */
export interface AssociationIds {
  propertyAssociations: readonly string[];
  propertyGroupAssociations?: readonly string[];
}

/**
 * How the errors read: `'naming ids'` — "must be properties of this company (id, …)" — for people
 * and property groups; `'plain'` — "must be properties of the company" — for vendors.
 */
export type AssociationWording = 'naming ids' | 'plain';

/**
 * One field error per association list that holds ids that are not this company's (field
 * `propertyAssociations` / `propertyGroupAssociations`); none when every id is the company's.
 */
export async function associationErrors(
  runner: Runner,
  companyId: string,
  lists: AssociationIds,
  wording: AssociationWording,
): Promise<FieldError[]> {
  const [badProperties, badGroups] = await Promise.all([
    foreignIds(runner, properties, companyId, lists.propertyAssociations),
    foreignIds(runner, propertyGroups, companyId, lists.propertyGroupAssociations ?? []),
  ]);
  const message = (what: string, bad: string[]) =>
    wording === 'plain' ? `must be ${what} of the company` : `must be ${what} of this company (${bad.join(', ')})`;
  const errors: FieldError[] = [];
  if (badProperties.length) {
    errors.push({ field: 'propertyAssociations', message: message('properties', badProperties) });
  }
  if (badGroups.length) {
    errors.push({ field: 'propertyGroupAssociations', message: message('property groups', badGroups) });
  }
  return errors;
}

/** A property on an association list, with what the lists show (name, location). */
export interface AssociatedProperty {
  id: string;
  propertyNumber: string;
  name: string;
  city: string | null;
  state: string | null;
}

/** A property group on an association list. */
export interface AssociatedGroup {
  id: string;
  name: string;
}

/** An owner's link tables (a person's, a vendor's) and, for each, the condition that picks the owner's links. */
export interface AssociationLinks {
  properties: { table: typeof personProperties | typeof vendorProperties; where: SQL | undefined };
  groups: { table: typeof personPropertyGroups | typeof vendorPropertyGroups; where: SQL | undefined };
}

/** The owner's associated properties and property groups, each list by name (case-insensitively), then id. */
export async function associatedRows(
  runner: Runner,
  links: AssociationLinks,
): Promise<{ properties: AssociatedProperty[]; groups: AssociatedGroup[] }> {
  const [propertyRows, groupRows] = await Promise.all([
    runner
      .select({
        id: properties.id,
        propertyNumber: properties.propertyNumber,
        name: properties.name,
        city: properties.city,
        state: properties.state,
      })
      .from(links.properties.table)
      .innerJoin(properties, eq(properties.id, links.properties.table.propertyId))
      .where(links.properties.where)
      .orderBy(sql`lower(${properties.name})`, properties.id),
    runner
      .select({ id: propertyGroups.id, name: propertyGroups.name })
      .from(links.groups.table)
      .innerJoin(propertyGroups, eq(propertyGroups.id, links.groups.table.propertyGroupId))
      .where(links.groups.where)
      .orderBy(sql`lower(${propertyGroups.name})`, propertyGroups.id),
  ]);
  return { properties: propertyRows, groups: groupRows };
}
