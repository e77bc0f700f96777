import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { OutboxSmsAdapter } from './outbox-sms.ts';
import type { SmsAdapter } from './sms-adapter.ts';
import { TwilioSmsAdapter } from './twilio-sms.ts';

export type { SmsAdapter, TextMessage } from './sms-adapter.ts';

/** The configured text adapter: Twilio when SMS_PROVIDER=twilio, otherwise the embedded outbox table. */
export function createSmsAdapter(db: Db, sms: AppConfig['sms']): SmsAdapter {
  if (sms.twilio) return new TwilioSmsAdapter(sms.twilio);
  return new OutboxSmsAdapter(db);
}
