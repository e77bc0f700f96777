import { EmbeddedPhoneNumberProvider } from './embedded.ts';
import type { PhoneNumberProvider } from './phone-number-provider.ts';

export type { OnCallNumberRequest, PhoneNumberProvider, ProvisionedNumber } from './phone-number-provider.ts';

/**
 * Phone-number providers by the name PHONE_NUMBER_PROVIDER selects. Only the embedded one
 * exists; a telephony provider (Twilio, Telnyx, …) implements PhoneNumberProvider with its
 * credentials from its own environment variables and adds one entry here.
 */
const PROVIDERS: Record<string, () => PhoneNumberProvider> = {
  embedded: () => new EmbeddedPhoneNumberProvider(),
};

export const PHONE_NUMBER_PROVIDERS = Object.keys(PROVIDERS);

/** The configured provider; an unknown name stops the server at start-up. */
export function createPhoneNumberProvider(name: string): PhoneNumberProvider {
  const create = PROVIDERS[name];
  if (!create) {
    throw new Error(`PHONE_NUMBER_PROVIDER '${name}' is unknown; known: ${PHONE_NUMBER_PROVIDERS.join(', ')}`);
  }
  return create();
}
