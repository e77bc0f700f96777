/**
 * The phone-number rule (spec 000 §5: "Phone validation uses US numbers"), once for the server
 * (a JSON Schema format Fastify's ajv checks) and the browser (the same format compiled into the
 * form validators, and the phone widget's formatting). The format name, placeholder and message live in
 * phone-text.ts, without the library, for modules the first page loads (schemas).
 */

import { AsYouType, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { US_PHONE_FORMAT } from './phone-text.ts';

export { PHONE_PLACEHOLDER, phoneErrorMessage, US_PHONE_FORMAT } from './phone-text.ts';

/** The United States and its territories share the +1 plan with the US's own numbering rules. */
const US_REGIONS = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP']);

function parseUs(value: string): PhoneNumber | undefined {
  const text = value.trim();
  if (!text || text.length > 40) return undefined;
  const parsed = parsePhoneNumberFromString(text, 'US');
  if (!parsed?.country || !US_REGIONS.has(parsed.country) || !parsed.isValid()) return undefined;
  return parsed;
}

/** A valid US number, written in any common way: '(217) 555-0101', '217.555.0101', '+1 217 555 0101'. */
export function isValidUsPhone(value: string): boolean {
  return parseUs(value) !== undefined;
}

/**
 * The format check: empty text means "no number" (whether a number is required is the schema's
 * `required` + `minLength: 1`), anything else must be a valid US number.
 */
export function isUsPhoneFormat(value: string): boolean {
  return value.trim() === '' || isValidUsPhone(value);
}

/** Every custom JSON Schema format of the app, for the server's ajv and the form validators. */
export const SCHEMA_FORMATS = { [US_PHONE_FORMAT]: isUsPhoneFormat } as const;

/** How a number is stored and shown: '(217) 555-0101' (' ext. 12' kept); invalid text comes back trimmed. */
export function normalizeUsPhone(value: string): string {
  const parsed = parseUs(value);
  return parsed ? parsed.formatNational() : value.trim();
}

/** '+12175550101' for a valid US number (what an SMS or voice provider wants), else null. */
export function toE164(value: string): string | null {
  return parseUs(value)?.number ?? null;
}

/**
 * What a phone input shows after the user changed `previous` into `next`: typing or pasting is
 * formatted as typed ('2175550' -> '(217) 555-0'); deleting is left alone, so a backspace over
 * a ')' or '-' is not undone by the formatting.
 */
export function formatPhoneAsTyped(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  // Letters mean an extension or something unexpected: leave it to the validation message.
  if (/[a-z]/i.test(next)) return next;
  // A US area code never starts with 0 or 1: formatting '12' would read the 1 as the trunk prefix
  // and show '1 2'. Such text is left as typed (a valid '1 217 555 0101' is tidied on blur).
  if (/^[^\d+]*[01]/.test(next)) return next;
  return new AsYouType('US').input(next);
}
