import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.ts';

/**
 * What happened in a company, written by the service that made it happen in the same
 * transaction (ctx.record): a refused or rolled-back change leaves no event. The activity log,
 * notification delivery and reports read it (issues 12–16).
 */
// Triggers (docs/database.md): domain_events_subscription_outbox, domain_events_webhook_outbox, domain_events_audit_pending.
export const domainEvents = pgTable(
  'domain_events',
  {
    id: id(),
    companyId: companyId(),
    /** 'vendor.saved', 'event.created', ... */
    type: text('type').notNull(),
    /** The record the event is about. */
    subjectId: uuid('subject_id'),
    /** The incident (events row) the change concerns, if any: the event's activity log lists these. */
    eventId: uuid('event_id'),
    /** The person whose request caused it (null for background work). */
    actorPersonId: uuid('actor_person_id'),
    /** The API key whose request caused it (issue 28); then actorPersonId is null. */
    actorApiKeyId: uuid('actor_api_key_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('domain_events_company_time_idx').on(t.companyId, t.occurredAt),
    index('domain_events_subject_idx').on(t.companyId, t.subjectId),
    // An event's activity log, newest first, paged.
    index('domain_events_event_time_idx').on(t.eventId, t.occurredAt, t.id),
  ],
);
