/**
 * Session expiry and activity rules (spec 000 §4, §8, §9) as pure functions of an injected clock.
 * The client's SessionMonitor owns the timers and the DOM; it asks these functions what to do.
 *
 * Boundary semantics (all inclusive where the spec says "or more" / "or less" / "within"):
 * - remaining = expiresAtS − nowMs / 1000, in (possibly fractional) seconds; negative once expired.
 * - Logout when the token has been expired for 30 s or more: remaining ≤ −30 (exactly 30 s logs out).
 * - Warn when 300 s or less remain: remaining ≤ 300 (exactly 300 s warns), only once per token,
 *   and only when there was NO activity in the last 5 minutes.
 * - "Activity within the last 5 minutes" means now − lastActivity ≤ 300 000 ms (exactly 5 min ago
 *   still counts as recent; one millisecond older does not). No activity at all is not recent.
 * - Refresh silently when there was recent activity and remaining < 600 s (exactly 600 s does not).
 * - Logout wins over refresh and warning: a token expired by ≥ 30 s is never revived.
 */

/** Expiry check period, and the check also runs at start. */
export const CHECK_INTERVAL_MS = 30_000;
/** Activity (mouse, key, scroll, touch, click) triggers a check after this delay. */
export const ACTIVITY_CHECK_DELAY_MS = 1_000;
/** Warn when this many seconds or fewer remain. */
export const WARNING_THRESHOLD_S = 300;
/** "No activity in the last 5 minutes" / "activity within 5 minutes". */
export const INACTIVITY_WINDOW_S = 300;
/** Logout once the token has been expired this long. */
export const LOGOUT_GRACE_S = 30;
/** Refresh silently when fewer seconds than this remain (and the user was active). */
export const REFRESH_THRESHOLD_S = 600;
/** A silent refresh that takes longer than this counts as failed. */
export const SILENT_REFRESH_TIMEOUT_MS = 10_000;

export interface SessionClock {
  nowMs: number;
  /** Access-token expiry, seconds since the epoch (the JWT `exp`). */
  expiresAtS: number;
  /** Last user activity, ms since the epoch; null when there has been none. */
  lastActivityMs: number | null;
}

export interface SessionCheckInput extends SessionClock {
  /** The expiry warning was already shown for this token. */
  warningShown: boolean;
}

export type SessionCheck = { kind: 'none' } | { kind: 'warn'; minutes: number } | { kind: 'logout' };

export type SessionStep = SessionCheck | { kind: 'refresh' };

/** Seconds until the token expires; negative once it has expired. */
export function remainingSeconds(nowMs: number, expiresAtS: number): number {
  return expiresAtS - nowMs / 1000;
}

/** True when the last activity lies within the inactivity window (inclusive). */
export function hadRecentActivity(nowMs: number, lastActivityMs: number | null): boolean {
  if (lastActivityMs === null) return false;
  return nowMs - lastActivityMs <= INACTIVITY_WINDOW_S * 1000;
}

/** Minutes shown in the warning: rounded up, never less than 1. */
export function warningMinutes(remainingS: number): number {
  return Math.max(1, Math.ceil(remainingS / 60));
}

/** The periodic expiry check: log out, warn once, or do nothing. */
export function checkSession(input: SessionCheckInput): SessionCheck {
  const remaining = remainingSeconds(input.nowMs, input.expiresAtS);
  if (remaining <= -LOGOUT_GRACE_S) return { kind: 'logout' };
  if (remaining > WARNING_THRESHOLD_S || input.warningShown) return { kind: 'none' };
  if (hadRecentActivity(input.nowMs, input.lastActivityMs)) return { kind: 'none' };
  return { kind: 'warn', minutes: warningMinutes(remaining) };
}

/** Refresh silently when the user was active within 5 minutes and under 600 s remain. */
export function shouldRefreshOnActivity(input: SessionClock): boolean {
  const remaining = remainingSeconds(input.nowMs, input.expiresAtS);
  return hadRecentActivity(input.nowMs, input.lastActivityMs) && remaining < REFRESH_THRESHOLD_S;
}

/** One decision for both the timer and activity paths: logout beats refresh beats warning. */
export function nextSessionStep(input: SessionCheckInput): SessionStep {
  const check = checkSession(input);
  if (check.kind === 'logout') return check;
  if (shouldRefreshOnActivity(input)) return { kind: 'refresh' };
  return check;
}
