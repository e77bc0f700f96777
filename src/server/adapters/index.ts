import type { AppConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { createMailAdapter, type MailAdapter } from './mail/index.ts';
import { createPhoneNumberProvider, type PhoneNumberProvider } from './phone-numbers/index.ts';

/** The outside world the services talk to, built once per app (app.ts) from the configuration. */
export interface Adapters {
  mail: MailAdapter;
  phoneNumbers: PhoneNumberProvider;
}

export function createAdapters(config: AppConfig, db: Db): Adapters {
  return {
    mail: createMailAdapter(db, config.mail),
    phoneNumbers: createPhoneNumberProvider(config.phoneNumberProvider),
  };
}
