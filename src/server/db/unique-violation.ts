/**
 * PostgreSQL's unique_violation (23505), raised by either driver or wrapped by Drizzle as a
 * `cause`. With `constraint`, only a violation of that index counts — or one whose driver did not
 * say which index (PGlite may not), since a service's own check ran just before.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint: violated, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return constraint === undefined || violated === undefined || violated === constraint;
    current = cause;
  }
  return false;
}
