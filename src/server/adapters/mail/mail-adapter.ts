/** One e-mail to deliver. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The company the message concerns, when there is one (the outbox shows it to that company). */
  companyId?: string;
  /** The sender's key (a subscription delivery's id): the outbox keeps one copy, SMTP sends it as the Message-ID. */
  messageId?: string;
}

/** Delivers e-mail; the embedded default records it in the outbox table instead of sending. */
export interface MailAdapter {
  /** True when messages really leave the server (SMTP); the outbox only records them. */
  readonly deliversMail: boolean;
  send(message: MailMessage): Promise<void>;
}
