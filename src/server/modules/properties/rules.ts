import type { Property, PropertyInsurance } from '../../../../schemas/property/entity.ts';
import { isWholeCents, numericText } from '../../../domain/common/currency.ts';
import { toE164 } from '../../../domain/common/phone.ts';
import { storedPhone, storedText } from '../../../domain/common/stored-text.ts';
import { isAreaCode } from '../../adapters/phone-numbers/embedded.ts';
import type { FieldError } from '../../http/errors.ts';
import type { PolicyValues } from '../insurance/policies.ts';

/**
 * Pure rules of the property save and the on-call number (no I/O; unit-tested in
 * tests/server/modules/properties-rules.test.ts). Text and phone normalisation is shared: src/domain/common/stored-text.ts.
 */

/**
 * The canonical spelling of an IANA time zone ('america/chicago' -> 'America/Chicago',
 * 'US/Eastern' -> 'America/New_York'), or null when Intl does not know the zone.
 */
export function canonicalTimeZone(name: string): string | null {
  const text = name.trim();
  if (!text) return null;
  // An import checks the same few zones thousands of times; building a formatter is the cost.
  const known = zoneCache.get(text);
  if (known !== undefined) return known;
  let zone: string | null;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    zone = null;
  }
  if (zoneCache.size < ZONE_CACHE_SIZE) zoneCache.set(text, zone);
  return zone;
}

const ZONE_CACHE_SIZE = 1000;
const zoneCache = new Map<string, string | null>();

/**
 * An amount in whole cents as the exact decimal text numeric(14, 2) stores ('2500.00'), or
 * null when it has fractions of a cent (19.999). Money never goes through float arithmetic.
 */
export function toCents(amount: number): string | null {
  return isWholeCents(amount) ? numericText(amount) : null;
}

/**
 * Spec 000 §5: the insurance policy is included in the save only when the policy number, the
 * contact number or the deductible is set, and an empty deductible is saved as 0. "Set" follows
 * the form: blank text and a deductible of 0 (the form's default) count as not set.
 * Returns null when the policy is not included (an existing policy is then left as it is).
 * The deductible must already be whole cents (see toCents).
 */
export function policyToSave(insurance: PropertyInsurance | undefined): PolicyValues | null {
  if (!insurance) return null;
  const number = storedText(insurance.policyNumber);
  const contactNumber = storedPhone(insurance.contactNumber);
  const deductible = insurance.deductible ?? 0;
  if (!number && !contactNumber && !deductible) return null;
  return { number, contactNumber, deductible: numericText(deductible) };
}

/** The three-digit area code of a US phone number ('(217) 555-0120' -> '217'), or null. */
export function areaCodeOf(phone: string | null | undefined): string | null {
  const e164 = phone ? toE164(phone) : null;
  const areaCode = e164?.startsWith('+1') ? e164.slice(2, 5) : null;
  return areaCode && isAreaCode(areaCode) ? areaCode : null;
}

/** A property's columns as a save stores them, and its first policy (null: left as it is). */
export interface PropertyValues {
  property: {
    propertyNumber: string;
    name: string;
    numberOfUnits: number;
    streetAddress1: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    phoneNumber: string | null;
    timeZone: string;
    isArchived: boolean;
    onCallPersonId: string | null;
  };
  policy: PolicyValues | null;
}

/**
 * A schema-valid property (the form's POST /property body, or a row of an import) -> the values
 * to store, and every rule the schema cannot say broken by it (field errors, all at once):
 * number, name and phone not blank, a known time zone (absent: `defaultTimeZone`), whole cents.
 */
export function propertyValues(
  input: Property,
  defaultTimeZone: string,
): { values: PropertyValues; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const propertyNumber = input.propertyNumber.trim();
  const name = input.name.trim();
  if (!propertyNumber) errors.push({ field: 'propertyNumber', message: 'is required' });
  if (!name) errors.push({ field: 'name', message: 'is required' });
  const phoneNumber = storedPhone(input.phoneNumber);
  if (!phoneNumber) errors.push({ field: 'phoneNumber', message: 'is required' });
  const zoneText = storedText(input.timeZone);
  const timeZone = zoneText ? canonicalTimeZone(zoneText) : defaultTimeZone;
  if (!timeZone) errors.push({ field: 'timeZone', message: `'${zoneText}' is not a known time zone` });
  const deductible = input.insurance?.deductible;
  if (typeof deductible === 'number' && toCents(deductible) === null) {
    errors.push({ field: 'insurance.deductible', message: 'must be whole cents' });
  }
  const address = input.address ?? {};
  const property = {
    propertyNumber,
    name,
    numberOfUnits: input.numberOfUnits,
    streetAddress1: storedText(address.streetAddress1),
    city: storedText(address.city),
    state: storedText(address.state)?.toUpperCase() ?? null,
    postalCode: storedText(address.postalCode),
    phoneNumber,
    timeZone: timeZone ?? defaultTimeZone,
    isArchived: input.isArchived,
    onCallPersonId: input.onCallPersonId ?? null,
  };
  return { values: { property, policy: policyToSave(input.insurance) }, errors };
}
