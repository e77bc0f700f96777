import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId } from './columns.ts';

/**
 * The tamper-evident audit trail (issue 28): every domain event, sealed into a per-company hash
 * chain — `hash = SHA-256(previousHash ‖ canonical JSON of the entry)`. Rows are only ever
 * inserted; a trigger refuses UPDATE and DELETE (migration 0036).
 */
// Triggers (docs/database.md): audit_entries_append_only.
export const auditEntries = pgTable(
  'audit_entries',
  {
    companyId: companyId(),
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
    index('audit_entries_company_subject_idx').on(t.companyId, t.subjectId, t.seq),
    index('audit_entries_company_type_idx').on(t.companyId, t.type, t.seq),
  ],
);
