import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompanyFeatures } from '../../../domain/company/company.ts';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  type: integer('type').notNull().default(1),
  trackEventManagementReportChanges: boolean('track_event_management_report_changes').notNull().default(false),
  streetAddress1: text('street_address1'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  features: jsonb('features').$type<Partial<CompanyFeatures>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** An administrator closed the home page's 'Getting started' card. */
  gettingStartedDismissedAt: timestamp('getting_started_dismissed_at', { withTimezone: true }),
});
