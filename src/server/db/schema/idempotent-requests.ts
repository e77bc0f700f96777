import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.ts';

/**
 * The answers of saves sent with an `Idempotency-Key` (the offline queue's replays, a retry after a
 * dropped connection): written in the save's own transaction, so a key is on record exactly when
 * its save committed. A replay with the same key answers the stored reply instead of saving again.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    companyId: companyId(),
    /** The person who sent it: a key is theirs alone. */
    personId: uuid('person_id').notNull(),
    /** The client's key (a UUID the client made for this one save). */
    key: text('key').notNull(),
    /** Method, route and body, hashed: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: createdAt(),
  },
  // A person's old keys are deleted by age when they save again (src/server/context/idempotent-save.ts).
  (t) => [primaryKey({ columns: [t.companyId, t.personId, t.key] })],
);
