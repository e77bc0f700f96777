/** A US phone number in both spellings the API uses. */
export interface ProvisionedNumber {
  /** '+12175550142' */
  e164: string;
  /** '(217) 555-0142' */
  friendly: string;
}

export interface OnCallNumberRequest {
  /** The three-digit US area code the number should carry (from the property's own phone). */
  areaCode: string;
  /**
   * Which of `candidates` a property of the asking company already forwards from (the embedded
   * pool is per company). A provider with its own inventory (real numbers, unique by nature) may
   * ignore it; within a company the unique index on properties is the final word.
   */
  inUse(candidates: readonly string[]): Promise<ReadonlySet<string>>;
}

/**
 * Where on-call phone numbers come from (DESIGN: adapters). The embedded default hands out
 * fictional 555-01xx numbers; a telephony provider (buying and configuring a forwarding number)
 * implements the same two calls and is chosen by PHONE_NUMBER_PROVIDER (see ./index.ts).
 */
export interface PhoneNumberProvider {
  readonly name: string;
  /** A number for a property's on-call line, or null when none is left for that area code. */
  provision(request: OnCallNumberRequest): Promise<ProvisionedNumber | null>;
  /** Gives back a number that could not be attached (lost a race); a no-op for the embedded provider. */
  release(number: ProvisionedNumber): Promise<void>;
}
