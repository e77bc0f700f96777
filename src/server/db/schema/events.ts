import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, searchIndex } from './columns.ts';
import { properties } from './properties.ts';

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

/** Incidents. Later issues add their details; the dashboard already counts them. */
export const events = pgTable(
  'events',
  {
    id: id(),
    companyId: companyId(),
    /** Human incident number, per company. */
    number: integer('number').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    eventTypeId: uuid('event_type_id').references(() => eventTypes.id),
    eventCategoryId: uuid('event_category_id').references(() => eventCategories.id),
    status: integer('status').notNull().default(5),
    severityLevel: integer('severity_level').notNull().default(0),
    dateOccurredUtc: timestamp('date_occurred_utc', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_company_number_uq').on(t.companyId, t.number),
    index('events_company_status_idx').on(t.companyId, t.status),
    index('events_company_type_category_idx').on(t.companyId, t.eventTypeId, t.eventCategoryId),
  ],
);
