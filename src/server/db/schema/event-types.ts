import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, searchIndex } from './columns.ts';

/**
 * Event types and their categories: what events are (events.ts) and what response procedures
 * are for (procedures.ts) both point here, so neither schema file imports the other's tables.
 */
// Triggers (docs/database.md): event_types_month_counts_update.
export const eventTypes = pgTable(
  'event_types',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_types_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    searchIndex('event_types_search_idx', sql`lower(${t.name})`),
  ],
);

// Triggers (docs/database.md): event_categories_month_counts_update.
export const eventCategories = pgTable(
  'event_categories',
  {
    id: id(),
    companyId: companyId(),
    eventTypeId: uuid('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // Category names are unique within their event type, whatever the case.
    uniqueIndex('event_categories_type_name_uq').on(t.eventTypeId, sql`lower(${t.name})`),
    searchIndex('event_categories_search_idx', sql`lower(${t.name})`),
  ],
);
