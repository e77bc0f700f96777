import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, searchIndex } from './columns.ts';

/** Kinds of event documents (spec 001 "Document type"); system types cannot be edited. */
export const documentTypes = pgTable(
  'document_types',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    isArchived: boolean('is_archived').notNull().default(false),
    isSystemType: boolean('is_system_type').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_types_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    // Names are unique per company, whatever the case (also makes the service's duplicate check atomic).
    uniqueIndex('document_types_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    searchIndex('document_types_search_idx', sql`lower(${t.name})`),
  ],
);
