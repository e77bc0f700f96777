import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, searchColumnIndex, searchIndex, searchText } from './columns.ts';
import { properties, propertyGroups } from './properties.ts';

export const vendorTypes = pgTable(
  'vendor_types',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_types_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    // Names are unique per company, whatever the case (shared/unique-name.ts; makes its check atomic).
    uniqueIndex('vendor_types_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    searchIndex('vendor_types_search_idx', sql`lower(${t.name})`),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    vendorTypeId: uuid('vendor_type_id').references(() => vendorTypes.id),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    state: text('state'),
    allPropertiesAssociated: boolean('all_properties_associated').notNull().default(false),
    createdAt: createdAt(),
    /** What the Vendors list searches: name, e-mail, city and state. */
    searchText: searchText(
      (): SQL =>
        sql`lower(${vendors.name} || ' ' || coalesce(${vendors.email}, '') || ' ' || coalesce(${vendors.city}, '') || ' ' || coalesce(${vendors.state}, ''))`,
    ),
  },
  (t) => [
    // Migration 0009 rebuilt it with INCLUDE (…) (drizzle's index builder has none): keep them in step.
    index('vendors_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    searchColumnIndex('vendors_search_idx', t.searchText),
  ],
);

export const vendorProperties = pgTable(
  'vendor_properties',
  {
    companyId: companyId(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.propertyId] }),
    index('vendor_properties_property_idx').on(t.propertyId),
  ],
);

export const vendorPropertyGroups = pgTable(
  'vendor_property_groups',
  {
    companyId: companyId(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    propertyGroupId: uuid('property_group_id')
      .notNull()
      .references(() => propertyGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.propertyGroupId] }),
    index('vendor_property_groups_group_idx').on(t.propertyGroupId),
  ],
);
