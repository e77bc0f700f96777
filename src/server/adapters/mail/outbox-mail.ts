import type { Db } from '../../db/connect.ts';
import { outbox } from '../../db/schema/outbox.ts';
import type { MailAdapter, MailMessage } from './mail-adapter.ts';

const row = ({ to, subject, body, companyId, messageId }: MailMessage) => ({
  channel: 'email',
  recipient: to,
  subject,
  body,
  companyId: companyId ?? null,
  messageId: messageId ?? null,
});

/**
 * The embedded mail adapter: every message becomes an outbox row (channel 'email') people and
 * tests can read; a message id already there is not written again.
 */
export class OutboxMailAdapter implements MailAdapter {
  readonly deliversMail = false;

  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await this.sendMany([message]);
  }

  async sendMany(messages: MailMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.db.insert(outbox).values(messages.map(row)).onConflictDoNothing();
  }
}
