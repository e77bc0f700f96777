import { MESSAGES } from './messages.ts';

/**
 * Global response handling (spec 000 §8): the toast for a failed call, or null when the caller
 * handles it (400 and other statuses) or it is only logged (401). Status 0 means no response.
 */
export function globalFailureMessage(status: number): string | null {
  if (status === 0) return MESSAGES.noResponse;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  // 500 in the spec; a proxy's 502/503/504 means the same to the user.
  if (status >= 500) return MESSAGES.serverError;
  return null;
}
