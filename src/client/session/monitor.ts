import { MESSAGES } from '../rules/messages.ts';
import { tokenExpiresAtS } from '../rules/token-expiry.ts';
import { logout, redirectToSignIn } from './auth-actions.ts';
import { nextSessionStep } from './session-state.ts';
import { getSession } from './store.ts';
import { showToast } from './toasts.ts';
import { silentRefresh, storedUser } from './tokens.ts';

/** How long the 'session has expired' toast is visible before the logout redirect. */
export const LOGOUT_NOTICE_MS = 2_500;

/** What the monitor remembers between checks. */
export interface ActivityTracker {
  lastActivityMs: number | null;
  /** The token expiry the warning was shown for: once per token, again after a renewal. */
  warnedForExpiryS: number | null;
}

let ending = false;

async function endSession(): Promise<void> {
  if (ending) return;
  ending = true;
  showToast('warning', MESSAGES.sessionExpired, LOGOUT_NOTICE_MS / 1000);
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_NOTICE_MS));
  await logout();
}

/**
 * One check of the session rules (src/client/session/session-state.ts) against the cached token: log out,
 * renew silently (a failed renewal goes to sign-in), warn once, or nothing.
 */
export async function evaluateSession(tracker: ActivityTracker, nowMs: number = Date.now()): Promise<void> {
  if (ending || getSession().status === 'redirecting') return;
  const user = await storedUser();
  const expiresAtS = tokenExpiresAtS(user?.access_token);
  // Spec 000 §8: failure to obtain or decode the token logs the user out.
  if (!user || expiresAtS === null) return endSession();
  const step = nextSessionStep({
    nowMs,
    expiresAtS,
    lastActivityMs: tracker.lastActivityMs,
    warningShown: tracker.warnedForExpiryS === expiresAtS,
  });
  if (step.kind === 'logout') return endSession();
  if (step.kind === 'refresh') {
    try {
      await silentRefresh();
    } catch (error) {
      console.warn('Silent token renewal failed; redirecting to sign-in', error);
      await redirectToSignIn();
    }
    return;
  }
  if (step.kind === 'warn') {
    tracker.warnedForExpiryS = expiresAtS;
    showToast('warning', MESSAGES.sessionExpiring(step.minutes));
  }
}
