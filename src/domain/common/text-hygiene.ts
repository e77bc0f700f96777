/**
 * What the API refuses in any text it receives (issue 9): C0 control characters other than tab,
 * line feed and carriage return (PostgreSQL refuses NUL outright; the others are never typed by
 * a person and break CSV, PDF and e-mail output later), the bidirectional embedding, override
 * and isolate controls U+202A–U+202E and U+2066–U+2069 (issue 23: invisible, they reorder what
 * is shown, so 'report\u202Efdp.exe' reads as 'reportexe.pdf'; the marks U+200E/U+200F that
 * right-to-left text uses stay allowed), and unpaired UTF-16 surrogates (they cannot be stored as
 * UTF-8: a driver would silently replace them, changing the user's data). Refused, not stripped:
 * a client's mistake is a 400 naming the field, never a different record. Every request's text
 * goes through `textProblem` (src/server/http/request-hygiene.ts), and so must any text that
 * arrives another way (an upload's file name).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_PROBLEMS = {
  control: 'must not contain control characters',
  bidi: 'must not contain bidirectional control characters (they change the order text is shown in)',
  surrogate: 'must be valid Unicode text',
} as const;

/**
 * Why the API refuses this text (one of TEXT_PROBLEMS, to follow a field's name: 'name must not
 * contain control characters'), or null when it is acceptable.
 */
export function textProblem(text: string): string | null {
  if (CONTROL.test(text)) return TEXT_PROBLEMS.control;
  if (BIDI_CONTROL.test(text)) return TEXT_PROBLEMS.bidi;
  if (LONE_SURROGATE.test(text)) return TEXT_PROBLEMS.surrogate;
  return null;
}
