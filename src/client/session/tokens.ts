import type { User } from 'oidc-client-ts';
import { SILENT_REFRESH_TIMEOUT_MS } from './session-state.ts';
import { userManager } from './user-manager.ts';

let refreshing: Promise<User> | null = null;

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error('Silent sign-in timed out')), ms);
  });
}

/** The stored user (local token cache), or null. */
export async function storedUser(): Promise<User | null> {
  return (await userManager()?.getUser()) ?? null;
}

/**
 * A new token without leaving the page: the refresh token through `signinSilent`, raced against
 * the 10 s limit. Concurrent callers share one request, so a refresh token is used only once.
 */
export function silentRefresh(): Promise<User> {
  const manager = userManager();
  if (!manager) return Promise.reject(new Error('Sign-in is not initialised'));
  refreshing ??= Promise.race([
    manager.signinSilent().then((user) => {
      if (!user) throw new Error('Silent sign-in returned no user');
      return user;
    }),
    timeout(SILENT_REFRESH_TIMEOUT_MS),
  ]).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The bearer token for API calls (spec 000 §7: "obtained silently"): the cached one, renewed
 * first when it has expired and a refresh token exists. Null when signed out.
 */
export async function getAccessToken(): Promise<string | null> {
  const user = await storedUser();
  if (!user) return null;
  if (user.expired && user.refresh_token) {
    try {
      return (await silentRefresh()).access_token;
    } catch (error) {
      // The API answers 401 and the session monitor handles the logout.
      console.warn('Token renewal before a request failed', error);
    }
  }
  return user.access_token;
}
