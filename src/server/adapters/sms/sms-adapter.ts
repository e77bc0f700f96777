/** One text message to deliver. */
export interface TextMessage {
  /** E.164 number (+15551234567). */
  to: string;
  body: string;
  companyId?: string;
  /** The sender's key (a subscription delivery's id): the outbox keeps one copy of it. */
  messageId?: string;
}

/** Sends text messages; the embedded default records them in the outbox table (channel 'sms'). */
export interface SmsAdapter {
  /** True when messages really leave the server (a provider); the outbox only records them. */
  readonly deliversText: boolean;
  send(message: TextMessage): Promise<void>;
}
