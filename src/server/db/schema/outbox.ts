import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { companies } from './companies.ts';

/** Every message the embedded mail and text adapters would have sent, for people and tests to read. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The sender's key for the message (a subscription delivery's id): a second send of it is ignored. */
    messageId: text('message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    uniqueIndex('outbox_message_id_uq').on(t.messageId),
  ],
);
