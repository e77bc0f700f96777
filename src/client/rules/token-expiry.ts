/**
 * Reading an access token's claims and expiry without verifying it (the server verifies), and
 * the /authinfo countdown's display state (spec 000 §2 "Authentication info", §9).
 */

import { authInfoText } from '../i18n/en/auth-info.ts';
import { translate } from '../i18n/language.ts';

export type JwtClaims = Record<string, unknown>;

/** Under this many seconds the countdown is marked as expiring soon. */
export const EXPIRING_SOON_S = 300;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a compact JWT, or null when it is not one (opaque token, bad base64, bad JSON). */
export function decodeJwtPayload(token: string | null | undefined): JwtClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim (seconds since the epoch), or null when the token cannot be decoded or has none. */
export function tokenExpiresAtS(token: string | null | undefined): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** The countdown's state and what it shows, in the app's language ('Error parsing token', 'Expired', '4m 05s'). */
export type TokenCountdown =
  | { state: 'error' | 'expired'; label: string }
  | { state: 'valid' | 'expiring'; secondsLeft: number; label: string };

/** "45s", "4m 05s", "1h 02m 03s". */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}

/**
 * What the countdown shows at `nowMs`: 'Expired' from the expiry instant on (0 s left is expired),
 * 'expiring' while fewer than 300 whole seconds remain, otherwise 'valid'.
 */
export function tokenCountdown(token: string | null | undefined, nowMs: number): TokenCountdown {
  const expiresAtS = tokenExpiresAtS(token);
  if (expiresAtS === null) return { state: 'error', label: translate(authInfoText, 'errorParsingToken') };
  const secondsLeft = Math.floor(expiresAtS - nowMs / 1000);
  if (secondsLeft <= 0) return { state: 'expired', label: translate(authInfoText, 'expired') };
  return {
    state: secondsLeft < EXPIRING_SOON_S ? 'expiring' : 'valid',
    secondsLeft,
    label: formatDuration(secondsLeft),
  };
}
