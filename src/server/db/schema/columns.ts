import { type SQL, sql } from 'drizzle-orm';
import { index, type PgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** Opaque ids everywhere (DESIGN: Data). */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** Every company-owned row carries its company. */
export const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A trigram (pg_trgm) index over a lower-cased search expression, so that the lists'
 * case-insensitive "contains" search (`lower(...) like '%text%'`) reads an index.
 */
export const searchIndex = (name: string, expression: SQL) =>
  index(name).using('gin', sql`(${expression}) gin_trgm_ops`);

/**
 * The lower-cased text a list's "contains" search reads, stored as a generated column: the filter
 * then compares a column instead of building the text for every row it looks at, which halves
 * the cost of a searched page at 100,000 rows (BENCHMARKS.md). Index it with `searchColumnIndex`.
 */
export const searchText = (expression: () => SQL) => text('search_text').notNull().generatedAlwaysAs(expression);

/** A trigram index on a stored search column (`searchText`). */
export const searchColumnIndex = (name: string, column: PgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);
