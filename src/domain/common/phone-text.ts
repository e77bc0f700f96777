/**
 * The words and names of the phone rule, without the rule itself: modules that reach the
 * browser's first page (schemas, resources.config.ts) import these from here, so the phone
 * library (src/domain/common/phone.ts) stays in the lazily loaded form chunk.
 */

/** The JSON Schema format name: `{ type: 'string', format: 'us-phone' }`. */
export const US_PHONE_FORMAT = 'us-phone';

/** The US-style placeholder of phone inputs (spec 000 §2, Vendors). */
export const PHONE_PLACEHOLDER = '(555) 555-5555';

/** The rule's message, in the spec's words (spec 000 §5). */
export function phoneErrorMessage(value: unknown): string {
  return `${String(value ?? '')} is not a valid phone number`;
}
