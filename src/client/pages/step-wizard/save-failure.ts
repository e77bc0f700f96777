import { ApiError } from '../../api/http.ts';

/**
 * What a wizard says about a failed save that the global handler leaves unsaid: a refusal (400,
 * for example a report a manager has meanwhile moved on; 409, a task location completed in the
 * meantime) or an answer without success. No answer, 403, 404 and 5xx were toasted already.
 */
export function unsaidFailure(error: unknown): string | null {
  if (error instanceof ApiError) return error.status === 400 || error.status === 409 ? error.message : null;
  if (error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')) return null;
  return error instanceof Error ? error.message : null;
}
