import { queryClient } from '../api/query-client.ts';
import { sessionText } from '../i18n/en/session.ts';
import { translate } from '../i18n/language.ts';
import { forgetLastSession } from './last-session.ts';
import { isPasswordlessRequest, REMEMBERED_COMPANY_KEY, returnTarget } from './sign-in.ts';
import { clearSignedInState, updateSession } from './store.ts';
import { initUserManager } from './user-manager.ts';

/** Where a browser location is, in the shape the sign-in helpers read. */
interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Leave for the identity provider, coming back to `place` (the full requested path). A 'show'
 * query parameter asks for the passwordless variant (spec 000 §1).
 */
export async function redirectToSignIn(place: Place = window.location): Promise<void> {
  try {
    const manager = await initUserManager();
    updateSession({ status: 'redirecting' });
    await manager.signinRedirect({
      state: { returnTo: returnTarget(place) },
      ...(isPasswordlessRequest(place.search) ? { extraQueryParams: { passwordless: '1' } } : {}),
    });
  } catch (error) {
    // The identity provider is unreachable or misconfigured: say so instead of spinning.
    signInPageFailed(error);
  }
}

/** The identity provider is unreachable or misconfigured: the session says so (SessionProblem). */
function signInPageFailed(error: unknown): void {
  updateSession({
    status: 'error',
    error: translate(sessionText, 'signInPageFailed', { reason: (error as Error).message }),
  });
}

function forgetLocalSession(): void {
  clearSignedInState('redirecting');
  window.localStorage.removeItem(REMEMBERED_COMPANY_KEY);
  forgetLastSession();
  // Cached data belongs to the user who is leaving.
  queryClient.clear();
}

/**
 * Logout (spec 000 §4): clear profile, companies, current company, permissions and the stored
 * company id, remove the user from the token cache, then end the provider session; the provider
 * sends the browser back to the site origin.
 */
export async function logout(): Promise<void> {
  forgetLocalSession();
  const manager = await initUserManager();
  const idToken = (await manager.getUser())?.id_token;
  await manager.removeUser();
  try {
    await manager.signoutRedirect({ id_token_hint: idToken });
  } catch (error) {
    // A provider without an end-session endpoint: the local session is gone, go home.
    console.warn('Provider sign-out failed', error);
    window.location.assign(`${window.location.origin}/`);
  }
}

/**
 * Forget this login and open the provider's login prompt afresh, coming back to '/'; `extra`
 * goes to the provider as extra authorization parameters.
 */
async function signInAfresh(extra?: Record<string, string>): Promise<void> {
  forgetLocalSession();
  try {
    const manager = await initUserManager();
    await manager.removeUser();
    await manager.signinRedirect({
      prompt: 'login',
      state: { returnTo: '/' },
      ...(extra ? { extraQueryParams: extra } : {}),
    });
  } catch (error) {
    signInPageFailed(error);
  }
}

/** 'Log in again with a different user name': forget this login and force the login prompt. */
export function signInAsDifferentUser(): Promise<void> {
  return signInAfresh();
}

/**
 * An invitation link (`?invitation=TOKEN`, issue 22): whoever was signed in in this browser is
 * forgotten, and the provider gets the token (its welcome page for the invited person). The token
 * leaves the address bar at once and is not part of the return path.
 */
export function acceptInvitation(token: string): Promise<void> {
  window.history.replaceState(window.history.state, '', '/');
  return signInAfresh({ invitation: token });
}
