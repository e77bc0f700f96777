import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PermissionSet } from '../../../domain/company/permissions.ts';
import { companyId, createdAt, id, searchIndex } from './columns.ts';

/** Roles are "position types" in the specification's API. */
export const positionTypes = pgTable(
  'position_types',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    isPocForEvents: boolean('is_poc_for_events').notNull().default(true),
    seesAllCompanyItems: boolean('sees_all_company_items').notNull().default(false),
    permissions: jsonb('permissions').$type<Partial<PermissionSet>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    // Migration 0009 rebuilt it with INCLUDE (…) (drizzle's index builder has none): keep them in step.
    index('position_types_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    // Names are unique per company, whatever the case (shared/unique-name.ts; makes its check atomic).
    uniqueIndex('position_types_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    searchIndex('position_types_search_idx', sql`lower(${t.name})`),
  ],
);
