import {
  bigint,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId } from './columns.ts';
import { companies } from './companies.ts';
import { domainEvents } from './domain-events.ts';

/**
 * The tamper-evident audit trail (issue 28): every domain event, sealed into a per-company hash
 * chain — `hash = SHA-256(previousHash ‖ canonical JSON of the entry)`. Rows are only ever
 * inserted; a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0036), and the company
 * reference has no cascade: a company with an audit trail cannot be deleted.
 */
// Triggers (docs/database.md): audit_entries_append_only.
export const auditEntries = pgTable(
  'audit_entries',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** 1, 2, 3, … per company: the chain's order. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The domain_events row it seals (kept even if that row were removed). */
    domainEventId: uuid('domain_event_id').notNull(),
    type: text('type').notNull(),
    subjectId: uuid('subject_id'),
    eventId: uuid('event_id'),
    actorPersonId: uuid('actor_person_id'),
    actorApiKeyId: uuid('actor_api_key_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.seq] }),
    uniqueIndex('audit_entries_domain_event_uq').on(t.domainEventId),
    index('audit_entries_company_time_idx').on(t.companyId, t.occurredAt, t.seq),
    index('audit_entries_company_actor_idx').on(t.companyId, t.actorPersonId, t.seq),
    index('audit_entries_company_api_key_idx').on(t.companyId, t.actorApiKeyId, t.seq),
    index('audit_entries_company_subject_idx').on(t.companyId, t.subjectId, t.seq),
    index('audit_entries_company_type_idx').on(t.companyId, t.type, t.seq),
  ],
);

/**
 * The domain events not yet sealed into the trail: noted by the trigger domain_events_audit_pending
 * (docs/database.md) in the transaction that records them; the sealer
 * (src/server/modules/audit/seal.ts) appends them to the chain and deletes them.
 */
export const auditPending = pgTable(
  'audit_pending',
  {
    domainEventId: uuid('domain_event_id')
      .primaryKey()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_pending_company_idx').on(t.companyId, t.occurredAt, t.domainEventId)],
);

/** The daily digests sent: per company and day (UTC), the chain head it published. */
export const auditDigests = pgTable(
  'audit_digests',
  {
    companyId: companyId(),
    day: date('day').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
