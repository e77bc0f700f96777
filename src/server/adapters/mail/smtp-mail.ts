import type { Transporter } from 'nodemailer';
import type { MailAdapter, MailMessage } from './mail-adapter.ts';

/** Sends each message through a nodemailer transport (SMTP when SMTP_URL is set), from MAIL_FROM. */
export class SmtpMailAdapter implements MailAdapter {
  readonly deliversMail = true;

  constructor(
    private readonly transport: Pick<Transporter, 'sendMail'>,
    private readonly from: string,
  ) {}

  async send({ to, subject, body, html, messageId }: MailMessage): Promise<void> {
    const id = messageId ? { messageId: `<${messageId}@property-ops>` } : {};
    await this.transport.sendMail({ from: this.from, to, subject, text: body, ...(html ? { html } : {}), ...id });
  }
}
