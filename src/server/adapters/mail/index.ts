import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { MailAdapter } from './mail-adapter.ts';
import { OutboxMailAdapter } from './outbox-mail.ts';
import { SmtpMailAdapter } from './smtp-mail.ts';

export type { MailAdapter, MailMessage } from './mail-adapter.ts';

/**
 * The configured mail adapter: SMTP (nodemailer) when SMTP_URL is set, otherwise the embedded
 * outbox table, which people and tests can read instead of an inbox.
 */
export function createMailAdapter(db: Db, mail: AppConfig['mail']): MailAdapter {
  if (mail.smtpUrl) return new SmtpMailAdapter(nodemailer.createTransport(mail.smtpUrl), mail.from);
  return new OutboxMailAdapter(db);
}
