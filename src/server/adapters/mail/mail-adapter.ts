/** One e-mail to deliver. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The same message as HTML, sent beside the text (multipart/alternative) where mail is really delivered. */
  html?: string;
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
  /** Many at once, when the adapter can do better than one by one (the outbox: one insert). */
  sendMany?(messages: MailMessage[]): Promise<void>;
}
