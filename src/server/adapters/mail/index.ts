import type { Db } from '../../db/connect.ts';
import type { MailAdapter } from './mail-adapter.ts';
import { OutboxMailAdapter } from './outbox-mail.ts';

export type { MailAdapter, MailMessage } from './mail-adapter.ts';

/** The configured mail adapter. Only the outbox exists so far; an SMTP adapter plugs in here. */
export function createMailAdapter(db: Db): MailAdapter {
  return new OutboxMailAdapter(db);
}
