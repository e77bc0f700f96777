import type { Db } from '../../db/connect.ts';
import { outbox } from '../../db/schema/outbox.ts';
import type { MailAdapter, MailMessage } from './mail-adapter.ts';

/** The embedded mail adapter: every message becomes an outbox row (channel 'email') people and tests can read. */
export class OutboxMailAdapter implements MailAdapter {
  readonly deliversMail = false;

  constructor(private readonly db: Db) {}

  async send({ to, subject, body, companyId, messageId }: MailMessage): Promise<void> {
    await this.db
      .insert(outbox)
      .values({
        channel: 'email',
        recipient: to,
        subject,
        body,
        companyId: companyId ?? null,
        messageId: messageId ?? null,
      })
      .onConflictDoNothing();
  }
}
