/**
 * What the API refuses in any text it receives (issue 9): C0 control characters other than tab,
 * line feed and carriage return (PostgreSQL refuses NUL outright; the others are never typed by
 * a person and break CSV, PDF and e-mail output later), and unpaired UTF-16 surrogates (they
 * cannot be stored as UTF-8: a driver would silently replace them, changing the user's data).
 * Refused, not stripped: a client's mistake is a 400 naming the field, never a different record.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_PROBLEMS = {
  control: 'must not contain control characters',
  surrogate: 'must be valid Unicode text',
} as const;

/** Why the API refuses this text, or null when it is acceptable. */
export function textProblem(text: string): string | null {
  if (CONTROL.test(text)) return TEXT_PROBLEMS.control;
  if (LONE_SURROGATE.test(text)) return TEXT_PROBLEMS.surrogate;
  return null;
}
