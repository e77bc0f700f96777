import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id } from './columns.ts';
import { domainEvents } from './domain-events.ts';
import { people } from './people.ts';
import { positionTypes } from './roles.ts';

/**
 * A company's API keys (issue 28): a key acts as a member of exactly one company with its role's
 * permissions. Only the SHA-256 of the secret is kept; the secret is shown once, at creation.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** The secret's first characters, shown in the list so a key can be recognised. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole secret (high-entropy, so a plain hash is enough). */
    secretHash: text('secret_hash').notNull(),
    positionTypeId: uuid('position_type_id')
      .notNull()
      .references(() => positionTypes.id),
    createdByPersonId: uuid('created_by_person_id').references(() => people.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_uq').on(t.secretHash),
    index('api_keys_company_created_idx').on(t.companyId, t.createdAt, t.id),
  ],
);

/** An outbound webhook endpoint: which kinds it receives, signed with its own secret. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    companyId: companyId(),
    url: text('url').notNull(),
    /** 'event.created', 'event.status_changed', …: the webhook kinds it receives. */
    kinds: jsonb('kinds').$type<string[]>().notNull().default([]),
    /** The HMAC key of `X-Signature`; it must be readable to sign, so it is kept as given. */
    signingSecret: text('signing_secret').notNull(),
    /** The role whose visibility it has: an event restricted to roles reaches it only if that role sees it. Null: only unrestricted events. */
    positionTypeId: uuid('position_type_id').references(() => positionTypes.id),
    enabled: boolean('enabled').notNull().default(true),
    /** Set when deliveries have failed for days and the endpoint was paused automatically. */
    pausedReason: text('paused_reason'),
    /** The first failure of the current run of failures (null once a delivery succeeds). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdByPersonId: uuid('created_by_person_id').references(() => people.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('webhooks_company_created_idx').on(t.companyId, t.createdAt, t.id)],
);

/** One delivery of one domain event to one webhook, with its attempts' outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    /** The order deliveries were made in: per (webhook, object) a delivery waits for the earlier pending ones. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    companyId: companyId(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    domainEventId: uuid('domain_event_id').references(() => domainEvents.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** The object the delivery is about: deliveries are in order per (webhook, object). */
    objectId: uuid('object_id'),
    /** The exact JSON body sent (`{ id, kind, occurredAt, companyId, data }`). */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** 'pending' | 'succeeded' | 'failed'. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    /** At most 1 KB of the receiver's answer. */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_webhook_created_idx').on(t.webhookId, t.createdAt, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_object_idx').on(t.webhookId, t.objectId, t.seq),
    uniqueIndex('webhook_deliveries_event_uq').on(t.webhookId, t.domainEventId),
  ],
);

/**
 * The webhooks' outbox: one row per domain event a webhook kind is made of, written by the trigger
 * domain_events_webhook_outbox (docs/database.md) for a company with an enabled webhook, in the
 * transaction that recorded the event. The drain job (src/server/modules/webhooks/drain.ts) turns
 * each row into deliveries, in `seq` order, and deletes it.
 */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    domainEventId: uuid('domain_event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webhook_outbox_domain_event_uq').on(t.domainEventId)],
);
