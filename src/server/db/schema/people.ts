import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, searchColumnIndex, searchText } from './columns.ts';
import { properties, propertyGroups } from './properties.ts';
import { positionTypes } from './roles.ts';

/**
 * "First Last", lower-cased: the name the Users list shows, as it sorts (people_company_full_name_idx).
 * Queries must use exactly this expression for the index to serve the order.
 */
export const fullNameKey = (firstName: AnyPgColumn, lastName: AnyPgColumn): SQL =>
  sql`lower(${firstName} || ' ' || ${lastName})`;

/** A person of a company; a login belongs to every company where a person carries its e-mail. */
export const people = pgTable(
  'people',
  {
    id: id(),
    companyId: companyId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    emailAddress: text('email_address').notNull(),
    positionId: uuid('position_id').references(() => positionTypes.id),
    isArchived: boolean('is_archived').notNull().default(false),
    allPropertiesAssociated: boolean('all_properties_associated').notNull().default(false),
    propertyEventSeverityLevel: integer('property_event_severity_level').notNull().default(2),
    /** Notification preferences of spec 000 §3 (used by subscriptions). */
    eventSubscriptionTypes: jsonb('event_subscription_types').$type<string[]>().notNull().default([]),
    eventChangeSubscriptions: jsonb('event_change_subscriptions')
      .$type<{ created?: boolean; statusChanged?: boolean; pendingApproval?: boolean }>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    /** What the Users list searches: first and last name, e-mail and phone. */
    searchText: searchText(
      (): SQL =>
        sql`lower(${people.firstName} || ' ' || ${people.lastName} || ' ' || ${people.emailAddress} || ' ' || coalesce(${people.phoneNumber}, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('people_company_email_uq').on(t.companyId, sql`lower(${t.emailAddress})`),
    index('people_email_idx').on(sql`lower(${t.emailAddress})`),
    // The Users list shows and sorts by "First Last" (issue 9 point 16); ends in id like every list sort.
    // Migration 0009 rebuilt it with INCLUDE (…) (drizzle's index builder has none): keep them in step.
    index('people_company_full_name_idx').on(t.companyId, fullNameKey(t.firstName, t.lastName), t.id),
    searchColumnIndex('people_search_idx', t.searchText),
  ],
);

export const personProperties = pgTable(
  'person_properties',
  {
    companyId: companyId(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.propertyId] }),
    index('person_properties_property_idx').on(t.propertyId),
  ],
);

export const personPropertyGroups = pgTable(
  'person_property_groups',
  {
    companyId: companyId(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    propertyGroupId: uuid('property_group_id')
      .notNull()
      .references(() => propertyGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.propertyGroupId] }),
    index('person_property_groups_group_idx').on(t.propertyGroupId),
  ],
);
