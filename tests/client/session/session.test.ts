import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CHECK_DELAY_MS,
  CHECK_INTERVAL_MS,
  checkSession,
  hadRecentActivity,
  INACTIVITY_WINDOW_S,
  LOGOUT_GRACE_S,
  nextSessionStep,
  REFRESH_THRESHOLD_S,
  SILENT_REFRESH_TIMEOUT_MS,
  shouldRefreshOnActivity,
  WARNING_THRESHOLD_S,
  warningMinutes,
} from '../../../src/client/session/session-state.ts';

const NOW = 1_700_000_000_000;
const NOW_S = NOW / 1000;
const MIN = 60_000;
/** Long enough ago that the user counts as idle. */
const IDLE = NOW - 10 * MIN;

/** A token with `remaining` seconds left at NOW (negative = expired that long ago). */
const expiresIn = (remaining: number) => NOW_S + remaining;

describe('session constants (spec 000 §9)', () => {
  it('match the specification', () => {
    expect(CHECK_INTERVAL_MS).toBe(30_000);
    expect(ACTIVITY_CHECK_DELAY_MS).toBe(1_000);
    expect(WARNING_THRESHOLD_S).toBe(300);
    expect(INACTIVITY_WINDOW_S).toBe(300);
    expect(LOGOUT_GRACE_S).toBe(30);
    expect(REFRESH_THRESHOLD_S).toBe(600);
    expect(SILENT_REFRESH_TIMEOUT_MS).toBe(10_000);
  });
});

describe('checkSession: warning at 300 s or less, when idle, once', () => {
  it.each([
    [301, { kind: 'none' }],
    [300, { kind: 'warn', minutes: 5 }],
    [299, { kind: 'warn', minutes: 5 }],
    [240, { kind: 'warn', minutes: 4 }],
    [239, { kind: 'warn', minutes: 4 }],
    [61, { kind: 'warn', minutes: 2 }],
    [60, { kind: 'warn', minutes: 1 }],
    [1, { kind: 'warn', minutes: 1 }],
  ])('%s s remaining → %j', (remaining, expected) => {
    expect(
      checkSession({ nowMs: NOW, expiresAtS: expiresIn(remaining), lastActivityMs: IDLE, warningShown: false }),
    ).toEqual(expected);
  });

  it('warns at most once', () => {
    expect(checkSession({ nowMs: NOW, expiresAtS: expiresIn(200), lastActivityMs: IDLE, warningShown: true })).toEqual({
      kind: 'none',
    });
  });

  it('warns when there has never been any activity', () => {
    expect(
      checkSession({ nowMs: NOW, expiresAtS: expiresIn(200), lastActivityMs: null, warningShown: false }).kind,
    ).toBe('warn');
  });

  it.each([
    ['just inside the window (4:59.999 ago)', NOW - 5 * MIN + 1, 'none'],
    ['exactly 5 minutes ago (still recent)', NOW - 5 * MIN, 'none'],
    ['just outside the window (5:00.001 ago)', NOW - 5 * MIN - 1, 'warn'],
  ])('activity %s → %s', (_label, lastActivityMs, kind) => {
    expect(checkSession({ nowMs: NOW, expiresAtS: expiresIn(120), lastActivityMs, warningShown: false }).kind).toBe(
      kind,
    );
  });

  it('shows at least 1 minute, also in the grace period after expiry', () => {
    expect(checkSession({ nowMs: NOW, expiresAtS: expiresIn(-10), lastActivityMs: IDLE, warningShown: false })).toEqual(
      {
        kind: 'warn',
        minutes: 1,
      },
    );
  });
});

describe('checkSession: logout once expired for 30 s or more', () => {
  it.each([
    [-29, false],
    [-29.999, false],
    [-30, true],
    [-31, true],
    [-3600, true],
  ])('remaining %s s → logout %s', (remaining, logout) => {
    const result = checkSession({
      nowMs: NOW,
      expiresAtS: expiresIn(remaining),
      lastActivityMs: IDLE,
      warningShown: true,
    });
    expect(result.kind === 'logout').toBe(logout);
  });

  it('logs out regardless of recent activity or an earlier warning', () => {
    for (const warningShown of [true, false]) {
      expect(checkSession({ nowMs: NOW, expiresAtS: expiresIn(-30), lastActivityMs: NOW, warningShown }).kind).toBe(
        'logout',
      );
    }
  });
});

describe('shouldRefreshOnActivity: active within 5 min and under 600 s left', () => {
  it.each([
    [601, false],
    [600, false],
    [599, true],
    [10, true],
  ])('%s s remaining with fresh activity → %s', (remaining, refresh) => {
    expect(shouldRefreshOnActivity({ nowMs: NOW, expiresAtS: expiresIn(remaining), lastActivityMs: NOW })).toBe(
      refresh,
    );
  });

  it.each([
    ['just inside', NOW - 5 * MIN + 1, true],
    ['exactly 5 minutes ago', NOW - 5 * MIN, true],
    ['just outside', NOW - 5 * MIN - 1, false],
    ['never', null, false],
  ])('activity %s → %s', (_label, lastActivityMs, refresh) => {
    expect(shouldRefreshOnActivity({ nowMs: NOW, expiresAtS: expiresIn(300), lastActivityMs })).toBe(refresh);
  });
});

describe('nextSessionStep: logout beats refresh beats warning', () => {
  it('logs out an expired token even when the user is active', () => {
    expect(
      nextSessionStep({ nowMs: NOW, expiresAtS: expiresIn(-31), lastActivityMs: NOW, warningShown: false }),
    ).toEqual({
      kind: 'logout',
    });
  });

  it('refreshes an active user instead of warning', () => {
    expect(
      nextSessionStep({ nowMs: NOW, expiresAtS: expiresIn(120), lastActivityMs: NOW, warningShown: false }),
    ).toEqual({
      kind: 'refresh',
    });
  });

  it('warns an idle user', () => {
    expect(
      nextSessionStep({ nowMs: NOW, expiresAtS: expiresIn(120), lastActivityMs: IDLE, warningShown: false }),
    ).toEqual({
      kind: 'warn',
      minutes: 2,
    });
  });

  it('does nothing with plenty of time left', () => {
    expect(
      nextSessionStep({ nowMs: NOW, expiresAtS: expiresIn(3600), lastActivityMs: NOW, warningShown: false }),
    ).toEqual({
      kind: 'none',
    });
  });
});

describe('helpers', () => {
  it('hadRecentActivity is inclusive at 5 minutes', () => {
    expect(hadRecentActivity(NOW, NOW - 300_000)).toBe(true);
    expect(hadRecentActivity(NOW, NOW - 300_001)).toBe(false);
    expect(hadRecentActivity(NOW, null)).toBe(false);
  });

  it('warningMinutes rounds up and is at least 1', () => {
    expect(warningMinutes(300)).toBe(5);
    expect(warningMinutes(299)).toBe(5);
    expect(warningMinutes(0.5)).toBe(1);
    expect(warningMinutes(0)).toBe(1);
    expect(warningMinutes(-20)).toBe(1);
  });
});
