import type { FileKind } from '../../domain/resources/accepted-file-types.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { createMailAdapter, type MailAdapter } from './mail/index.ts';
import { createPhoneNumberProvider, type PhoneNumberProvider } from './phone-numbers/index.ts';
import { createSmsAdapter, type SmsAdapter } from './sms/index.ts';
import { createFileStore, type FileStore } from './storage/index.ts';
import { createWebhookNetwork, type WebhookNetwork } from './webhooks/index.ts';

/** The outside world the services talk to, built once per app (app.ts) from the configuration. */
export interface Adapters {
  mail: MailAdapter;
  /** Text messages: the outbox table, or Twilio (SMS_PROVIDER). */
  sms: SmsAdapter;
  phoneNumbers: PhoneNumberProvider;
  /** Uploaded files: DATA_DIR/files or an S3 bucket. */
  files: FileStore;
  /** The largest upload of each kind, in bytes (UPLOAD_MAX_*_BYTES): the store refuses more. */
  fileLimits: Record<FileKind, number>;
  /** Outbound webhooks: name resolution, WEBHOOKS_ALLOW_HTTP_LOOPBACK and the time limit (issue 28). */
  webhooks: WebhookNetwork;
}

export function createAdapters(config: AppConfig, db: Db): Adapters {
  return {
    mail: createMailAdapter(db, config.mail),
    sms: createSmsAdapter(db, config.sms),
    phoneNumbers: createPhoneNumberProvider(config.phoneNumberProvider),
    files: createFileStore(config.files),
    fileLimits: config.files.maxBytes,
    webhooks: createWebhookNetwork(config.webhooks),
  };
}
