import type { OnCallNumberRequest, PhoneNumberProvider, ProvisionedNumber } from './phone-number-provider.ts';

/** US area codes: three digits, the first 2-9. */
export function isAreaCode(value: string): boolean {
  return /^[2-9]\d{2}$/.test(value);
}

/** '+12175550142' -> '(217) 555-0142'; anything else is returned unchanged. */
export function friendlyUsNumber(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/**
 * The fictional numbers of an area code that the embedded provider may hand out, in order:
 * +1 AAA 555-0100 … +1 AAA 555-0199 (555-01xx is reserved for fiction in the North American plan).
 */
export function fictionalNumbers(areaCode: string): string[] {
  if (!isAreaCode(areaCode)) throw new Error(`'${areaCode}' is not a US area code`);
  return Array.from({ length: 100 }, (_, n) => `+1${areaCode}55501${String(n).padStart(2, '0')}`);
}

/** The lowest fictional number of the area code not in `taken`, or null when all 100 are used. */
export function firstFreeNumber(areaCode: string, taken: ReadonlySet<string>): ProvisionedNumber | null {
  const e164 = fictionalNumbers(areaCode).find((candidate) => !taken.has(candidate));
  return e164 ? { e164, friendly: friendlyUsNumber(e164) } : null;
}

/** The default provider: no telephony, numbers from the fictional 555-01xx range of the property's area code. */
export class EmbeddedPhoneNumberProvider implements PhoneNumberProvider {
  readonly name = 'embedded';

  async provision({ areaCode, inUse }: OnCallNumberRequest): Promise<ProvisionedNumber | null> {
    return firstFreeNumber(areaCode, await inUse(fictionalNumbers(areaCode)));
  }

  async release(_number: ProvisionedNumber): Promise<void> {}
}
