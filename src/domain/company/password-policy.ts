/**
 * The password rule (NIST SP 800-63B §5.1.1.2): length only, no composition rules; the server
 * also refuses common and breached passwords and ones built from the person's own name or e-mail
 * (src/server/auth/password-rules.ts). The forms show these bounds before anyone types.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** NIST asks for at least 64; scrypt hashes any length, 128 leaves room for passphrases. */
export const PASSWORD_MAX_LENGTH = 128;

/** The refusal for a password outside the length bounds (counted in characters, not bytes), or null. */
export function passwordLengthProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}
