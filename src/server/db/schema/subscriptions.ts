import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SubscriptionFilter, SubscriptionSubscriber } from '../../../domain/subscriptions/subscription.ts';
import { companyId, createdAt, id, searchColumnIndex, searchText } from './columns.ts';

/**
 * Notification subscriptions (spec 002 §3 "Subscription"). The subscription keeps its filters and
 * subscribers as the editor sent them (`definition`); matching reads the flat, indexed copies
 * below, rewritten on every save.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    subjectType: text('subject_type').notNull().default('Event'),
    filtersOperator: text('filters_operator').notNull().default('OR'),
    definition: jsonb('definition')
      .$type<{ filters: SubscriptionFilter[]; subscribers: SubscriptionSubscriber[] }>()
      .notNull(),
    lastSentUtc: timestamp('last_sent_utc', { withTimezone: true }),
    /** Deleted subscriptions stay (their deliveries are still listed) but match nothing. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_company_name_idx')
      .on(t.companyId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** One condition of one filter, flat: what an event change is matched against. */
export const subscriptionConditions = pgTable(
  'subscription_conditions',
  {
    id: id(),
    companyId: companyId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    filterIndex: integer('filter_index').notNull(),
    actionType: text('action_type').notNull(),
    eventTypeId: uuid('event_type_id'),
    eventCategoryId: uuid('event_category_id'),
    /** The product's event status number; null = any. */
    status: integer('status'),
    highOnly: boolean('high_only').notNull().default(false),
    delayHours: integer('delay_hours'),
    frequencyType: text('frequency_type'),
    notifyOnCall: boolean('notify_on_call').notNull().default(false),
    /** False when the filter names no location (any property). */
    hasLocations: boolean('has_locations').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * When this condition, as it stands, was first saved: an Unchanged notice due until then is
     * not sent (a new or edited condition does not announce what was already overdue). Kept by a
     * save that leaves the condition as it was (its id is derived from its content).
     */
    activeFrom: timestamp('active_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One change: the company's active conditions of its action (and type), read by index.
    index('subscription_conditions_match_idx').on(t.companyId, t.actionType, t.eventTypeId).where(sql`${t.active}`),
    index('subscription_conditions_subscription_idx').on(t.subscriptionId),
  ],
);

/** One place of a filter's location conditions: a property id, a group id or a state code. */
export const subscriptionLocations = pgTable(
  'subscription_locations',
  {
    companyId: companyId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    filterIndex: integer('filter_index').notNull(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
  },
  (t) => [uniqueIndex('subscription_locations_uq').on(t.subscriptionId, t.filterIndex, t.kind, t.ref)],
);

/**
 * The outbox of event changes a subscription may name, written in the transaction of the change
 * (a trigger on domain_events: event.created, event.archived, event.statusChanged), and the
 * Unchanged notices the elapsed scan makes. The worker matches each once (processed_at).
 */
export const subscriptionEventChanges = pgTable(
  'subscription_event_changes',
  {
    id: id(),
    companyId: companyId(),
    eventId: uuid('event_id').notNull(),
    actionType: text('action_type').notNull(),
    /** The status the change left the event in. */
    status: integer('status'),
    /** What makes the change unique: the domain event's id, or the Unchanged notice's key. */
    changeKey: text('change_key').notNull(),
    /** An Unchanged notice belongs to one condition of one subscription. */
    subscriptionId: uuid('subscription_id'),
    conditionId: uuid('condition_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscription_event_changes_key_uq').on(t.changeKey),
    index('subscription_event_changes_pending_idx').on(t.occurredAt, t.id).where(sql`${t.processedAt} is null`),
  ],
);

/** When an event's status last changed (Unchanged conditions count from it); kept by the same trigger. */
export const subscriptionEventStatusSince = pgTable(
  'subscription_event_status_since',
  {
    eventId: uuid('event_id').primaryKey(),
    companyId: companyId(),
    status: integer('status').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscription_event_status_since_idx').on(t.companyId, t.status, t.since)],
);

/**
 * One message to one recipient for one change of one subscription: unique, so a rerun after a
 * crash adds nothing; the send is keyed by the delivery id (the outbox ignores a second copy).
 * Of the subscriptions naming one recipient for one change by one medium, only one row is a
 * notice; the others, and recipients left out on purpose, are 'Skipped' with the reason in
 * last_error (match-changes.ts, src/server/modules/subscriptions/notices.ts).
 */
export const subscriptionDeliveries = pgTable(
  'subscription_deliveries',
  {
    id: id(),
    companyId: companyId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    changeId: uuid('change_id')
      .notNull()
      .references(() => subscriptionEventChanges.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    actionType: text('action_type').notNull(),
    /** The person id, or 'on-call' for the property's on-call number. */
    recipientKey: text('recipient_key').notNull(),
    personId: uuid('person_id'),
    recipientName: text('recipient_name').notNull(),
    mediaType: text('media_type').notNull(),
    address: text('address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Pending, Sent, Failed or Skipped (DELIVERY_STATUSES). */
    status: text('status').notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Why it failed, or why it was skipped. */
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What the Deliveries search reads: who it went to and where ("why didn't I get told?"). */
    searchText: searchText(
      (): SQL => sql`lower(${subscriptionDeliveries.recipientName} || ' ' || ${subscriptionDeliveries.address})`,
    ),
  },
  (t) => [
    uniqueIndex('subscription_deliveries_once_uq').on(t.subscriptionId, t.changeId, t.recipientKey, t.mediaType),
    index('subscription_deliveries_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'Pending'`),
    index('subscription_deliveries_company_idx').on(t.companyId, t.createdAt, t.id),
    index('subscription_deliveries_company_status_idx').on(t.companyId, t.status, t.createdAt, t.id),
    searchColumnIndex('subscription_deliveries_search_idx', t.searchText),
    index('subscription_deliveries_subscription_idx').on(t.subscriptionId, t.createdAt, t.id),
  ],
);
