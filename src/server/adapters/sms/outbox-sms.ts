import type { Db } from '../../db/connect.ts';
import { outbox } from '../../db/schema/outbox.ts';
import type { SmsAdapter, TextMessage } from './sms-adapter.ts';

const row = ({ to, body, companyId, messageId }: TextMessage) => ({
  channel: 'sms',
  recipient: to,
  subject: null,
  body,
  companyId: companyId ?? null,
  messageId: messageId ?? null,
});

/** The embedded text adapter: every message becomes an outbox row (channel 'sms'), once per message id. */
export class OutboxSmsAdapter implements SmsAdapter {
  readonly deliversText = false;

  constructor(private readonly db: Db) {}

  async send(message: TextMessage): Promise<void> {
    await this.sendMany([message]);
  }

  async sendMany(messages: TextMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.db.insert(outbox).values(messages.map(row)).onConflictDoNothing();
  }
}
