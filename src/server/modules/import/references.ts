import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../context/service-context.ts';
import { properties, propertyGroups } from '../../db/schema/index.ts';
import type { ReadRow } from './importer.ts';
import { byMatchKey, rowsMatching } from './lookups.ts';

/**
 * What a row names by text and the one-record form picks by id: properties by their number,
 * groups, roles and vendor types by name — only this company's (another company's number is
 * just not found). Each name resolves to an id, or to why it does not.
 */

/** The company's records that the file's names match, by the name as the file spells it. */
export type NameIndex = Map<string, { id: string; active: boolean }[]>;

/** What a kind of record is called in messages, and whether rows name it by number or by name. */
export interface Referent {
  one: string;
  many: string;
  by: 'number' | 'name';
}

export const REFERENTS = {
  property: { one: 'property', many: 'properties', by: 'number' },
  group: { one: 'property group', many: 'property groups', by: 'name' },
  role: { one: 'role', many: 'roles', by: 'name' },
  vendorType: { one: 'vendor type', many: 'vendor types', by: 'name' },
} as const satisfies Record<string, Referent>;

type Resolved<T> = { value: T } | { problem: string };

const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');

function notFound(referent: Referent, names: readonly string[]): string {
  const plural = names.length > 1 ? 's' : '';
  return referent.by === 'number'
    ? `no ${referent.one} of this company has the number${plural} ${quoted(names)}`
    : `no ${referent.one} of this company is named ${quoted(names)}`;
}

/** The ids of a list cell's names ('101; 102'), or what is wrong: names not found, or a name of several records. */
export function resolveList(items: readonly string[], index: NameIndex, referent: Referent): Resolved<string[]> {
  const missing = items.filter((item) => !index.get(item)?.length);
  if (missing.length) return { problem: notFound(referent, missing) };
  const ambiguous = items.find((item) => (index.get(item)?.length ?? 0) > 1);
  if (ambiguous) {
    const count = index.get(ambiguous)?.length;
    return {
      problem: `${count} ${referent.many} of this company have the ${referent.by} '${ambiguous}': make them differ first`,
    };
  }
  return { value: [...new Set(items.map((item) => index.get(item)?.[0]?.id as string))] };
}

/** The id of one name (a role, a vendor type), which must be active; a blank name is left to the schema ('is required'). */
export function resolveActive(name: string, index: NameIndex, referent: Referent): Resolved<string | undefined> {
  if (!name) return { value: undefined };
  const [found] = index.get(name) ?? [];
  if (!found) return { problem: notFound(referent, [name]) };
  if (!found.active) return { problem: `'${name}' is not an active ${referent.one}` };
  return { value: found.id };
}

/** The names of a field across rows (list cells or single cells). */
function namesIn(rows: readonly ReadRow[], field: string): string[] {
  return rows.flatMap((row) => {
    const value = row.values[field];
    if (Array.isArray(value)) return value;
    return typeof value === 'string' && value ? [value] : [];
  });
}

/** The company's rows of a table that the field's names match (by `column`, case aside). */
export async function nameIndex(
  ctx: ServiceContext,
  rows: readonly ReadRow[],
  field: string,
  target: { table: PgTable; column: AnyPgColumn; company: AnyPgColumn; id: AnyPgColumn; active?: AnyPgColumn | SQL },
): Promise<NameIndex> {
  const names = namesIn(rows, field);
  if (names.length === 0) return new Map();
  const found = await rowsMatching<{ id: string; active: boolean }>(
    ctx.db,
    { ...target, companyId: ctx.company.companyId },
    names,
    // Properties and groups have no active switch: any of the company's will do.
    { id: target.id, active: target.active ?? sql`true` },
  );
  return byMatchKey(found);
}

/** The company's properties the field's numbers match. */
export const propertyIndex = (ctx: ServiceContext, rows: readonly ReadRow[], field: string) =>
  nameIndex(ctx, rows, field, {
    table: properties,
    column: properties.propertyNumber,
    company: properties.companyId,
    id: properties.id,
  });

/** The company's property groups the field's names match. */
export const groupIndex = (ctx: ServiceContext, rows: readonly ReadRow[], field: string) =>
  nameIndex(ctx, rows, field, {
    table: propertyGroups,
    column: propertyGroups.name,
    company: propertyGroups.companyId,
    id: propertyGroups.id,
  });
