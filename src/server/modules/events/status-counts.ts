import { eq } from 'drizzle-orm';
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { Runner } from '../../db/connect.ts';

/**
 * A company's events per status, kept by triggers on `events` (migration 0015: every insert,
 * status change and delete). Declared here to read it, not in the drizzle schema: drizzle-kit
 * models no triggers, and nothing but those triggers writes the table.
 */
const eventStatusCounts = pgTable('event_status_counts', {
  companyId: uuid('company_id').notNull(),
  status: integer('status').notNull(),
  events: integer('events').notNull(),
});

/** The company's events per status (statuses it never had are absent). */
export function companyStatusCounts(db: Runner, companyId: string): Promise<{ status: number; n: number }[]> {
  return db
    .select({ status: eventStatusCounts.status, n: eventStatusCounts.events })
    .from(eventStatusCounts)
    .where(eq(eventStatusCounts.companyId, companyId));
}
