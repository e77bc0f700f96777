import type { Db } from '../../db/connect.ts';
import { outbox } from '../../db/schema/outbox.ts';
import type { SmsAdapter, TextMessage } from './sms-adapter.ts';

/** The embedded text adapter: every message becomes an outbox row (channel 'sms'), once per message id. */
export class OutboxSmsAdapter implements SmsAdapter {
  readonly deliversText = false;

  constructor(private readonly db: Db) {}

  async send({ to, body, companyId, messageId }: TextMessage): Promise<void> {
    await this.db
      .insert(outbox)
      .values({
        channel: 'sms',
        recipient: to,
        subject: null,
        body,
        companyId: companyId ?? null,
        messageId: messageId ?? null,
      })
      .onConflictDoNothing();
  }
}
