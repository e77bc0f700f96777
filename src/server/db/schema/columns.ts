import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** Opaque ids everywhere (DESIGN: Data). */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** Every company-owned row carries its company. */
export const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
