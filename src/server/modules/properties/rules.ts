import type { PropertyInsurance } from '../../../../schemas/property.ts';
import { toE164 } from '../../../domain/phone.ts';
import { storedPhone, storedText } from '../../../domain/stored-text.ts';
import { isAreaCode } from '../../adapters/phone-numbers/embedded.ts';
import type { PolicyValues } from '../insurance/policies.ts';

/**
 * Pure rules of the property save and the on-call number (no I/O; unit-tested in
 * tests/server/modules/properties-rules.test.ts). Text and phone normalisation is shared: src/domain/stored-text.ts.
 */

/**
 * The canonical spelling of an IANA time zone ('america/chicago' -> 'America/Chicago',
 * 'US/Eastern' -> 'America/New_York'), or null when Intl does not know the zone.
 */
export function canonicalTimeZone(name: string): string | null {
  const text = name.trim();
  if (!text) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * An amount in whole cents as the exact decimal text numeric(14, 2) stores ('2500.00'), or
 * null when it has fractions of a cent (19.999). Money never goes through float arithmetic.
 */
export function toCents(amount: number): string | null {
  const text = amount.toFixed(2);
  return Number(text) === amount ? text : null;
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
  return { number, contactNumber, deductible: toCents(deductible) ?? deductible.toFixed(2) };
}

/** The three-digit area code of a US phone number ('(217) 555-0120' -> '217'), or null. */
export function areaCodeOf(phone: string | null | undefined): string | null {
  const e164 = phone ? toE164(phone) : null;
  const areaCode = e164?.startsWith('+1') ? e164.slice(2, 5) : null;
  return areaCode && isAreaCode(areaCode) ? areaCode : null;
}
