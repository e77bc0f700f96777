import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, searchColumnIndex, searchIndex, searchText } from './columns.ts';

// Triggers (docs/database.md): properties_month_counts_update, properties_daily_rollups_time_zone, properties_role_limited_rollups_time_zone.
export const properties = pgTable(
  'properties',
  {
    id: id(),
    companyId: companyId(),
    propertyNumber: text('property_number').notNull(),
    name: text('name').notNull(),
    numberOfUnits: integer('number_of_units').notNull().default(0),
    streetAddress1: text('street_address1'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    phoneNumber: text('phone_number'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    isArchived: boolean('is_archived').notNull().default(false),
    onCallPersonId: uuid('on_call_person_id'),
    onCallPhoneNumberFriendly: text('on_call_phone_friendly'),
    onCallPhoneNumberE164: text('on_call_phone_e164'),
    createdAt: createdAt(),
    /** What the Properties list searches: number, name, city and state. */
    searchText: searchText(
      (): SQL =>
        sql`lower(${properties.propertyNumber} || ' ' || ${properties.name} || ' ' || coalesce(${properties.city}, '') || ' ' || coalesce(${properties.state}, ''))`,
    ),
  },
  (t) => [
    // Migration 0009 renamed this one properties_company_name_all_idx and added a covering
    // properties_company_name_idx of the live properties (INCLUDE: drizzle's index builder has none).
    index('properties_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    index('properties_company_number_idx').on(t.companyId, sql`lower(${t.propertyNumber})`, t.id),
    // An on-call number belongs to one property of a company. Per company, not per installation:
    // the embedded pool (100 fictional numbers per area code) is then each company's own, so one
    // company cannot use it up for the others (issue 9 point 6); a telephony provider's numbers
    // are unique by its own inventory.
    uniqueIndex('properties_company_on_call_e164_uq').on(t.companyId, t.onCallPhoneNumberE164),
    searchColumnIndex('properties_search_idx', t.searchText),
  ],
);

export const propertyGroups = pgTable(
  'property_groups',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Migration 0009 rebuilt it with INCLUDE (…) (drizzle's index builder has none): keep them in step.
    index('property_groups_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    // Names are unique per company, whatever the case (shared/unique-name.ts; makes its check atomic).
    uniqueIndex('property_groups_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    searchIndex('property_groups_search_idx', sql`lower(${t.name})`),
  ],
);

export const propertyGroupProperties = pgTable(
  'property_group_properties',
  {
    companyId: companyId(),
    propertyGroupId: uuid('property_group_id')
      .notNull()
      .references(() => propertyGroups.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyGroupId, t.propertyId] }),
    index('property_group_properties_property_idx').on(t.propertyId),
  ],
);
